import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  compoundFile,
  contentTypesXml,
  docWithMacros,
  docxParts,
  minimalDoc,
  minimalDocm,
  minimalDocx,
  minimalXls,
  msgWithWordAttachment,
  pdfOfSize,
  WORD_MAIN,
  WORD_STREAMS,
  WORD_TEMPLATE_MAIN,
  zipParts,
} from "../../../../tests/helpers/resume-files";
import { HttpError } from "../../plugins/error-handler";
import {
  APPLICATION_MULTIPART_MAX_BYTES,
  assertWithinQuota,
  CONTENT_TYPES_MAX_BYTES,
  checkResume,
  DOCX_MAX_ENTRIES,
  inspectDoc,
  inspectDocx,
  inspectPdf,
  inspectResume,
  judgeWordPackage,
  nameFitsKind,
  parseContentTypes,
  parseMultipart,
  quotaRefusal,
  RESUME_DAMAGED_MESSAGE,
  RESUME_MACROS_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TEMPLATE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  sniffResume,
  storeResume,
  UPLOAD_QUOTA_ADDRESS_MESSAGE,
  UPLOAD_QUOTA_TOTAL_MESSAGE,
} from "./resume";

// The real randomUUID, wrapped so that a test can make it repeat a name.
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, randomUUID: vi.fn(real.randomUUID) };
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const pdf = pdfOfSize(200);

/** The HttpError `run` throws, or fails the test when it does not throw one. */
function httpErrorOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error("no HttpError was thrown");
}

/** A ZIP whose central directory entry for `name` claims `claimed` as its uncompressed size. */
function withClaimedSize(zip: Buffer, name: string, claimed: number): Buffer {
  const copy = Buffer.from(zip);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = copy.indexOf(signature); at >= 0; at = copy.indexOf(signature, at + 4)) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.toString("utf8", at + 46, at + 46 + nameLength) === name) {
      copy.writeUInt32LE(claimed, at + 24);
      return copy;
    }
  }
  throw new Error(`no central directory entry for ${name}`);
}

