/**
 * Backups and restores (npm run backup / npm run restore, src/server/backup) on real databases:
 * PGlite by default, PostgreSQL with TEST_DB_DRIVER=postgres and TEST_DATABASE_URL.
 *
 * The app runs in this process on a database the scripts can reach (a PGlite data directory on
 * disk with the server's control socket, as src/server/index.ts starts it; or a PostgreSQL
 * database) and takes writes through app.inject while the backup script, a child process, takes
 * the snapshot. The archive is restored by the restore script into an empty target, and the
 * restored database is opened and checked: every write acknowledged before the snapshot is
 * there, every foreign key holds, every table has the manifest's row count.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { readArchive } from "../../src/server/backup/archive";
import { controlSocketPath, startControlSocket } from "../../src/server/backup/control-socket";
import type { BackupManifest } from "../../src/server/backup/manifest";
import { readJournal } from "../../src/server/backup/manifest";
import { createBackupRunner } from "../../src/server/backup/runner";
import { startBackupSchedule } from "../../src/server/backup/schedule";
import { loadConfig } from "../../src/server/config";
import {
  type DatabaseHandle,
  migrationsFolder,
  openPglite,
  openPostgres,
} from "../../src/server/db/client";
import { as, signUp, type TestUser } from "../helpers/app";
import { PG_TEMPLATE_DB, PGLITE_SNAPSHOT, rowsOf, testDriver, withDatabase } from "../helpers/db";
import { runScript, type ScriptResult } from "../helpers/scripts";

const root = path.resolve(import.meta.dirname, "../..");
const driver = testDriver();
const adminUrl = process.env.TEST_DATABASE_URL ?? "";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bk-"));
const createdDatabases: string[] = [];

/** A new empty PostgreSQL database; dropped after the file. */
async function emptyPostgresDatabase(template?: string): Promise<string> {
  const name = `staffing_bk_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `create database ${name}${template ? ` template ${template}` : " template template0"}`,
  );
  await admin.end();
  createdDatabases.push(name);
  return withDatabase(adminUrl, name);
}

/** Where a restore goes: an empty DATA_DIR and, on PostgreSQL, an empty database. */
async function emptyTarget(): Promise<{ dataDir: string; env: Record<string, string> }> {
  const dataDir = fs.mkdtempSync(path.join(work, "target-"));
  if (driver === "postgres") {
    const url = await emptyPostgresDatabase();
    return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: url } };
  }
  return { dataDir, env: { DATA_DIR: dataDir } };
}

/** Opens what a restore wrote. */
function openRestored(target: { dataDir: string; env: Record<string, string> }) {
  return target.env.DATABASE_URL
    ? openPostgres(target.env.DATABASE_URL, 2)
    : openPglite(path.join(target.dataDir, "pglite"));
}

/** The archive path a backup script printed. */
function archiveOf(result: ScriptResult): string {
  const match = /Backup written: (\S+\.tar)/.exec(result.stdout);
  if (!match?.[1]) throw new Error(`no archive in the output:\n${result.stdout}\n${result.stderr}`);
  return match[1];
}

/** Reads and checks an archive's manifest (and every checksum), as a restore does. */
async function manifestOf(archive: string): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(work, "read-"));
  try {
    return (await readArchive(archive, staging, () => {})).manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function countRows(database: DatabaseHandle, table: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
  );
  return row?.n ?? -1;
}

/**
 * Every foreign key of the database checked by hand: the rows of the referencing table whose
 * key is set but names no row of the referenced table.
 * @returns how many constraints were checked and the orphans found, per constraint
 */
async function foreignKeyOrphans(
  database: DatabaseHandle,
): Promise<{ checked: number; orphans: Record<string, number> }> {
  const constraints = rowsOf<{
    name: string;
    child: string;
    parent: string;
    cc: string;
    pc: string;
  }>(
    await database.db.execute(sql`
      select c.conname as name, c.conrelid::regclass::text as child,
        c.confrelid::regclass::text as parent,
        (select string_agg(quote_ident(a.attname), ',' order by k.ord)
          from unnest(c.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as cc,
        (select string_agg(quote_ident(a.attname), ',' order by k.ord)
          from unnest(c.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum) as pc
      from pg_constraint c where c.contype = 'f'`),
  );
  const orphans: Record<string, number> = {};
  for (const c of constraints) {
    const childCols = c.cc.split(",");
    const parentCols = c.pc.split(",");
    const join = childCols.map((col, i) => `p.${parentCols[i]} = ch.${col}`).join(" and ");
    const set = childCols.map((col) => `ch.${col} is not null`).join(" and ");
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql.raw(
          `select count(*)::int as n from ${c.child} ch where ${set} and not exists (select 1 from ${c.parent} p where ${join})`,
        ),
      ),
    );
    if ((row?.n ?? 0) > 0) orphans[c.name] = row?.n ?? 0;
  }
  return { checked: constraints.length, orphans };
}

/**
 * A copy of `archive` with its manifest changed by `edit` and its entries renamed by `rename`
 * (the bytes of every part unchanged), as someone tampering with a backup would write it.
 */
async function rewriteArchive(
  archive: string,
  name: string,
  edit: (manifest: BackupManifest) => void,
  rename: (entry: string) => string = (entry) => entry,
): Promise<string> {
  const out = path.join(work, name);
  const extract = tar.extract();
  const pack = tar.pack();
  const output = fs.createWriteStream(out);
  pack.pipe(output);
  fs.createReadStream(archive).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (entry.header.name === "manifest.json") {
      const changed = JSON.parse(body.toString("utf8")) as BackupManifest;
      edit(changed);
      body = Buffer.from(JSON.stringify(changed));
    }
    pack.entry({ name: rename(entry.header.name), mode: 0o600 }, body);
  }
  pack.finalize();
  await new Promise<void>((resolve) => output.once("close", () => resolve()));
  return out;
}

/** The latest migration recorded in `database`. */
async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  return countRows(database, "drizzle.__drizzle_migrations");
}

// The live system: a database the scripts can reach, the app on it, the control socket.
let source: DatabaseHandle;
let sourceEnv: Record<string, string>;
let sourceDataDir: string;
let app: FastifyInstance;
let closeSocket: (() => Promise<void>) | undefined;
let manager: TestUser;
let admin: TestUser;

beforeAll(async () => {
  sourceDataDir = fs.mkdtempSync(path.join(work, "live-"));
  if (driver === "postgres") {
    const url = await emptyPostgresDatabase(PG_TEMPLATE_DB);
    source = await openPostgres(url, 5);
    sourceEnv = { DATA_DIR: sourceDataDir, DATABASE_URL: url };
  } else {
    // A migrated database on disk, as the server keeps it.
    source = await openPglite(
      path.join(sourceDataDir, "pglite"),
      new Blob([fs.readFileSync(PGLITE_SNAPSHOT)]),
    );
    sourceEnv = { DATA_DIR: sourceDataDir };
  }
  const config = loadConfig({
    DATA_DIR: sourceDataDir,
    RATE_LIMIT_REGISTER_PER_HOUR: "100000",
    RATE_LIMIT_LOGIN_PER_15_MIN: "100000",
  });
  app = await buildApp({ db: source.db, config, logger: false });
  if (source.kind === "pglite") {
    const runner = createBackupRunner(source, sourceDataDir);
    closeSocket = await startControlSocket({
      dataDir: sourceDataDir,
      run: (outDir) => runner.run(outDir),
      log: app.log,
    });
  }
  manager = await signUp(app);
  admin = await signUp(app, { role: "admin" });
  // Files of DATA_DIR that the archive must carry, byte for byte.
  fs.mkdirSync(path.join(sourceDataDir, "uploads", "resumes"), { recursive: true });
  fs.writeFileSync(path.join(sourceDataDir, "uploads", "resumes", "a1.pdf"), randomBytes(20_000));
  fs.mkdirSync(path.join(sourceDataDir, "outbox"), { recursive: true });
  fs.writeFileSync(path.join(sourceDataDir, "outbox", "m1.eml"), "Subject: hello\r\n\r\nbody\r\n");
});

afterAll(async () => {
  await closeSocket?.();
  await app?.close();
  await source?.close();
  if (createdDatabases.length > 0) {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    for (const name of createdDatabases) {
      await dropper.query(`drop database if exists ${name} with (force)`);
    }
    await dropper.end();
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup during writes, then restore (${driver})`, () => {
  let archive: string;
  let manifest: BackupManifest;
  let target: { dataDir: string; env: Record<string, string> };
  /** Each acknowledged write: what it created and when its 2xx arrived. */
  const acknowledged: { kind: "property" | "request"; id: number; at: number }[] = [];

  it("takes a consistent snapshot while writes go on and restores every write acknowledged before it", async () => {
    const post = as(app, manager);
    let writing = true;
    let n = 0;
    const writer = async () => {
      while (writing) {
        n += 1;
        const property = await post({
          method: "POST",
          url: "/api/portal/properties",
          payload: {
            name: `Backup Court ${n}`,
            address: `${n} Bay St`,
            city: "Tampa",
            state: "FL",
            zip: "33602",
            units: 10,
          },
        });
        expect(property.statusCode).toBe(201);
        const propertyId = property.json().id as number;
        acknowledged.push({ kind: "property", id: propertyId, at: Date.now() });
        const request = await post({
          method: "POST",
          url: "/api/portal/staffing-requests",
          payload: {
            companyName: "Bayshore Residential",
            contactName: "Dana Reyes",
            email: "dana@bayshore.example",
            staffType: "maintenance",
            details: `Technicians for property ${n}`,
            startDate: "2030-03-01",
            endDate: "2030-04-30",
            consent: true,
            propertyId,
          },
        });
        expect(request.statusCode).toBe(201);
        acknowledged.push({ kind: "request", id: request.json().id as number, at: Date.now() });
        // A steady stream rather than a flood: the snapshot shares the two cores with it.
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((r) => setTimeout(r, 500));
    const result = await runScript("backup", ["--out", path.join(work, "out")], sourceEnv);
    // Writes go on after the snapshot for a while.
    await new Promise((r) => setTimeout(r, 300));
    writing = false;
    await Promise.all(writers);
    expect(result.stderr).not.toContain("Backup failed");
    expect(result.code).toBe(0);
    if (driver === "pglite") expect(result.stdout).toContain("taken by the running server");
    else expect(result.stdout).toContain("taken by pg_dump");

    archive = archiveOf(result);
    manifest = await manifestOf(archive);
    const snapshotAt = Date.parse(manifest.snapshotAt);
    const before = acknowledged.filter((w) => w.at < snapshotAt);
    const after = acknowledged.filter((w) => w.at > snapshotAt);
    // Writes were acknowledged on both sides of the snapshot: it was taken during the stream.
    console.log(
      `backup during writes: ${before.length} writes acknowledged before the snapshot, ${after.length} after`,
    );
    expect(before.length).toBeGreaterThan(4);
    expect(after.length).toBeGreaterThan(0);
    const journal = readJournal();
    expect(manifest.migration.tag).toBe(journal.at(-1)?.tag);
    expect(manifest.files).toEqual({ uploads: 1, outbox: 1 });
    expect(manifest.product.version).toBe(
      JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).version,
    );
    expect(manifest.parts.map((p) => p.path)).toEqual([
      manifest.database.part,
      "uploads/resumes/a1.pdf",
      "outbox/m1.eml",
    ]);

    target = await emptyTarget();
    const restored = await runScript("restore", [archive], target.env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(
      `public.properties: ${manifest.rowCounts["public.properties"]}`,
    );

    const database = await openRestored(target);
    try {
      const ids = async (table: string) =>
        new Set(
          rowsOf<{ id: number }>(await database.db.execute(sql.raw(`select id from ${table}`))).map(
            (r) => r.id,
          ),
        );
      const properties = await ids("properties");
      const requests = await ids("staffing_requests");
      const missing = before.filter((w) =>
        w.kind === "property" ? !properties.has(w.id) : !requests.has(w.id),
      );
      expect(missing).toEqual([]);
      // Every table has the row count the manifest took in the snapshot.
      for (const [table, n] of Object.entries(manifest.rowCounts)) {
        expect({ table, n: await countRows(database, table) }).toEqual({ table, n });
      }
      const fks = await foreignKeyOrphans(database);
      expect(fks.checked).toBeGreaterThan(5);
      expect(fks.orphans).toEqual({});
      expect(await appliedMigrations(database)).toBe(journal.length);
    } finally {
      await database.close();
    }
    for (const file of ["uploads/resumes/a1.pdf", "outbox/m1.eml"]) {
      expect(fs.readFileSync(path.join(target.dataDir, file))).toEqual(
        fs.readFileSync(path.join(sourceDataDir, file)),
      );
    }
  }, 180_000);

  it("refuses to restore into a target that is not empty, and leaves it as it was", async () => {
    const database = await openRestored(target);
    const propertiesBefore = await countRows(database, "properties");
    await database.close();
    const result = await runScript("restore", [archive], target.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Refusing to restore into a");
    expect(result.stderr).toContain("not empty");
    const again = await openRestored(target);
    try {
      expect(await countRows(again, "properties")).toBe(propertiesBefore);
    } finally {
      await again.close();
    }
  }, 120_000);

  it("refuses a PostgreSQL target database with tables even when DATA_DIR is empty", async () => {
    if (driver !== "postgres") return;
    const occupied = await emptyPostgresDatabase(PG_TEMPLATE_DB);
    const dataDir = fs.mkdtempSync(path.join(work, "target-"));
    const result = await runScript("restore", [archive], {
      DATA_DIR: dataDir,
      DATABASE_URL: occupied,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("PostgreSQL database that is not empty");
  }, 120_000);

  it("refuses a corrupted archive, naming the damaged part, and writes nothing", async () => {
    const corrupted = path.join(work, "corrupted.tar");
    const bytes = fs.readFileSync(archive);
    // The database part's bytes start after the manifest entry (header and padded content)
    // and the part's own 512-byte header.
    const manifestBytes = Buffer.byteLength(`${JSON.stringify(manifest, null, 2)}\n`);
    const databaseStart = 512 + Math.ceil(manifestBytes / 512) * 512 + 512;
    const at = databaseStart + 1000;
    bytes[at] = (bytes[at] as number) ^ 0xff;
    fs.writeFileSync(corrupted, bytes);

    const empty = await emptyTarget();
    const result = await runScript("restore", [corrupted], empty.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The part ${manifest.database.part} is corrupted`);
    expect(fs.readdirSync(empty.dataDir)).toEqual([]);
    if (empty.env.DATABASE_URL) {
      const database = await openPostgres(empty.env.DATABASE_URL, 1);
      try {
        const [row] = rowsOf<{ n: number }>(
          await database.db.execute(
            sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
          ),
        );
        expect(row?.n).toBe(0);
      } finally {
        await database.close();
      }
    }
  }, 120_000);

  it("refuses an archive from a newer migration level than the code", async () => {
    // The same archive with its manifest claiming a migration this code does not have.
    const future = await rewriteArchive(archive, "future.tar", (changed) => {
      changed.migration = { index: 999, tag: "0999_from_the_future", createdAt: 4_000_000_000_000 };
    });
    const empty = await emptyTarget();
    const result = await runScript("restore", [future], empty.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("0999_from_the_future, newer than this code");
    expect(fs.readdirSync(empty.dataDir)).toEqual([]);
  }, 120_000);

  it("refuses an archive whose manifest names a path outside the restore folder", async () => {
    const escaping = await rewriteArchive(
      archive,
      "escaping.tar",
      (changed) => {
        const file = changed.parts.find((p) => p.path === "outbox/m1.eml");
        if (file) file.path = "outbox/../../escaped.eml";
      },
      (name) => (name === "outbox/m1.eml" ? "outbox/../../escaped.eml" : name),
    );
    const empty = await emptyTarget();
    const result = await runScript("restore", [escaping], empty.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("is damaged: parts.2.path: must be a relative path");
    expect(fs.existsSync(path.join(empty.dataDir, "..", "escaped.eml"))).toBe(false);
    expect(fs.readdirSync(empty.dataDir)).toEqual([]);
  }, 120_000);

  it("keeps the control socket in a folder only the server's user may enter", () => {
    if (driver !== "pglite") return;
    const socket = controlSocketPath(sourceDataDir);
    expect(fs.statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(socket).isSocket()).toBe(true);
    expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
  });
});

describe("the scripts' answers to bad input", () => {
  it("exit 1 with what is wrong and how to call them", async () => {
    const noOut = await runScript("backup", [], sourceEnv);
    expect(noOut.code).toBe(1);
    expect(noOut.stderr).toContain("--out is required");
    expect(noOut.stderr).toContain("Usage: npm run backup -- --out <dir>");

    // Inside what it archives: refused (on PGlite by the running server, over its socket).
    const inside = await runScript(
      "backup",
      ["--out", path.join(sourceDataDir, "uploads", "backups")],
      sourceEnv,
    );
    expect(inside.code).toBe(1);
    expect(inside.stderr).toContain(
      `Backups cannot be written into ${path.join(sourceDataDir, "uploads")}`,
    );
    expect(fs.existsSync(path.join(sourceDataDir, "uploads", "backups"))).toBe(false);

    const missing = path.join(work, "no-such-archive.tar");
    const empty = await emptyTarget();
    const noArchive = await runScript("restore", [missing], empty.env);
    expect(noArchive.code).toBe(1);
    expect(noArchive.stderr).toContain(`Restore failed: ${missing} does not exist`);

    const notTar = path.join(work, "not-a-backup.tar");
    fs.writeFileSync(notTar, "hello, not a tar file");
    const notAnArchive = await runScript("restore", [notTar], empty.env);
    expect(notAnArchive.code).toBe(1);
    expect(notAnArchive.stderr).toContain("is damaged or not a tar archive");
    expect(fs.readdirSync(empty.dataDir)).toEqual([]);
  }, 120_000);
});

describe(`an archive from an older migration level (${driver})`, () => {
  it("is restored and brought up to the latest migration", async () => {
    // A database migrated to all but the last migration, from a copy of drizzle/ whose journal
    // stops one short.
    const journal = readJournal();
    const older = journal.slice(0, -1);
    const folder = path.join(work, "drizzle-older");
    fs.cpSync(migrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const full = JSON.parse(fs.readFileSync(journalFile, "utf8"));
    fs.writeFileSync(journalFile, JSON.stringify({ ...full, entries: older }));

    const dataDir = fs.mkdtempSync(path.join(work, "older-"));
    let env: Record<string, string>;
    if (driver === "postgres") {
      const url = await emptyPostgresDatabase();
      const database = await openPostgres(url, 1);
      await migratePostgres(database.db as never, { migrationsFolder: folder });
      await database.close();
      env = { DATA_DIR: dataDir, DATABASE_URL: url };
    } else {
      const database = await openPglite(path.join(dataDir, "pglite"));
      await migratePglite(database.db as never, { migrationsFolder: folder });
      await database.close();
      env = { DATA_DIR: dataDir };
    }
    // No server holds this database: the script opens it itself (PGlite) or runs pg_dump.
    const backup = await runScript("backup", ["--out", path.join(work, "older-out")], env);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    if (driver === "pglite") expect(backup.stdout).toContain("no server running");
    const archive = archiveOf(backup);
    const manifest = await manifestOf(archive);
    expect(manifest.migration.tag).toBe(older.at(-1)?.tag);

    const target = await emptyTarget();
    const restored = await runScript("restore", [archive], target.env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(
      `migration ${older.at(-1)?.tag} -> ${journal.at(-1)?.tag} (newer migrations applied)`,
    );
    const database = await openRestored(target);
    try {
      expect(await appliedMigrations(database)).toBe(journal.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe(`scheduled backups (${driver})`, () => {
  it("writes backups on schedule and keeps only the newest BACKUP_KEEP", async () => {
    const dir = path.join(work, "scheduled");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "notes.txt"), "not an archive: never pruned");
    const runner = createBackupRunner(source, sourceDataDir);
    let runs = 0;
    const schedule = startBackupSchedule({
      dir,
      everyMs: 50,
      everyHours: 50 / 3_600_000,
      keep: 2,
      run: async (outDir) => {
        runs += 1;
        return runner.run(outDir);
      },
      log: app.log,
      firstDelayMs: 0,
    });
    const started = Date.now();
    while (runs < 4 && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 100));
    await schedule.stop();
    expect(runs).toBeGreaterThanOrEqual(4);
    const archives = fs.readdirSync(dir).filter((name) => name.endsWith(".tar"));
    expect(archives).toHaveLength(2);
    expect(fs.existsSync(path.join(dir, "notes.txt"))).toBe(true);
    const status = schedule.status();
    expect(status.lastError).toBeNull();
    expect(status.lastFile).toBe(path.join(dir, archives.sort().at(-1) as string));
  }, 120_000);

  it("shows a failed scheduled backup on the admin overview", async () => {
    // BACKUP_DIR is a file: the backup cannot be written.
    const notADir = path.join(work, "not-a-folder");
    fs.writeFileSync(notADir, "");
    const runner = createBackupRunner(source, sourceDataDir);
    const schedule = startBackupSchedule({
      dir: notADir,
      everyMs: 3_600_000,
      everyHours: 1,
      keep: 14,
      run: (outDir) => runner.run(outDir),
      log: app.log,
      firstDelayMs: 0,
    });
    const started = Date.now();
    while (!schedule.status().lastError && Date.now() - started < 30_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const config = loadConfig({ DATA_DIR: sourceDataDir });
    const withStatus = await buildApp({
      db: source.db,
      config,
      logger: false,
      backupStatus: () => schedule.status(),
    });
    try {
      const response = await as(withStatus, admin)({ method: "GET", url: "/api/admin/overview" });
      expect(response.statusCode).toBe(200);
      const backup = response.json().backup;
      expect(backup.lastSuccessAt).toBeNull();
      expect(backup.lastError).toContain(notADir);
      expect(Date.parse(backup.lastErrorAt)).toBeGreaterThan(started - 1000);
      expect(backup.everyHours).toBe(1);
      expect(backup.keep).toBe(14);
      // Off: the overview says null.
      const off = await as(app, admin)({ method: "GET", url: "/api/admin/overview" });
      expect(off.json().backup).toBeNull();
    } finally {
      await schedule.stop();
      await withStatus.close();
    }
  }, 60_000);
});
