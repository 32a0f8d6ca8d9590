/**
 * Named prepared statements for PGlite (what `pg` does for a query with a `name`).
 *
 * PGlite's `query()` parses, plans and describes every statement anew, in six protocol round
 * trips into the WebAssembly PostgreSQL; for a short indexed lookup that is most of its cost
 * (about 0.55 ms a session lookup on our machines, 0.2 ms with a prepared plan). This wrapper
 * keeps a named prepared statement per SQL text the first time it runs, with its parameter types
 * and row description, and afterwards sends only Bind, Execute and Sync in one message. Drizzle
 * issues the same text for the same query (above all for `.prepare()`d queries), so the hot reads
 * plan once per process. Results are built as PGlite's own `parseResults` builds them, with its
 * type parsers (and the caller's), so rows are exactly what `query()` returns; the answer's
 * messages are read by ./backend-messages.ts (decision 0041).
 *
 * Only DML is prepared (SELECT, INSERT, UPDATE, DELETE, WITH), and not a pattern match (see
 * {@link PATTERN_MATCH}); DDL, queries with explicit parameter types and COPY blobs go to PGlite
 * unchanged. At most `max` statements are kept; the
 * least recently used one is closed when a new one needs room. A query outside a transaction
 * waits for this wrapper's lock, which every asynchronous way in to PGlite takes here (a
 * transaction holds it throughout); one inside a transaction takes PGlite's query lock, as
 * PGlite's own queries there do.
 */
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { type ColumnField, type ResultMessage, resultMessagesOf } from "./backend-messages";

/**
 * PGlite's protocol serialiser and result parser (its `protocol` and `parse` exports), passed in
 * by the caller, which loads PGlite only when the embedded database is used (db/client.ts).
 */
interface PGliteProtocol {
  protocol: typeof import("@electric-sql/pglite").protocol;
  parse: typeof import("@electric-sql/pglite").parse;
}

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A pattern match (LIKE, ILIKE: the lists' search and the admin's city filter). Its best plan
 * depends on the pattern and on whose rows it searches (the trigram index for one client's
 * text, a walk of one account's rows for a common word), so such a statement is planned with
 * its values on every run, by PGlite's own `query()`, as PostgreSQL does for the pg driver's
 * unnamed statements. Kept as a named statement, PostgreSQL switches it to a generic plan after
 * five runs, fitted to the first callers' values: after a 50-request manager's searches, the
 * same search count cost a 10,000-request client 35–67 ms instead of 6–17 (measured 2026-11-27
 * on the growth benchmark's database).
 */
const PATTERN_MATCH = /\bi?like\b/i;

/**
 * Whether PGlite keeps `text` as a named prepared statement (DML without a pattern match; see
 * {@link withPreparedStatements}), so that from its sixth run it may execute PostgreSQL's
 * generic plan, made without its parameters' values. The growth benchmark EXPLAINs that plan too.
 */
export const keptPrepared = (text: string): boolean =>
  PREPARABLE.test(text) && !PATTERN_MATCH.test(text);

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];
/** A message of an answer: read by ./backend-messages.ts, or by PGlite's parser. */
type AnswerMessage = ResultMessage | BackendMessage;

interface Statement {
  name: string;
  paramTypes: number[];
  /** The columns of its result, from its RowDescription ([] for NoData). */
  fields: ColumnField[];
}

/** The internals of PGlite used here (public but undocumented in its types). */
interface PGliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
}

/** `parts` one after the other in one new buffer. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** What {@link withPreparedStatements} takes besides PGlite's exports. */
export interface PreparedStatementsOptions {
  /** How many statements to keep prepared at most (default 200). */
  max?: number;
  /**
   * Whether a top-level statement ends with PGlite's `syncToFs()` (default true), as its own
   * `query()` does. The server's filesystems, NodeFS (a data directory) and the in-memory one,
   * write through: their `syncToFs` does nothing (PGlite's `fs/base`), yet PGlite's takes a lock
   * to do it. IndexedDB and OPFS, browser filesystems, need it.
   */
  syncToFs?: boolean;
}

/**
 * The members of PGlite that reach the database asynchronously, besides `query` and
 * `transaction` (wrapped on their own), each run under this wrapper's lock, so that a top-level
 * prepared statement never runs while one of them is between two of its protocol exchanges or
 * inside a transaction. `dumpDataDir` takes it too, except while a
 * transaction holds it: PGlite dumps without waiting for transactions, and the backup dumps
 * inside a read-only one, so that the rows it counts are the rows it copies (backup/create.ts).
 * Every other member is synchronous or a property, and PGlite's own.
 */
