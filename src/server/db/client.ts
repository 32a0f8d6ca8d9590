/**
 * Opens the database: PostgreSQL through `pg` when a connection string is given, otherwise the
 * embedded PGlite stored in `DATA_DIR/pglite` (architecture.md, "Stack"). Both speak the same
 * SQL dialect and share one Drizzle schema and one set of migrations.
 *
 * Each driver (and its Drizzle adapter) is imported when it is opened, so a server on PGlite
 * never loads `pg` and one on PostgreSQL never loads PGlite (shorter start-up).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { acquireDataDirLock } from "./lock";
import { withPreparedStatements } from "./pglite-statements";
import { timePgliteQueries, timePgQueries } from "./query-timing";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. Only repositories use it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * An open transaction. A service holds one only to hand it back to repositories' write methods
 * and to the domain events, so a rule that spans tables commits or rolls back as one.
 */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** An open database with its driver's way of closing. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies every pending migration from drizzle/ (idempotent). */
  migrate(): Promise<void>;
  /** Closes the connection(s); for PGlite also flushes to disk and releases the data-directory lock. */
  close(): Promise<void>;
  /**
   * PGlite only: a copy of the whole data directory (an uncompressed tarball, PGlite's
   * `dumpDataDir`; its own gzip would hold the database's thread for seconds),
   * taken while no statement runs. Called inside a transaction of `db`, which holds PGlite's
   * transaction lock so nothing else runs until it ends, it is exactly the state that
   * transaction sees (backups, src/server/backup/create.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the connection string (pg_dump and pg_restore connect with it). */
  url?: string;
  /**
   * PGlite only: settles with the error when the database's thread stops without `close()`
   * (every statement fails from then on, and the process cannot recover it); never otherwise.
   * PostgreSQL's pool reconnects by itself instead (openPostgres).
   */
  lost?: Promise<Error>;
}

/** Where the generated SQL migrations live, found by walking up from this file (src or dist). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the drizzle/ migrations folder");
}

/**
 * Opens PostgreSQL at `url` with a small pool.
 * @throws when the server cannot be reached (the first query fails)
 */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While the server is unreachable a request fails after this long (answered 503 by the error
    // handler) instead of hanging; the next query after it returns connects again by itself.
    connectionTimeoutMillis: 3000,
  });
  // The server dropping an idle connection (restart, failover) is reported here; without a
  // listener Node would crash the process. The pool discards that client and opens a new one.
  pool.on("error", () => {});
  // Every statement is timed for /metrics (db_query_duration_seconds).
  timePgQueries(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  await pool.query("select 1");
  return {
    db,
    kind: "postgres",
    url,
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

/**
 * Opens the embedded PGlite: in `dir` on disk (taking the data-directory lock, so a second
 * process refuses instead of corrupting it), or in memory when `dir` is undefined.
 * @param loadDataDir a tarball from `dumpDataDir()` to start from (fast test databases; a restore
 *   into an empty `dir`, where PGlite refuses a directory that already holds a database)
 * @throws DataDirLockedError when another live process holds the directory
 */
export async function openPglite(
  dir: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  const [pglite, { openPgliteThread }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import("@electric-sql/pglite"),
      import("./pglite-remote"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
  let release = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    release = acquireDataDirLock(dir);
  }
  let reportLost: (error: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => {
    reportLost = resolve;
  });
  try {
    // PGlite runs in a thread of its own (decision 0040), with its extensions (pg_trgm,
    // btree_gin: the lists' search, decisions 0013 and migration 0018).
    const client = await openPgliteThread(
      {
        ...(dir ? { dataDir: dir } : {}),
        ...(loadDataDir ? { loadDataDir: await loadDataDir.arrayBuffer() } : {}),
      },
      pglite,
      { onStop: reportLost },
    );
    // NodeFS (a data directory) and the in-memory filesystem write through: no syncToFs.
    // Every statement is timed for /metrics (db_query_duration_seconds), its wait for the
    // database's thread included. Every way in to the database after this goes through
    // `prepared` (its lock; the backup's dump and closing included).
    const prepared = withPreparedStatements(client, pglite, { syncToFs: false });
    const db = drizzlePglite(timePgliteQueries(prepared), {
      schema,
    }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
      close: async () => {
        try {
          await prepared.close();
        } finally {
          release();
        }
      },
      dumpDataDir: () => prepared.dumpDataDir("none"),
      lost,
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Opens the database the configuration names.
 * @param config `databaseUrl` (PostgreSQL) or `dataDir` (embedded PGlite in `dataDir/pglite`)
 */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, "pglite"));
}
