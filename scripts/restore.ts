/**
 * `npm run restore -- <archive>` restores a backup (npm run backup) into an empty DATA_DIR, or
 * into the empty PostgreSQL database of DATABASE_URL plus DATA_DIR's files, then applies the
 * migrations newer than the archive and prints the row counts restored.
 * Refuses (exit 1, one message): a target that is not empty, a damaged archive (naming the
 * part), an archive from a newer migration level than this code or of the other database kind.
 */
import { parseArgs } from "node:util";
import { restoreBackup } from "../src/server/backup/restore";
import { loadConfig } from "../src/server/config";

const USAGE = "Usage: npm run restore -- <archive.tar>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let archive: string | undefined;
try {
  const parsed = parseArgs({ allowPositionals: true, strict: true, options: {} });
  if (parsed.positionals.length > 1) throw new Error("Give one archive.");
  archive = parsed.positionals[0];
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (!archive) fail(`The archive to restore is required.\n${USAGE}`);

try {
  const config = loadConfig();
  const result = await restoreBackup({
    archive,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  const rows = Object.entries(result.rowCounts)
    .map(([table, n]) => `  ${table}: ${n}`)
    .join("\n");
  const target = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `${config.dataDir}/pglite`;
  console.log(
    `Restored ${archive} (snapshot at ${result.manifest.snapshotAt}, product ${result.manifest.product.version}) into ${target}\n` +
      `  migration ${result.migratedFrom}${result.migratedTo !== result.migratedFrom ? ` -> ${result.migratedTo} (newer migrations applied)` : ""}\n` +
      `  files: ${result.files.uploads} upload(s), ${result.files.outbox} outbox message(s)\n` +
      `Rows restored:\n${rows}`,
  );
  process.exit(0);
} catch (error) {
  fail(`Restore failed: ${(error as Error).message}`);
}
