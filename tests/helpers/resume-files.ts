/**
 * Real résumé fixtures built in the tests: a minimal Word package (.docx) and its macro and
 * template variants zipped with fflate, OLE2 compound files written to the [MS-CFB] layout (a
 * Word 97-2003 document, an Excel workbook, an Outlook message with a Word attachment, a Word
 * document with a macro storage), and PDFs of an exact size.
 */
import { zipSync } from "fflate";

export const WORD_MAIN =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
export const WORD_MACRO_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";
export const WORD_TEMPLATE_MAIN =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml";
export const VBA_PROJECT = "application/vnd.ms-office.vbaProject";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** `[Content_Types].xml` with the usual defaults and the given overrides (part name → type). */
export function contentTypesXml(
  overrides: Record<string, string>,
  defaults: Record<string, string> = {},
): string {
  const allDefaults = {
    rels: "application/vnd.openxmlformats-package.relationships+xml",
    xml: "application/xml",
    ...defaults,
  };
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${Object.entries(
    allDefaults,
  )
    .map(([extension, type]) => `<Default Extension="${extension}" ContentType="${type}"/>`)
    .join("")}${Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join("")}</Types>`;
}

/** The parts of a minimal Word document that Word opens: content types, relationships, body. */
export function docxParts(mainType = WORD_MAIN): Record<string, string | Uint8Array> {
  return {
    "[Content_Types].xml": contentTypesXml({ "/word/document.xml": mainType }),
    "_rels/.rels": `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    "word/document.xml": `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Andre Thompson, maintenance technician</w:t></w:r></w:p></w:body></w:document>`,
  };
}

/**
 * A ZIP of `parts` (text is written as UTF-8), deflated like Word writes it.
 * @param options.level 0 stores the parts uncompressed
 */
export function zipParts(
  parts: Record<string, string | Uint8Array>,
  options: { level?: 0 | 6 } = {},
): Buffer {
  const encoded = Object.fromEntries(
    Object.entries(parts).map(([name, content]) => [
      name,
      typeof content === "string" ? new TextEncoder().encode(content) : content,
    ]),
  );
  return Buffer.from(zipSync(encoded, { level: options.level ?? 6 }));
}

/** A minimal, valid .docx. */
export function minimalDocx(): Buffer {
  return zipParts(docxParts());
}

