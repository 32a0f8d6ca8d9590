/**
 * Restores a backup archive into an empty DATA_DIR (the embedded database) or an empty
 * PostgreSQL database (DATABASE_URL) plus DATA_DIR's files. Nothing is written before the whole
 * archive has been read and every part's SHA-256 checked; an archive from a newer migration
 * level than this code is refused; an older one is brought up to date by the migrations.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { DataDirLockedError } from "../db/lock";
import { BackupArchiveError, readArchive } from "./archive";
import { FILE_FOLDERS } from "./create";
import { BACKUP_FORMAT_VERSION, type BackupManifest, migrationAt, readJournal } from "./manifest";
import { runPgTool } from "./pg-tools";
import { backupRepository } from "./repository";

/** Thrown when the target or the archive does not allow a restore; the message says why. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/** What a restore did. */
export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table as restored (before newer migrations ran); equal to the manifest's. */
  rowCounts: Record<string, number>;
  /** The migration level of the archive and the one after the restore. */
  migratedFrom: string;
  migratedTo: string;
  files: { uploads: number; outbox: number };
}

/** True when `dir` does not exist or is an empty folder. */
function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/** Throws RestoreRefusedError when `manifest` cannot be restored by this code into `kind`. */
function checkManifest(manifest: BackupManifest, kind: "pglite" | "postgres"): void {
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new RestoreRefusedError(
      `The archive's format version is ${manifest.formatVersion}; this code reads version ${BACKUP_FORMAT_VERSION}. Restore it with the product version that wrote it (${manifest.product.version}).`,
    );
  }
  const journal = readJournal();
  const latest = journal[journal.length - 1];
  if (!migrationAt(manifest.migration.createdAt, journal)) {
    throw new RestoreRefusedError(
      manifest.migration.createdAt > (latest?.when ?? 0)
        ? `The archive is at migration ${manifest.migration.tag}, newer than this code (latest ${latest?.tag ?? "none"}): restore it with product version ${manifest.product.version} or later.`
        : `The archive is at migration ${manifest.migration.tag}, which this code does not have (a different line of development): restore it with the code that wrote it (product version ${manifest.product.version}).`,
    );
  }
  if (manifest.database.kind !== kind) {
    throw new RestoreRefusedError(
      manifest.database.kind === "pglite"
        ? "The archive holds the embedded (PGlite) database: restore it with DATABASE_URL unset, into an empty DATA_DIR."
        : "The archive holds a PostgreSQL dump: restore it with DATABASE_URL set to an empty PostgreSQL database.",
    );
  }
}

/** Counts rows and compares them with the manifest; a difference means the dump is not what was described. */
async function countAndCompare(
  database: DatabaseHandle,
  manifest: BackupManifest,
): Promise<Record<string, number>> {
  const rowCounts = await backupRepository(database.db).countRows();
  const differing = Object.keys({ ...rowCounts, ...manifest.rowCounts }).filter(
    (table) => rowCounts[table] !== manifest.rowCounts[table],
  );
  if (differing.length > 0) {
    throw new Error(
      `The restored database does not match the manifest (rows of ${differing
        .map(
          (t) =>
            `${t}: ${rowCounts[t] ?? "missing"} restored, ${manifest.rowCounts[t] ?? "none"} expected`,
        )
        .join("; ")})`,
    );
  }
  return rowCounts;
}

/** The tag of the latest migration applied to `database`. */
async function currentLevel(database: DatabaseHandle): Promise<string> {
  const last = await backupRepository(database.db).lastMigration();
  return (last && migrationAt(last.createdAt)?.tag) ?? "none";
}

/**
 * Restores `archive`.
 * @param options.dataDir DATA_DIR: its `pglite` (embedded database only), `uploads` and `outbox`
 *   must be absent or empty
 * @param options.databaseUrl an empty PostgreSQL database (no tables), or undefined for PGlite
 * @throws RestoreRefusedError for a non-empty target, an archive newer than the code or of the
 *   other database kind; BackupArchiveError for a damaged archive (naming the part); PgToolError
 *   when pg_restore is missing or fails. Nothing is left half-restored in DATA_DIR then.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const kind = options.databaseUrl ? "postgres" : "pglite";
  const pgliteDir = path.join(dataDir, "pglite");
  const occupied = [
    ...(kind === "pglite" ? [pgliteDir] : []),
    ...FILE_FOLDERS.map((folder) => path.join(dataDir, folder)),
  ].filter((dir) => !isEmptyDir(dir));
  if (occupied.length > 0) {
    throw new RestoreRefusedError(
      `Refusing to restore into a target that is not empty: ${occupied.join(", ")} ${occupied.length === 1 ? "holds" : "hold"} data. Restore into an empty DATA_DIR (move the old one aside first).`,
    );
  }
  let target: DatabaseHandle | undefined;
  if (options.databaseUrl) {
    target = await openPostgres(options.databaseUrl, 2);
    if (!(await backupRepository(target.db).isEmpty())) {
      await target.close();
      throw new RestoreRefusedError(
        "Refusing to restore into a PostgreSQL database that is not empty (it has tables): create an empty database and point DATABASE_URL at it.",
      );
    }
  }

  const archive = path.resolve(options.archive);
  if (!fs.existsSync(archive)) {
    await target?.close();
    throw new BackupArchiveError(`${archive} does not exist`);
  }
  const createdDataDir = !fs.existsSync(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString("hex")}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  let createdPglite = false;
  try {
    const { manifest, files } = await readArchive(archive, staging, (m) => checkManifest(m, kind));
    const dump = files.get(manifest.database.part);
    if (!dump) throw new RestoreRefusedError("The archive has no database part");

    let rowCounts: Record<string, number>;
    let migratedTo: string;
    if (kind === "pglite") {
      createdPglite = true;
      target = await openPglite(pgliteDir, new Blob([fs.readFileSync(dump)]));
    } else {
      await runPgTool("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${options.databaseUrl}`,
        dump,
      ]);
    }
    const database = target as DatabaseHandle;
    try {
      rowCounts = await countAndCompare(database, manifest);
      await database.migrate();
      migratedTo = await currentLevel(database);
    } finally {
      await database.close();
      target = undefined;
    }

    const restoredFiles = { uploads: 0, outbox: 0 };
    for (const folder of FILE_FOLDERS) {
      const from = path.join(staging, folder);
      if (!fs.existsSync(from)) continue;
      const to = path.join(dataDir, folder);
      fs.rmSync(to, { recursive: true, force: true });
      fs.renameSync(from, to);
      restoredFiles[folder] = manifest.parts.filter((p) => p.path.startsWith(`${folder}/`)).length;
    }
    return {
      manifest,
      rowCounts,
      migratedFrom: manifest.migration.tag,
      migratedTo,
      files: restoredFiles,
    };
  } catch (error) {
    await target?.close().catch(() => {});
    // What this restore wrote into the (empty) directory goes; never a directory another process
    // took meanwhile.
    if (createdPglite && !(error instanceof DataDirLockedError)) {
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    }
    fs.rmSync(staging, { recursive: true, force: true });
    if (createdDataDir && isEmptyDir(dataDir)) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
