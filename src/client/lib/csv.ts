/**
 * CSV files made in the browser from data already on screen (the reports' tables), in the same
 * form as the server's exports (src/server/features/admin/csv.ts): a header row, UTF-8 with a
 * byte-order mark (so Excel reads accents and "–" right), CRLF after every record, and the two
 * defences of OWASP ASVS 5.0 1.2.10 (CSV and formula injection):
 * - RFC 4180 quoting (sections 2.5–2.7): a field holding a comma, a double quote, a CR or an LF
 *   is put in double quotes, its double quotes doubled;
 * - a text cell a spreadsheet would run as a formula gets an apostrophe in front, which makes
 *   the spreadsheet show it as text (OWASP "CSV Injection"): see {@link FORMULA_START}.
 * Portal only (public pages never import it).
 */

/** A column: its header and how to read a row's value (null and undefined are empty cells). */
export type CsvColumn<T> = readonly [header: string, value: (row: T) => unknown];

/**
 * First characters that make a spreadsheet read a cell as a formula: = + - @ (OWASP "CSV
 * Injection"), tab, carriage return, line feed and NUL (some spreadsheets skip them before
 * reading the formula), and the full-width = + - @, which Apple Numbers normalises.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Characters that make RFC 4180 quote a field. */
const NEEDS_QUOTES = /[",\r\n]/;

/** The UTF-8 byte-order mark, as the first character of the text. */
export const BOM = "\uFEFF";

/**
 * The text of one cell: "" for null and undefined; a finite number as JavaScript writes it
 * (`671.25`, `-3`: a number cannot be a formula, so a negative one keeps its sign); any other
 * value as text, prefixed with an apostrophe when it starts like a formula, then quoted when it
 * needs it.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Renders `rows` as a CSV file.
 * @param rows the records, one line each.
 * @param columns `[header, value of a row]` pairs, in order.
 * @returns the file's text: BOM, the header line, one line per row, each ended by CRLF.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    columns.map(([header]) => csvCell(header)),
    ...rows.map((row) => columns.map(([, value]) => csvCell(value(row)))),
  ];
  return `${BOM}${lines.map((cells) => `${cells.join(",")}\r\n`).join("")}`;
}

/**
 * Saves `text` as a file named `fileName` through the browser's download (a Blob of type
 * `text/csv;charset=utf-8` behind a temporary link), without a round trip to the server.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's task, once the download has taken the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
