/**
 * The rows of a raw `db.execute(sql…)` result. Both drivers (node-postgres and PGlite) answer an
 * object with `rows`; Drizzle types it per driver, so code written for both reads it here.
 * Numbers PostgreSQL sends as `bigint` or `numeric` arrive as strings with node-postgres: convert
 * them where they are read.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
