/**
 * A minimal reader of the directory of an OLE2 compound file ([MS-CFB], "Compound File Binary
 * File Format", the container of legacy .doc, .xls, .ppt and .msg files): enough to tell a Word
 * document (a `WordDocument` stream at the top level) from any other compound file, and to see
 * macro storages, without reading any stream's content.
 *
 * SheetJS's `cfb` package could do it, but it loads every stream of the file into memory and
 * would be a second new dependency for what is a short walk of the directory; so the walk is
 * written here, small and defensive: every read is bounds-checked (Buffer's own checks), every
 * sector chain and the directory tree are checked for loops, and anything that does not follow
 * the format throws {@link CompoundFileError}. The files it reads are untrusted uploads of at most
 * 5 MB (OWASP ASVS 5.0 5.2.2: check the content of an uploaded file).
 */

/** Thrown for a file that is not a well-formed compound file. */
export class CompoundFileError extends Error {
  override name = "CompoundFileError";
}

/** The 8 bytes every compound file starts with ([MS-CFB] 2.2, Header Signature). */
const CFB_SIGNATURE = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

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

type DirectoryEntryType = "storage" | "stream" | "root";

/** One storage or stream reachable from the root, with its place in the tree. */
interface DirectoryEntry {
  /** The entry's own name, e.g. "WordDocument", "\u0005SummaryInformation". */
  name: string;
  type: DirectoryEntryType;
  /** Names from the root down, joined with "/", e.g. "Macros/VBA/_VBA_PROJECT". */
  path: string;
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

function readHeader(data: Buffer): Header {
  if (!hasCompoundFileSignature(data)) throw new CompoundFileError("not a compound file");
  if (data.readUInt16LE(28) !== 0xfffe) throw new CompoundFileError("wrong byte order mark");
  const major = data.readUInt16LE(26);
  const sectorShift = data.readUInt16LE(30);
  // Version 3 uses 512-byte sectors (shift 9), version 4 uses 4096-byte sectors (shift 12).
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) {
    throw new CompoundFileError("unknown version or sector size");
  }
  const fatSectors = data.readUInt32LE(44);
  if (fatSectors > HEADER_FAT_SECTORS) throw new CompoundFileError("too many FAT sectors");
  return {
    sectorBytes: 1 << sectorShift,
    fatSectors,
    firstDirectorySector: data.readUInt32LE(48),
  };
}

/** Byte offset of sector `sector`: sectors follow the header's own sector ([MS-CFB] 2.2). */
function sectorOffset(header: Header, sector: number): number {
  return (sector + 1) * header.sectorBytes;
}

/** The file allocation table: entry n is the sector that follows sector n in its chain. */
function readFat(data: Buffer, header: Header): number[] {
  const fat: number[] = [];
  const perSector = header.sectorBytes / 4;
  for (let i = 0; i < header.fatSectors; i++) {
    // A sector outside the file (or a special value such as FREESECT) fails the read's bounds check.
    const start = sectorOffset(header, data.readUInt32LE(76 + 4 * i));
    for (let j = 0; j < perSector; j++) fat.push(data.readUInt32LE(start + 4 * j));
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

function readRawEntry(data: Buffer, offset: number): RawEntry {
  const type = OBJECT_TYPES[data.readUInt8(offset + 66)];
  const nameBytes = data.readUInt16LE(offset + 64);
  // The length counts the UTF-16 terminating NUL; an unused slot has no name.
  if (type && (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0)) {
    throw new CompoundFileError("bad entry name length");
  }
  const name = type ? data.toString("utf16le", offset, offset + nameBytes - 2) : "";
  return {
    name,
    type,
    left: data.readUInt32LE(offset + 68),
    right: data.readUInt32LE(offset + 72),
    child: data.readUInt32LE(offset + 76),
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
  try {
    return readDirectory(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch (error) {
    // Buffer's reads check every offset: one past the end means the file is cut short or lies.
    if (error instanceof RangeError) throw new CompoundFileError("the file ends inside a field");
    throw error;
  }
}

function readDirectory(data: Buffer): DirectoryEntry[] {
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
