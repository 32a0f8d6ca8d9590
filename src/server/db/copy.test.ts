import { escapeLiteral } from "pg";
import { describe, expect, it } from "vitest";
import { BinaryCopyColumn, inlineParameters } from "./copy";

/** COPY's binary format (PostgreSQL 15, "Binary Format") of one text column holding `values`. */
function binaryCopy(values: string[], extension = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(19);
  header.write("PGCOPY\n\xff\r\n\0", 0, "latin1");
  header.writeInt32BE(0, 11);
  header.writeInt32BE(extension.length, 15);
  const rows = values.map((value) => {
    const bytes = Buffer.from(value, "utf8");
    const row = Buffer.alloc(6);
    row.writeInt16BE(1, 0);
    row.writeInt32BE(bytes.length, 2);
    return Buffer.concat([row, bytes]);
  });
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  return Buffer.concat([header, extension, ...rows, trailer]);
}

/** What the parser gives for `data` cut into pieces of `size` bytes. */
function parse(data: Buffer, size: number): string {
  const column = new BinaryCopyColumn();
  const out: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) {
    // A copy of each piece, as a socket gives: the parser writes over what it is given.
    out.push(Buffer.from(column.push(Buffer.from(data.subarray(i, i + size)))));
  }
  column.end();
  return Buffer.concat(out).toString("utf8");
}

describe("BinaryCopyColumn", () => {
  const lines = [
    '1,Harbor Walk,"Two techs\r\n=cell"\r\n',
    "2,José Muñoz 🏢,\r\n",
    "",
    `3,${"x".repeat(5_000)}\r\n`,
  ];

  it.each([1, 2, 5, 7, 19, 64, 1_000, 100_000])(
    "gives every row's bytes in order, the data cut every %i bytes",
    (size) => {
      expect(parse(binaryCopy(lines), size)).toBe(lines.join(""));
    },
  );

  it("gives a row as soon as the chunk that ends it arrives", () => {
    const data = binaryCopy(["first\r\n", "", "third\r\n"]);
    // Header and first row | the empty row (its 6 header bytes alone) | the third row | trailer.
    const cuts = [19 + 6 + 7, 19 + 6 + 7 + 6, 19 + 6 + 7 + 6 + 6 + 7, data.length];
    const column = new BinaryCopyColumn();
    const given = cuts.map((end, i) =>
      column.push(Buffer.from(data.subarray(i === 0 ? 0 : cuts[i - 1], end))).toString("utf8"),
    );
    expect(given).toEqual(["first\r\n", "", "third\r\n", ""]);
    column.end();
  });

  it("skips a header extension", () => {
    expect(parse(binaryCopy(lines, Buffer.from("future")), 3)).toBe(lines.join(""));
  });

  it("refuses data that is not COPY's binary format", () => {
    expect(() => new BinaryCopyColumn().push(Buffer.from("1,2,3\n".repeat(10)))).toThrow(
      /binary format/,
    );
  });

  it("refuses a row of two columns and a NULL", () => {
    const two = binaryCopy(["a"]);
    two.writeInt16BE(2, 19);
    expect(() => new BinaryCopyColumn().push(two)).toThrow(/2 columns/);
    const nil = binaryCopy(["a"]);
    nil.writeInt32BE(-1, 21);
    expect(() => new BinaryCopyColumn().push(nil)).toThrow(/NULL/);
  });

  it("refuses data after the trailer, and an end before it", () => {
    expect(() =>
      new BinaryCopyColumn().push(Buffer.concat([binaryCopy(["a"]), Buffer.from("x")])),
    ).toThrow(/after its trailer/);
    const cut = binaryCopy(["a", "b"]);
    const column = new BinaryCopyColumn();
    column.push(cut.subarray(0, cut.length - 2));
    expect(() => column.end()).toThrow(/before its trailer/);
  });
});

describe("inlineParameters", () => {
  const inline = (sql: string, params: unknown[]) =>
    inlineParameters({ sql, params }, escapeLiteral);

  it("writes each parameter as a quoted literal, ten and over included", () => {
    const params = ["a", 2, true, null, new Date("2026-03-08T07:00:00.000Z"), 6, 7, 8, 9, "ten"];
    expect(inline("select $1, $2, $3, $4, $5, $10", params)).toBe(
      "select 'a', '2', 'true', null, '2026-03-08T07:00:00.000Z', 'ten'",
    );
    expect(inline("select $1, $2, $3", [undefined, 12n, -0.5])).toBe("select null, '12', '-0.5'");
  });

  it("quotes a value that tries to end the literal, with backslashes and placeholders in it", () => {
    const value = "O'Brien\\'; drop table users; -- $1";
    const sql = inline("select * from t where a ilike $1 and b = $2", [value, "x"]);
    expect(sql).toBe(`select * from t where a ilike ${escapeLiteral(value)} and b = 'x'`);
    expect(sql).toContain(" E'O''Brien\\\\''; drop table users; -- $1'");
  });

  it("leaves a placeholder inside a quoted literal or identifier as it is", () => {
    expect(inline(`select '$1', "$2", $1 from t where x = 'it''s $2' or y = $2`, ["a", "b"])).toBe(
      `select '$1', "$2", 'a' from t where x = 'it''s $2' or y = 'b'`,
    );
  });

  it("refuses a placeholder without its parameter and a value no parameter holds", () => {
    expect(() => inline("select $2", ["a"])).toThrow(/No parameter for \$2/);
    expect(() => inline("select $1", [{ a: 1 }])).toThrow(
      new TypeError("Cannot write object [object Object] as an SQL literal"),
    );
    expect(() => inline("select $1", [Number.NaN])).toThrow(
      new TypeError("Cannot write number NaN as an SQL literal"),
    );
  });
});
