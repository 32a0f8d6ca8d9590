/**
 * Résumé uploads of the Apply for a Position form (issue 4): PDF, DOC or DOCX, at most 5 MB,
 * recognised by their content, not only by their name. Stored under `DATA_DIR/uploads/resumes`
 * with a random name and never served by the web server; the application's `resume_url` records
 * `upload:resumes/<file>` so the agency's tools can find it (decision 0005).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { HttpError } from "../../plugins/error-handler";

/** Largest résumé accepted, in bytes (5 MB). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Largest multipart body of an application: the résumé plus generous room for the fields. */
export const APPLICATION_MULTIPART_MAX_BYTES = RESUME_MAX_BYTES + 256 * 1024;

export const RESUME_TYPE_MESSAGE = "Upload your résumé as a PDF, DOC or DOCX file";
export const RESUME_SIZE_MESSAGE = "Your résumé must be 5 MB or smaller";

/** Prefix of `resume_url` values that name a stored upload rather than a link. */
export const RESUME_UPLOAD_PREFIX = "upload:";

export type ResumeKind = "pdf" | "doc" | "docx";

/** An uploaded file as the multipart parser hands it over. */
export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a file really is, from its first bytes: a PDF (`%PDF-`), a legacy Word document (OLE2
 * compound file) or a Word document (a ZIP package whose entries live under `word/`).
 * @returns the kind, or null for anything else (an image, a renamed executable, a spreadsheet)
 */
export function sniffResume(data: Buffer): ResumeKind | null {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (data.subarray(0, 8).equals(OLE2_SIGNATURE)) return "doc";
  // ZIP entry names are stored uncompressed in the local and central headers.
  if (data.subarray(0, 4).equals(ZIP_SIGNATURE) && data.includes("word/document.xml", 0, "latin1"))
    return "docx";
  return null;
}

/**
 * Checks an upload: its name must end in .pdf, .doc or .docx, its content must be that kind of
 * file, and it must be at most {@link RESUME_MAX_BYTES}.
 * @returns the kind to store it as
 * @throws HttpError 400 with the message on `resume` (413 when it is too large)
 */
export function checkResume(file: UploadedFile): ResumeKind {
  if (file.data.length > RESUME_MAX_BYTES) {
    throw new HttpError(413, RESUME_SIZE_MESSAGE, { resume: RESUME_SIZE_MESSAGE });
  }
  const extension = path.extname(file.fileName).slice(1).toLowerCase();
  const kind = sniffResume(file.data);
  // A .doc name on a DOCX package (or the reverse) is a common mix-up: trust the content.
  const nameFits = kind !== null && (extension === kind || (kind !== "pdf" && extension !== "pdf"));
  if (!kind || !nameFits || !["pdf", "doc", "docx"].includes(extension)) {
    throw new HttpError(400, RESUME_TYPE_MESSAGE, { resume: RESUME_TYPE_MESSAGE });
  }
  return kind;
}

/**
 * Writes a checked résumé under `dataDir/uploads/resumes` with a random name (owner-only).
 * @returns the `resume_url` value to store and a function that deletes the file again (used when
 *   the application cannot be stored, so nothing partial is left behind)
 */
export async function storeResume(
  dataDir: string,
  data: Buffer,
  kind: ResumeKind,
): Promise<{ reference: string; remove: () => Promise<void> }> {
  const folder = path.join(dataDir, "uploads", "resumes");
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${kind}`;
  const filePath = path.join(folder, name);
  await fs.writeFile(filePath, data, { mode: 0o600, flag: "wx" });
  return {
    reference: `${RESUME_UPLOAD_PREFIX}resumes/${name}`,
    remove: () => fs.rm(filePath, { force: true }),
  };
}

/**
 * Parses a `multipart/form-data` body with the platform's own parser (undici's
 * `Response.formData`, part of Node.js), so no extra dependency is needed.
 * @returns the text fields, and the first non-empty file part (browsers send an empty part
 *   with an empty name when no file was chosen)
 * @throws HttpError 400 when the body is not valid multipart
 */
export async function parseMultipart(
  body: Buffer,
  contentType: string,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw new HttpError(400, "The form could not be read; please send it again");
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for (const [name, value] of form) {
    if (typeof value === "string") {
      if (!(name in fields)) fields[name] = value;
    } else if (!file && value.size > 0) {
      file = { fileName: value.name, data: Buffer.from(await value.arrayBuffer()) };
    }
  }
  return { fields, file };
}
