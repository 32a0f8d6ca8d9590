/**
 * The document content check (files.ts): what makes a PDF, JPEG or PNG acceptable, and what is
 * refused as another type (415) or as damaged, whatever the file is called.
 */
import { describe, expect, it } from "vitest";
import { minimalJpeg, minimalPng, pdfOf } from "../../../../tests/helpers/document-files";
import { DOCUMENT_MAX_BYTES } from "../../../domain/document";
import type { HttpError } from "../../plugins/error-handler";
import { checkDocument, documentFilePath, inspectDocument, inspectJpeg, inspectPng } from "./files";

describe("inspectDocument", () => {
  it("recognises each accepted type by its content", () => {
    expect(inspectDocument(pdfOf())).toEqual({ kind: "pdf" });
    expect(inspectDocument(minimalJpeg())).toEqual({ kind: "jpg" });
    expect(inspectDocument(minimalPng())).toEqual({ kind: "png" });
  });

  it("calls anything else another type, and a broken file of an accepted type damaged", () => {
    expect(inspectDocument(Buffer.from("GIF89a not accepted"))).toEqual({ refusal: "type" });
    expect(inspectDocument(Buffer.alloc(0))).toEqual({ refusal: "type" });
    expect(inspectDocument(pdfOf(2048, { eof: false }))).toEqual({ refusal: "damaged" });
  });
});

describe("inspectJpeg", () => {
  it("refuses a segment whose length runs past the end", () => {
    const jpeg = minimalJpeg();
    expect(inspectJpeg(jpeg.subarray(0, 10))).toEqual({ refusal: "damaged" });
  });

  it("refuses a scan without a frame and a file without an end-of-image marker", () => {
    expect(inspectJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))).toEqual({
      refusal: "damaged",
    });
    const jpeg = minimalJpeg();
    expect(inspectJpeg(jpeg.subarray(0, jpeg.length - 2))).toEqual({ refusal: "damaged" });
  });
});

describe("inspectPng", () => {
  it("refuses a file without IHDR first, and one with bytes after IEND", () => {
    const png = minimalPng();
    const noHeader = Buffer.from(png);
    noHeader.write("IHDX", 12, "latin1");
    expect(inspectPng(noHeader)).toEqual({ refusal: "damaged" });
    expect(inspectPng(Buffer.concat([png, Buffer.from("extra")]))).toEqual({ refusal: "damaged" });
  });
});

describe("checkDocument", () => {
  /** The HTTP status `checkDocument` refuses `file` with (undefined when it accepts it). */
  function refusal(file: { fileName: string; data: Buffer }): number | undefined {
    try {
      checkDocument(file);
      return undefined;
    } catch (error) {
      return (error as HttpError).statusCode;
    }
  }

  it("answers 413 past 10 MB and 415 for the wrong content; the name does not matter", () => {
    expect(refusal({ fileName: "a.pdf", data: pdfOf(DOCUMENT_MAX_BYTES + 1) })).toBe(413);
    expect(refusal({ fileName: "a.pdf", data: pdfOf(DOCUMENT_MAX_BYTES) })).toBeUndefined();
    expect(refusal({ fileName: "a.png", data: Buffer.from("text") })).toBe(415);
    expect(checkDocument({ fileName: "photo.png", data: minimalJpeg() })).toBe("jpg");
  });
});

describe("documentFilePath", () => {
  it("builds paths only from stored names, never from one that leaves the folder", () => {
    const name = "0f8fad5b-d9cb-469f-a165-70867728950e.pdf";
    expect(documentFilePath("/data", name)).toBe(`/data/uploads/documents/${name}`);
    expect(() => documentFilePath("/data", "../../etc/passwd")).toThrow();
  });
});
