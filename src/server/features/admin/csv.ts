/**
 * CSV for spreadsheet users (issue 6): a header row, UTF-8 with a byte-order mark, dates in ISO
 * 8601, RFC 4180 quoting by `csv-stringify`, and cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) prefixed with an apostrophe (OWASP "CSV
 * Injection").
 */
import { stringify } from "csv-stringify/sync";

export type CsvColumn<T> = [header: string, value: (row: T) => unknown];

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Renders `rows` as CSV with the given columns. */
export function toCsv<T>(rows: readonly T[], columns: CsvColumn<T>[]): string {
  return stringify(
    [
      columns.map(([header]) => header),
      ...rows.map((row) => columns.map(([, get]) => cell(get(row)))),
    ],
    { bom: true, record_delimiter: "windows" },
  );
}
