/** Newsletter subscribers: the only code that queries that table. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

export function newsletterRepository(db: Database) {
  return {
    /**
     * Subscribes `email` (case-insensitively unique). Subscribing again is not an error; a
     * subscriber who had left is welcomed back.
     * @returns true when the address is new
     */
    async subscribe(email: string): Promise<boolean> {
      // ON CONFLICT on the lower(email) unique index; xmax = 0 only for a freshly inserted row.
      const result = await db.execute<{ inserted: boolean }>(sql`
        insert into ${newsletterSubscribers} (email) values (${email})
        on conflict (lower(email)) do update set unsubscribed_at = null
        returning (xmax = 0) as inserted`);
      // Both drivers answer { rows }; the shared Database type cannot say so.
      const rows = (result as unknown as { rows: { inserted: boolean }[] }).rows;
      return rows[0]?.inserted ?? false;
    },
  };
}
