/**
 * `npm run backup -- --out <dir>` writes one archive (`backup-<time>.tar`) of the database and
 * DATA_DIR's uploads and outbox into `<dir>`, and prints its name, migration level and counts.
 *
 * - PostgreSQL (DATABASE_URL): pg_dump on a consistent snapshot, alongside running servers.
 * - Embedded database, no server running: the script takes the data-directory lock and reads it.
 * - Embedded database held by a running server: the server takes the snapshot, asked over its
 *   local control socket (src/server/backup/control-socket.ts, docs/decisions/0014-backups.md).
 * Exits 1 with one message on any problem.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { requestBackup } from "../src/server/backup/control-socket";
import { createBackup } from "../src/server/backup/create";
import type { BackupManifest } from "../src/server/backup/manifest";
import { loadConfig } from "../src/server/config";
import { type DatabaseHandle, openPglite, openPostgres } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/lock";

const USAGE = "Usage: npm run backup -- --out <dir>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let out: string | undefined;
try {
  out = parseArgs({ options: { out: { type: "string" } }, strict: true }).values.out;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (!out) fail(`--out is required: the folder to write the archive to.\n${USAGE}`);
const outDir = path.resolve(out);
if (fs.existsSync(outDir) && !fs.statSync(outDir).isDirectory()) {
  fail(`--out ${outDir} is a file, not a folder.`);
}

/** Backs up `database` (opened by this script) into `outDir`, then closes it. */
async function backupOf(
  database: DatabaseHandle,
  dataDir: string,
  via: string,
): Promise<{ file: string; manifest: BackupManifest; via: string }> {
  try {
    return { ...(await createBackup({ database, dataDir, outDir })), via };
  } finally {
    await database.close();
  }
}

/** Takes the backup where the database allows it. */
async function backup(): Promise<{ file: string; manifest: BackupManifest; via: string }> {
  const config = loadConfig();
  if (config.databaseUrl) {
    return backupOf(await openPostgres(config.databaseUrl, 2), config.dataDir, "pg_dump");
  }
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${pgliteDir} (DATA_DIR=${config.dataDir}).`);
  }
  let database: DatabaseHandle;
  try {
    database = await openPglite(pgliteDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { ...(await requestBackup(config.dataDir, outDir)), via: "the running server" };
  }
  return backupOf(database, config.dataDir, "the data directory (no server running)");
}

try {
  const { file, manifest, via } = await backup();
  const rows = Object.entries(manifest.rowCounts)
    .map(([table, n]) => `  ${table}: ${n}`)
    .join("\n");
  console.log(
    `Backup written: ${file}\n` +
      `  snapshot at ${manifest.snapshotAt}, taken by ${via}\n` +
      `  product ${manifest.product.version}, migration ${manifest.migration.tag}\n` +
      `  files: ${manifest.files.uploads} upload(s), ${manifest.files.outbox} outbox message(s)\n` +
      `Rows:\n${rows}`,
  );
  process.exit(0);
} catch (error) {
  fail(`Backup failed: ${(error as Error).message}`);
}
