/**
 * Worker document files (docs/decisions/0021-documents.md): PDF, JPEG or PNG, at most 10 MB,
 * recognised by their content, never by their name or declared type (OWASP ASVS 5.0 5.2.1,
 * 5.2.2), stored under `DATA_DIR/uploads/documents` with a random name (owner-only) and never
 * served by the web server; admins download them through their own route.
 *
 * What is accepted:
 * - PDF: the résumé check ({@link inspectPdf}): a `%PDF-1.x`/`%PDF-2.x` header and an `%%EOF`
 *   marker in the last 1024 bytes, so a truncated file is refused;
 * - JPEG: a start-of-image marker, then well-formed marker segments (each length inside the file)
 *   up to a start-of-scan, with a start-of-frame before it (ITU-T T.81 B.1.1), and an end-of-image
 *   marker in the last 1024 bytes (some cameras append data after it);
 * - PNG: the 8-byte signature, an `IHDR` chunk of 13 bytes first, chunks whose lengths stay inside
 *   the file, ending with `IEND` (ISO/IEC 15948 5.2, 5.6).
 * Every function but {@link storeDocument} and {@link removeDocumentFiles} is pure.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  DOCUMENT_DAMAGED_MESSAGE,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
} from "../../../domain/api/document";
import { DOCUMENT_MAX_BYTES } from "../../../domain/document";
import { HttpError } from "../../plugins/error-handler";
import { inspectPdf, type UploadedFile } from "../job-applications/resume";

/** The content types a document may have, by the file extension it is stored with. */
export const documentContentTypes = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
} as const;
export type DocumentFileKind = keyof typeof documentContentTypes;

/** A file's verdict: the kind to store it as, or why it is refused. */
type DocumentVerdict = { kind: DocumentFileKind } | { refusal: "type" | "damaged" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** How far from the end a JPEG's end-of-image marker may be, in bytes. */
const JPEG_EOI_WINDOW_BYTES = 1024;

/**
 * Checks a file that starts with a JPEG start-of-image marker: its segments are walked up to the
 * start-of-scan (SOS, FFDA), which must come after a start-of-frame (SOF0–SOF15 but DHT, JPG and
 * DAC), and an end-of-image marker (FFD9) must be near the end.
 */
export function inspectJpeg(data: Uint8Array): DocumentVerdict {
  let offset = 2;
  let frame = false;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return { refusal: "damaged" };
    const marker = data[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0–RST7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = ((data[offset + 2] as number) << 8) | (data[offset + 3] as number);
    if (length < 2 || offset + 2 + length > data.length) return { refusal: "damaged" };
    if (marker === 0xda) {
      if (!frame) return { refusal: "damaged" };
      const tail = Buffer.from(data.subarray(Math.max(0, data.length - JPEG_EOI_WINDOW_BYTES)));
      return tail.includes(Buffer.from([0xff, 0xd9])) ? { kind: "jpg" } : { refusal: "damaged" };
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      frame = true;
    }
    offset += 2 + length;
  }
  return { refusal: "damaged" };
}

/** Checks a file with the PNG signature: `IHDR` first (13 bytes), chunks in bounds, `IEND` last. */
export function inspectPng(data: Uint8Array): DocumentVerdict {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let offset = PNG_SIGNATURE.length;
  let first = true;
  while (offset + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.subarray(offset + 4, offset + 8).toString("latin1");
    const end = offset + 12 + length;
    if (end > buffer.length) return { refusal: "damaged" };
    if (first && (type !== "IHDR" || length !== 13)) return { refusal: "damaged" };
    first = false;
    if (type === "IEND") return end === buffer.length ? { kind: "png" } : { refusal: "damaged" };
    offset = end;
  }
  return { refusal: "damaged" };
}

/** What a document's content is: PDF, JPEG or PNG by its first bytes, then checked as such. */
export function inspectDocument(data: Uint8Array): DocumentVerdict {
  if (Buffer.from(data.subarray(0, 5)).toString("latin1") === "%PDF-") {
    const verdict = inspectPdf(data);
    return "kind" in verdict ? { kind: "pdf" } : { refusal: "damaged" };
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return inspectJpeg(data);
  if (PNG_SIGNATURE.every((byte, index) => data[index] === byte)) return inspectPng(data);
  return { refusal: "type" };
}

/**
 * Checks an upload: at most {@link DOCUMENT_MAX_BYTES} and content that is a PDF, JPEG or PNG as
 * {@link inspectDocument} sees it. The name is not trusted: a JPEG named `.png` is stored as a
 * JPEG; a text file named `.png` is refused.
 * @returns the kind to store it as
 * @throws HttpError 413 when too large; 415 when the content is none of the three types or is
 *   damaged, with the message on `file`
 */
export function checkDocument(file: UploadedFile): DocumentFileKind {
  if (file.data.length > DOCUMENT_MAX_BYTES) {
    throw new HttpError(413, DOCUMENT_SIZE_MESSAGE, { file: DOCUMENT_SIZE_MESSAGE });
  }
  const verdict = inspectDocument(file.data);
  if ("kind" in verdict) return verdict.kind;
  const message = verdict.refusal === "type" ? DOCUMENT_TYPE_MESSAGE : DOCUMENT_DAMAGED_MESSAGE;
  throw new HttpError(415, message, { file: message });
}

/** Where stored documents live: `dataDir/uploads/documents`. */
function documentsFolder(dataDir: string): string {
  return path.join(dataDir, "uploads", "documents");
}

/**
 * The path of stored file `storedName` (a name {@link storeDocument} made; anything else, such
 * as a path with separators, is refused so a row can never point outside the folder).
 * @throws Error for a name that is not a stored document's
 */
export function documentFilePath(dataDir: string, storedName: string): string {
  if (!/^[0-9a-f-]{36}\.(pdf|jpg|png)$/.test(storedName)) {
    throw new Error("not a stored document name");
  }
  return path.join(documentsFolder(dataDir), storedName);
}

/**
 * Writes a checked document under `dataDir/uploads/documents` with a random name (owner-only).
 * @returns its stored name, SHA-256 (hex) and a function that deletes it again (used when the row
 *   cannot be stored, so nothing partial is left behind)
 */
export async function storeDocument(
  dataDir: string,
  data: Buffer,
  kind: DocumentFileKind,
): Promise<{ storedName: string; sha256: string; remove: () => Promise<void> }> {
  await fs.mkdir(documentsFolder(dataDir), { recursive: true, mode: 0o700 });
  const storedName = `${randomUUID()}.${kind}`;
  const filePath = documentFilePath(dataDir, storedName);
  await fs.writeFile(filePath, data, { mode: 0o600, flag: "wx" });
  return {
    storedName,
    sha256: createHash("sha256").update(data).digest("hex"),
    remove: () => fs.rm(filePath, { force: true }),
  };
}

/** Deletes the stored files `storedNames` (a file already gone is not an error). */
export async function removeDocumentFiles(dataDir: string, storedNames: string[]): Promise<void> {
  await Promise.all(
    storedNames.map((name) => fs.rm(documentFilePath(dataDir, name), { force: true })),
  );
}
