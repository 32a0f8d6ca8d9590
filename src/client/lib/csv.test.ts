import { describe, expect, it } from "vitest";
import { BOM, type CsvColumn, csvCell, toCsv } from "./csv";

type Row = { name: string; hours: number; rate: number | null };

const columns: CsvColumn<Row>[] = [
  ["Property", (row) => row.name],
  ["Approved hours", (row) => row.hours],
  ["Fill rate (%)", (row) => row.rate],
];

describe("toCsv", () => {
  it("starts with a byte-order mark and the header row, each record ended by CRLF", () => {
    const text = toCsv([{ name: "Lake Eola Residences", hours: 6, rate: 33.3 }], columns);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.slice(1)).toBe(
      "Property,Approved hours,Fill rate (%)\r\nLake Eola Residences,6,33.3\r\n",
    );
  });

  it("writes the header alone when there are no rows", () => {
    expect(toCsv([], columns)).toBe(`${BOM}Property,Approved hours,Fill rate (%)\r\n`);
  });

  it("leaves null and undefined cells empty", () => {
    const text = toCsv([{ name: "Anastasia Dunes", hours: 0, rate: null }], columns);
    expect(text.split("\r\n")[1]).toBe("Anastasia Dunes,0,");
  });

  it("quotes fields with commas, double quotes and line breaks, doubling the quotes (RFC 4180)", () => {
    const text = toCsv(
      [
        { name: 'The "Palms", Naples', hours: 1, rate: 1 },
        { name: "Line\nbreak", hours: 2, rate: 2 },
        { name: "Carriage\rreturn", hours: 3, rate: 3 },
      ],
      columns,
    );
    const body = text.slice(1).split("\r\n").slice(1, 4);
    expect(body).toEqual([
      '"The ""Palms"", Naples",1,1',
      '"Line\nbreak",2,2',
      '"Carriage\rreturn",3,3',
    ]);
  });

  it("quotes a header that needs it", () => {
    const text = toCsv([], [["Spend, USD", () => 1]]);
    expect(text).toBe(`${BOM}"Spend, USD"\r\n`);
  });
});

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ["\uFF1D1+1", "'\uFF1D1+1"],
  ])("neutralises the formula %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes numbers as they are, a negative one without an apostrophe", () => {
    expect(csvCell(671.25)).toBe("671.25");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(0)).toBe("0");
  });

  it("treats a non-finite number as text", () => {
    expect(csvCell(Number.NaN)).toBe("NaN");
  });

  it("leaves ordinary text alone, an inner = or - included", () => {
    expect(csvCell("Make-ready = turnover")).toBe("Make-ready = turnover");
    expect(csvCell("2026-10")).toBe("2026-10");
  });
});
