/**
 * Résumé uploads of the Apply for a Position form: PDF, DOC or DOCX, at most 5 MB (OWASP ASVS 5.0
 * 5.2.1), recognised by their content, not only by their name (5.2.2), a ZIP checked against
 * limits before anything in it is decompressed (5.2.3), and within a daily storage quota per
 * client address and for everyone (5.2.4). Stored under
 * `DATA_DIR/uploads/resumes` with a random name and never served by the web server; the
 * application's `resume_url` records `upload:resumes/<file>` so the agency's tools can find it
 * (decision 0005).
 *
 * What is accepted:
 * - PDF: starts with `%PDF-1.x` or `%PDF-2.x` and has an `%%EOF` marker in its last 1024 bytes
 *   (ISO 32000-2 7.5.2 and 7.5.5; readers look for it there), so a truncated file is refused;
 * - DOC: an OLE2 compound file whose top-level directory holds a `WordDocument` stream ([MS-DOC]
 *   2.1.1), without a macro storage (`Macros`, `_VBA_PROJECT`, `_VBA_PROJECT_CUR`) anywhere;
 * - DOCX: a ZIP package ([ECMA-376] part 2, Open Packaging Conventions) whose
 *   `[Content_Types].xml` declares a part, present in the ZIP, of the Word main document type;
 *   macro-enabled documents (.docm) and templates (.dotx, .dotm) are refused. At most
 *   {@link DOCX_MAX_ENTRIES} entries are listed and only `[Content_Types].xml` is decompressed, to
 *   at most {@link CONTENT_TYPES_MAX_BYTES}, so a ZIP bomb costs nothing.
 * Every function but {@link storeResume} and {@link parseMultipart} is pure.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import { site } from "../../../content/site";
import { HttpError } from "../../plugins/error-handler";
import { hasCompoundFileSignature, readCompoundFileDirectory } from "./compound-file";

/** Largest résumé accepted, in bytes (5 MB). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Largest multipart body of an application: the résumé plus generous room for the fields. */
export const APPLICATION_MULTIPART_MAX_BYTES = RESUME_MAX_BYTES + 256 * 1024;

/** Most entries a DOCX may list (a résumé has a dozen or two, plus its pictures). */
export const DOCX_MAX_ENTRIES = 1000;

/** Largest `[Content_Types].xml` read, in bytes, compressed or not (real ones are 1 to 3 KB). */
export const CONTENT_TYPES_MAX_BYTES = 64 * 1024;

/** How far from the end of a PDF its `%%EOF` marker may be, in bytes. */
const PDF_EOF_WINDOW_BYTES = 1024;

export const RESUME_TYPE_MESSAGE = "Upload your résumé as a PDF, DOC or DOCX file";
export const RESUME_SIZE_MESSAGE = "Your résumé must be 5 MB or smaller";
export const RESUME_DAMAGED_MESSAGE =
  "Your résumé could not be read; the file may be damaged. Save it again as a PDF, DOC or DOCX file and upload it";
export const RESUME_MACROS_MESSAGE =
  "Your résumé contains macros, which we do not accept. Save it as a PDF, or as a DOC or DOCX file without macros, and upload it";
export const RESUME_TEMPLATE_MESSAGE =
  "Your résumé is a Word template. Save it as a PDF, DOC or DOCX document and upload it";
export const UPLOAD_QUOTA_ADDRESS_MESSAGE = `You have uploaded too many files today. Please try again tomorrow, send the form without a résumé, or e-mail your résumé to ${site.email}.`;
export const UPLOAD_QUOTA_TOTAL_MESSAGE = `We cannot accept more résumé uploads today. Please try again tomorrow, send the form without a résumé, or e-mail your résumé to ${site.email}.`;

/** Prefix of `resume_url` values that name a stored upload rather than a link. */
export const RESUME_UPLOAD_PREFIX = "upload:";

/**
 * The stored file of an uploaded résumé, relative to `DATA_DIR/uploads` (`resumes/<file>`), or
 * null when `resumeUrl` is the applicant's link or absent.
 */
