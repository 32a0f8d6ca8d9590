/**
 * Test databases: a fresh, migrated database per test file, on PGlite (default) or PostgreSQL
 * (TEST_DB_DRIVER=postgres with TEST_DATABASE_URL pointing at a server we may create databases on).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../../src/server/db/client";

export const PGLITE_SNAPSHOT = path.resolve(
  import.meta.dirname,
  "../../.tmp/pglite-migrated.tar.gz",
);
export const PG_TEMPLATE_DB = "staffing_test_template";

export function testDriver(): "pglite" | "postgres" {
  return process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
}

/** `url` with its database name replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Creates a PostgreSQL database on TEST_DATABASE_URL's server as a copy of `template` and opens
 * it with `poolSize` connections; `close()` also drops it.
 */
export async function createPostgresDatabase(
  template: string,
  poolSize: number,
): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `staffing_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const handle = await openPostgres(withDatabase(adminUrl, name), poolSize);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Opens a new migrated database for one test file; `close()` also drops it on PostgreSQL. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === "postgres") return createPostgresDatabase(PG_TEMPLATE_DB, 5);
  const snapshot = new Blob([fs.readFileSync(PGLITE_SNAPSHOT)]);
  return openPglite(undefined, snapshot);
}

/** The rows of a raw `db.execute(sql...)` result; both drivers answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
