/**
 * Takes a backup: the database snapshot, then the files of DATA_DIR/uploads and
 * DATA_DIR/outbox, into one archive named by the snapshot's time (archive.ts, manifest.ts).
 *
 * Consistency: the database part is one consistent snapshot (PGlite: a copy of the data directory
 * taken between transactions; PostgreSQL: pg_dump on a snapshot exported from a REPEATABLE READ
 * transaction), and its row counts and migration level are read in that same snapshot. Files are
 * taken right after it: a résumé is written before the row that names it commits, so every
 * résumé the snapshot names is in the archive; files written after the snapshot may be too.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { describePart, writeArchive } from "./archive";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type BackupPart,
  migrationAt,
  productInfo,
  readJournal,
} from "./manifest";
import { runPgTool } from "./pg-tools";
import { backupRepository } from "./repository";

/** Archive names: `backup-<snapshot time, UTC, to the millisecond>.tar`; they sort by time. */
export const ARCHIVE_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

/** The archive name for a snapshot taken at `at`. */
export function archiveName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, "-")}.tar`;
}

/** What a backup wrote. */
export interface BackupResult {
  /** Absolute path of the archive. */
  file: string;
  manifest: BackupManifest;
}

/** The folders of DATA_DIR that a backup holds besides the database. */
export const FILE_FOLDERS = ["uploads", "outbox"] as const;

/** Every regular file under `dir`, as paths relative to it with `/` separators (none if absent). */
function listFiles(dir: string, prefix = ""): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const out: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(path.join(dir, entry.name), relative));
    // A message being written (`*.tmp`, renamed when complete) is not a message yet.
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) out.push(relative);
  }
  return out.sort();
}

/**
 * Freezes `source` as `target`: a hard link (instant, and the content cannot change under it
 * since these files are written once), or a copy where links are impossible. A file deleted in
 * between (an outbox message sent just now) is skipped.
 * @returns false when the file is gone
 */
function freeze(source: string, target: string): boolean {
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  try {
    fs.linkSync(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
  }
  try {
    fs.copyFileSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

interface DatabaseSnapshot {
  kind: "pglite" | "postgres";
  takenAt: Date;
  rowCounts: Record<string, number>;
  lastMigration: { applied: number; createdAt: number } | null;
}

/**
 * Dumps PGlite into `file`. The counts, the migration level and the copy are taken in one
 * read-only transaction: PGlite runs one transaction at a time, so no write can commit between
 * them, and the copy holds exactly the rows counted.
 */
async function snapshotPglite(database: DatabaseHandle, file: string): Promise<DatabaseSnapshot> {
  const dump = database.dumpDataDir;
  if (!dump) throw new Error("this PGlite handle cannot dump its data directory");
  // Committed pages written to their files first, so the copy needs little recovery when opened.
  await database.db.execute(sql`checkpoint`);
  const { tarball, ...snapshot } = await database.db.transaction(
    async (tx) => {
      const repo = backupRepository(tx);
      // Every write acknowledged before this moment has committed: it is in the snapshot.
      const takenAt = new Date();
      const rowCounts = await repo.countRows();
      const lastMigration = await repo.lastMigration();
      const tarball = await dump();
      return { kind: "pglite" as const, takenAt, rowCounts, lastMigration, tarball };
    },
    { accessMode: "read only" },
  );
  // Compressed by zlib on Node's thread pool: requests go on being answered meanwhile.
  await pipeline(
    Readable.from([Buffer.from(await tarball.arrayBuffer())]),
    createGzip(),
    fs.createWriteStream(file, { mode: 0o600 }),
  );
  return snapshot;
}

/**
 * Dumps PostgreSQL into `file` with pg_dump (custom format) on the snapshot of a REPEATABLE READ
 * transaction, in which the row counts are read too; the transaction stays open until pg_dump
 * ends, as an exported snapshot requires.
 */
async function snapshotPostgres(database: DatabaseHandle, file: string): Promise<DatabaseSnapshot> {
  const url = database.url;
  if (!url) throw new Error("this PostgreSQL handle has no connection string");
  return database.db.transaction(
    async (tx) => {
      const repo = backupRepository(tx);
      // Read before the snapshot is taken: a write acknowledged before this moment is in it.
      const takenAt = new Date();
      const snapshotId = await repo.exportSnapshot();
      const rowCounts = await repo.countRows();
      const lastMigration = await repo.lastMigration();
      await runPgTool("pg_dump", [
        "--format=custom",
        `--snapshot=${snapshotId}`,
        "--no-owner",
        "--no-privileges",
        `--file=${file}`,
        `--dbname=${url}`,
      ]);
      return { kind: "postgres" as const, takenAt, rowCounts, lastMigration };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Writes one backup archive of the database and DATA_DIR's files into `outDir`.
 * @param options.database the open database (the running server's own, or one a script opened)
 * @param options.dataDir DATA_DIR, whose `uploads` and `outbox` folders are archived
 * @param options.outDir created if missing; the archive is `backup-<time>.tar` there
 * @returns the archive's path and its manifest
 * @throws when `outDir` is inside DATA_DIR/pglite, uploads or outbox, the database has no applied
 *   migration, pg_dump fails, or a file cannot be written; nothing is left in `outDir` then
 */
export async function createBackup(options: {
  database: DatabaseHandle;
  dataDir: string;
  outDir: string;
}): Promise<BackupResult> {
  const outDir = path.resolve(options.outDir);
  // An archive inside what it archives would carry the earlier archives (and its own staging).
  for (const inside of ["pglite", ...FILE_FOLDERS]) {
    const folder = path.resolve(options.dataDir, inside);
    if (outDir === folder || outDir.startsWith(`${folder}${path.sep}`)) {
      throw new Error(
        `Backups cannot be written into ${folder}, which is part of what they hold: choose a folder outside it`,
      );
    }
  }
  fs.mkdirSync(outDir, { recursive: true });
  const staging = path.join(outDir, `.backup-${randomBytes(6).toString("hex")}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    const kind = options.database.kind;
    const databasePart = kind === "pglite" ? "database/pglite.tar.gz" : "database/postgres.dump";
    const databaseFile = path.join(staging, "database.bin");
    const snapshot =
      kind === "pglite"
        ? await snapshotPglite(options.database, databaseFile)
        : await snapshotPostgres(options.database, databaseFile);
    if (!snapshot.lastMigration) {
      throw new Error("The database has no applied migration: there is nothing to back up");
    }
    const journalEntry = migrationAt(snapshot.lastMigration.createdAt, readJournal());

    const files = new Map<string, string>([[databasePart, databaseFile]]);
    const parts: BackupPart[] = [await describePart(databasePart, databaseFile)];
    const fileCounts = { uploads: 0, outbox: 0 };
    for (const folder of FILE_FOLDERS) {
      const root = path.join(options.dataDir, folder);
      for (const relative of listFiles(root)) {
        const archivePath = `${folder}/${relative}`;
        const frozen = path.join(staging, "files", folder, ...relative.split("/"));
        if (!freeze(path.join(root, ...relative.split("/")), frozen)) continue;
        files.set(archivePath, frozen);
        parts.push(await describePart(archivePath, frozen));
        fileCounts[folder] += 1;
      }
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      product: productInfo(),
      snapshotAt: snapshot.takenAt.toISOString(),
      database: { kind, part: databasePart },
      migration: {
        index: journalEntry?.idx ?? snapshot.lastMigration.applied - 1,
        tag: journalEntry?.tag ?? "unknown (newer than this code)",
        createdAt: snapshot.lastMigration.createdAt,
      },
      rowCounts: snapshot.rowCounts,
      files: fileCounts,
      parts,
    };
    const file = path.join(outDir, archiveName(snapshot.takenAt));
    await writeArchive(file, manifest, files);
    return { file, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Deletes the oldest archives in `dir` beyond the newest `keep` ones. Only files named like
 * archives this code writes are considered; anything else in the folder is left alone.
 * @returns the names deleted
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort();
  const doomed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of doomed) fs.rmSync(path.join(dir, name), { force: true });
  return doomed;
}
