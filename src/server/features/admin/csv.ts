/**
 * CSV for spreadsheet users: a header row, UTF-8 with a byte-order mark, CRLF between records,
 * dates in ISO 8601, and the two defences of OWASP ASVS 5.0 1.2.10 (CSV and formula injection):
 * - RFC 4180 quoting (sections 2.6, 2.7) by `csv-stringify`: a field holding a comma, a double
 *   quote or any line break (CR or LF alone too, not only CRLF) is quoted, so text after a line
 *   break in a multi-line field (a request's details) cannot start a row, and a cell, of its own;
 * - a cell a spreadsheet would run as a formula is prefixed with an apostrophe, which makes the
 *   spreadsheet show it as text (OWASP "CSV Injection"): see {@link FORMULA_START}.
 */
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { type Options, stringify } from "csv-stringify/sync";

export type CsvColumn<T> = [header: string, value: (row: T) => unknown];

/**
 * First characters that make a spreadsheet read a cell as a formula: = + - @ (OWASP "CSV
 * Injection"), tab, carriage return and NUL (ASVS 5.0 1.2.10; some spreadsheets skip them before
 * reading the formula), line feed for the same reason, and the full-width = + - @ (U+FF1D,
 * U+FF0B, U+FF0D, U+FF20), which Apple Numbers normalises to the plain ones.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The text of one cell: "" for null/undefined, ISO 8601 for dates, a formula made harmless. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// Without quote_record_delimiter, csv-stringify given a record delimiter quotes only fields
// holding that exact delimiter (CRLF), and leaves a lone CR or LF bare.
const CSV_OPTIONS: Options = { record_delimiter: "windows", quote_record_delimiter: true };

const cells = <T>(row: T, columns: CsvColumn<T>[]) => columns.map(([, get]) => cell(get(row)));

/** The start of a CSV file: the BOM and the header line (CRLF-ended) of `headers`. */
export function csvHeader(headers: string[]): string {
  return stringify([headers], { ...CSV_OPTIONS, bom: true });
}

/**
 * Renders `rows` as CSV with the given columns.
 * @param rows the records, one line each
 * @param columns `[header, value of a row]` pairs, in order
 * @returns the file's text: BOM, header line, one line per row, each ended by CRLF
 */
export function toCsv<T>(rows: readonly T[], columns: CsvColumn<T>[]): string {
  return stringify([columns.map(([header]) => header), ...rows.map((row) => cells(row, columns))], {
    ...CSV_OPTIONS,
    bom: true,
  });
}

/**
 * Longest text (UTF-16 code units) the stream passes on as one chunk. V8 allocates a string over
 * 128 KB in its large-object space, which only a full collection frees: an export that joined
 * each batch of 1,000 records (about 300 KB) grew the server by 105–113 MiB over 1,000,000 rows.
 * Smaller chunks die young and a scavenge frees them.
 */
const CHUNK_CHARS = 32_768;

/**
 * A CSV file as a stream: `header`, then the records of each batch `batches` gives, as it is
 * read, so a whole table is exported with the memory of one batch (the stream is pulled: the next
 * batch is read when the client has taken the previous one). A batch is passed on in chunks of
 * about {@link CHUNK_CHARS} at most (a record longer than that is a chunk of its own). Between
 * batches it lets the event loop turn: PGlite answers a query without I/O, so without that pause
 * an export of a million rows ran as one chain of promises and no other request was served until
 * it ended (the overload guard then measured a 3–4 s event-loop delay and answered 503).
 * @param header the file's start: BOM and header line ({@link csvHeader})
 * @param batches records, each CSV-formatted and CRLF-ended, a batch at a time; or bytes of
 *   whole records (UTF-8), passed on as they are
 */
export function csvTextStream(header: string, batches: AsyncIterable<string[] | Buffer>): Readable {
  async function* text() {
    yield header;
    for await (const records of batches) {
      if (Buffer.isBuffer(records)) {
        yield records;
        await nextTurn();
        continue;
      }
      let start = 0;
      let chars = 0;
      for (let i = 0; i < records.length; i++) {
        chars += (records[i] as string).length;
        if (chars >= CHUNK_CHARS || i === records.length - 1) {
          yield records.slice(start, i + 1).join("");
          start = i + 1;
          chars = 0;
        }
      }
      await nextTurn();
    }
  }
  return Readable.from(text(), { objectMode: false });
}

/**
 * The same file as {@link toCsv}, as a stream ({@link csvTextStream}).
 * @param batches the records, a batch at a time
 */
export function csvStream<T>(batches: AsyncIterable<T[]>, columns: CsvColumn<T>[]): Readable {
  // Rows are written 50 at a time: one stringify call per row costs its options' checks per
  // row, one per batch a large string (see CHUNK_CHARS).
  async function* records() {
    for await (const batch of batches) {
      const texts: string[] = [];
      for (let i = 0; i < batch.length; i += 50) {
        texts.push(
          stringify(
            batch.slice(i, i + 50).map((row) => cells(row, columns)),
            CSV_OPTIONS,
          ),
        );
      }
      yield texts;
    }
  }
  return csvTextStream(csvHeader(columns.map(([header]) => header)), records());
}
