/**
 * JSON written by the database: a list's page as the JSON text of the route's response schema,
 * sent as it is, with no rows to decode, validate and stringify in Node
 * (docs/decisions/0007-server-performance.md). These build the SQL; each list's tests check that
 * its text equals what the schema makes of the same rows, on both databases.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { Cursor } from "./keyset";

/** One page of a list as the JSON array text of its rows, and the next page's cursor. */
export interface JsonPage {
  json: string;
  next: Cursor | null;
}

/** A timestamptz as JavaScript's `Date#toJSON` writes it: UTC, whole milliseconds, `Z`. */
export const isoTimestamp = (column: AnyColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `SELECT <value> AS "<name>", …` of `fields`, in their order. */
const selectList = (fields: Record<string, SQL>) =>
  sql.join(
    Object.entries(fields).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );

/**
 * `row_to_json` of one row whose columns are `fields`, in their order, as a `json` value:
 * compact JSON, as `JSON.stringify` writes it.
 */
export const rowJson = (fields: Record<string, SQL>): SQL =>
  sql`row_to_json((select r from (select ${selectList(fields)}) r))`;

/**
 * The JSON array of `item` (a `json` value) over the rows of `from` (its FROM and WHERE) in
 * `order`, as a `json` value: `[a,b]` with nothing between the items, as `JSON.stringify` writes
 * it (`json_agg` puts ", " and a line break between them), and `[]` when there are none.
 */
export const jsonArray = (item: SQL, from: SQL, order: SQL): SQL =>
  sql`(select coalesce('[' || string_agg((${item})::text, ',' order by ${order}) || ']', '[]')::json ${from})`;
