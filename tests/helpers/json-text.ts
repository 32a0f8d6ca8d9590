/**
 * Data that tells a JSON text written by the database (src/server/db/json.ts) from the one the
 * route's schema writes, where they could differ: escapes, control characters, non-ASCII and the
 * two line separators `JSON.stringify` leaves as they are, and timestamps with microseconds,
 * sub-millisecond parts, another time zone and two rows at one instant.
 */
import { inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { StaffType } from "../../src/domain/enums";
import type { Database } from "../../src/server/db/client";
import { properties, staffAssignments, staffingRequests } from "../../src/server/db/schema";

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

/**
 * Gives request `id` the creation time `at` (a {@link microsecondTimes} literal), an update one
 * microsecond later, and, when it is an emergency, a promised response 2 h 0.000501 s later;
 * `answered` adds a first response 0.123456 s after `at`. Timestamps whose JSON is easy to get
 * wrong, for the lists written by the database.
 */
export async function setRequestTimes(
  db: Database,
  id: number,
  at: string,
  answered: boolean,
): Promise<void> {
  await db.execute(
    sql`update staffing_requests set created_at = ${at}::timestamptz,
          updated_at = ${at}::timestamptz + interval '1 microsecond',
          respond_by = case when emergency_reason is null then null
            else ${at}::timestamptz + interval '2 hours 0.000501 seconds' end,
          responded_at = case when ${answered} then ${at}::timestamptz + interval '0.123456 seconds' end
        where id = ${id}`,
  );
}

/**
 * Four placements of `staffId` on request `requestId`: confirmed and completed (which fill
 * positions) and offered and declined (which do not), so a list's `filled` reads 2.
 */
export async function twoFilledOfFour(
  db: Database,
  placement: { staffId: number; propertyId: number; managerId: number; requestId: number },
): Promise<void> {
  for (const status of ["confirmed", "completed", "offered", "declined"] as const) {
    await db.insert(staffAssignments).values({ ...placement, status });
  }
}

/** Adds a property named `name` of `userId` in Tampa and returns its id. */
export async function insertProperty(db: Database, userId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(properties)
    .values({ userId, name, address: "1 Bay St", city: "Tampa", state: "FL", zip: "33602" })
    .returning({ id: properties.id });
  if (!row) throw new Error("no property");
  return row.id;
}

/** Adds a pending staffing request of `userId` at `propertyId` for `staffType`; returns its id. */
export async function insertRequest(
  db: Database,
  request: { userId: number; propertyId: number; staffType: StaffType },
): Promise<number> {
  const [row] = await db
    .insert(staffingRequests)
    .values({
      ...request,
      companyName: "Bayshore Residential",
      contactName: "Dana Reyes",
      email: "dana@example.com",
      details: "Turns before the first of the month.",
      startDate: "2026-03-01",
      consent: true,
    })
    .returning({ id: staffingRequests.id });
  if (!row) throw new Error("no request");
  return row.id;
}

/**
 * Gives assignment `id` the creation time `at` (a {@link microsecondTimes} literal), an update
 * one microsecond later and, when it is an open offer, a deadline 24 h 0.000501 s later.
 */
export async function setAssignmentTimes(db: Database, id: number, at: string): Promise<void> {
  await db.execute(
    sql`update staff_assignments set created_at = ${at}::timestamptz,
          updated_at = ${at}::timestamptz + interval '1 microsecond',
          expires_at = case when status = 'offered'
            then ${at}::timestamptz + interval '24 hours 0.000501 seconds' end
        where id = ${id}`,
  );
}
