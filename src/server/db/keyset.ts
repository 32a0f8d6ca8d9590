/**
 * Keyset pagination (docs/decisions/0013-paged-lists.md): a list is ordered by
 * `(created_at, id)`, newest or oldest first, and the next page starts after the last row of the
 * previous one, `WHERE (created_at, id) < (last.created_at, last.id)`, which an index on
 * `(…, created_at, id)` answers by seeking: page 200 costs what page 1 costs, unlike `OFFSET`,
 * and a row inserted between two reads neither repeats nor hides another.
 *
 * The cursor is opaque to clients: base64url of `<sort>.<created_at in microseconds since the
 * epoch>.<id>`. Microseconds, because PostgreSQL keeps them and a JavaScript Date does not: a
 * millisecond cursor would skip or repeat rows created within the same millisecond.
 */
import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import type { SortOrder } from "../../domain/api/list-query";

/** The columns a list is ordered by: its creation time (timestamptz) and its primary key. */
interface KeysetColumns {
  createdAt: AnyColumn;
  id: AnyColumn;
}

/** Where a page starts: after the row with this creation time and id, in this order. */
export interface Cursor {
  sort: SortOrder;
  /** `created_at` in whole microseconds since 1970-01-01 UTC, as decimal digits. */
  micros: string;
  id: number;
}

/** Thrown by {@link decodeCursor} for a cursor this server did not write (answered 400). */
export class InvalidCursorError extends Error {
  constructor() {
    super("This page link is not valid. Start again from the first page.");
  }
}

const CURSOR_TEXT = /^(n|o)\.(-?\d{1,18})\.(\d{1,10})$/;

/** The opaque text of `cursor`, for a `cursor=` query parameter. */
export function encodeCursor(cursor: Cursor): string {
  const text = `${cursor.sort === "newest" ? "n" : "o"}.${cursor.micros}.${cursor.id}`;
  return Buffer.from(text, "utf8").toString("base64url");
}

/**
 * The cursor of `text`, written by {@link encodeCursor} for a list in order `sort`.
 * @throws InvalidCursorError when it is not one, or was written for the other order
 */
export function decodeCursor(text: string, sort: SortOrder): Cursor {
  const match = CURSOR_TEXT.exec(Buffer.from(text, "base64url").toString("utf8"));
  if (!match) throw new InvalidCursorError();
  const [, order, micros = "", id = ""] = match;
  const decoded: Cursor = { sort: order === "n" ? "newest" : "oldest", micros, id: Number(id) };
  if (decoded.sort !== sort || decoded.id > 2_147_483_647) throw new InvalidCursorError();
  return decoded;
}

/**
 * A row's place in the order as text (microseconds since the epoch); select it as `cursorKey`
 * beside a page's fields so {@link pageOf} can write the next cursor.
 */
export function cursorKey(columns: KeysetColumns): SQL<string> {
  return sql<string>`(extract(epoch from ${columns.createdAt}) * 1000000)::bigint::text`;
}

/** ORDER BY of a list in order `sort`: creation time, then id, both the same direction. */
export function keysetOrder(columns: KeysetColumns, sort: SortOrder): SQL[] {
  const by = sort === "newest" ? desc : asc;
  return [by(columns.createdAt), by(columns.id)];
}

/**
 * The condition "after `cursor`" in its order (a row comparison, which PostgreSQL answers from
 * an index on `(created_at, id)` or one led by the list's equality filters); undefined for the
 * first page.
 */
export function keysetAfter(columns: KeysetColumns, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return rowAfter(columns, cursor.sort, sql`${cursor.micros}`, sql`${cursor.id}`);
}

/**
 * {@link keysetAfter} for a prepared statement: the cursor's parts are the placeholders
 * `cursorMicros` and `cursorId`, bound at execution with {@link cursorParams}.
 */
export function keysetAfterPlaceholders(columns: KeysetColumns, sort: SortOrder): SQL {
  return rowAfter(
    columns,
    sort,
    sql`${sql.placeholder("cursorMicros")}`,
    sql`${sql.placeholder("cursorId")}`,
  );
}

/** The values of {@link keysetAfterPlaceholders}' placeholders for `cursor`. */
export function cursorParams(cursor: Cursor): { cursorMicros: string; cursorId: number } {
  return { cursorMicros: cursor.micros, cursorId: cursor.id };
}

function rowAfter(columns: KeysetColumns, sort: SortOrder, micros: SQL, id: SQL): SQL {
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return sort === "newest"
    ? sql`(${columns.createdAt}, ${columns.id}) < (${at}, ${id}::integer)`
    : sql`(${columns.createdAt}, ${columns.id}) > (${at}, ${id}::integer)`;
}

/**
 * `n` written into the statement's text as `limit <n>`, for a query builder's `.limit()`, where
 * a number would be sent as a parameter (docs/decisions/0034-literal-limits.md). With `LIMIT $1`
 * the planner's generic plan assumes it keeps a tenth of the rows, so for a read over a whole
 * table (the admin console's lists) it is costed far above the custom plans and PostgreSQL plans
 * the statement anew on every execution: 1.2–23 ms of planning on PGlite, whose kept statements
 * are named (db/pglite-statements.ts). With the value in the text, each page size is a statement
 * of its own whose generic plan is right (planning about 0.03 ms). Not for `.prepare()`d reads:
 * their one name needs one text (they take `sql.placeholder`).
 * @param n the row count, a non-negative safe integer (a page's `limit` + 1 is at most 101, an
 *   export's batch at most 1,001)
 * @throws RangeError for anything else: the value is written into SQL, so nothing else may pass
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a row count: ${n}`);
  // Drizzle writes an SQL object given to limit() as it is (pg-core dialect: `typeof limit ===
  // "object"`); its types only name numbers and placeholders.
  return sql.raw(String(n)) as unknown as number;
}

/** One page of a list: its rows and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  next: Cursor | null;
}

/**
 * The page made of `rows`, read with `LIMIT limit + 1`: the extra row only says that a next
 * page exists; the next cursor is the last kept row's. `cursorKey` is removed from the rows.
 */
export function pageOf<T extends { id: number; cursorKey: string }>(
  rows: T[],
  limit: number,
  sort: SortOrder,
): Page<Omit<T, "cursorKey">> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  const items = kept.map(({ cursorKey: _key, ...row }) => row);
  return {
    items,
    next: rows.length > limit && last ? { sort, micros: last.cursorKey, id: last.id } : null,
  };
}