const LOCKED_MEMBERS = new Set<string | symbol>([
  "exec",
  "sql",
  "describeQuery",
  "execProtocol",
  "execProtocolStream",
  "execProtocolRaw",
  "execProtocolRawStream",
  "clone",
  "listen",
  "unlisten",
  "close",
]);

const utf8 = new TextEncoder();

/**
 * Bind (the unnamed portal, to `statement`, every value and result in text format), Execute
 * (every row) and Sync, as one message (PostgreSQL's frontend/backend protocol, "Extended Query";
 * message formats in its "Message Formats" section). Zero format codes mean text throughout.
 * @param statement the prepared statement's name (ASCII)
 * @param values each parameter in PostgreSQL's text form, or null
 */
export function bindExecuteSync(statement: string, values: readonly (string | null)[]): Uint8Array {
  const name = utf8.encode(statement);
  const encoded = values.map((value) => (value === null ? null : utf8.encode(value)));
  let valueBytes = 0;
  for (const value of encoded) valueBytes += 4 + (value?.length ?? 0);
  // Length (4), portal "" (1), statement name and its NUL, 0 parameter formats (2), the count
  // of values (2), the values, 0 result formats (2).
  const bindLength = 4 + 1 + name.length + 1 + 2 + 2 + valueBytes + 2;
  const out = new Uint8Array(1 + bindLength + 10 + 5);
  const view = new DataView(out.buffer);
  let at = 0;
  out[at++] = 0x42; // 'B'
  view.setInt32(at, bindLength);
  at += 4;
  out[at++] = 0; // the unnamed portal
  out.set(name, at);
  at += name.length;
  out[at++] = 0;
  view.setInt16(at, 0);
  view.setInt16(at + 2, encoded.length);
  at += 4;
  for (const value of encoded) {
    view.setInt32(at, value === null ? -1 : value.length);
    at += 4;
    if (value) {
      out.set(value, at);
      at += value.length;
    }
  }
  view.setInt16(at, 0);
  at += 2;
  out[at++] = 0x45; // 'E': the unnamed portal, no row limit
  view.setInt32(at, 9);
  at += 4 + 1 + 4;
  out[at++] = 0x53; // 'S'
  view.setInt32(at, 4);
  return out;
}

type Parsers = PGliteInternals["parsers"];

/**
 * The result of one statement from its backend messages, as PGlite's `parseResults` builds it:
 * `fields` from its RowDescription, a row per DataRow (an object by column name, or an array
 * with `rowMode: "array"`), each value through the type parser of its column (null stays null),
 * and `command`, `affectedRows` (INSERT, UPDATE, DELETE, COPY, MERGE) and `rowCount` from its
 * CommandComplete. Written here rather than called: PGlite's builds the result by spreading an
 * object, V8 gives each such object a hidden class of its own in the old generation, and with
 * it the result's rows were promoted (decision 0039).
 */
function resultOf<T>(
  statement: Statement,
  messages: AnswerMessage[],
  parsers: Parsers,
  options: QueryOptions | undefined,
): Results<T> {
  const columns = statement.fields;
  // Each column's name and parser, looked up once per result rather than once per value: the
  // caller's parser for its type (Drizzle passes its own for dates and timestamps), else
  // PGlite's. Merging the two maps instead (PGlite's has an entry for every type and array
  // type) cost 0.13 ms a statement, more than a page of 50 rows (decision 0041).
  const names = columns.map((column) => column.name);
  const types = columns.map((column) => column.dataTypeID);
  const own = options?.parsers;
  const columnParsers = types.map((type) => own?.[type] ?? parsers[type]);
  const asArrays = options?.rowMode === "array";
  const rows: unknown[] = [];
  let command = "";
  let affectedRows = 0;
  let rowCount = Number.NaN;
  for (const message of messages) {
    if (message.name === "dataRow") {
      const values = (message as { fields: (string | null)[] }).fields;
      const row: unknown[] | Record<string, unknown> = asArrays ? new Array(values.length) : {};
      for (let i = 0; i < values.length; i++) {
        const value = values[i] as string | null;
        const parser = columnParsers[i];
        const parsed = value === null ? null : parser ? parser(value, types[i]) : value;
        if (asArrays) (row as unknown[])[i] = parsed;
        else (row as Record<string, unknown>)[names[i] as string] = parsed;
      }
      rows.push(row);
    } else if (message.name === "commandComplete") {
      const words = (message as { text: string }).text.split(" ");
      command = words[0] ?? "";
      rowCount = Number.parseInt(words[words.length - 1] ?? "", 10);
      if (AFFECTING.has(command)) affectedRows += rowCount;
    }
  }
  const fields = columns.map((column) => ({ name: column.name, dataTypeID: column.dataTypeID }));
  const result = { rows, fields, command, affectedRows } as Results<T> & { command: string };
  if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
  return result;
}

