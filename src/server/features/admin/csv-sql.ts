/**
 * CSV records written by the database (docs/decisions/0026-requests-export-in-sql.md): SQL
 * expressions that turn a row into its CSV line, byte for byte the line `toCsv` (./csv.ts) writes
 * for the same values, so a large export reads one string per row instead of one per field.
 * The rules are csv.ts's, and `csv-sql.test.ts` checks them against it on awkward values:
 * - a formula start (csv.ts `FORMULA_START`: = + - @ tab CR LF and the full-width = + - @) gets
 *   an apostrophe before it (OWASP "CSV Injection", ASVS 5.0 1.2.10; PostgreSQL text holds no
 *   NUL, the one start it cannot hold);
 * - a cell holding a comma, a double quote, a CR or a LF is quoted and its quotes doubled
 *   (RFC 4180 2.6, 2.7; csv-stringify's rule with `quote_record_delimiter`);
 * - NULL is an empty cell; timestamps are ISO 8601 in UTC to the millisecond, as
 *   `Date.prototype.toISOString`; dates are YYYY-MM-DD; a record ends with CRLF.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// The patterns go to PostgreSQL as parameters, with their control and full-width characters
// as themselves, so no escape of SQL or of the regular-expression syntax is involved.
const FORMULA_START = "^[=+@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20-]";
const NEEDS_QUOTES = '[",\r\n]';

type Value = SQL | SQL.Aliased | AnyColumn;

/**
 * The CSV cell of a text value (any SQL expression of type text).
 * @returns SQL text, never NULL
 */
export function csvTextCell(value: Value): SQL<string> {
  const text = sql`(case when ${value} ~ ${FORMULA_START} then '''' || ${value} else ${value} end)`;
  return sql<string>`coalesce(case when ${value} ~ ${NEEDS_QUOTES} then '"' || replace(${text}, '"', '""') || '"' else ${text} end, '')`;
}

/** The CSV cell of a `timestamp with time zone`: ISO 8601 in UTC with milliseconds, or empty. */
export function csvTimestampCell(value: Value): SQL<string> {
  return sql<string>`coalesce(to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;
}

/** The CSV cell of a `date`: YYYY-MM-DD, or empty. */
export function csvDateCell(value: Value): SQL<string> {
  return sql<string>`coalesce(to_char(${value}, 'YYYY-MM-DD'), '')`;
}

/** The CSV cell of an integer: its decimal digits, or empty. */
export function csvIntegerCell(value: Value): SQL<string> {
  return sql<string>`coalesce(${value}::text, '')`;
}

/**
 * One CSV record: the cells joined by commas, ended by CRLF.
 * @param cells cells made by the functions above (never NULL, so none is skipped)
 */
export function csvRecord(cells: SQL<string>[]): SQL<string> {
  return sql<string>`concat_ws(',', ${sql.join(cells, sql`, `)}) || chr(13) || chr(10)`;
}