export function uploadedResume(resumeUrl: string | null): string | null {
  return resumeUrl?.startsWith(RESUME_UPLOAD_PREFIX)
    ? resumeUrl.slice(RESUME_UPLOAD_PREFIX.length)
    : null;
}

type ResumeKind = "pdf" | "doc" | "docx";

/** Why a file is refused: each has its own message ({@link RESUME_REFUSAL_MESSAGES}). */
type ResumeRefusal = "type" | "damaged" | "macros" | "template";

/** What the content of a file is: a kind we accept, or why it is refused. */
type ResumeVerdict = { kind: ResumeKind } | { refusal: ResumeRefusal };

const RESUME_REFUSAL_MESSAGES: Record<ResumeRefusal, string> = {
  type: RESUME_TYPE_MESSAGE,
  damaged: RESUME_DAMAGED_MESSAGE,
  macros: RESUME_MACROS_MESSAGE,
  template: RESUME_TEMPLATE_MESSAGE,
};

/** An uploaded file as the multipart parser hands it over. */
export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Content type of the main part of a Word document ([ECMA-376] part 1, 11.3.10). */
const WORD_MAIN_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/** Content types of parts that carry or announce VBA macros (lower case: MIME types ignore case). */
const MACRO_CONTENT_TYPES = new Set([
  "application/vnd.ms-word.document.macroenabled.main+xml",
  "application/vnd.ms-word.template.macroenabledtemplate.main+xml",
  "application/vnd.ms-office.vbaproject",
  "application/vnd.ms-word.vbadata+xml",
]);

/** Content type of the main part of a Word template (.dotx). */
const TEMPLATE_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml";

/** The part holding a package's VBA project, whatever content type it was given. */
const VBA_PROJECT_PART = /(^|\/)vbaproject\.bin$/i;

/** Storages and streams of a compound file that hold VBA macros (Word: Macros/VBA/...). */
const MACRO_STORAGE_NAMES = new Set(["macros", "_vba_project", "_vba_project_cur"]);

/**
 * Which container a file claims to be, from its first bytes only.
 * @returns "pdf" (`%PDF-`), "doc" (OLE2 compound file), "docx" (ZIP local file header) or null
 */
export function sniffResume(data: Uint8Array): ResumeKind | null {
  if (Buffer.from(data.subarray(0, 5)).toString("latin1") === "%PDF-") return "pdf";
  if (hasCompoundFileSignature(data)) return "doc";
  if (ZIP_SIGNATURE.every((byte, index) => data[index] === byte)) return "docx";
  return null;
}

/**
 * Checks a file that starts like a PDF: a `%PDF-1.n` or `%PDF-2.n` header and an `%%EOF` marker
 * within the last {@link PDF_EOF_WINDOW_BYTES} bytes.
 */
export function inspectPdf(data: Uint8Array): ResumeVerdict {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const header = /^%PDF-[12]\.\d/.test(buffer.subarray(0, 8).toString("latin1"));
  const tail = buffer.subarray(Math.max(0, buffer.length - PDF_EOF_WINDOW_BYTES));
  return header && tail.includes("%%EOF", 0, "latin1") ? { kind: "pdf" } : { refusal: "damaged" };
}

/**
 * Checks an OLE2 compound file: a Word document has a `WordDocument` stream at the top of its
 * directory ([MS-DOC] 2.1.1); other compound files (.xls, .ppt, .msg, even one with a Word file
 * attached) do not.
 */
export function inspectDoc(data: Uint8Array): ResumeVerdict {
  let entries: ReturnType<typeof readCompoundFileDirectory>;
  try {
    entries = readCompoundFileDirectory(data);
  } catch {
    // CompoundFileError: not a well-formed compound file.
    return { refusal: "damaged" };
  }
  const isWord = entries.some(
    (entry) => entry.type === "stream" && entry.path.toLowerCase() === "worddocument",
  );
  if (!isWord) return { refusal: "type" };
  if (entries.some((entry) => MACRO_STORAGE_NAMES.has(entry.name.toLowerCase()))) {
    return { refusal: "macros" };
  }
  return { kind: "doc" };
}

/** One `<Default>` or `<Override>` element of `[Content_Types].xml`. */
interface ContentTypeEntry {
  /** `Extension` of a Default, `PartName` of an Override (e.g. "/word/document.xml"). */
  element: "Default" | "Override";
  target: string;
  contentType: string;
}

