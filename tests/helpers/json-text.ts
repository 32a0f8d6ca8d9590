/**
 * Data that tells a JSON text written by the database (src/server/db/json.ts) from the one the
 * route's schema writes, where they could differ: escapes, control characters, non-ASCII and the
 * two line separators `JSON.stringify` leaves as they are, and timestamps with microseconds,
 * sub-millisecond parts, another time zone and two rows at one instant.
 */
import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "../../src/server/db/client";

/** Texts whose JSON escaping is easy to get wrong; the last is empty. */
export const awkwardTexts = [
  'Quotes " and \\ backslash',
  "Line\nbreak\ttab\r\u0001\u001f\u007f control",
  "Unicode: café, Ñandú, 日本語, emoji 🏝️, \u2028\u2029 separators",
  "</script><script>alert(1)</script> & <b>",
  "",
];

/** `timestamptz` literals: microseconds, a half millisecond, none, UTC−5, and one instant twice. */
export const microsecondTimes = [
  "2026-03-04 05:06:07.999999+00",
  "2026-03-04 05:06:07.0005+00",
  "2026-03-04 05:06:07+00",
  "1999-12-31 23:59:59.123456-05",
  "2026-03-04 05:06:07.999999+00", // the same instant twice: ordered by id
  "2026-07-01 12:00:00.000999+00",
  "2026-07-01 12:00:00.001+00",
];

/** The ids of a JSON array text of rows, in its order. */
export const idsOf = (json: string): number[] =>
  (JSON.parse(json) as { id: number }[]).map((row) => row.id);

/**
 * What the route's schema makes of the rows of `table` with these ids, read through Drizzle, in
 * that order: the reference a JSON text written by the database must equal, byte for byte.
 * @throws Error when an id has no row
 */
export async function schemaJsonOf(
  db: Database,
  table: PgTable & { id: PgColumn },
  schema: z.ZodType,
  ids: number[],
): Promise<string> {
  const rows = (
    ids.length ? await db.select().from(table).where(inArray(table.id, ids)) : []
  ) as Array<{ id: number }>;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listed = ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`row ${id} not found`);
    return row;
  });
  return JSON.stringify(z.array(schema).encode(listed));
}