describe("sniffResume", () => {
  it("tells a PDF, an OLE2 compound file and a ZIP by their first bytes", () => {
    expect(sniffResume(pdf)).toBe("pdf");
    expect(sniffResume(minimalDoc())).toBe("doc");
    expect(sniffResume(minimalDocx())).toBe("docx");
  });

  it("recognises nothing else, nor a near miss", () => {
    expect(sniffResume(PNG)).toBeNull();
    expect(sniffResume(Buffer.from("%PDF1.7"))).toBeNull();
    expect(sniffResume(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBeNull();
    expect(sniffResume(Buffer.from([0x50, 0x4b, 0x03]))).toBeNull();
    expect(sniffResume(Buffer.alloc(0))).toBeNull();
  });
});

describe("inspectPdf", () => {
  it("accepts a PDF 1.x or 2.0 header with %%EOF at the end", () => {
    expect(inspectPdf(pdf)).toEqual({ kind: "pdf" });
    expect(inspectPdf(Buffer.from("%PDF-2.0\n%%EOF"))).toEqual({ kind: "pdf" });
  });

  it("refuses an unknown version as damaged", () => {
    expect(inspectPdf(Buffer.from("%PDF-3.0\n%%EOF"))).toEqual({ refusal: "damaged" });
    expect(inspectPdf(Buffer.from("%PDF-1.x\n%%EOF"))).toEqual({ refusal: "damaged" });
  });

  it("refuses a PDF cut short (no %%EOF) as damaged", () => {
    expect(inspectPdf(pdf.subarray(0, pdf.length - 8))).toEqual({ refusal: "damaged" });
  });

  it("finds %%EOF in the last 1024 bytes and not before", () => {
    /** A PDF whose %%EOF starts `5 + spaces` bytes before its end. */
    const endingIn = (spaces: number) =>
      Buffer.concat([
        Buffer.from("%PDF-1.4\n"),
        Buffer.alloc(3000, "x"),
        Buffer.from("%%EOF"),
        Buffer.alloc(spaces, " "),
      ]);
    expect(inspectPdf(endingIn(1019))).toEqual({ kind: "pdf" });
    expect(inspectPdf(endingIn(1020))).toEqual({ refusal: "damaged" });
  });
});

describe("inspectDoc", () => {
  it("accepts a Word 97-2003 document (a WordDocument stream at the top)", () => {
    expect(inspectDoc(minimalDoc())).toEqual({ kind: "doc" });
    expect(inspectDoc(compoundFile(WORD_STREAMS, { version: 4 }))).toEqual({ kind: "doc" });
  });

  it("compares stream names without regard to case, as compound files do", () => {
    expect(inspectDoc(compoundFile([{ name: "WORDDOCUMENT", type: "stream" }]))).toEqual({
      kind: "doc",
    });
  });

  it("refuses other compound files: an Excel workbook, a message with a Word attachment", () => {
    expect(inspectDoc(minimalXls())).toEqual({ refusal: "type" });
    expect(inspectDoc(msgWithWordAttachment())).toEqual({ refusal: "type" });
  });

  it("refuses a WordDocument storage (it must be a stream)", () => {
    expect(inspectDoc(compoundFile([{ name: "WordDocument", type: "storage" }]))).toEqual({
      refusal: "type",
    });
  });

  it("refuses a Word document with a Macros storage", () => {
    expect(inspectDoc(docWithMacros())).toEqual({ refusal: "macros" });
  });

  it.each(["_VBA_PROJECT", "_VBA_PROJECT_CUR", "macros"])(
    "refuses a Word document holding a %s entry anywhere",
    (name) => {
      const file = compoundFile([
        ...WORD_STREAMS,
        { name: "ObjectPool", type: "storage", children: [{ name, type: "storage" }] },
      ]);
      expect(inspectDoc(file)).toEqual({ refusal: "macros" });
    },
  );

  it("refuses a compound file it cannot read as damaged", () => {
    expect(inspectDoc(minimalDoc().subarray(0, 600))).toEqual({ refusal: "damaged" });
  });
});

describe("parseContentTypes", () => {
  it("reads Default and Override elements, in either quotes and with a namespace prefix", () => {
    const xml = `<?xml version="1.0"?><ct:Types xmlns:ct="x"><ct:Default Extension='rels' ContentType="a/b"/>
      <Override ContentType = "c/d"  PartName="/word/document.xml" /><Overrides/><Other PartName="/x"/></ct:Types>`;
    expect(parseContentTypes(xml)).toEqual([
      { element: "Default", target: "rels", contentType: "a/b" },
      { element: "Override", target: "/word/document.xml", contentType: "c/d" },
    ]);
  });

  it("gives missing attributes as empty strings", () => {
    expect(parseContentTypes("<Override/><Default>")).toEqual([
      { element: "Override", target: "", contentType: "" },
      { element: "Default", target: "", contentType: "" },
    ]);
  });

  it("does not let an element that never closes swallow the next one", () => {
    // An attribute value cannot hold a raw "<", so "<Override ... <Default .../>" is one broken
    // element and one Default; reading it this way also keeps the scan linear.
    expect(
      parseContentTypes(
        '<Override PartName="/word/document.xml" <Default Extension="xml" ContentType="a/b"/>',
      ),
    ).toEqual([{ element: "Default", target: "xml", contentType: "a/b" }]);
  });
});

describe("judgeWordPackage", () => {
  const names = ["[Content_Types].xml", "_rels/.rels", "word/document.xml"];
  const main = {
    element: "Override",
    target: "/word/document.xml",
    contentType: WORD_MAIN,
  } as const;

  it("accepts a package declaring a Word main document part it contains", () => {
    expect(judgeWordPackage(names, [main])).toEqual({ kind: "docx" });
  });

  it("compares part names and content types without regard to case", () => {
    expect(
      judgeWordPackage(names, [
        { element: "Override", target: "/WORD/Document.XML", contentType: WORD_MAIN.toUpperCase() },
      ]),
    ).toEqual({ kind: "docx" });
  });

  it("refuses a declared main part the package lacks, or one declared only by extension", () => {
    expect(judgeWordPackage(["[Content_Types].xml"], [main])).toEqual({ refusal: "type" });
    expect(
      judgeWordPackage(names, [{ element: "Default", target: "xml", contentType: WORD_MAIN }]),
    ).toEqual({ refusal: "type" });
  });

  it("takes a Default (an extension) for no part, even one named like the extension", () => {
    expect(
      judgeWordPackage(
        ["[Content_Types].xml", "xml"],
        [{ element: "Default", target: "xml", contentType: WORD_MAIN }],
      ),
    ).toEqual({ refusal: "type" });
  });

  it("refuses a package without a Word main document (a spreadsheet)", () => {
    const sheet = {
      element: "Override",
      target: "/xl/workbook.xml",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
    } as const;
    expect(judgeWordPackage(["xl/workbook.xml"], [sheet])).toEqual({ refusal: "type" });
  });

  it.each([
    "application/vnd.ms-word.document.macroEnabled.main+xml",
    "application/vnd.ms-word.template.macroEnabledTemplate.main+xml",
    "application/vnd.ms-office.vbaProject",
    "application/vnd.ms-word.vbaData+xml",
  ])("refuses a package declaring %s as macros", (contentType) => {
    const declared = { element: "Default", target: "bin", contentType } as const;
    expect(judgeWordPackage(names, [main, declared])).toEqual({ refusal: "macros" });
  });

  it("refuses a vbaProject.bin part whatever its declared type", () => {
    expect(judgeWordPackage([...names, "word/vbaProject.bin"], [main])).toEqual({
      refusal: "macros",
    });
    expect(judgeWordPackage([...names, "VBAPROJECT.BIN"], [main])).toEqual({
      refusal: "macros",
    });
  });

  it("does not take a part merely ending in vbaProject.bin for one", () => {
    expect(judgeWordPackage([...names, "word/media/novbaProject.bin"], [main])).toEqual({
      kind: "docx",
    });
  });

  it("does not take a part merely starting with vbaProject.bin for one", () => {
    expect(judgeWordPackage([...names, "word/vbaProject.bin.txt"], [main])).toEqual({
      kind: "docx",
    });
  });

  it("drops only a leading slash of the declared part name before looking for the part", () => {
    // "x/word/document.xml" is declared, "xword/document.xml" is present: not the same part.
    const declared = { ...main, target: "x/word/document.xml" };
    expect(judgeWordPackage(["xword/document.xml"], [declared])).toEqual({ refusal: "type" });
  });

  it("refuses a Word template, and a macro template as macros", () => {
    const template = { ...main, contentType: WORD_TEMPLATE_MAIN };
    expect(judgeWordPackage(names, [template])).toEqual({ refusal: "template" });
    expect(judgeWordPackage([...names, "word/vbaProject.bin"], [template])).toEqual({
      refusal: "macros",
    });
  });
});

describe("inspectDocx", () => {
  it("accepts a minimal Word document", () => {
    expect(inspectDocx(minimalDocx())).toEqual({ kind: "docx" });
  });

  it("refuses a macro-enabled document (.docm)", () => {
    expect(inspectDocx(minimalDocm())).toEqual({ refusal: "macros" });
  });

  it("refuses a Word template (.dotx)", () => {
    expect(inspectDocx(zipParts(docxParts(WORD_TEMPLATE_MAIN)))).toEqual({ refusal: "template" });
  });

  it("refuses a ZIP with word/document.xml but no [Content_Types].xml", () => {
    const { "[Content_Types].xml": _, ...rest } = docxParts();
    expect(inspectDocx(zipParts(rest))).toEqual({ refusal: "type" });
  });

  it("reads a UTF-16 [Content_Types].xml, either byte order", () => {
    const xml = contentTypesXml({ "/word/document.xml": WORD_MAIN });
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, "utf16le")]);
    const big = Buffer.from(little);
    big.swap16();
    for (const encoded of [little, big]) {
      const parts = { ...docxParts(), "[Content_Types].xml": new Uint8Array(encoded) };
      expect(inspectDocx(zipParts(parts))).toEqual({ kind: "docx" });
    }
  });

  it.each([
    ["0xFF then a space", [0xff, 0x20]],
    ["a space then 0xFE", [0x20, 0xfe]],
    ["a space then 0xFF", [0x20, 0xff]],
    ["0xFE then a space", [0xfe, 0x20]],
  ])(
    "reads a [Content_Types].xml starting with %s as UTF-8 (half a byte order mark is none)",
    (_, start) => {
      const xml = contentTypesXml({ "/word/document.xml": WORD_MAIN });
      const encoded = Buffer.concat([Buffer.from(start), Buffer.from(xml, "utf8")]);
      const parts = { ...docxParts(), "[Content_Types].xml": new Uint8Array(encoded) };
      expect(inspectDocx(zipParts(parts))).toEqual({ kind: "docx" });
    },
  );

  it("decompresses nothing but [Content_Types].xml (a part it could not inflate does not matter)", () => {
    // word/media/photo.jpg's central directory entry claims compression method 99 (AES), which
    // fflate cannot read: harmless as long as only the content types are decompressed.
    const zip = zipParts({ ...docxParts(), "word/media/photo.jpg": "not really a picture" });
    const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    let patchedEntries = 0;
    for (let at = zip.indexOf(signature); at >= 0; at = zip.indexOf(signature, at + 4)) {
      const nameLength = zip.readUInt16LE(at + 28);
      if (zip.toString("utf8", at + 46, at + 46 + nameLength) === "word/media/photo.jpg") {
        zip.writeUInt16LE(99, at + 10);
        patchedEntries++;
      }
    }
    expect(patchedEntries).toBe(1);
    expect(inspectDocx(zip)).toEqual({ kind: "docx" });
  });

  it("refuses as damaged a file that starts like a ZIP but is not one", () => {
    expect(inspectDocx(Buffer.concat([minimalDocx().subarray(0, 40), Buffer.alloc(100)]))).toEqual({
      refusal: "damaged",
    });
  });

  it("refuses as damaged a package with two [Content_Types].xml entries", () => {
    const twice = { ...docxParts(), "[content_types].XML": contentTypesXml({}) };
    expect(inspectDocx(zipParts(twice))).toEqual({ refusal: "damaged" });
  });

  it(`lists up to ${DOCX_MAX_ENTRIES} entries and refuses one more as damaged`, () => {
    const filled = (count: number) => {
      const parts = docxParts();
      for (let i = Object.keys(parts).length; i < count; i++) parts[`word/media/p${i}.txt`] = "";
      return zipParts(parts);
    };
    expect(inspectDocx(filled(DOCX_MAX_ENTRIES))).toEqual({ kind: "docx" });
    expect(inspectDocx(filled(DOCX_MAX_ENTRIES + 1))).toEqual({ refusal: "damaged" });
  });

  it(`decompresses a [Content_Types].xml of up to ${CONTENT_TYPES_MAX_BYTES} bytes and no more`, () => {
    const padded = (size: number) => {
      const xml = contentTypesXml({ "/word/document.xml": WORD_MAIN });
      return zipParts({ ...docxParts(), "[Content_Types].xml": xml.padEnd(size, " ") });
    };
    expect(inspectDocx(padded(CONTENT_TYPES_MAX_BYTES))).toEqual({ kind: "docx" });
    expect(inspectDocx(padded(CONTENT_TYPES_MAX_BYTES + 1))).toEqual({ refusal: "damaged" });
  });

  it(`accepts a stored (uncompressed) [Content_Types].xml of exactly ${CONTENT_TYPES_MAX_BYTES} bytes`, () => {
    const xml = contentTypesXml({ "/word/document.xml": WORD_MAIN }).padEnd(
      CONTENT_TYPES_MAX_BYTES,
      " ",
    );
    const stored = zipParts({ ...docxParts(), "[Content_Types].xml": xml }, { level: 0 });
    expect(inspectDocx(stored)).toEqual({ kind: "docx" });
  });

  it("refuses a stored [Content_Types].xml over the limit that claims to be small", () => {
    const xml = contentTypesXml({ "/word/document.xml": WORD_MAIN }).padEnd(
      CONTENT_TYPES_MAX_BYTES + 1,
      " ",
    );
    const stored = zipParts({ ...docxParts(), "[Content_Types].xml": xml }, { level: 0 });
    expect(inspectDocx(withClaimedSize(stored, "[Content_Types].xml", 100))).toEqual({
      refusal: "damaged",
    });
  });

  it("reads no more of a ZIP bomb's [Content_Types].xml than its declared size", () => {
    // 4 MB of spaces deflate to a few KB; the entry claims 1 KB, so only 1 KB is inflated and
    // the Override after the spaces is never seen.
    const xml = `${" ".repeat(4 * 1024 * 1024)}${contentTypesXml({ "/word/document.xml": WORD_MAIN })}`;
    const bomb = withClaimedSize(
      zipParts({ ...docxParts(), "[Content_Types].xml": xml }),
      "[Content_Types].xml",
      1024,
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(inspectDocx(bomb)).toEqual({ refusal: "type" });
  });
});

