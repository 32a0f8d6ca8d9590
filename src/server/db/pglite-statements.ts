/**
 * Named prepared statements for PGlite (what `pg` does for a query with a `name`).
 *
 * PGlite's `query()` parses, plans and describes every statement anew, in six protocol round
 * trips into the WebAssembly PostgreSQL; for a short indexed lookup that is most of its cost
 * (about 0.55 ms a session lookup on our machines, 0.2 ms with a prepared plan). This wrapper
 * keeps a named prepared statement per SQL text the first time it runs, with its parameter types
 * and row description, and afterwards sends only Bind, Execute and Sync in one message. Drizzle
 * issues the same text for the same query (above all for `.prepare()`d queries), so the hot reads
 * plan once per process. Results are parsed by PGlite's own `parseResults` with its type parsers,
 * so rows are exactly what `query()` returns.
 *
 * Only DML is prepared (SELECT, INSERT, UPDATE, DELETE, WITH), and not a pattern match (see
 * {@link PATTERN_MATCH}); DDL, queries with explicit parameter types and COPY blobs go to PGlite
 * unchanged. At most `max` statements are kept; the
 * least recently used one is closed when a new one needs room. Locking is PGlite's: a query
 * outside a transaction waits for the transaction lock and then the query lock, as `query()`
 * does; one inside a transaction takes the query lock only.
 */
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

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

interface Statement {
  name: string;
  paramTypes: number[];
  /** The RowDescription of its result, or undefined for none (NoData). */
  rowDescription: BackendMessage | undefined;
}

/** The internals of PGlite used here (public but undocumented in its types). */
interface PGliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
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

/**
 * `db` with a prepared-statement cache on `query` (top level and inside `transaction`); every
 * other member is PGlite's own.
 * @param lib PGlite's `protocol` and `parse` exports
 * @param max how many statements to keep prepared at most
 */
export function withPreparedStatements(db: PGlite, lib: PGliteProtocol, max = 200): PGlite {
  const { parse } = lib;
  const { serialize } = lib.protocol;
  const internals = db as unknown as PGliteInternals;
  const statements = new Map<string, Statement>();
  let counter = 0;
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
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === "rowDescription"),
    };
    statements.set(text, statement);
    return statement;
  }

  /** Runs `text` through its prepared statement (the caller holds the query lock). */
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
    const messages = await exec(
      concat([
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    if (statement.rowDescription) messages.unshift(statement.rowDescription);
    return parse.parseResults(messages, internals.parsers, options)[0] as Results<T>;
  }

  const preparable = (text: string, options: QueryOptions | undefined) =>
    keptPrepared(text) && !options?.paramTypes && !options?.blob;

  async function query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!preparable(text, options)) return db.query<T>(text, params, options);
    return internals._runExclusiveTransaction(() =>
      db.runExclusive(async () => {
        const result = await run<T>(text, params, options);
        await db.syncToFs();
        return result;
      }),
    );
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
          target.transaction((tx) => callback(wrapTransaction(tx)));
      }
      const value = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: call its methods on the instance itself.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