/** A macro-enabled Word document (.docm): macro main type, a VBA project part and its type. */
export function minimalDocm(): Buffer {
  const parts = docxParts(WORD_MACRO_MAIN);
  parts["[Content_Types].xml"] = contentTypesXml(
    { "/word/document.xml": WORD_MACRO_MAIN },
    { bin: VBA_PROJECT },
  );
  parts["word/_rels/document.xml.rels"] =
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/></Relationships>`;
  parts["word/vbaProject.bin"] = compoundFile([
    { name: "PROJECT", type: "stream" },
    { name: "VBA", type: "storage", children: [{ name: "_VBA_PROJECT", type: "stream" }] },
  ]);
  return zipParts(parts);
}

/** One storage or stream of a compound file to build (streams are empty). */
export interface CompoundNode {
  name: string;
  type: "storage" | "stream";
  children?: CompoundNode[];
}

const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;

/**
 * An OLE2 compound file ([MS-CFB]) holding `nodes` below its root entry: the header, one FAT
 * sector (sector 0), then the directory sectors (1…n) chained in the FAT. Each storage's
 * children hang from its child field as a chain of right siblings, which readers accept as the
 * tree it is. Streams are empty (their start sector is ENDOFCHAIN).
 * @param options.version 3 (512-byte sectors, the .doc default) or 4 (4096-byte sectors)
 */
export function compoundFile(nodes: CompoundNode[], options: { version?: 3 | 4 } = {}): Buffer {
  const version = options.version ?? 3;
  const sectorBytes = version === 3 ? 512 : 4096;
  type Flat = { name: string; type: 1 | 2 | 5; child: number; right: number };
  const flat: Flat[] = [{ name: "Root Entry", type: 5, child: NOSTREAM, right: NOSTREAM }];
  const place = (children: CompoundNode[]): number => {
    const ids = children.map((node) => {
      const id = flat.length;
      flat.push({
        name: node.name,
        type: node.type === "storage" ? 1 : 2,
        child: NOSTREAM,
        right: NOSTREAM,
      });
      return id;
    });
    children.forEach((node, index) => {
      const entry = flat[ids[index] as number] as Flat;
      entry.right = ids[index + 1] ?? NOSTREAM;
      if (node.children) entry.child = place(node.children);
    });
    return ids[0] ?? NOSTREAM;
  };
  (flat[0] as Flat).child = place(nodes);

  const entriesPerSector = sectorBytes / 128;
  const directorySectors = Math.max(1, Math.ceil(flat.length / entriesPerSector));
  const file = Buffer.alloc(sectorBytes * (2 + directorySectors));
  // Header ([MS-CFB] 2.2).
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(version, 26);
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(version === 3 ? 9 : 12, 30); // sector shift
  file.writeUInt16LE(6, 32); // mini sector shift
  file.writeUInt32LE(version === 3 ? 0 : directorySectors, 40);
  file.writeUInt32LE(1, 44); // FAT sectors
  file.writeUInt32LE(1, 48); // first directory sector
  file.writeUInt32LE(4096, 56); // mini stream cutoff
  file.writeUInt32LE(ENDOFCHAIN, 60); // first mini FAT sector
  file.writeUInt32LE(ENDOFCHAIN, 68); // first DIFAT sector
  file.writeUInt32LE(0, 72); // DIFAT sectors
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i === 0 ? 0 : FREESECT, 76 + 4 * i);
  // FAT: sector 0 is the FAT itself, then the directory chain.
  const fat = sectorBytes;
  for (let i = 0; i < sectorBytes / 4; i++) file.writeUInt32LE(FREESECT, fat + 4 * i);
  file.writeUInt32LE(FATSECT, fat);
  for (let i = 1; i <= directorySectors; i++) {
    file.writeUInt32LE(i === directorySectors ? ENDOFCHAIN : i + 1, fat + 4 * i);
  }
  // Directory entries ([MS-CFB] 2.6); unused slots keep NOSTREAM in their links.
  const directory = 2 * sectorBytes;
  for (let id = 0; id < directorySectors * entriesPerSector; id++) {
    const at = directory + id * 128;
    file.writeUInt32LE(NOSTREAM, at + 68);
    file.writeUInt32LE(NOSTREAM, at + 72);
    file.writeUInt32LE(NOSTREAM, at + 76);
    const entry = flat[id];
    if (!entry) continue;
    const name = Buffer.from(`${entry.name}\u0000`, "utf16le");
    name.copy(file, at);
    file.writeUInt16LE(name.length, at + 64);
    file.writeUInt8(entry.type, at + 66);
    file.writeUInt8(1, at + 67); // black
    file.writeUInt32LE(entry.right, at + 72);
    file.writeUInt32LE(entry.child, at + 76);
    file.writeUInt32LE(ENDOFCHAIN, at + 116); // start sector: no data
  }
  return file;
}

/** Byte offset of directory entry `id` in a version 3 {@link compoundFile} (for corrupting it). */
export function directoryEntryOffset(id: number): number {
  return 2 * 512 + id * 128;
}

/** The top-level streams of a Word 97-2003 document ([MS-DOC] 2.1). */
export const WORD_STREAMS: CompoundNode[] = [
  { name: "WordDocument", type: "stream" },
  { name: "1Table", type: "stream" },
  { name: "\u0005SummaryInformation", type: "stream" },
  { name: "\u0005DocumentSummaryInformation", type: "stream" },
];

/** A Word 97-2003 document (.doc). */
export function minimalDoc(): Buffer {
  return compoundFile(WORD_STREAMS);
}

/** A Word 97-2003 document with VBA macros (the Macros storage Word writes). */
export function docWithMacros(): Buffer {
  return compoundFile([
    ...WORD_STREAMS,
    {
      name: "Macros",
      type: "storage",
      children: [
        { name: "PROJECT", type: "stream" },
        {
          name: "VBA",
          type: "storage",
          children: [
            { name: "_VBA_PROJECT", type: "stream" },
            { name: "dir", type: "stream" },
          ],
        },
      ],
    },
  ]);
}

/** An Excel 97-2003 workbook (.xls): a compound file without a WordDocument stream. */
export function minimalXls(): Buffer {
  return compoundFile([
    { name: "Workbook", type: "stream" },
    { name: "\u0005SummaryInformation", type: "stream" },
  ]);
}

/** An Outlook message (.msg) with a Word document attached: WordDocument is not at the top. */
export function msgWithWordAttachment(): Buffer {
  return compoundFile([
    { name: "__substg1.0_0037001F", type: "stream" },
    {
      name: "__attach_version1.0_#00000000",
      type: "storage",
      children: [{ name: "__substg1.0_3701000D", type: "storage", children: WORD_STREAMS }],
    },
  ]);
}

/** A PDF of exactly `bytes` bytes (at least 80): header, padding in a comment, `%%EOF`. */
export function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%");
  const tail = Buffer.from("\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const padding = bytes - head.length - tail.length;
  if (padding < 0)
    throw new Error(`a PDF cannot be smaller than ${head.length + tail.length} bytes`);
  return Buffer.concat([head, Buffer.alloc(padding, "x"), tail]);
}