/**
 * `params` in PostgreSQL's text form when each is a string, a number, a bigint or null (what
 * PGlite's serialisers make of such a value, `String(value)`, whatever the parameter's type:
 * text, numbers, dates and JSON take a string as it is, booleans `true`/`false` as PostgreSQL
 * reads them), else undefined: a Date, an array, an object or bytes is serialised by its type.
 */
export function untypedValues(
  params: readonly unknown[] | undefined,
): (string | null)[] | undefined {
  const values: (string | null)[] = [];
  for (const value of params ?? []) {
    if (value === null || value === undefined) values.push(null);
    else if (typeof value === "string" || typeof value === "number" || typeof value === "bigint")
      values.push(String(value));
    else return undefined;
  }
  return values;
}

/** The commands whose count PGlite adds to `affectedRows`. */
const AFFECTING = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/**
 * `db` with a prepared-statement cache on `query` (top level and inside `transaction`); its
 * other asynchronous members ({@link LOCKED_MEMBERS}) run behind the same lock; every other
 * member is PGlite's own.
 *
 * A top-level prepared statement does not take PGlite's locks: it runs under this wrapper's
 * lock, which every other way in to the database also takes, and it reads its answer in one
 * synchronous exchange (`execProtocolRawStream`), parsed here. PGlite's locks are transpiled
 * generators, its serialiser allocates an accessor object per string, and its result builder a
 * hidden class per result: together they sent about 1.6–1.7 KB of every statement's garbage to
 * V8's old generation, where only a full collection frees it
 * (docs/decisions/0039-pglite-query-path.md).
 * Inside a transaction a statement still takes PGlite's query lock, as its own queries there do.
 * @param lib PGlite's `protocol` and `parse` exports
 */
