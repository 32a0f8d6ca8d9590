/**
 * The admin console's CSV exports where they run (docs/decisions/0025-export-worker.md): on
 * PostgreSQL in a worker thread with a connection of its own, on PGlite in the request's thread.
 * Whichever thread reads, the file holds every matching row once, in order, and on PostgreSQL the
 * worker's connection closes when the export ends, fails or is abandoned by its client. The
 * HTTP side (headers, CSV format, filters) is in admin.test.ts.
 */
import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRequestExportQuerySchema } from "../../src/domain/api/admin";
import type { DatabaseHandle } from "../../src/server/db/client";
import { staffingRequests } from "../../src/server/db/schema";
import { csvExports } from "../../src/server/features/admin/csv-exports";
import { csvExport, EXPORT_APPLICATION_NAME } from "../../src/server/features/admin/export-thread";
import { createTestDatabase, rowsOf, testDriver, withDatabase } from "../helpers/db";

let handle: DatabaseHandle;

/** Public requests: the first LONG with details of the longest length a request accepts. */
const ROWS = 2_300;
const LONG = 1_100;
const LONG_DETAILS = "Pressure-wash the breezeways and stairwells. ".repeat(112).slice(0, 5_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    userId: null,
    propertyId: null,
    companyName: `Harbor Walk ${i}`,
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
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const everyRequest = adminRequestExportQuerySchema.parse({});

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

// The worker exists on PostgreSQL only: PGlite's database cannot be shared with another thread.
if (testDriver() === "postgres") {
  describe("on PostgreSQL, in a worker", () => {
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

    it("reads through a connection of its own, closed when the file ends", async () => {
      const stream = csvExport(handle.db, url(), "staffing-requests", everyRequest);
      const chunks = stream[Symbol.asyncIterator]();
      await chunks.next(); // the header: the worker has connected
      await chunks.next(); // the first batch
      expect(await exportConnections()).toBe(1);
      while (!(await chunks.next()).done) {}
      expect(await untilNoExportConnection()).toBe(0);
    });

    it("stops the worker and its connection when the client goes away", async () => {
      const stream = csvExport(handle.db, url(), "staffing-requests", everyRequest);
      const chunks = stream[Symbol.asyncIterator]();
      await chunks.next();
      await chunks.next();
      expect(await exportConnections()).toBe(1);
      stream.destroy();
      expect(await untilNoExportConnection()).toBe(0);
    });

    it("fails the stream with the reason when the worker cannot read", async () => {
      const missing = withDatabase(url(), "no_such_database");
      await expect(
        textOf(csvExport(handle.db, missing, "staffing-requests", everyRequest)),
      ).rejects.toThrow(/The CSV export failed: .*no_such_database/);
    });
  });
}
