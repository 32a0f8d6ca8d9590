/**
 * The admin console's CSV exports where they run: the request export's records are written by
 * the database (docs/decisions/0026-requests-export-in-sql.md), read on PostgreSQL as bytes by COPY
 * on a connection of its own and on PGlite by keyset; the other exports run on PostgreSQL in a
 * worker thread with a connection of its own (decision 0025), on PGlite in the request's thread.
 * However it reads, the file holds every matching row once, in order, as `toCsv` writes it, and
 * on PostgreSQL the export's connection closes when the export ends, fails or is abandoned by
 * its client. The HTTP side (headers, CSV format, filters) is in admin.test.ts.
 */
import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminRequestExportQuerySchema,
  applicationExportQuerySchema,
} from "../../src/domain/api/admin";
import type { DatabaseHandle } from "../../src/server/db/client";
import { jobApplications, staffingRequests } from "../../src/server/db/schema";
import { toCsv } from "../../src/server/features/admin/csv";
import {
  type CsvExportName,
  csvExports,
  EXPORT_APPLICATION_NAME,
} from "../../src/server/features/admin/csv-exports";
import {
  csvDateCell,
  csvIntegerCell,
  csvRecord,
  csvTextCell,
  csvTimestampCell,
} from "../../src/server/features/admin/csv-sql";
import { csvExport } from "../../src/server/features/admin/export-thread";
import { createTestDatabase, rowsOf, testDriver, withDatabase } from "../helpers/db";

let handle: DatabaseHandle;

/** Public requests: the first LONG with details of the longest length a request accepts. */
const ROWS = 2_300;
const LONG = 1_100;
const APPLICATIONS = 1_200;
const LONG_DETAILS = "Pressure-wash the breezeways and stairwells. ".repeat(112).slice(0, 5_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    userId: null,
    propertyId: null,
    companyName: i % 250 === 0 ? `O'Brien \\ $1 Realty ${i}` : `Harbor Walk ${i}`,
    contactName: "Dana Brooks",
    email: `ops${i}@example.com`,
    staffType: "make-ready" as const,
    details: i < LONG ? LONG_DETAILS : `=HYPERLINK("https://example.com/${i}") unit turn ${i}`,
    status: "pending" as const,
    consent: true,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  }));
  // In batches: one statement binds at most 65,535 parameters.
  for (let i = 0; i < rows.length; i += 200) {
    await handle.db.insert(staffingRequests).values(rows.slice(i, i + 200));
  }
  await handle.db.insert(jobApplications).values(
    Array.from({ length: APPLICATIONS }, (_, i) => ({
      fullName: `Applicant ${i}`,
      email: `applicant${i}@example.com`,
      phone: "813-555-0100",
      position: "maintenance" as const,
      experience: "1-3" as const,
      consent: true,
    })),
  );
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const everyRequest = adminRequestExportQuerySchema.parse({});
const everyApplication = applicationExportQuerySchema.parse({});

async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

describe("a CSV export", () => {
  it("holds every matching row once, newest first, as the request's thread writes it", async () => {
    const exported = await textOf(
      csvExport(handle.db, handle.url, "staffing-requests", everyRequest),
    );
    const lines = exported.split("\r\n").slice(1, -1);
    expect(lines).toHaveLength(ROWS);
    const ids = lines.map((line) => Number(line.slice(0, line.indexOf(","))));
    expect(new Set(ids).size).toBe(ROWS);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(exported.split(LONG_DETAILS).length - 1).toBe(LONG);
    // Byte for byte what the export gives when read in this thread.
    expect(exported).toBe(await textOf(csvExports["staffing-requests"](handle.db, everyRequest)));
  });
});

