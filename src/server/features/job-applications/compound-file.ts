/**
 * A minimal reader of the directory of an OLE2 compound file ([MS-CFB], "Compound File Binary
 * File Format", the container of legacy .doc, .xls, .ppt and .msg files): enough to tell a Word
 * document (a `WordDocument` stream at the top level) from any other compound file, and to see
 * macro storages, without reading any stream's content.
 *
 * No well-kept npm library does this (SheetJS's `cfb` is no longer published to the npm registry
 * in its current version), so it is written here, small and defensive: every offset is checked
 * against the file's length, every sector chain against loops, and anything that does not follow
 * the format throws {@link CompoundFileError}. The files it reads are untrusted uploads of at most
 * a few megabytes (OWASP ASVS 5.0 5.2.2: check the content of an uploaded file).
 */

/** Thrown for a file that is not a well-formed compound file. */
export class CompoundFileError extends Error {
  override name = "CompoundFileError";
}

/** The 8 bytes every compound file starts with ([MS-CFB] 2.2, Header Signature). */
export const CFB_SIGNATURE = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** Size of the header, and of a sector in version 3 files (512 bytes). */
const HEADER_BYTES = 512;
/** Size of one directory entry ([MS-CFB] 2.6). */
const DIRECTORY_ENTRY_BYTES = 128;
/** Marks the last sector of a chain. */
const END_OF_CHAIN = 0xfffffffe;
/** "No entry" in a directory entry's left, right and child fields. */
const NO_STREAM = 0xffffffff;
/**
 * The header lists the first 109 FAT sectors itself ([MS-CFB] 2.2, DIFAT). 109 FAT sectors of a
 * version 3 file address 109 × 128 sectors of 512 bytes (6.8 MB), more than any upload we accept
 * (5 MB), so a file that needs the DIFAT chain beyond the header is refused rather than read.
 */
const HEADER_FAT_SECTORS = 109;

/** Object types of a directory entry ([MS-CFB] 2.6.1). */
const OBJECT_TYPES: Record<number, DirectoryEntryType> = { 1: "storage", 2: "stream", 5: "root" };

export type DirectoryEntryType = "storage" | "stream" | "root";

/** One storage or stream reachable from the root, with its place in the tree. */
export interface DirectoryEntry {
  /** The entry's own name, e.g. "WordDocument", "\u0005SummaryInformation". */
  name: string;
  type: DirectoryEntryType;
  /** Names from the root down, joined with "/", e.g. "Macros/VBA/_VBA_PROJECT". */
  path: string;
}

function u16(data: Uint8Array, offset: number): number {
  if (offset + 2 > data.length) throw new CompoundFileError("the file ends inside a field");
  return (data[offset] as number) | ((data[offset + 1] as number) << 8);
}

function u32(data: Uint8Array, offset: number): number {
  if (offset + 4 > data.length) throw new CompoundFileError("the file ends inside a field");
  return (
    ((data[offset] as number) |
      ((data[offset + 1] as number) << 8) |
      ((data[offset + 2] as number) << 16)) +
    (data[offset + 3] as number) * 0x1000000
  );
}

/** True when `data` starts with the compound file signature. */
export function hasCompoundFileSignature(data: Uint8Array): boolean {
  return CFB_SIGNATURE.every((byte, index) => data[index] === byte);
}

/** The header fields this reader uses ([MS-CFB] 2.2). */
interface Header {
  sectorBytes: number;
  fatSectors: number;
  firstDirectorySector: number;
}

function readHeader(data: Uint8Array): Header {
  if (data.length < HEADER_BYTES || !hasCompoundFileSignature(data)) {
    throw new CompoundFileError("not a compound file");
  }
  if (u16(data, 28) !== 0xfffe) throw new CompoundFileError("wrong byte order mark");
  const major = u16(data, 26);
  const sectorShift = u16(data, 30);
  // Version 3 uses 512-byte sectors (shift 9), version 4 uses 4096-byte sectors (shift 12).
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) {
    throw new CompoundFileError("unknown version or sector size");
  }
  const fatSectors = u32(data, 44);
  if (fatSectors > HEADER_FAT_SECTORS) throw new CompoundFileError("too many FAT sectors");
  return { sectorBytes: 1 << sectorShift, fatSectors, firstDirectorySector: u32(data, 48) };
}