describe("inspectResume", () => {
  it("checks each container by its own rules", () => {
    expect(inspectResume(pdf)).toEqual({ kind: "pdf" });
    expect(inspectResume(pdf.subarray(0, 100))).toEqual({ refusal: "damaged" });
    expect(inspectResume(minimalDoc())).toEqual({ kind: "doc" });
    expect(inspectResume(minimalXls())).toEqual({ refusal: "type" });
    expect(inspectResume(minimalDocx())).toEqual({ kind: "docx" });
    expect(inspectResume(minimalDocm())).toEqual({ refusal: "macros" });
    expect(inspectResume(PNG)).toEqual({ refusal: "type" });
  });
});

describe("inspectResume on damaged files", () => {
  const fixtures = [pdf, minimalDoc(), docWithMacros(), minimalDocx(), minimalDocm()];

  it("answers a verdict, never an exception, whatever bytes are changed or cut", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(),
        (fixture, edits, cut) => {
          const data = Buffer.from(fixture);
          for (const [at, value] of edits) data[at % data.length] = value;
          const verdict = inspectResume(data.subarray(0, data.length - (cut % 64)));
          expect(verdict).toSatisfy((v) => "kind" in v || "refusal" in v);
        },
      ),
      { numRuns: 500, seed: 13 },
    );
  });
});

