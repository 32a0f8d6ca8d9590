/** What the readiness check asks the database: the only code here that queries it. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export function healthRepository(db: Database) {
  return {
    /**
     * How many migrations the database has applied (Drizzle's own ledger,
     * `drizzle.__drizzle_migrations`).
     * @throws when the database does not answer (the caller reports it as unavailable)
     */
    async appliedMigrations(): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      return (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
    },
  };
}