/** Byte offset of sector `sector`: sectors follow the header's own sector ([MS-CFB] 2.2). */
function sectorOffset(header: Header, sector: number): number {
  return (sector + 1) * header.sectorBytes;
}

/** The file allocation table: entry n is the sector that follows sector n in its chain. */
function readFat(data: Uint8Array, header: Header): number[] {
  const fat: number[] = [];
  const perSector = header.sectorBytes / 4;
  for (let i = 0; i < header.fatSectors; i++) {
    // A sector number outside the file (or a special value) fails the bounds check of u32.
    const start = sectorOffset(header, u32(data, 76 + 4 * i));
    for (let j = 0; j < perSector; j++) fat.push(u32(data, start + 4 * j));
  }
  return fat;
}

/**
 * The sectors of the chain starting at `first`, in order.
 * @throws CompoundFileError when the chain leaves the table or runs into itself
 */
function readChain(fat: readonly number[], first: number): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  for (let sector = first; sector !== END_OF_CHAIN; ) {
    const next = fat[sector];
    // Outside the table (FREESECT and the other special values are) or already in the chain.
    if (next === undefined || seen.has(sector)) throw new CompoundFileError("broken sector chain");
    seen.add(sector);
    chain.push(sector);
    sector = next;
  }
  return chain;
}

/** A directory entry as stored; `type` is undefined for an unused slot. */
interface RawEntry {
  name: string;
  type: DirectoryEntryType | undefined;
  left: number;
  right: number;
  child: number;
}

function readRawEntry(data: Uint8Array, offset: number): RawEntry {
  const type = OBJECT_TYPES[data[offset + 66] ?? 0];
  const nameBytes = u16(data, offset + 64);
  // The length counts the UTF-16 terminating NUL; an unused slot has no name.
  if (type && (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0)) {
    throw new CompoundFileError("bad entry name length");
  }
  const name = type
    ? Buffer.from(data.subarray(offset, offset + nameBytes - 2)).toString("utf16le")
    : "";
  return {
    name,
    type,
    left: u32(data, offset + 68),
    right: u32(data, offset + 72),
    child: u32(data, offset + 76),
  };
}

/**
 * Lists every storage and stream reachable from the root of a compound file, walking each
 * storage's children (a tree linked by left and right siblings, [MS-CFB] 2.6.4).
 * @param data the whole file
 * @returns the entries below the root, in no particular order (the root itself is not listed)
 * @throws CompoundFileError when the file is not a well-formed compound file (wrong signature,
 *   version or byte order, a sector or entry outside the file, a chain or tree with a loop)
 */
export function readCompoundFileDirectory(data: Uint8Array): DirectoryEntry[] {
  const header = readHeader(data);
  const fat = readFat(data, header);
  const entries: RawEntry[] = [];
  for (const sector of readChain(fat, header.firstDirectorySector)) {
    const start = sectorOffset(header, sector);
    for (let offset = 0; offset < header.sectorBytes; offset += DIRECTORY_ENTRY_BYTES) {
      entries.push(readRawEntry(data, start + offset));
    }
  }
  if (entries[0]?.type !== "root") throw new CompoundFileError("no root entry");

  const found: DirectoryEntry[] = [];
  const visited = new Set<number>([0]);
  const pending: { id: number; parent: string }[] = [{ id: entries[0].child, parent: "" }];
  while (pending.length > 0) {
    const { id, parent } = pending.pop() as { id: number; parent: string };
    if (id === NO_STREAM) continue;
    const entry = entries[id];
    if (!entry?.type || entry.type === "root" || visited.has(id)) {
      throw new CompoundFileError("broken directory tree");
    }
    visited.add(id);
    const path = parent ? `${parent}/${entry.name}` : entry.name;
    found.push({ name: entry.name, type: entry.type, path });
    pending.push({ id: entry.right, parent }, { id: entry.left, parent });
    if (entry.type === "storage") pending.push({ id: entry.child, parent: path });
  }
  return found;
}