describe("nameFitsKind", () => {
  it.each([
    ["resume.pdf", "pdf", true],
    ["RESUME.PDF", "pdf", true],
    ["resume.doc", "pdf", false],
    ["resume.pdf.exe", "pdf", false],
    ["resume", "pdf", false],
    ["resume.doc", "doc", true],
    ["resume.docx", "doc", true],
    ["Resume.DOCX", "docx", true],
    ["resume.doc", "docx", true],
    ["resume.pdf", "docx", false],
    ["resume.docm", "docx", false],
    ["resume.dot", "doc", false],
  ] as const)("%s as %s: %s", (name, kind, fits) => {
    expect(nameFitsKind(name, kind)).toBe(fits);
  });
});

describe("checkResume", () => {
  it("returns the kind of an accepted file", () => {
    expect(checkResume({ fileName: "cv.pdf", data: pdf })).toBe("pdf");
    expect(checkResume({ fileName: "cv.doc", data: minimalDoc() })).toBe("doc");
    expect(checkResume({ fileName: "cv.docx", data: minimalDocx() })).toBe("docx");
  });

  it("accepts exactly 5 MB and answers 413 to one byte more", () => {
    expect(checkResume({ fileName: "cv.pdf", data: pdfOfSize(RESUME_MAX_BYTES) })).toBe("pdf");
    const error = httpErrorOf(() =>
      checkResume({ fileName: "cv.pdf", data: pdfOfSize(RESUME_MAX_BYTES + 1) }),
    );
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(RESUME_SIZE_MESSAGE);
    expect(error.errors).toEqual({ resume: RESUME_SIZE_MESSAGE });
    expect(RESUME_SIZE_MESSAGE).toBe("Your résumé must be 5 MB or smaller");
  });

  it.each([
    ["a picture named .pdf", "cv.pdf", PNG, RESUME_TYPE_MESSAGE],
    ["a PDF named .exe", "cv.exe", pdf, RESUME_TYPE_MESSAGE],
    ["a Word document named .pdf", "cv.pdf", minimalDocx(), RESUME_TYPE_MESSAGE],
    ["an Excel workbook named .doc", "cv.doc", minimalXls(), RESUME_TYPE_MESSAGE],
    ["a truncated PDF", "cv.pdf", pdf.subarray(0, 100), RESUME_DAMAGED_MESSAGE],
    ["a .docm", "cv.docm", minimalDocm(), RESUME_MACROS_MESSAGE],
    ["a .docm renamed .docx", "cv.docx", minimalDocm(), RESUME_MACROS_MESSAGE],
    ["a .doc with macros", "cv.doc", docWithMacros(), RESUME_MACROS_MESSAGE],
    ["a .dotx", "cv.dotx", zipParts(docxParts(WORD_TEMPLATE_MAIN)), RESUME_TEMPLATE_MESSAGE],
  ])("refuses %s with 400 and its message on resume", (_, fileName, data, message) => {
    const error = httpErrorOf(() => checkResume({ fileName, data: Buffer.from(data) }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(message);
    expect(error.errors).toEqual({ resume: message });
  });

  it("says in each refusal which types are accepted", () => {
    for (const message of [
      RESUME_TYPE_MESSAGE,
      RESUME_DAMAGED_MESSAGE,
      RESUME_MACROS_MESSAGE,
      RESUME_TEMPLATE_MESSAGE,
    ]) {
      expect(message).toMatch(/PDF, (or as a )?DOC or DOCX/);
    }
  });
});

describe("upload quota", () => {
  const quota = { perAddress: 1000, total: 5000 };

  it("lets an upload reach each quota exactly", () => {
    expect(quotaRefusal({ fromAddress: 600, fromEveryone: 600 }, 400, quota)).toBeNull();
    expect(quotaRefusal({ fromAddress: 0, fromEveryone: 4600 }, 400, quota)).toBeNull();
  });

  it("refuses one byte past the address's quota", () => {
    expect(quotaRefusal({ fromAddress: 600, fromEveryone: 600 }, 401, quota)).toBe("address");
  });

  it("refuses one byte past the quota for everyone", () => {
    expect(quotaRefusal({ fromAddress: 0, fromEveryone: 4600 }, 401, quota)).toBe("total");
  });

  it("names the address's quota when both are exceeded", () => {
    expect(quotaRefusal({ fromAddress: 1000, fromEveryone: 5000 }, 1, quota)).toBe("address");
  });

  it("answers 429 with the message of the quota exceeded, on resume", () => {
    expect(() => assertWithinQuota({ fromAddress: 0, fromEveryone: 0 }, 1000, quota)).not.toThrow();
    const address = httpErrorOf(() =>
      assertWithinQuota({ fromAddress: 1000, fromEveryone: 1000 }, 1, quota),
    );
    expect(address.statusCode).toBe(429);
    expect(address.errors).toEqual({ resume: UPLOAD_QUOTA_ADDRESS_MESSAGE });
    expect(address.message).toBe(UPLOAD_QUOTA_ADDRESS_MESSAGE);
    const total = httpErrorOf(() =>
      assertWithinQuota({ fromAddress: 0, fromEveryone: 5000 }, 1, quota),
    );
    expect(total.statusCode).toBe(429);
    expect(total.message).toBe(UPLOAD_QUOTA_TOTAL_MESSAGE);
    expect(total.errors).toEqual({ resume: UPLOAD_QUOTA_TOTAL_MESSAGE });
    expect(UPLOAD_QUOTA_TOTAL_MESSAGE).toBe(
      "We cannot accept more résumé uploads today. Please try again tomorrow, send the form without a résumé, or e-mail your résumé to info@sunshinestatestaffing.com.",
    );
    expect(UPLOAD_QUOTA_ADDRESS_MESSAGE).toBe(
      "You have uploaded too many files today. Please try again tomorrow, send the form without a résumé, or e-mail your résumé to info@sunshinestatestaffing.com.",
    );
  });
});

describe("storeResume", () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await fs.rm(folder, { recursive: true, force: true });
  });
  async function dataDir(): Promise<string> {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "resume-store-"));
    folders.push(folder);
    return folder;
  }

  it("writes the file under uploads/resumes with a random name and answers its reference", async () => {
    const dir = await dataDir();
    const first = await storeResume(dir, pdf, "pdf");
    const second = await storeResume(dir, minimalDocx(), "docx");
    expect(first.reference).toMatch(/^upload:resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(second.reference).toMatch(/^upload:resumes\/[0-9a-f-]{36}\.docx$/);
    const folder = path.join(dir, "uploads", "resumes");
    const firstName = first.reference.slice("upload:resumes/".length);
    const secondName = second.reference.slice("upload:resumes/".length);
    expect((await fs.readdir(folder)).sort()).toEqual([firstName, secondName].sort());
    expect(await fs.readFile(path.join(folder, firstName))).toEqual(pdf);
    expect(await fs.readFile(path.join(folder, secondName))).toEqual(minimalDocx());
  });

  it("makes the folders and the file readable by the server's user only", async () => {
    const dir = await dataDir();
    const { reference } = await storeResume(dir, pdf, "pdf");
    const folder = path.join(dir, "uploads", "resumes");
    expect((await fs.stat(folder)).mode & 0o777).toBe(0o700);
    const file = path.join(folder, reference.slice("upload:resumes/".length));
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it("never replaces a stored file, should a random name ever repeat", async () => {
    const dir = await dataDir();
    const name = "0b4a4a5e-3f3c-4d4e-9a51-2f0c6d1e7a10";
    vi.mocked(randomUUID).mockReturnValueOnce(name).mockReturnValueOnce(name);
    await storeResume(dir, pdf, "pdf");
    await expect(storeResume(dir, pdfOfSize(300), "pdf")).rejects.toMatchObject({
      code: "EEXIST",
    });
    expect(await fs.readFile(path.join(dir, "uploads", "resumes", `${name}.pdf`))).toEqual(pdf);
  });

  it("removes the file again, and removing it twice is no error", async () => {
    const dir = await dataDir();
    const stored = await storeResume(dir, pdf, "pdf");
    const kept = await storeResume(dir, pdf, "pdf");
    await stored.remove();
    await stored.remove();
    const names = await fs.readdir(path.join(dir, "uploads", "resumes"));
    expect(names).toEqual([kept.reference.slice("upload:resumes/".length)]);
  });
});

describe("parseMultipart", () => {
  /** The body and content type a browser would send for `form`. */
  async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
    const response = new Response(form);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: String(response.headers.get("content-type")),
    };
  }

  it("answers the text fields, the first value of a repeated one winning", async () => {
    const form = new FormData();
    form.append("fullName", "Andre Thompson");
    form.append("position", "maintenance");
    form.append("position", "leasing");
    const { body, contentType } = await encode(form);
    expect(await parseMultipart(body, contentType)).toEqual({
      fields: { fullName: "Andre Thompson", position: "maintenance" },
      file: null,
    });
  });

  it("answers the first non-empty file, skipping an empty one", async () => {
    const form = new FormData();
    form.append("resume", new Blob([]), "empty.pdf");
    form.append("resume", new Blob([new Uint8Array(pdf)]), "cv.pdf");
    form.append("other", new Blob([new Uint8Array(minimalDocx())]), "second.docx");
    form.append("fullName", "Andre Thompson");
    const { body, contentType } = await encode(form);
    const { fields, file } = await parseMultipart(body, contentType);
    expect(fields).toEqual({ fullName: "Andre Thompson" });
    expect(file?.fileName).toBe("cv.pdf");
    expect(file?.data).toEqual(pdf);
  });

  it("answers no file for an empty file part, or the nameless part of an unchosen file", async () => {
    const form = new FormData();
    form.append("resume", new Blob([]), "empty.pdf");
    form.append("other", new Blob([]), "");
    const { body, contentType } = await encode(form);
    // The platform's parser gives a part with an empty file name as an empty text field.
    expect(await parseMultipart(body, contentType)).toEqual({ fields: { other: "" }, file: null });
  });

  it("answers 400 for a body that is not the multipart form it claims to be", async () => {
    const { body } = await encode(new FormData());
    for (const contentType of ["multipart/form-data; boundary=elsewhere", "text/plain", ""]) {
      const form = new FormData();
      form.append("fullName", "Andre Thompson");
      const sent = (await encode(form)).body;
      for (const data of [body, sent, Buffer.from("fullName=Andre")]) {
        const error = await parseMultipart(data, contentType).catch((thrown: unknown) => thrown);
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).statusCode).toBe(400);
        expect((error as HttpError).message).toBe(
          "The form could not be read; please send it again",
        );
      }
    }
  });

  it(`takes an application with a ${RESUME_MAX_BYTES}-byte résumé and every field at its longest`, async () => {
    // Three bytes a character (UTF-8 of "中"), the most a single UTF-16 unit can take.
    const long = (length: number) => "中".repeat(length);
    const form = new FormData();
    form.append("fullName", long(100));
    form.append("email", `${"a".repeat(180)}@example.com`);
    form.append("phone", "1".repeat(30));
    form.append("position", "maintenance-technician");
    form.append("experience", "more-than-five-years");
    form.append("additionalInfo", long(5_000));
    form.append("resumeUrl", `https://example.com/${"a".repeat(1_980)}`);
    form.append("consent", "true");
    form.append(
      "resume",
      new Blob([new Uint8Array(pdfOfSize(RESUME_MAX_BYTES))]),
      `${long(200)}.pdf`,
    );
    const { body, contentType } = await encode(form);
    expect(body.length).toBeLessThanOrEqual(APPLICATION_MULTIPART_MAX_BYTES);
    const { file } = await parseMultipart(body, contentType);
    expect(file?.data.length).toBe(RESUME_MAX_BYTES);
  });
});
