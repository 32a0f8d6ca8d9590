import { describe, expect, it } from "vitest";
import {
  type CompoundNode,
  compoundFile,
  directoryEntryOffset,
  docWithMacros,
  minimalDoc,
  WORD_STREAMS,
} from "../../../../tests/helpers/resume-files";
import {
  CompoundFileError,
  hasCompoundFileSignature,
  readCompoundFileDirectory,
} from "./compound-file";

const paths = (data: Uint8Array) =>
  readCompoundFileDirectory(data)
    .map((entry) => `${entry.type}:${entry.path}`)
    .sort();

/** A copy of `file` with `edit` applied. */
function patched(file: Buffer, edit: (copy: Buffer) => void): Buffer {
  const copy = Buffer.from(file);
  edit(copy);
  return copy;
}

const FAT = 512; // byte offset of sector 0, the FAT, in a version 3 file
const NOSTREAM = 0xffffffff;

// Why a file is refused: the reader's message for each kind of damage.
const ENDS = "the file ends inside a field";
const VERSION = "unknown version or sector size";
const CHAIN = "broken sector chain";
const TREE = "broken directory tree";
const NAME = "bad entry name length";

/** Expects reading `file` to throw a CompoundFileError with the message `why`. */
function expectBroken(file: Uint8Array, why: string): void {
  let thrown: unknown;
  try {
    readCompoundFileDirectory(file);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(CompoundFileError);
  expect((thrown as Error).name).toBe("CompoundFileError");
  expect((thrown as Error).message).toBe(why);
}

describe("hasCompoundFileSignature", () => {
  it("recognises the 8-byte OLE2 signature and nothing shorter or different", () => {
    expect(hasCompoundFileSignature(minimalDoc())).toBe(true);
    expect(hasCompoundFileSignature(minimalDoc().subarray(0, 7))).toBe(false);
    expect(hasCompoundFileSignature(patched(minimalDoc(), (f) => f.writeUInt8(0xe0, 7)))).toBe(
      false,
    );
    expect(hasCompoundFileSignature(patched(minimalDoc(), (f) => f.writeUInt8(0xd1, 0)))).toBe(
      false,
    );
  });
});

describe("readCompoundFileDirectory", () => {
  it("lists every storage and stream below the root with its path", () => {
    expect(paths(docWithMacros())).toEqual(
      [
        "stream:WordDocument",
        "stream:1Table",
        "stream:\u0005SummaryInformation",
        "stream:\u0005DocumentSummaryInformation",
        "storage:Macros",
        "stream:Macros/PROJECT",
        "storage:Macros/VBA",
        "stream:Macros/VBA/_VBA_PROJECT",
        "stream:Macros/VBA/dir",
      ].sort(),
    );
    const vba = readCompoundFileDirectory(docWithMacros()).find((e) => e.path === "Macros/VBA");
    expect(vba).toEqual({ name: "VBA", type: "storage", path: "Macros/VBA" });
  });

  it("reads version 4 files (4096-byte sectors)", () => {
    expect(paths(compoundFile(WORD_STREAMS, { version: 4 }))).toEqual(
      WORD_STREAMS.map((node) => `stream:${node.name}`).sort(),
    );
  });

  it("follows the directory over several sectors", () => {
    const many: CompoundNode[] = Array.from({ length: 20 }, (_, i) => ({
      name: `Stream${i}`,
      type: "stream",
    }));
    const file = compoundFile(many);
    expect(file.length).toBe(512 * 8); // header, FAT, 6 directory sectors of 4 entries
    expect(paths(file)).toEqual(many.map((node) => `stream:${node.name}`).sort());
  });

  it("walks left siblings as well as right ones", () => {
    // Root → child 2 ("1Table"), whose left sibling is 1 ("WordDocument").
    const file = patched(minimalDoc(), (f) => {
      f.writeUInt32LE(2, directoryEntryOffset(0) + 76);
      f.writeUInt32LE(NOSTREAM, directoryEntryOffset(1) + 72);
      f.writeUInt32LE(1, directoryEntryOffset(2) + 68);
      f.writeUInt32LE(NOSTREAM, directoryEntryOffset(2) + 72);
    });
    expect(paths(file)).toEqual(["stream:1Table", "stream:WordDocument"]);
  });

  it("reads a 31-character name, the longest an entry holds", () => {
    const name = "A".repeat(31);
    expect(paths(compoundFile([{ name, type: "stream" }]))).toEqual([`stream:${name}`]);
  });

  it("lists nothing for an empty root and ignores entries the tree does not reach", () => {
    const file = patched(minimalDoc(), (f) =>
      f.writeUInt32LE(NOSTREAM, directoryEntryOffset(0) + 76),
    );
    expect(readCompoundFileDirectory(file)).toEqual([]);
  });

  it("ignores the name length of an unused slot", () => {
    const file = patched(minimalDoc(), (f) => f.writeUInt16LE(7, directoryEntryOffset(7) + 64));
    expect(paths(file)).toHaveLength(4);
  });

  it("throws CompoundFileError for a version 3 header on 4096-byte sectors", () => {
    // A well-formed version 4 file relabelled version 3: readable if the label were not checked.
    const file = patched(compoundFile(WORD_STREAMS, { version: 4 }), (f) => f.writeUInt16LE(3, 26));
    expect(() => readCompoundFileDirectory(file)).toThrow(CompoundFileError);
  });

  it("throws CompoundFileError for a file of nothing but the signature", () => {
    expect(() => readCompoundFileDirectory(minimalDoc().subarray(0, 8))).toThrow(CompoundFileError);
  });

  it("accepts the 109 FAT sectors the header can list", () => {
    // Every header slot names sector 0: the same FAT read 109 times is still a valid table.
    const file = patched(minimalDoc(), (f) => {
      f.writeUInt32LE(109, 44);
      for (let i = 0; i < 109; i++) f.writeUInt32LE(0, 76 + 4 * i);
    });
    expect(paths(file)).toHaveLength(4);
  });

  const broken: [string, (file: Buffer) => Buffer, string][] = [
    ["is shorter than its 512-byte header", (f) => f.subarray(0, 511), ENDS],
    ["lacks the signature", (f) => patched(f, (c) => c.writeUInt8(0, 0)), "not a compound file"],
    [
      "has the wrong byte order mark",
      (f) => patched(f, (c) => c.writeUInt16LE(0xfeff, 28)),
      "wrong byte order mark",
    ],
    [
      "is version 3 with 4096-byte sectors",
      (f) => patched(f, (c) => c.writeUInt16LE(12, 30)),
      VERSION,
    ],
    [
      "is version 4 with 512-byte sectors",
      (f) => patched(f, (c) => c.writeUInt16LE(4, 26)),
      VERSION,
    ],
    ["is version 5", (f) => patched(f, (c) => c.writeUInt16LE(5, 26)), VERSION],
    [
      "claims 110 FAT sectors (past the header's list)",
      // Readable if the count were believed: the 110th slot would be FAT[0], made to name sector 0.
      (f) =>
        patched(f, (c) => {
          c.writeUInt32LE(110, 44);
          for (let i = 0; i < 109; i++) c.writeUInt32LE(0, 76 + 4 * i);
          c.writeUInt32LE(0, FAT);
        }),
      "too many FAT sectors",
    ],
    ["puts its FAT outside the file", (f) => patched(f, (c) => c.writeUInt32LE(40, 76)), ENDS],
    ["names no FAT sector", (f) => patched(f, (c) => c.writeUInt32LE(0xffffffff, 76)), ENDS],
    [
      "starts its directory outside the FAT",
      (f) => patched(f, (c) => c.writeUInt32LE(128, 48)),
      CHAIN,
    ],
    [
      "chains its directory into a loop",
      (f) => patched(f, (c) => c.writeUInt32LE(1, FAT + 4)),
      CHAIN,
    ],
    [
      "puts a directory sector past the end of the file",
      (f) =>
        patched(f, (c) => {
          c.writeUInt32LE(9, 48);
          c.writeUInt32LE(0xfffffffe, FAT + 4 * 9);
        }),
      ENDS,
    ],
    [
      "has no root entry first",
      (f) => patched(f, (c) => c.writeUInt8(1, directoryEntryOffset(0) + 66)),
      "no root entry",
    ],
    [
      "links an entry to itself",
      (f) => patched(f, (c) => c.writeUInt32LE(1, directoryEntryOffset(1) + 72)),
      TREE,
    ],
    [
      "links an entry back to the root",
      (f) => patched(f, (c) => c.writeUInt32LE(0, directoryEntryOffset(4) + 72)),
      TREE,
    ],
    [
      "has a second root entry",
      (f) => patched(f, (c) => c.writeUInt8(5, directoryEntryOffset(4) + 66)),
      TREE,
    ],
    [
      "links to an unused slot",
      (f) => patched(f, (c) => c.writeUInt32LE(6, directoryEntryOffset(4) + 72)),
      TREE,
    ],
    [
      "links past the directory",
      (f) => patched(f, (c) => c.writeUInt32LE(8, directoryEntryOffset(4) + 72)),
      TREE,
    ],
    [
      "links to an entry of an unknown type",
      (f) => patched(f, (c) => c.writeUInt8(3, directoryEntryOffset(4) + 66)),
      TREE,
    ],
    [
      "has an odd name length",
      (f) => patched(f, (c) => c.writeUInt16LE(25, directoryEntryOffset(1) + 64)),
      NAME,
    ],
    [
      "has an empty name (length 0)",
      (f) => patched(f, (c) => c.writeUInt16LE(0, directoryEntryOffset(1) + 64)),
      NAME,
    ],
    [
      "has a name longer than 64 bytes",
      (f) => patched(f, (c) => c.writeUInt16LE(66, directoryEntryOffset(1) + 64)),
      NAME,
    ],
  ];
  it.each(broken)("throws CompoundFileError for a file that %s, saying why", (_, breakIt, why) => {
    expectBroken(breakIt(minimalDoc()), why);
  });

  it("throws CompoundFileError for a directory entry cut off by the end of the file", () => {
    // The second directory sector ends the file: cut into the links of its last slot (7).
    expectBroken(minimalDoc().subarray(0, 512 * 4 - 50), ENDS);
  });

  it("throws CompoundFileError for a directory chain that is empty (no root entry at all)", () => {
    expectBroken(
      patched(minimalDoc(), (f) => f.writeUInt32LE(0xfffffffe, 48)),
      "no root entry",
    );
  });

  it("reads a FAT sector that ends the file, and no further", () => {
    // The FAT copied to a new last sector (3) and named there: 128 entries, then end of file.
    const doc = minimalDoc();
    const file = Buffer.concat([doc, doc.subarray(FAT, FAT + 512)]);
    file.writeUInt32LE(3, 76);
    expect(paths(file)).toEqual(paths(doc));
  });

  it("reads an entry with an empty name (length 2: the terminating NUL alone)", () => {
    const file = patched(minimalDoc(), (f) => f.writeUInt16LE(2, directoryEntryOffset(1) + 64));
    expect(paths(file)).toContain("stream:");
  });

  it("does not walk the child link of a stream (only storages have children)", () => {
    // WordDocument's child names 1Table, which the tree also reaches as a sibling: were the
    // link followed, 1Table would be met twice.
    const file = patched(minimalDoc(), (f) => f.writeUInt32LE(2, directoryEntryOffset(1) + 76));
    expect(paths(file)).toEqual(paths(minimalDoc()));
  });
});
