/**
 * Turns at the embedded database (PGlite) that give the event loop back while requests wait.
 *
 * PGlite runs every statement on the thread that also serves HTTP, one at a time behind its own
 * locks, and hands a lock to the next waiter as a resolved promise, a microtask. With many
 * requests waiting, the next statement therefore starts before the event loop runs again: in a
 * flood of 100 concurrent `POST /api/portal/staffing-requests`, one turn of the loop ran the
 * statements of about 100 requests, 0.7–1.4 s, during which no timer fired and no socket was
 * read. The overload guard (plugins/overload.ts) measured that as a second of event-loop delay
 * and refused requests with 503, and `/healthz` waited as long.
 *
 * Here every top-level call (`query`, `exec`, `transaction`) takes a turn, first come first
 * served. Turns follow each other without a break for at most `sliceMs` of continuous work;
 * the next one then waits for one macrotask (`setImmediate`), so the loop polls sockets and
 * runs timers between statements at least that often. A call that finds no turn running starts
 * at once and begins a new slice: an idle server pays nothing. Statements inside a transaction
 * run in that transaction's turn. The order of the statements is the one PGlite gave them
 * (its locks are FIFO too), and so is the throughput: the work is the same, only split across
 * turns of the loop (docs/decisions/0029-pglite-loop-turns.md).
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";

/** The longest stretch of back-to-back database work before the loop gets a turn, in ms. */
const DEFAULT_SLICE_MS = 10;

/**
 * `db` whose top-level `query`, `exec` and `transaction` take turns as described above; every
 * other member is PGlite's own.
 * @param sliceMs back-to-back work, in milliseconds, after which the next call first yields
 */
export function withLoopTurns(db: PGlite, sliceMs = DEFAULT_SLICE_MS): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let sliceStart = 0;

  function turn<T>(work: () => Promise<T>): Promise<T> {
    const startsAtOnce = waiting === 0;
    waiting++;
    const result = last.then(async () => {
      if (startsAtOnce) {
        sliceStart = performance.now();
      } else if (performance.now() - sliceStart >= sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
      return work();
    });
    const release = () => {
      waiting--;
    };
    last = result.then(release, release);
    return result;
  }

  return new Proxy(db, {
    get(target, property) {
      if (property === "query" || property === "exec") {
        const method = Reflect.get(target, property, target) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => turn(() => method.apply(target, args) as Promise<unknown>);
      }
      if (property === "transaction") {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          turn(() => target.transaction(callback));
      }
      const value = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: call its methods on the instance itself.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
