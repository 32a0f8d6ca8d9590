import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLoopTurns } from "./pglite-turns";

/** A statement that keeps PGlite busy for some milliseconds (a few hundred thousand rows). */
const SLOW = "select count(*)::int as n from generate_series(1, 300000)";

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
});

afterAll(async () => {
  await pglite.close();
});

/** How many of `count` slow statements had finished when a timer set beside them ran. */
async function finishedWhenTimerRan(db: PGlite, count: number): Promise<number> {
  let finished = 0;
  let seen = -1;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      seen = finished;
      resolve();
    }, 0),
  );
  const statements = Array.from({ length: count }, () =>
    db.query(SLOW).then(() => {
      finished++;
    }),
  );
  await Promise.all([...statements, timer]);
  return seen;
}

describe("withLoopTurns", () => {
  it("lets timers run between the statements of many waiting callers", async () => {
    // Without turns, PGlite hands its lock from one waiter to the next as a microtask, so a
    // timer waits for all 12 (the test's control: if this ever stops being so, the wrapper
    // is no longer needed).
    expect(await finishedWhenTimerRan(pglite, 12)).toBe(12);
    expect(await finishedWhenTimerRan(withLoopTurns(pglite, 1), 12)).toBeLessThanOrEqual(3);
  });

  it("starts a call at once when no other is running", async () => {
    const db = withLoopTurns(pglite, 1);
    let loopRan = false;
    setImmediate(() => {
      loopRan = true;
    });
    await db.query("select 1");
    expect(loopRan).toBe(false);
  });

  it("serves callers in the order they called, past a failing statement", async () => {
    const db = withLoopTurns(pglite, 1);
    const order: string[] = [];
    const calls = [
      db.query(SLOW).then(() => order.push("slow")),
      db.query("select nonsense from nowhere").catch(() => order.push("failed")),
      db.exec("select 1").then(() => order.push("exec")),
      db
        .transaction(async (tx) => {
          await tx.query("select 1");
          return tx.query<{ n: number }>("select 2 as n");
        })
        .then((result) => order.push(`transaction ${result.rows[0]?.n}`)),
      db.query<{ n: number }>("select 3 as n").then((result) => order.push(`${result.rows[0]?.n}`)),
    ];
    await Promise.all(calls);
    expect(order).toEqual(["slow", "failed", "exec", "transaction 2", "3"]);
  });
});
