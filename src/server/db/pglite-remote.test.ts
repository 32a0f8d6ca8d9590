import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages, PGlite, parse, protocol } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteThread, pgliteThreadOf } from "./pglite-remote";
import { withPreparedStatements } from "./pglite-statements";

const lib = { protocol, messages };
const SETUP = `
  create table items (id serial primary key, name text not null unique, at timestamptz,
    n numeric, tags text[], data jsonb);
  insert into items (name, at, n, tags, data)
  values ('a', '2026-01-02T03:04:05.678Z', 1.5, '{x,y}', '{"k": 1}'), ('b', null, null, null, null);`;

/** A statement that keeps PGlite busy for a while (tens of milliseconds or more). */
const SLOW = "select count(*)::int as n from generate_series(1, 3000000)";

let local: PGlite;
let remote: PGlite;

beforeAll(async () => {
  local = await PGlite.create();
  remote = await openPgliteThread({}, lib);
  await local.exec(SETUP);
  await remote.exec(SETUP);
});
afterAll(async () => {
  await local.close();
  await remote.close();
});

/** What a call gives back or throws, comparable across the two instances. */
async function outcome(run: (db: PGlite) => Promise<unknown>, db: PGlite): Promise<unknown> {
  try {
    return { value: await run(db) };
  } catch (error) {
    const { name, message, code, position } = error as Record<string, unknown>;
    return { error: { name, message, code, position } };
  }
}

describe("PGlite in its own thread", () => {
  it("answers queries, exec and errors exactly as PGlite in this thread does", async () => {
    const calls: ((db: PGlite) => Promise<unknown>)[] = [
      (db) =>
        db.query("select * from items where name = any($1::text[]) order by id", [["a", "b"]]),
      (db) => db.query("select * from items order by id", [], { rowMode: "array" }),
      (db) => db.query("insert into items (name, n) values ($1, $2) returning name, n", ["c", 2]),
      (db) => db.query("update items set n = n + 1 where name like $1", ["%c%"]),
      (db) => db.exec("select 1 as one; select 'two' as two"),
      (db) => db.query("select * from nowhere"),
      (db) => db.query("insert into items (name) values ($1)", ["a"]),
      (db) => db.query("select 1/0"),
      (db) => db.query("select $1::int + 1 as n", ["41"]),
    ];
    for (const call of calls) {
      expect(await outcome(call, remote)).toEqual(await outcome(call, local));
    }
  });

  it("commits a transaction, and rolls one back when it throws", async () => {
    await remote.transaction(async (tx) => {
      await tx.query("insert into items (name) values ($1)", ["kept"]);
    });
    await expect(
      remote.transaction(async (tx) => {
        await tx.query("insert into items (name) values ($1)", ["dropped"]);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    const names = await remote.query<{ name: string }>(
      "select name from items where name in ('kept', 'dropped')",
    );
    expect(names.rows).toEqual([{ name: "kept" }]);
  });

  it("runs our prepared statements, with the same rows as PGlite's query", async () => {
    const prepared = withPreparedStatements(remote, { protocol, parse }, { syncToFs: false });
    const text = "select id, name, at, n, tags, data from items where name = $1";
    const expected = await local.query(text, ["a"]);
    for (let i = 0; i < 7; i++)
      expect((await prepared.query(text, ["a"])).rows).toEqual(expected.rows);
    await expect(prepared.query("select id from items where id = $1", ["x"])).rejects.toMatchObject(
      {
        code: "22P02",
      },
    );
    expect((await prepared.query(text, ["b"])).rows).toHaveLength(1);
  });

  it("leaves this thread free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    await remote.query(SLOW);
    const remoteMs = performance.now() - started;
    const remoteTicks = ticks;
    ticks = 0;
    const localStarted = performance.now();
    await local.query(SLOW);
    const localMs = performance.now() - localStarted;
    const localTicks = ticks;
    clearInterval(timer);
    // In this thread the statement blocks the loop: the timer gets at most a turn or two.
    expect(localMs).toBeGreaterThan(20);
    expect(localTicks).toBeLessThanOrEqual(2);
    // In its own thread the timer keeps running: about one turn a millisecond or more.
    expect(remoteMs).toBeGreaterThan(20);
    expect(remoteTicks).toBeGreaterThan(remoteMs / 10);
  });

  it("carries COPY's blob both ways", async () => {
    const out = await remote.query(
      "copy (select name from items where name in ('a', 'b') order by name) to '/dev/blob'",
    );
    expect(await out.blob?.text()).toBe("a\nb\n");
    await remote.query("create table names (name text)");
    await remote.query("copy names from '/dev/blob'", [], { blob: new Blob(["x\ny\n"]) });
    expect((await remote.query("select name from names order by name")).rows).toEqual([
      { name: "x" },
      { name: "y" },
    ]);
  });

  it("dumps its data directory, and opens a dump and a directory on disk", async () => {
    const dump = await remote.dumpDataDir("none");
    const copy = await openPgliteThread({ loadDataDir: await dump.arrayBuffer() }, lib);
    expect((await copy.query("select count(*)::int as n from items")).rows).toEqual(
      (await remote.query("select count(*)::int as n from items")).rows,
    );
    await copy.close();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-thread-"));
    try {
      const onDisk = await openPgliteThread({ dataDir: dir }, lib);
      await onDisk.exec("create table kept (n int); insert into kept values (7)");
      await onDisk.close();
      const again = await openPgliteThread({ dataDir: dir }, lib);
      expect((await again.query("select n from kept")).rows).toEqual([{ n: 7 }]);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses calls once closed, and reports a directory it cannot open", async () => {
    const closing = await openPgliteThread({}, lib);
    await closing.close();
    expect(closing.closed).toBe(true);
    await expect(closing.query("select 1")).rejects.toThrow("PGlite is closed");

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-thread-")), "file");
    fs.writeFileSync(file, "not a directory");
    await expect(openPgliteThread({ dataDir: file }, lib)).rejects.toThrow();
  });

  it("reports a thread that stops without close() once, and fails every call after it", async () => {
    const stops: Error[] = [];
    const crashing = await openPgliteThread({}, lib, { onStop: (error) => stops.push(error) });
    const thread = pgliteThreadOf(crashing);
    if (!thread) throw new Error("no thread");
    const slow = crashing.query("select pg_sleep(2)");
    // As a crash would: the thread ends while a statement runs.
    await thread.terminate();
    await expect(slow).rejects.toThrow("PGlite's thread stopped (exit code 1)");
    await expect(crashing.query("select 1")).rejects.toThrow(
      "PGlite's thread stopped (exit code 1)",
    );
    expect(stops.map((error) => error.message)).toEqual(["PGlite's thread stopped (exit code 1)"]);
    expect(crashing.closed).toBe(true);

    // The control: close() ends the thread too, and is not reported.
    const closedStops: Error[] = [];
    const closing = await openPgliteThread({}, lib, { onStop: (error) => closedStops.push(error) });
    await closing.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedStops).toEqual([]);
    expect(pgliteThreadOf(closing)).toBeDefined();
  });
});