// `[^<>]` keeps matching linear: a well-formed attribute value never holds a raw "<".
const CONTENT_TYPE_ELEMENT = /<(?:[\w.-]+:)?(Default|Override)\b([^<>]*)>/g;
const XML_ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Reads the Default and Override elements of a package's `[Content_Types].xml` ([ECMA-376]
 * part 2, 10.1.2.2). A regular expression is enough: only these flat, attribute-only elements
 * matter, and a document that hides them from it is refused as not being a Word document.
 */
export function parseContentTypes(xml: string): ContentTypeEntry[] {
  const entries: ContentTypeEntry[] = [];
  for (const [, element, attributeText] of xml.matchAll(CONTENT_TYPE_ELEMENT)) {
    const attributes = new Map<string, string>();
    for (const [, name, doubled, single] of (attributeText ?? "").matchAll(XML_ATTRIBUTE)) {
      attributes.set(name as string, doubled ?? single ?? "");
    }
    entries.push({
      element: element as ContentTypeEntry["element"],
      target: attributes.get(element === "Default" ? "Extension" : "PartName") ?? "",
      contentType: attributes.get("ContentType") ?? "",
    });
  }
  return entries;
}

/**
 * Decides what a package is from the names of its entries and its declared content types:
 * macros (a macro content type or a vbaProject.bin part) and templates are refused; otherwise it
 * must declare, by an Override, a Word main document part that the package contains.
 */
