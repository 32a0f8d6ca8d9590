/**
 * Times every SQL statement at the driver, for `db_query_duration_seconds` (metrics.ts): below
 * Drizzle, so every repository's queries, transactions and migrations are measured without a
 * line in the repositories, on both drivers.
 * - pg: each pooled connection's `query` is wrapped when the pool opens it (`pool.query` runs
 *   through a connection's `query`, and so do transactions on a checked-out connection);
 * - PGlite: `query`, and `query` of the transaction object handed to Drizzle's transactions.
 * Only the statement's first keyword becomes a label; its text and values are never kept.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";
import { observeDbQuery } from "../metrics";

type QueryFunction = (...args: unknown[]) => unknown;

/** The SQL text of a `query` call's first argument (a string or `{ text }`), or "". */
function statementText(first: unknown): string {
  if (typeof first === "string") return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}

/**
 * `query` with its duration recorded, whether it answers through a promise or a callback (pg's
 * pool calls a connection's `query` with a callback). Streams (pg's submittables, such as a
 * cursor) are passed through untimed: they answer piecemeal.
 */
function timed(query: QueryFunction): QueryFunction {
  return (...args: unknown[]) => {
    const first = args[0];
    if (typeof (first as { submit?: unknown } | null)?.submit === "function") return query(...args);
    const text = statementText(first);
    const started = performance.now();
    const done = () => observeDbQuery(text, (performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return query(...args);
    }
    let result: unknown;
    try {
      result = query(...args);
    } catch (error) {
      done();
      throw error;
    }
    if (typeof (result as Promise<unknown> | null)?.then !== "function") return result;
    return (result as Promise<unknown>).then(
      (value) => {
        done();
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
  };
}

/**
 * Times every statement sent through `pool`'s connections from now on.
 * @param pool a pg pool with no connection open yet (call it right after `new Pool`)
 */
export function timePgQueries(pool: Pool): void {
  pool.on("connect", (client: PoolClient) => {
    client.query = timed(client.query.bind(client) as QueryFunction) as PoolClient["query"];
  });
}

/**
 * `client` with every statement timed, its transactions' statements included.
 * @param client PGlite (or db/pglite-statements.ts's wrapper around it)
 * @returns a proxy to hand to Drizzle instead of `client`
 */
export function timePgliteQueries(client: PGlite): PGlite {
  const timedTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        return property === "query" ? timed(value.bind(target) as QueryFunction) : value;
      },
    });
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "query") return timed(value.bind(target) as QueryFunction);
      if (property === "transaction") {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(timedTransaction(tx)));
      }
      // PGlite keeps its state in private fields: call its methods on the instance itself.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
