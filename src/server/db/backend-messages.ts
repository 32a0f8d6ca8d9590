/**
 * A reader of the backend messages that answer a prepared statement: RowDescription, DataRow and
 * CommandComplete, the three a result is built from (PostgreSQL's frontend/backend protocol,
 * "Message Formats"), with the answer's other routine messages (ParseComplete, BindComplete,
 * CloseComplete, ParameterDescription, NoData, EmptyQueryResponse, PortalSuspended,
 * ReadyForQuery) skipped. Anything else in an answer (an ErrorResponse, a NoticeResponse, a
 * NotificationResponse, a ParameterStatus) is left to PGlite's own parser: this reader then
 * answers undefined and the caller parses the same bytes with PGlite's.
 *
 * Why not PGlite's parser throughout: it copies every value's bytes into an ArrayBuffer of its
 * own before decoding them, and allocates an object per message, which cost as much of the
 * server's thread as PGlite's WebAssembly cost its own thread on a page of 50 rows
 * (docs/decisions/0041-backend-message-reader.md). Here each value is decoded from the answer's
 * bytes in place, by Node's UTF-8 decoder.
 */

/** A result column as RowDescription gives it: its name and its type's OID. */
export interface ColumnField {
  name: string;
  dataTypeID: number;
}

/** The parts of an answer that a result is built from, in the order received. */
export type ResultMessage =
  | { name: "rowDescription"; fields: ColumnField[] }
  | { name: "dataRow"; fields: (string | null)[] }
  | { name: "commandComplete"; text: string };

/** Message types this reader passes over: nothing in them goes into a result. */
const SKIPPED = new Set(
  [
    "1", // ParseComplete
    "2", // BindComplete
    "3", // CloseComplete
    "t", // ParameterDescription
    "n", // NoData
    "I", // EmptyQueryResponse
    "s", // PortalSuspended
    "Z", // ReadyForQuery
  ].map((code) => code.charCodeAt(0)),
);

const ROW_DESCRIPTION = "T".charCodeAt(0);
const DATA_ROW = "D".charCodeAt(0);
const COMMAND_COMPLETE = "C".charCodeAt(0);

/**
 * The result messages of `bytes`, a whole answer (every message complete, as PGlite's thread
 * returns it), values as text (the text format, which every statement here asks for: format
 * code 0), a NULL as null.
 * @returns undefined when the answer holds a message other than those named above (an error,
 *   a notice) or ends in a partial message: the caller then parses it with PGlite's parser
 */
export function resultMessagesOf(bytes: Uint8Array): ResultMessage[] | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = buffer.length;
  const messages: ResultMessage[] = [];
  let at = 0;
  while (at < end) {
    if (at + 5 > end) return undefined;
    const code = buffer[at] as number;
    // The length counts itself (4 bytes) and the body, not the type byte.
    const next = at + 1 + buffer.readInt32BE(at + 1);
    if (next > end || next < at + 5) return undefined;
    let p = at + 5;
    if (code === DATA_ROW) {
      const count = buffer.readInt16BE(p);
      p += 2;
      const fields: (string | null)[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = buffer.readInt32BE(p);
        p += 4;
        if (p + length > next) return undefined;
        if (length < 0) {
          fields[i] = null;
        } else {
          fields[i] = buffer.toString("utf8", p, p + length);
          p += length;
        }
      }
      messages.push({ name: "dataRow", fields });
    } else if (code === ROW_DESCRIPTION) {
      const count = buffer.readInt16BE(p);
      p += 2;
      const fields: ColumnField[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const nul = buffer.indexOf(0, p);
        if (nul < 0 || nul + 1 + 18 > next) return undefined;
        const name = buffer.toString("utf8", p, nul);
        // Then the table's OID (4), the column's number (2), the type's OID (4), its size (2),
        // its modifier (4) and the format code (2).
        const dataTypeID = buffer.readInt32BE(nul + 1 + 6);
        fields[i] = { name, dataTypeID };
        p = nul + 1 + 18;
      }
      messages.push({ name: "rowDescription", fields });
    } else if (code === COMMAND_COMPLETE) {
      // The command tag, NUL-terminated.
      messages.push({ name: "commandComplete", text: buffer.toString("utf8", p, next - 1) });
    } else if (!SKIPPED.has(code)) {
      return undefined;
    }
    at = next;
  }
  return messages;
}
