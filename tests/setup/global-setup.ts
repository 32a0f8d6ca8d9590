/**
 * Prepares one migrated database that every test file copies, so each file starts from a clean,
 * migrated state in well under a second (style guide, "A fast database per test file"):
 * - PGlite: migrate in memory once and dump the data directory to .tmp/pglite-migrated.tar.gz;
 * - PostgreSQL (TEST_DB_DRIVER=postgres): migrate a template database that files clone.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../../src/server/db/client";
import { PG_TEMPLATE_DB, PGLITE_SNAPSHOT, testDriver, withDatabase } from "../helpers/db";

export default async function setup(): Promise<void> {
  if (testDriver() === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const handle = await openPostgres(withDatabase(adminUrl, PG_TEMPLATE_DB), 1);
    await handle.migrate();
    await handle.close();
    return;
  }
  const handle = await openPglite(undefined);
  await handle.migrate();
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir("gzip");
  fs.mkdirSync(path.dirname(PGLITE_SNAPSHOT), { recursive: true });
  fs.writeFileSync(PGLITE_SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
