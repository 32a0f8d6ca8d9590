/**
 * The queries of backups and restores: row counts of every table and the migration level. They
 * run on whatever the caller passes (a transaction holding the snapshot being dumped, or a
 * database opened from a dump), so the numbers describe exactly that state.
 */
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { rowsOf } from "../db/rows";

type Queryable = Database | Transaction;

/** Quotes an identifier for SQL (doubling inner quotes). */
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function backupRepository(db: Queryable) {
  return {
    /**
     * The number of rows of every ordinary table outside PostgreSQL's own schemas, keyed
     * `schema.table` and sorted, e.g. `{ "drizzle.__drizzle_migrations": 7, "public.users": 2 }`.
     */
    async countRows(): Promise<Record<string, number>> {
      const tables = rowsOf<{ schema: string; name: string }>(
        await db.execute(sql`
          select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE'
            and table_schema not in ('pg_catalog', 'information_schema')
            and table_schema not like 'pg\_%'
          order by table_schema, table_name`),
      );
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = rowsOf<{ n: number }>(
          await db.execute(
            sql.raw(
              `select count(*)::int as n from ${quoteIdent(table.schema)}.${quoteIdent(table.name)}`,
            ),
          ),
        );
        counts[`${table.schema}.${table.name}`] = row?.n ?? 0;
      }
      return counts;
    },

    /**
     * The latest applied migration as Drizzle's migrator records it: how many are recorded and
     * the `created_at` (the journal's `when`) of the newest, or null when none was ever applied.
     */
    async lastMigration(): Promise<{ applied: number; createdAt: number } | null> {
      const [exists] = rowsOf<{ table: string | null }>(
        await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as table`),
      );
      if (!exists?.table) return null;
      const [row] = rowsOf<{ applied: number; created_at: string | number | null }>(
        await db.execute(
          sql`select count(*)::int as applied, max(created_at) as created_at from drizzle.__drizzle_migrations`,
        ),
      );
      if (!row || row.created_at === null) return null;
      return { applied: row.applied, createdAt: Number(row.created_at) };
    },

    /** Exports the transaction's snapshot for pg_dump `--snapshot` (PostgreSQL only). */
    async exportSnapshot(): Promise<string> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`select pg_export_snapshot() as id`),
      );
      if (!row) throw new Error("pg_export_snapshot returned nothing");
      return row.id;
    },

    /** True when the database has no tables of its own (a restore target must not). */
    async isEmpty(): Promise<boolean> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema')
            and table_schema not like 'pg\_%'`),
      );
      return (row?.n ?? 0) === 0;
    },
  };
}