export function judgeWordPackage(
  entryNames: readonly string[],
  contentTypes: readonly ContentTypeEntry[],
): ResumeVerdict {
  const types = contentTypes.map((entry) => entry.contentType.toLowerCase());
  if (
    types.some((type) => MACRO_CONTENT_TYPES.has(type)) ||
    entryNames.some((name) => VBA_PROJECT_PART.test(name))
  ) {
    return { refusal: "macros" };
  }
  if (types.includes(TEMPLATE_CONTENT_TYPE)) return { refusal: "template" };
  // Part names are compared without regard to case ([ECMA-376] part 2, 9.1.1.1).
  const parts = new Set(entryNames.map((name) => name.toLowerCase()));
  const hasMainDocument = contentTypes.some(
    (entry) =>
      entry.element === "Override" &&
      entry.contentType.toLowerCase() === WORD_MAIN_CONTENT_TYPE &&
      parts.has(entry.target.replace(/^\//, "").toLowerCase()),
  );
  return hasMainDocument ? { kind: "docx" } : { refusal: "type" };
}

/** Thrown inside the ZIP reader's filter to stop reading a package that breaks a limit. */
class PackageLimitError extends Error {}

/**
 * Lists a ZIP's central directory (fflate) and decompresses only `[Content_Types].xml`.
 * @returns every entry name and the content types file (undefined when there is none)
 * @throws PackageLimitError past {@link DOCX_MAX_ENTRIES} entries, for a content types file over
 *   {@link CONTENT_TYPES_MAX_BYTES} or present twice; fflate's own error for a broken ZIP
 */
function readPackage(data: Uint8Array): { names: string[]; contentTypes: Uint8Array | undefined } {
  const names: string[] = [];
  let contentTypesName: string | undefined;
  const files = unzipSync(data, {
    filter(file) {
      names.push(file.name);
      if (names.length > DOCX_MAX_ENTRIES) throw new PackageLimitError("too many entries");
      if (file.name.toLowerCase() !== "[content_types].xml") return false;
      if (contentTypesName !== undefined) throw new PackageLimitError("two content types");
      if (file.originalSize > CONTENT_TYPES_MAX_BYTES || file.size > CONTENT_TYPES_MAX_BYTES) {
        throw new PackageLimitError("content types too large");
      }
      contentTypesName = file.name;
      return true;
    },
  });
  return { names, contentTypes: contentTypesName ? files[contentTypesName] : undefined };
}

/** Text of an XML file: UTF-16 when it starts with a UTF-16 byte order mark, else UTF-8. */
function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

/**
 * Checks a ZIP file as a Word package: see {@link judgeWordPackage}. A ZIP that cannot be read or
 * breaks a limit is "damaged"; one without `[Content_Types].xml` is not a Word document.
 */
export function inspectDocx(data: Uint8Array): ResumeVerdict {
  let contents: ReturnType<typeof readPackage>;
  try {
    contents = readPackage(data);
  } catch {
    return { refusal: "damaged" };
  }
  if (!contents.contentTypes) return { refusal: "type" };
  return judgeWordPackage(contents.names, parseContentTypes(decodeXml(contents.contentTypes)));
}

/**
 * What a file really is, from its content: the container by its first bytes
 * ({@link sniffResume}), then that container checked ({@link inspectPdf}, {@link inspectDoc},
 * {@link inspectDocx}).
 */
export function inspectResume(data: Uint8Array): ResumeVerdict {
  const kind = sniffResume(data);
  if (kind === "pdf") return inspectPdf(data);
  if (kind === "doc") return inspectDoc(data);
  if (kind === "docx") return inspectDocx(data);
  return { refusal: "type" };
}

/**
 * Whether a file's name fits its content: .pdf for a PDF; .doc or .docx for either Word format
 * (a .doc name on a DOCX package, or the reverse, is a common mix-up: the content is trusted).
 */
export function nameFitsKind(fileName: string, kind: ResumeKind): boolean {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  if (kind === "pdf") return extension === "pdf";
  return extension === "doc" || extension === "docx";
}

/** The 400 answer for a refused file, with its message on the `resume` field. */
function refusalError(refusal: ResumeRefusal): HttpError {
  const message = RESUME_REFUSAL_MESSAGES[refusal];
  return new HttpError(400, message, { resume: message });
}

/**
 * Checks an upload: at most {@link RESUME_MAX_BYTES}, content that is a PDF, DOC or DOCX file as
 * {@link inspectResume} sees it, and a name (.pdf, .doc or .docx) that fits that content.
 * @returns the kind to store it as
 * @throws HttpError 413 when it is too large, else 400 with the refusal's message on `resume`
 */
export function checkResume(file: UploadedFile): ResumeKind {
  if (file.data.length > RESUME_MAX_BYTES) {
    throw new HttpError(413, RESUME_SIZE_MESSAGE, { resume: RESUME_SIZE_MESSAGE });
  }
  const verdict = inspectResume(file.data);
  if ("refusal" in verdict) throw refusalError(verdict.refusal);
  if (!nameFitsKind(file.fileName, verdict.kind)) throw refusalError("type");
  return verdict.kind;
}

/** Résumé bytes stored in the last 24 hours. */
export interface UploadUsage {
  /** From the uploader's address. */
  fromAddress: number;
  /** From every address together. */
  fromEveryone: number;
}

/** The daily quotas, in bytes (`UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY`, `UPLOAD_QUOTA_MB_PER_DAY`). */
export interface UploadQuota {
  perAddress: number;
  total: number;
}

/**
 * Whether storing `bytes` more keeps within the quotas; reaching a quota exactly is allowed.
 * @returns null when it fits, else which quota it would exceed (the address's is checked first)
 */
export function quotaRefusal(
  usage: UploadUsage,
  bytes: number,
  quota: UploadQuota,
): "address" | "total" | null {
  if (usage.fromAddress + bytes > quota.perAddress) return "address";
  if (usage.fromEveryone + bytes > quota.total) return "total";
  return null;
}

/**
 * Throws the 429 answer when storing `bytes` more would exceed a quota ({@link quotaRefusal}).
 * @throws HttpError 429 with {@link UPLOAD_QUOTA_ADDRESS_MESSAGE} or
 *   {@link UPLOAD_QUOTA_TOTAL_MESSAGE} on `resume`
 */
export function assertWithinQuota(usage: UploadUsage, bytes: number, quota: UploadQuota): void {
  const refusal = quotaRefusal(usage, bytes, quota);
  if (refusal === null) return;
  const message = refusal === "address" ? UPLOAD_QUOTA_ADDRESS_MESSAGE : UPLOAD_QUOTA_TOTAL_MESSAGE;
  throw new HttpError(429, message, { resume: message });
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