describe("on the server's thread", () => {
  it("lets other work run between batches (PGlite answers without I/O)", async () => {
    let turns = 0;
    let stop = false;
    const count = () => {
      if (stop) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    await textOf(csvExports["staffing-requests"](handle.db, everyRequest));
    stop = true;
    // Three batches of 1,000 rows: the event loop turned between them.
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});

/** Values a spreadsheet or a CSV reader trips on, with every rule of csv.ts in play. */
const AWKWARD = [
  "",
  "plain",
  "a,b",
  'say "hi"',
  "line\nbreak",
  "cr\ronly",
  "crlf\r\nend",
  "trailing\r",
  ",leading comma",
  '"quoted"',
  "=SUM(A1:A9)",
  '=HYPERLINK("https://example.com"),x',
  "+1 813 555 0100",
  "-2",
  "@mention",
  "\tindented",
  "\rcarriage",
  "\nnewline",
  "\uFF1D1+1",
  "\uFF0Bx",
  "\uFF0Dx",
  "\uFF20x",
  "'already",
  "a=b",
  "Jos\u00e9 Mu\u00f1oz, Kissimmee",
  "emoji \u{1F3E2} tower",
];

describe("the records the database writes (csv-sql.ts)", () => {
  async function databaseLine(cells: ReturnType<typeof csvTextCell>[]): Promise<string> {
    const result = await handle.db.execute(sql`select ${csvRecord(cells)} as line`);
    return rowsOf<{ line: string }>(result)[0]?.line ?? "missing";
  }
  /** toCsv's line for one row of `values` (its header dropped). */
  function toCsvLine(values: unknown[]): string {
    const text = toCsv(
      [values],
      values.map((_, i) => [`c${i}`, (row: unknown[]) => row[i]]),
    );
    return text.slice(text.indexOf("\r\n") + 2);
  }

  it.each(AWKWARD.map((value) => [JSON.stringify(value), value]))(
    "text %s is the cell toCsv writes",
    async (_, value) => {
      const cells = [csvTextCell(sql`${value}::text`), csvTextCell(sql`${"x"}::text`)];
      expect(await databaseLine(cells)).toBe(toCsvLine([value, "x"]));
    },
  );

  it("writes NULL, integers, dates and timestamps as toCsv writes them", async () => {
    const at = "2026-03-08T06:59:59.987Z";
    const line = await databaseLine([
      csvTextCell(sql`null::text`),
      csvIntegerCell(sql`${41_207}::int`),
      csvIntegerCell(sql`null::int`),
      csvDateCell(sql`${"2026-12-31"}::date`),
      csvDateCell(sql`null::date`),
      csvTimestampCell(sql`${at}::timestamptz`),
      csvTimestampCell(sql`null::timestamptz`),
    ]);
    expect(line).toBe(toCsvLine([null, 41_207, null, "2026-12-31", null, new Date(at), null]));
  });

  it("writes a timestamp's milliseconds as a Date read from the database holds them", async () => {
    // PostgreSQL keeps microseconds; a Date keeps whole milliseconds, the rest cut off.
    const line = await databaseLine([
      csvTimestampCell(sql`${"2026-01-02 03:04:05.678999+00"}::timestamptz`),
    ]);
    expect(line).toBe("2026-01-02T03:04:05.678Z\r\n");
  });
});

// COPY and the worker exist on PostgreSQL only: PGlite's database lives in this thread.
if (testDriver() === "postgres") {
  const url = () => handle.url as string;
  async function exportConnections(): Promise<number> {
    const result = await handle.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where application_name = ${EXPORT_APPLICATION_NAME} and datname = current_database()`,
    );
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  async function untilNoExportConnection(): Promise<number> {
    for (let i = 0; i < 100 && (await exportConnections()) > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return exportConnections();
  }

  const cases: [string, CsvExportName, object][] = [
    ["the request export, by COPY", "staffing-requests", everyRequest],
    ["the application export, in a worker", "job-applications", everyApplication],
  ];
  describe.each(cases)("on PostgreSQL, %s", (_, name, query) => {
    const start = (databaseUrl: string, filters = query) =>
      csvExport(handle.db, databaseUrl, name, filters as never);

    it("reads through a connection of its own, closed when the file ends", async () => {
      const chunks = start(url())[Symbol.asyncIterator]();
      await chunks.next(); // the header
      await chunks.next(); // the first batch: the export has connected
      expect(await exportConnections()).toBe(1);
      while (!(await chunks.next()).done) {}
      expect(await untilNoExportConnection()).toBe(0);
    });

    it("closes its connection when the client goes away", async () => {
      const stream = start(url());
      const chunks = stream[Symbol.asyncIterator]();
      await chunks.next();
      await chunks.next();
      expect(await exportConnections()).toBe(1);
      stream.destroy();
      expect(await untilNoExportConnection()).toBe(0);
    });

    it("fails the stream with the reason when it cannot read", async () => {
      const missing = withDatabase(url(), "no_such_database");
      await expect(textOf(start(missing))).rejects.toThrow(
        /The CSV export failed: .*no_such_database/,
      );
    });

    it("holds what the export read in the request's thread holds", async () => {
      expect(await textOf(start(url()))).toBe(
        await textOf(csvExports[name](handle.db, query as never)),
      );
    });
  });

  describe("on PostgreSQL, the request export's filters", () => {
    it("writes the filters into the COPY as literals: a quote, a backslash and a $1 in the search", async () => {
      const filtered = adminRequestExportQuerySchema.parse({
        q: "o'brien \\ $1",
        status: "pending",
        staffType: "make-ready",
        sort: "oldest",
      });
      const text = await textOf(csvExport(handle.db, url(), "staffing-requests", filtered));
      const lines = text.split("\r\n").slice(1, -1);
      expect(lines).toHaveLength(Math.ceil(ROWS / 250));
      expect(lines[0]).toContain("O'Brien \\ $1 Realty 0");
      expect(text).toBe(await textOf(csvExports["staffing-requests"](handle.db, filtered)));
    });
  });
}
