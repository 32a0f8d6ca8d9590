import { PGlite, protocol } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResultMessage, resultMessagesOf } from "./backend-messages";
import { concat } from "./pglite-statements";

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`
    create table things (id serial primary key, name text, at timestamptz, n numeric,
      flag boolean, tags text[], data jsonb);
    insert into things (name, at, n, flag, tags, data) values
      ('Café Doña Ana — Ñandú 🌴', '2026-01-02T03:04:05.678Z', 1.5, true, '{x,"y z"}', '{"k": [1, "é"]}'),
      ('', null, null, null, null, null),
      (null, '2026-12-04T00:00:00Z', -0.25, false, '{}', 'null');`);
});
afterAll(async () => {
  await db.close();
});

/** The whole answer of `text` (Parse, Describe, Bind, Execute, Sync), in one buffer. */
async function answerOf(text: string): Promise<Uint8Array> {
  const { serialize } = protocol;
  const chunks: Uint8Array[] = [];
  await db.execProtocolRawStream(
    concat([
      serialize.parse({ text }),
      serialize.describe({ type: "S" }),
      serialize.bind({}),
      serialize.execute({}),
      serialize.sync(),
    ]),
    { onRawData: (chunk) => chunks.push(chunk.slice()) },
  );
  return concat(chunks);
}

/** The same answer as PGlite's parser reads it, in the reader's shape. */
function byPglite(bytes: Uint8Array): ResultMessage[] {
  const messages: ResultMessage[] = [];
  new protocol.Parser().parse(bytes, (m) => {
    const message = m as unknown as { name: string; fields: never[]; text: string };
    if (message.name === "dataRow") messages.push({ name: "dataRow", fields: message.fields });
    else if (message.name === "commandComplete")
      messages.push({ name: "commandComplete", text: message.text });
    else if (message.name === "rowDescription") {
      const fields = (message.fields as { name: string; dataTypeID: number }[]).map(
        ({ name, dataTypeID }) => ({ name, dataTypeID }),
      );
      messages.push({ name: "rowDescription", fields });
    }
  });
  return messages;
}

/** The values of each DataRow that `read` holds. */
const rowsOf = (read: ReturnType<typeof resultMessagesOf>) =>
  (read ?? []).flatMap((m) => (m.name === "dataRow" ? [m.fields] : []));

describe("resultMessagesOf", () => {
  it("reads columns, rows and the command as PGlite's parser does: UTF-8, empty and NULL values", async () => {
    const bytes = await answerOf(
      `select id, name, at, n, flag, tags, data, name is null as "no name" from things order by id`,
    );
    const read = resultMessagesOf(bytes);
    expect(read).toEqual(byPglite(bytes));
    expect(rowsOf(read)).toHaveLength(3);
    expect(rowsOf(read)[0]).toEqual([
      "1",
      "Café Doña Ana — Ñandú 🌴",
      "2026-01-02 03:04:05.678+00",
      "1.5",
      "t",
      '{x,"y z"}',
      '{"k": [1, "é"]}',
      "f",
    ]);
    expect(rowsOf(read)[1]?.slice(1, 3)).toEqual(["", null]);
    expect(read?.at(-1)).toEqual({ name: "commandComplete", text: "SELECT 3" });
  });

  it("reads an answer with no rows, and one with no columns", async () => {
    const none = await answerOf("select id, name from things where id < 0");
    expect(resultMessagesOf(none)).toEqual(byPglite(none));
    expect(resultMessagesOf(none)).toHaveLength(2);
    const update = await answerOf("update things set flag = flag where id > 1");
    expect(resultMessagesOf(update)).toEqual([{ name: "commandComplete", text: "UPDATE 2" }]);
  });

  it("reads a large answer of many rows", async () => {
    const bytes = await answerOf(
      "select g as id, repeat('é', g) as text from generate_series(1, 400) g",
    );
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const read = resultMessagesOf(bytes);
    expect(read).toEqual(byPglite(bytes));
    expect(rowsOf(read)[399]?.[1]).toHaveLength(400);
  });

  it("reads a view into a larger buffer from its own start", async () => {
    const bytes = await answerOf("select name from things order by id");
    const padded = new Uint8Array(bytes.length + 7);
    padded.set(bytes, 3);
    expect(resultMessagesOf(padded.subarray(3, 3 + bytes.length))).toEqual(byPglite(bytes));
  });

  it("leaves an error, a notice and a partial message to PGlite's parser", async () => {
    const error = await answerOf("select 1 / 0");
    expect(resultMessagesOf(error)).toBeUndefined();
    const notice = await answerOf("do $$ begin raise notice 'hello'; end $$");
    expect(resultMessagesOf(notice)).toBeUndefined();
    const rows = await answerOf("select name from things order by id");
    expect(resultMessagesOf(rows)).toBeDefined();
    for (const cut of [1, 3, 6, rows.length - 1]) {
      expect(resultMessagesOf(rows.subarray(0, cut))).toBeUndefined();
    }
  });
});
