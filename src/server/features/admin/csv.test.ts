import { describe, expect, it } from "vitest";
import { csvHeader, csvStream, csvTextStream, toCsv } from "./csv";

const BOM = "\uFEFF";

/** The CSV of one column "Value" holding `values`, one row each. */
const csvOf = (...values: unknown[]) => toCsv(values, [["Value", (value) => value]]);

/** The data lines of a one-column CSV of `value` (BOM and header removed). */
const body = (value: unknown) => csvOf(value).slice(`${BOM}Value\r\n`.length);

describe("toCsv", () => {
  it("writes a BOM, a header row and CRLF after every record", () => {
    const csv = toCsv(
      [{ id: 7, name: "Gulf Breeze" }],
      [
        ["ID", (row) => row.id],
        ["Name", (row) => row.name],
      ],
    );
    expect(csv).toBe(`${BOM}ID,Name\r\n7,Gulf Breeze\r\n`);
  });

  it("writes dates in ISO 8601 and null or undefined as an empty cell", () => {
    expect(body(new Date(Date.UTC(2026, 0, 15, 14, 30)))).toBe("2026-01-15T14:30:00.000Z\r\n");
    expect(body(null)).toBe("\r\n");
    expect(body(undefined)).toBe("\r\n");
  });

  it("leaves a plain value, and one with a sign inside it, as it is", () => {
    expect(body("Tampa Bay Residential")).toBe("Tampa Bay Residential\r\n");
    expect(body("2-bedroom turns; A=B")).toBe("2-bedroom turns; A=B\r\n");
    expect(body("'quoted already")).toBe("'quoted already\r\n");
    expect(body(42)).toBe("42\r\n");
  });

  describe("formula neutralisation (OWASP CSV Injection, ASVS 5.0 1.2.10)", () => {
    it.each([
      [
        "=",
        '=HYPERLINK("http://evil.example","Open")',
        `"'=HYPERLINK(""http://evil.example"",""Open"")"`,
      ],
      ["+", "+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
      ["-", "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
      ["@", "@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
      ["tab", "\t=1+1", "'\t=1+1"],
      ["NUL", "\0=1+1", "'\0=1+1"],
      ["full-width =", "\uFF1D1+1", "'\uFF1D1+1"],
      ["full-width +", "\uFF0B1", "'\uFF0B1"],
      ["full-width -", "\uFF0D1", "'\uFF0D1"],
      ["full-width @", "\uFF20SUM(1)", "'\uFF20SUM(1)"],
    ])("prefixes a cell starting with %s with an apostrophe", (_start, value, expected) => {
      expect(body(value)).toBe(`${expected}\r\n`);
    });

    it.each([
      ["carriage return", "\r=1+1", `"'\r=1+1"`],
      ["line feed", "\n=1+1", `"'\n=1+1"`],
    ])("prefixes a cell starting with a %s, and quotes it", (_start, value, expected) => {
      expect(body(value)).toBe(`${expected}\r\n`);
    });

    it("prefixes a negative number too (a spreadsheet reads -1+1 as a formula)", () => {
      expect(body(-5)).toBe("'-5\r\n");
    });
  });

  describe("RFC 4180 quoting", () => {
    it("quotes a field with a comma or a double quote, doubling the quote", () => {
      expect(body("Smith, Jones & Co")).toBe('"Smith, Jones & Co"\r\n');
      expect(body('The "Palms"')).toBe('"The ""Palms"""\r\n');
    });

    it.each([
      ["CRLF", "Two techs\r\n=HYPERLINK(1)"],
      ["a lone LF", "Two techs\n=HYPERLINK(1)"],
      ["a lone CR", "Two techs\r=HYPERLINK(1)"],
    ])("quotes a field with %s, so the text after it stays in the same cell", (_kind, value) => {
      expect(body(value)).toBe(`"${value}"\r\n`);
      // One record: the only unquoted line break is the one that ends it.
      const unquoted = csvOf(value).replace(/"[^"]*"/g, "");
      expect(unquoted).toBe(`${BOM}Value\r\n\r\n`);
    });

    it("keeps a field with a comma and a formula after it in one quoted cell", () => {
      expect(body("Palms,=1+1")).toBe('"Palms,=1+1"\r\n');
    });
  });
});

describe("csvStream", () => {
  type Row = { id: number; note: string | null };
  const columns: [string, (row: Row) => unknown][] = [
    ["ID", (row) => row.id],
    ["Note", (row) => row.note],
  ];

  /** The batches as an async iterable, as the repository's batch reader gives them. */
  async function* batchesOf(...batches: Row[][]) {
    for (const batch of batches) yield batch;
  }

  /** Everything the stream gives, as text. */
  async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      expect(Buffer.isBuffer(chunk), "the stream gives bytes, not objects").toBe(true);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  it("writes the same file as toCsv: one BOM and header, then every batch's rows, CRLF after each", async () => {
    const rows: Row[] = [
      { id: 1, note: "Two techs\n=HYPERLINK(1)" },
      { id: 2, note: null },
      { id: 3, note: "@SUM(1+1)" },
      { id: 4, note: "a lone\rCR, and a comma" },
    ];
    const text = await textOf(csvStream(batchesOf(rows.slice(0, 2), [], rows.slice(2)), columns));
    expect(text).toBe(toCsv(rows, columns));
    expect(text).toBe(
      `${BOM}ID,Note\r\n1,"Two techs\n=HYPERLINK(1)"\r\n2,\r\n3,'@SUM(1+1)\r\n4,"a lone\rCR, and a comma"\r\n`,
    );
  });

  it("writes the header alone when there are no rows", async () => {
    expect(await textOf(csvStream(batchesOf(), columns))).toBe(`${BOM}ID,Note\r\n`);
  });
});

describe("csvTextStream", () => {
  async function chunksOf(stream: NodeJS.ReadableStream): Promise<Buffer[]> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return chunks;
  }
  async function* from<T>(...batches: T[]) {
    for (const batch of batches) yield batch;
  }

  it("passes a large batch on in chunks under V8's large-object size, every record whole", async () => {
    const records = Array.from({ length: 1_000 }, (_, i) => `${i},${"x".repeat(290)}\r\n`);
    const chunks = await chunksOf(csvTextStream(csvHeader(["ID", "Note"]), from(records)));
    const body = chunks.slice(1);
    expect(body.length).toBeGreaterThan(5);
    for (const chunk of body) {
      expect(chunk.length).toBeLessThanOrEqual(32_768 + 300);
      expect(chunk.toString("utf8").endsWith("\r\n")).toBe(true);
    }
    expect(Buffer.concat(body).toString("utf8")).toBe(records.join(""));
    expect(chunks[0]?.toString("utf8")).toBe(`${BOM}ID,Note\r\n`);
  });

  it("passes bytes of whole records on as they are", async () => {
    const bytes = Buffer.from("1,Jos\u00e9\r\n2,\r\n", "utf8");
    const chunks = await chunksOf(csvTextStream(csvHeader(["ID", "Name"]), from(bytes)));
    expect(Buffer.concat(chunks).toString("utf8")).toBe(`${BOM}ID,Name\r\n1,Jos\u00e9\r\n2,\r\n`);
  });
});

describe("csvStream, batches of more than 50 rows", () => {
  it("writes them as toCsv does", async () => {
    const rows = Array.from({ length: 137 }, (_, i) => ({
      id: i,
      note: i % 3 ? `=cell ${i}` : "a,b",
    }));
    const columns: [string, (row: (typeof rows)[number]) => unknown][] = [
      ["ID", (row) => row.id],
      ["Note", (row) => row.note],
    ];
    async function* batches() {
      yield rows.slice(0, 120);
      yield rows.slice(120);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(batches(), columns)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString("utf8")).toBe(toCsv(rows, columns));
  });
});
