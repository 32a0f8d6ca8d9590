/**
 * A long read from PostgreSQL as bytes, not rows: `COPY (statement) TO STDOUT (FORMAT binary)`
 * (PostgreSQL 15 manual, "COPY", "Binary Format") through `pg-copy-streams`, on a connection of
 * its own, for reads too long to hold one of the pool's connections, such as a CSV export of
 * every request (docs/decisions/0026-requests-export-in-sql.md). The column's bytes arrive as
 * the socket delivers them and are never turned into JavaScript strings: reading 1,000,000 rows
 * as rows (a cursor) made a string per row, and V8 promoted about half of them to the old
 * generation, which grew the server by about 100 MiB.
 */
import type { Readable } from "node:stream";
import type { Query } from "drizzle-orm";

/**
 * `value` as an SQL literal (untyped, so PostgreSQL infers its type from where it stands, as it
 * does for a parameter), quoted by `escapeLiteral` (pg's, which doubles quotes and backslashes).
 * @throws TypeError for a value a parameter of ours never holds (objects, non-finite numbers)
 */
function literal(value: unknown, escapeLiteral: (text: string) => string): string {
  if (value === null || value === undefined) return "null";
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (typeof value === "string") return escapeLiteral(value);
  if (typeof value === "boolean" || typeof value === "bigint") return escapeLiteral(String(value));
  if (Number.isFinite(value)) return escapeLiteral(String(value));
  throw new TypeError(`Cannot write ${typeof value} ${String(value)} as an SQL literal`);
}

/**
 * `statement`'s SQL with each `$n` replaced by its parameter as a literal: COPY takes no
 * parameters. Quoted literals and identifiers in the SQL are skipped, so a `$1` inside one is
 * left as it is.
 * @throws RangeError when a placeholder has no parameter
 */
export function inlineParameters(
  statement: Query,
  escapeLiteral: (text: string) => string,
): string {
  return statement.sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n?: string) => {
    if (n === undefined) return match;
    const index = Number(n) - 1;
    if (index >= statement.params.length) throw new RangeError(`No parameter for $${n}`);
    return literal(statement.params[index], escapeLiteral);
  });
}

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
/** Signature, flags (int32) and the header extension's length (int32). */
const HEADER = SIGNATURE.length + 8;

/**
 * Reads COPY's binary format for rows of one non-null column: a header, then per row a field
 * count (int16, 1), the field's length (int32) and its bytes, and a trailer (field count -1).
 * `push` takes the stream's chunks as they come (split anywhere) and gives the bytes of the rows
 * completed so far, concatenated, in the chunk's own memory: a chunk given to `push` belongs to
 * the parser, which overwrites it.
 */
export class BinaryCopyColumn {
  #pending: Buffer | undefined;
  #headerRead = false;
  #ended = false;

  /**
   * @returns the column's bytes of the rows this chunk completes (empty when none)
   * @throws Error when the data is not COPY's binary format of one non-null column
   */
  push(chunk: Buffer): Buffer {
    const data = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    this.#pending = undefined;
    let offset = 0;
    if (!this.#headerRead) {
      if (data.length < HEADER) {
        this.#pending = data;
        return Buffer.alloc(0);
      }
      if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
        throw new Error("COPY did not answer in its binary format");
      }
      const extension = data.readInt32BE(HEADER - 4);
      if (data.length < HEADER + extension) {
        this.#pending = data;
        return Buffer.alloc(0);
      }
      offset = HEADER + extension;
      this.#headerRead = true;
    }
    // The rows' bytes are moved to the start of `data`, over what was read before them (their
    // headers), and handed on as a view of it: no buffer is allocated per chunk, so the
    // socket's buffers are the only ones a large export leaves for the garbage collector.
    let written = 0;
    while (!this.#ended && data.length - offset >= 2) {
      const count = data.readInt16BE(offset);
      if (count === -1) {
        this.#ended = true;
        offset += 2;
        break;
      }
      if (count !== 1) throw new Error(`COPY sent a row of ${count} columns, expected 1`);
      if (data.length - offset < 6) break;
      const length = data.readInt32BE(offset + 2);
      if (length < 0) throw new Error("COPY sent a NULL, expected text");
      if (data.length - offset < 6 + length) break;
      data.copyWithin(written, offset + 6, offset + 6 + length);
      written += length;
      offset += 6 + length;
    }
    if (offset < data.length) {
      if (this.#ended) throw new Error("COPY sent data after its trailer");
      // A copy, so the rows already handed on do not share memory with the part still to come.
      this.#pending = Buffer.from(data.subarray(offset));
    }
    return data.subarray(0, written);
  }

  /** @throws Error when the stream stopped before the trailer */
  end(): void {
    if (!this.#ended) throw new Error("COPY's data ended before its trailer");
  }
}

/**
 * The bytes of the one text column of every row of `statement`, concatenated, a chunk at a time
 * as they arrive, read by COPY on a new connection named `applicationName` in pg_stat_activity.
 * The connection closes when the rows end, when the reader stops early (the generator's
 * `return`, e.g. a destroyed stream; PostgreSQL then ends the COPY) and on failure.
 * @param statement one column, never NULL; its parameters are written into the SQL as literals
 * @param settings planner settings for the connection, set before the COPY (constants of ours,
 *   e.g. `enable_seqscan = off`)
 * @throws the driver's error when PostgreSQL cannot be reached or the statement fails
 */
export async function* copyTextColumn(
  url: string,
  applicationName: string,
  statement: Query,
  settings: readonly string[] = [],
): AsyncGenerator<Buffer> {
  const [{ default: pg }, { to: copyTo }] = await Promise.all([
    import("pg"),
    import("pg-copy-streams"),
  ]);
  const client = new pg.Client({ connectionString: url, application_name: applicationName });
  // A connection dropped while the reader waits is reported here; the stream then fails.
  client.on("error", () => {});
  try {
    await client.connect();
    for (const setting of settings) await client.query(`set ${setting}`);
    const sql = inlineParameters(statement, (text) => client.escapeLiteral(text));
    const rows: Readable = client.query(copyTo(`copy (${sql}) to stdout (format binary)`));
    const column = new BinaryCopyColumn();
    for await (const chunk of rows) {
      const bytes = column.push(chunk as Buffer);
      if (bytes.length > 0) yield bytes;
    }
    column.end();
  } finally {
    await client.end().catch(() => {});
  }
}
