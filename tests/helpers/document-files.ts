/**
 * Worker-document fixtures built in the tests: minimal PDF, JPEG and PNG files with the structure
 * the upload check reads, and a `multipart/form-data` body as a browser's FormData sends it.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { DocumentKind } from "../../src/domain/document";
import { as, type TestUser } from "./app";

/** A PDF of exactly `bytes` bytes (at least 64): header, padding comment, `%%EOF`. */
export function pdfOf(bytes = 2048, options: { eof?: boolean } = {}): Buffer {
  const head = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%", "latin1");
  const tail = Buffer.from(options.eof === false ? "\ntrailer\n" : "\n%%EOF\n", "latin1");
  const padding = Buffer.alloc(bytes - head.length - tail.length, "x");
  return Buffer.concat([head, padding, tail]);
}

/** A PNG: signature, a 1×1 IHDR, an IDAT and IEND (CRCs are not checked by the upload check). */
export function minimalPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, "latin1"), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG: SOI, APP0 (JFIF), SOF0, SOS with some scan bytes, EOI. */
export function minimalJpeg(): Buffer {
  const segment = (marker: number, data: number[]) =>
    Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    randomBytes(64).map((byte) => (byte === 0xff ? 0 : byte)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A multipart/form-data body of text `fields` and one `file` part, with its content type. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Uploads a small PDF of kind `kind` as `who` through POST /api/portal/documents.
 * @returns the new document's id
 * @throws when the upload is not answered 201
 */
export async function uploadedPdf(
  app: FastifyInstance,
  who: TestUser,
  kind: DocumentKind = "cpo",
): Promise<number> {
  const response = await as(
    app,
    who,
  )({
    method: "POST",
    url: "/api/portal/documents",
    ...multipartBody({ kind }, { name: `${kind}.pdf`, type: "application/pdf", data: pdfOf() }),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().id;
}
