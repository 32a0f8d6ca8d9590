/**
 * JSON written by the database: a list's page as the JSON text of the route's response schema,
 * sent as it is, with no rows to decode, validate and stringify in Node
 * (docs/decisions/0007-server-performance.md). These build the SQL; each list's tests check that
 * its text equals what the schema makes of the same rows, on both databases.
 */
import { type AnyColumn, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import type { SortOrder } from "../../domain/api/list-query";
import type { Database } from "./client";
import { type Cursor, pageOf } from "./keyset";

/** One page of a list as the JSON array text of its rows, and the next page's cursor. */
export interface JsonPage {
  json: string;
  next: Cursor | null;
}

/** A timestamptz as JavaScript's `Date#toJSON` writes it: UTC, whole milliseconds, `Z`. */
export const isoTimestamp = (column: AnyColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The columns of `table`'s row in scope that a response schema names, in the schema's order
 * (the order `JSON.stringify` writes them in), timestamps as {@link isoTimestamp}: the fields of
 * a {@link rowJson} that equals what the schema makes of the row.
 * @throws Error when the schema names a field that is not one of the table's columns
 */
export function schemaColumns(table: Table, schema: { shape: object }): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  return Object.fromEntries(
    Object.keys(schema.shape).map((name) => {
      const column = columns[name];
      if (!column) throw new Error(`${name} is not a column of the table`);
      return [name, column.columnType === "PgTimestamp" ? isoTimestamp(column) : sql`${column}`];
    }),
  );
}

/**
 * `fields` in the order of `schema`'s keys (the order `JSON.stringify` writes a parsed row's keys
 * in), leaving out the keys in `hidden`: the fields of a {@link rowJson} that equals what the
 * schema makes of the row.
 * @throws Error when the schema names a key that is neither in `fields` nor hidden, so a field
 * added to a response schema without its SQL fails at start-up
 */
export function inSchemaOrder(
  schema: { shape: object },
  fields: Record<string, SQL>,
  hidden: readonly string[] = [],
): Record<string, SQL> {
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((name) => !hidden.includes(name))
      .map((name) => {
        const field = fields[name];
        if (!field) throw new Error(`no SQL for the response field ${name}`);
        return [name, field];
      }),
  );
}

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

/** A row of a page written by the database: its id, JSON text, keyset position and the total. */
export interface JsonPageRow {
  id: number;
  json: string;
  cursorKey: string;
  total: number;
}

/**
 * The page made of `rows` (read with `LIMIT limit + 1`, {@link pageOf}) as one JSON array text,
 * with the list's total, which each row carries (a scalar subquery of the page's statement,
 * docs/decisions/0031-list-total-in-page-statement.md). A page with no row has no total to read:
 * a first page then has none to count (0); a later one (its cursor past the last row, after
 * deletes) asks `countAlone`.
 */
export async function jsonPageWithTotal(
  rows: JsonPageRow[],
  query: { limit: number; sort: SortOrder },
  cursor: Cursor | undefined,
  countAlone: () => Promise<number>,
): Promise<JsonPage & { total: number }> {
  const page = pageOf(rows, query.limit, query.sort);
  const total = rows[0]?.total ?? (cursor ? await countAlone() : 0);
  return { json: `[${page.items.map((row) => row.json).join(",")}]`, next: page.next, total };
}

/**
 * A page's total (the scalar subquery of its statement, docs/decisions/0031) read alone, with
 * the page's placeholder values `params`: what {@link jsonPageWithTotal} asks for a later page
 * that came out empty.
 */
export async function totalAlone(
  db: Pick<Database, "select">,
  total: SQL<number>,
  params: Record<string, unknown>,
): Promise<number> {
  const [row] = await db.select({ n: total }).from(sql`(values (1)) as one`).execute(params);
  return row?.n ?? 0;
}

/**
 * A statement per shape of a list's page (order, first page or later, which filters): `prepare`
 * builds it with Drizzle and prepares it the first time `shapeOf` names its shape, and later calls
 * of that shape get it back. Building a query cost more CPU than PostgreSQL's answer to it
 * (docs/decisions/0007-server-performance.md); the shape's name is also the statement's.
 */
export function preparedPerShape<A extends unknown[], S>(
  shapeOf: (...args: A) => string,
  prepare: (shape: string, ...args: A) => S,
): (...args: A) => S {
  const statements = new Map<string, S>();
  return (...args) => {
    const shape = shapeOf(...args);
    let statement = statements.get(shape);
    if (!statement) {
      statement = prepare(shape, ...args);
      statements.set(shape, statement);
    }
    return statement;
  };
}