export function withPreparedStatements(
  db: PGlite,
  lib: PGliteProtocol,
  { max = 200, syncToFs = true }: PreparedStatementsOptions = {},
): PGlite {
  const { parse } = lib;
  const { serialize, Parser } = lib.protocol;
  const internals = db as unknown as PGliteInternals;
  const statements = new Map<string, Statement>();
  let counter = 0;
  let parser = new Parser();
  const exec = async (message: Uint8Array) =>
    (await db.execProtocol(message, { syncToFs: false })).messages;

  /** Prepares `text` (the caller holds the query lock). */
  async function prepare(text: string): Promise<Statement> {
    if (statements.size >= max) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await exec(concat([serialize.close({ type: "S", name: oldest.name }), serialize.sync()]));
    }
    const name = `pglite_stmt_${++counter}`;
    const messages = await exec(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
    );
    const rowDescription = messages.find((m) => m.name === "rowDescription") as
      | { fields: ColumnField[] }
      | undefined;
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    statements.set(text, statement);
    return statement;
  }

  /**
   * Sends `message` and reads the result messages of its answer, synchronously inside PGlite
   * (its raw stream, without its locks), with our reader of result messages
   * (./backend-messages.ts, decision 0041). PGlite's thread answers in one buffer; PGlite in this
   * thread writes its answer in chunks of 8 KB that split messages, and from the first chunk
   * that does not end on a message's end the rest is copied and read at once. An answer that
   * our reader leaves alone (an error, a notice) is read by PGlite's parser.
   * @throws the first DatabaseError of the answer, as PGlite's `execProtocol` does
   */
  async function exchange(message: Uint8Array): Promise<AnswerMessage[]> {
    if (db.closed) throw new Error("PGlite is closed");
    let messages: AnswerMessage[] = [];
    const rest: Uint8Array[] = [];
    await db.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (chunk) => {
        const read = rest.length === 0 ? resultMessagesOf(chunk) : undefined;
        // A chunk of PGlite in this thread is a view of its memory, reused after this call.
        if (!read) rest.push(chunk.slice());
        else messages = messages.length === 0 ? read : messages.concat(read);
      },
    });
    if (rest.length === 0) return messages;
    const bytes = rest.length === 1 ? (rest[0] as Uint8Array) : concat(rest);
    const read = resultMessagesOf(bytes);
    if (read) return messages.concat(read);
    let error: BackendMessage | undefined;
    parser.parse(bytes, (received) => {
      if (received.name === "error") error ??= received;
      else if (!error) messages.push(received);
    });
    if (error) {
      // As PGlite does after an error: a fresh parser, nothing left over from this answer.
      parser = new Parser();
      throw error;
    }
    return messages;
  }

  /**
   * Runs `text` once as the unnamed statement, planned with its values, in one exchange: Parse,
   * Describe, Bind, Execute and Sync in one message. PGlite's own `query()` takes six exchanges
   * for it (with PGlite in its own thread, six crossings, decision 0040), since it serialises
   * each value by the parameter type that the Describe answers. Here every value is a string, a
   * number or a bigint, which PGlite's serialisers write as `String(value)` whatever the type,
   * so the types are not needed (see {@link untypedValues}). The message is run whole, in the
   * order sent, so nothing can fall between its Parse and its Bind.
   */
  async function runUnnamed<T>(
    text: string,
    values: (string | null)[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const messages = await exchange(
      concat([
        serialize.parse({ text }),
        serialize.describe({ type: "S" }),
        bindExecuteSync("", values),
      ]),
    );
    const rowDescription = messages.find((m) => m.name === "rowDescription") as
      | { fields: ColumnField[] }
      | undefined;
    const fields = (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({
      name,
      dataTypeID,
    }));
    return resultOf<T>({ name: "", paramTypes: [], fields }, messages, internals.parsers, options);
  }

  /** Runs `text` through its prepared statement (the caller holds the lock). */
  async function run<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the Map's first entry is the one to close.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const types = statement.paramTypes;
    const values = (params ?? []).map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] as number;
      const serializer = options?.serializers?.[type] ?? internals.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exchange(bindExecuteSync(statement.name, values));
    return resultOf<T>(statement, messages, internals.parsers, options);
  }

  // First come, first served; native promises only (see above).
  let last: Promise<unknown> = Promise.resolve();
  /** Transactions holding the lock (0 or 1: they hold it throughout). */
  let transactionsOpen = 0;
  /** Calls holding or waiting for the lock. */
  let locked = 0;
  const release = () => {
    locked--;
  };
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    locked++;
    const result = last.then(work);
    last = result.then(release, release);
    return result;
  }

  const preparable = (text: string, options: QueryOptions | undefined) =>
    keptPrepared(text) && !options?.paramTypes && !options?.blob;

  function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!preparable(text, options)) {
      // A pattern match (DML, planned with its values each time): one exchange when its values
      // need no types, sent at once when nothing holds or waits for the lock, as below.
      const values =
        PREPARABLE.test(text) && !options?.paramTypes && !options?.blob && !options?.serializers
          ? untypedValues(params)
          : undefined;
      if (!values) return exclusive(() => db.query<T>(text, params, options));
      if (locked === 0 && !syncToFs) return runUnnamed<T>(text, values, options);
      return exclusive(async () => {
        const result = await runUnnamed<T>(text, values, options);
        if (syncToFs) await db.syncToFs();
        return result;
      });
    }
    // A statement already prepared, while nothing holds or waits for the lock, is sent at once
    // without taking it: its Bind, Execute and Sync are one self-contained exchange, and PGlite
    // runs exchanges in the order they are sent, so it cannot fall inside another caller's
    // transaction or multi-message exchange (those hold the lock, and a later statement waits).
    // With PGlite in its own thread (decision 0040) several such statements are then in flight
    // at once, and the thread runs the next while this one reads the last one's answer; in this
    // thread an exchange runs synchronously, so nothing changes.
    if (locked === 0 && !syncToFs && statements.has(text)) return run<T>(text, params, options);
    return exclusive(async () => {
      const result = await run<T>(text, params, options);
      if (syncToFs) await db.syncToFs();
      return result;
    });
  }

  function wrapTransaction(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== "query") return Reflect.get(target, property, receiver);
        return <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (target.closed) throw new Error("Transaction is closed");
          if (!preparable(text, options)) return target.query<T>(text, params, options);
          return db.runExclusive(() => run<T>(text, params, options));
        };
      },
    });
  }

  return new Proxy(db, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          exclusive(async () => {
            transactionsOpen++;
            try {
              return await target.transaction((tx) => callback(wrapTransaction(tx)));
            } finally {
              transactionsOpen--;
            }
          });
      }
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "dumpDataDir") {
        return (...args: unknown[]) =>
          transactionsOpen > 0
            ? value.apply(target, args)
            : exclusive(() => value.apply(target, args));
      }
      // PGlite keeps its state in private fields: call its methods on the instance itself.
      if (!LOCKED_MEMBERS.has(property)) return value.bind(target);
      return (...args: unknown[]) => exclusive(() => value.apply(target, args));
    },
  });
}
