import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { untypedValues, withPreparedStatements } from "./pglite-statements";

let raw: PGlite;
let db: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  db = withPreparedStatements(raw, { protocol, parse }, { max: 3 });
  await raw.exec(`
    create table items (id serial primary key, name text not null unique, at timestamptz,
      day date, n numeric, flag boolean, tags text[], data jsonb);
    insert into items (name, at, day, n, flag, tags, data)
    values ('a', '2026-01-02T03:04:05.678Z', '2026-01-02', 1.5, true, '{x,y}', '{"k": 1}'),
           ('b', null, null, null, false, null, null);`);
});
afterAll(async () => {
  await raw.close();
});

const select = "select * from items where name = any($1::text[]) order by id";

describe("withPreparedStatements", () => {
  it("answers exactly as PGlite's query does, again and again", async () => {
    const expected = await raw.query(select, [["a", "b"]]);
    for (let i = 0; i < 3; i++) {
      const got = await db.query(select, [["a", "b"]]);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
    const arrays = await db.query(select, [["a"]], { rowMode: "array" });
    expect(arrays.rows).toEqual((await raw.query(select, [["a"]], { rowMode: "array" })).rows);
  });

  it("answers whole results as PGlite's query does: rows, fields, command and counts", async () => {
    const statements: [string, unknown[]][] = [
      [select, [["a", "b"]]],
      ["insert into items (name, n) values ($1, $2) returning name, n, at", ["whole", 2.25]],
      ["update items set flag = $1 where name = $2", [true, "whole"]],
      ["select name, tags, data from items where name = $1", ["nobody"]],
      ["delete from items where name = $1", ["whole"]],
    ];
    for (const [text, params] of statements) {
      // The same statement through PGlite inside a rolled-back transaction, then through ours.
      let expected: unknown;
      await raw
        .transaction(async (tx) => {
          expected = await tx.query(text, params);
          await tx.rollback();
        })
        .catch(() => {});
      expect(await db.query(text, params)).toEqual(expected);
    }
  });

  it("sends and reads text in UTF-8, whatever its characters", async () => {
    const name = "Café Doña Ana — Ñandú 🌴 \u00e9t\u00e9";
    const inserted = await db.query<{ name: string }>(
      "insert into items (name, tags) values ($1, $2) returning name, tags",
      [name, ["día", "🌴"]],
    );
    expect(inserted.rows).toEqual([{ name, tags: ["día", "🌴"] }]);
    const read = await db.query<{ name: string }>("select name from items where name = $1", [name]);
    expect(read.rows).toEqual([{ name }]);
    await db.query("delete from items where name = $1", [name]);
  });

  it("runs its statements one at a time beside PGlite's own multi-step queries", async () => {
    const search = "select name from items where name ilike $1 order by name";
    const expectedSearch = (await raw.query(search, ["%"])).rows;
    const expectedCount = (await raw.query("select count(*)::int as n from items")).rows;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? db.query(search, ["%"]).then((r) => expect(r.rows).toEqual(expectedSearch))
          : db
              .query("select count(*)::int as n from items")
              .then((r) => expect(r.rows).toEqual(expectedCount)),
      ),
    );
    expect(answers).toHaveLength(12);
  });

  it("dumps the data directory inside a transaction, as the backup does", async () => {
    const dumped = await db.transaction(async (t) => {
      await t.query("select count(*)::int as n from items");
      return db.dumpDataDir("none");
    });
    expect(dumped.size).toBeGreaterThan(1024);
    const copy = await PGlite.create({ loadDataDir: dumped });
    const names = await copy.query<{ name: string }>("select name from items order by id");
    expect(names.rows.map((row) => row.name)).toEqual(
      (await db.query<{ name: string }>("select name from items order by id")).rows.map(
        (row) => row.name,
      ),
    );
    await copy.close();
  });

  it("ends a top-level statement with PGlite's syncToFs unless told its filesystem writes through", async () => {
    const sync = vi.spyOn(raw, "syncToFs");
    await db.query("select $1::int as v", [1]);
    expect(sync).toHaveBeenCalledTimes(1);
    sync.mockRestore();
    const other = await PGlite.create();
    const otherSync = vi.spyOn(other, "syncToFs");
    const writesThrough = withPreparedStatements(other, { protocol, parse }, { syncToFs: false });
    expect((await writesThrough.query("select $1::int as v", [2])).rows).toEqual([{ v: 2 }]);
    expect(otherSync).not.toHaveBeenCalled();
    await writesThrough.close();
  });

  it("serialises parameters by their types (dates, numbers, booleans, null)", async () => {
    const at = new Date("2026-05-06T07:08:09.123Z");
    const inserted = await db.query<{ id: number; at: Date; flag: boolean; n: string | null }>(
      "insert into items (name, at, flag, n) values ($1, $2, $3, $4) returning id, at, flag, n",
      ["c", at, true, null],
    );
    expect(inserted.rows[0]).toMatchObject({ at, flag: true, n: null });
    expect(inserted.affectedRows).toBe(1);
    const updated = await db.query("update items set flag = $1 where name = $2", [false, "c"]);
    expect(updated.affectedRows).toBe(1);
    expect(updated.rows).toEqual([]);
  });

  it("keeps the database error (code) and stays usable after it", async () => {
    const duplicate = db.query("insert into items (name) values ($1)", ["a"]);
    await expect(duplicate).rejects.toMatchObject({ code: "23505", constraint: "items_name_key" });
    await expect(duplicate).rejects.toBeInstanceOf(protocol.messages.DatabaseError);
    await expect(db.query("select nope from items")).rejects.toMatchObject({ code: "42703" });
    expect((await db.query("select count(*)::int as n from items")).rows).toEqual([{ n: 3 }]);
  });

  it("closes the least recently used statement beyond its limit", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await db.query(`select $1::int + ${i} as v`, [1])).rows).toEqual([{ v: 1 + i }]);
    }
    const prepared = await raw.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements",
    );
    expect(prepared.rows[0]?.n).toBeLessThanOrEqual(3);
  });

  it("runs inside transactions, which roll back, and waits for them outside", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query("insert into items (name) values ($1)", ["in-tx"]);
      await held;
      await t.query("insert into items (name) values ($1)", ["a"]); // unique violation
    });
    const outside = db.query<{ n: number }>(
      "select count(*)::int as n from items where name = $1",
      ["in-tx"],
    );
    release();
    await expect(tx).rejects.toMatchObject({ code: "23505" });
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it("plans a pattern match (ILIKE, LIKE) with its values every time, never keeping it", async () => {
    const search = "select name from items where name ilike $1 order by name";
    for (const pattern of ["%a%", "%b%", "%", "%a%", "%b%", "%", "%a%"]) {
      expect((await db.query(search, [pattern])).rows).toEqual(
        (await raw.query(search, [pattern])).rows,
      );
    }
    const kept = await raw.query<{ statement: string }>(
      "select statement from pg_prepared_statements",
    );
    expect(kept.rows.map((row) => row.statement)).not.toContain(search);
    await db.query("select $1::int as v", [1]);
    const after = await raw.query<{ statement: string }>(
      "select statement from pg_prepared_statements",
    );
    expect(after.rows.map((row) => row.statement)).toContain("select $1::int as v");
  });

  it("runs a pattern match in one exchange, with the whole result PGlite's query gives", async () => {
    const statements: [string, unknown[]][] = [
      ["select name, n, at, tags from items where name ilike $1 order by name", ["%a%"]],
      ["select name from items where name like $1 and n > $2 order by name", ["%", 1]],
      ["select name from items where name ilike $1 order by name limit $2", ["%", 10n]],
      ["select name from items where name like $1 and at is null", [null]],
      ["update items set flag = flag where name like $1", ["%b%"]],
    ];
    for (const [text, params] of statements) {
      const exchanges = vi.spyOn(raw, "execProtocolRawStream");
      const got = await db.query(text, params);
      expect(exchanges).toHaveBeenCalledTimes(1);
      exchanges.mockRestore();
      expect(got).toEqual(await raw.query(text, params));
    }
    const array = "select name, flag from items where name ilike $1 order by name";
    expect((await db.query(array, ["%"], { rowMode: "array" })).rows).toEqual(
      (await raw.query(array, ["%"], { rowMode: "array" })).rows,
    );
    const bad = "select name from items where name ilike $1 and id = $2";
    await expect(db.query(bad, ["%", "x"])).rejects.toMatchObject({ code: "22P02" });
    await expect(raw.query(bad, ["%", "x"])).rejects.toMatchObject({ code: "22P02" });
    expect((await db.query(array, ["%b%"])).rows).toEqual([{ name: "b", flag: false }]);
  });

  it("leaves a pattern match whose values need their types to PGlite's query", async () => {
    const text =
      "select name from items where name like $1 and (at is null or at < $2) order by name";
    const params = ["%", new Date("2030-01-01T00:00:00Z")];
    const expected = await raw.query(text, params);
    expect(expected.rows.length).toBeGreaterThan(1);
    const query = vi.spyOn(raw, "query");
    expect(await db.query(text, params)).toEqual(expected);
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
  });

  it("reads an answer that PGlite writes in several chunks, and its error, as PGlite's query does", async () => {
    // PGlite in this thread writes an answer in chunks of 8 KB that split its messages.
    const text = "select g as id, repeat($1, g) as text from generate_series(1, $2::int) g";
    const params = ["día ", 300];
    const expected = await raw.query(text, params);
    const chunks: number[] = [];
    const original = raw.execProtocolRawStream.bind(raw);
    const exchanges = vi
      .spyOn(raw, "execProtocolRawStream")
      .mockImplementation((message, options) =>
        original(message, {
          ...options,
          onRawData: (chunk: Uint8Array) => {
            chunks.push(chunk.length);
            options.onRawData(chunk);
          },
        }),
      );
    for (let i = 0; i < 2; i++) expect(await db.query(text, params)).toEqual(expected);
    exchanges.mockRestore();
    expect(chunks.length).toBeGreaterThan(20);
    const late = "select g, 1 / (300 - g) from generate_series(1, $1::int) g";
    await expect(db.query(late, [300])).rejects.toMatchObject({ code: "22012" });
    await expect(db.query(late, [299])).resolves.toMatchObject({ rowCount: 299 });
  });

  it("parses a column by the caller's parser for its type, and the others by PGlite's", async () => {
    const text = "select name, at, n, tags from items where name = $1";
    const parsers = { 1184: (value: string) => `at ${value}` };
    const [row] = (await db.query(text, ["a"], { parsers })).rows;
    const [expected] = (await raw.query(text, ["a"], { parsers })).rows;
    expect(row).toEqual(expected);
    expect(row).toEqual({
      name: "a",
      at: "at 2026-01-02 03:04:05.678+00",
      n: "1.5",
      tags: ["x", "y"],
    });
  });

  it("passes DDL and statements with explicit types to PGlite unchanged", async () => {
    await db.query("create table other (id int)");
    const typed = await db.query("select $1 as v", ["7"], { paramTypes: [23] });
    expect(typed.rows).toEqual([{ v: 7 }]);
  });
});

describe("untypedValues", () => {
  it("writes strings, numbers, bigints and nulls as text, and nothing else", () => {
    expect(untypedValues(["a", 1.5, 10n, null, undefined])).toEqual(["a", "1.5", "10", null, null]);
    expect(untypedValues(undefined)).toEqual([]);
    for (const typed of [new Date(0), ["x"], { k: 1 }, new Uint8Array([1]), true]) {
      expect(untypedValues(["a", typed])).toBeUndefined();
    }
  });
});
