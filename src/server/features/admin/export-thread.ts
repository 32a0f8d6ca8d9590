/**
 * Runs a CSV export (./csv-exports.ts) where its memory stays bounded:
 * - the request export in the request's thread, its records written by the database
 *   (docs/decisions/0026-requests-export-in-sql.md);
 * - the others (docs/decisions/0025-export-worker.md) on PostgreSQL in a worker thread with its
 *   own connection and a small heap limit; on PGlite, whose one connection belongs to this
 *   process (its database thread answers only this thread, decision 0040), in the request's
 *   thread.
 */
import { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import type { Database } from "../../db/client";
import {
  type CsvExportName,
  type CsvExportQueries,
  csvExports,
  EXPORT_APPLICATION_NAME,
  staffingRequestsCsv,
} from "./csv-exports";
import type { ExportWorkerData, ExportWorkerMessage } from "./export-worker";

/**
 * The worker's heap limits (MB). Its heap held 31–40 MB through an export of 1,000,000
 * requests, and tests/api/csv-export.test.ts exports 1,100 requests with 5,000-character details
 * (the longest a request holds) under these caps. V8 collects a batch's garbage as it goes
 * instead of letting the heap grow to four times what is live, as the server's own heap does
 * (decision 0025 gives the measures). A worker that reaches a cap stops, and the export fails
 * instead of the server.
 */
export const EXPORT_WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };

/**
 * `url` with `application_name` set to {@link EXPORT_APPLICATION_NAME}, so the export's
 * connection is recognisable in pg_stat_activity; `url` as it is when it does not parse as a URL
 * (`pg` reads some connection strings that WHATWG URLs refuse).
 */
function withApplicationName(url: string): string {
  if (!URL.canParse(url)) return url;
  const named = new URL(url);
  named.searchParams.set("application_name", EXPORT_APPLICATION_NAME);
  return named.href;
}

/** The worker's script: bundled beside the server in dist/, or the TypeScript through tsx. */
function workerScript(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./export-worker.dev.mjs", import.meta.url)
    : new URL("./export-worker.js", import.meta.url);
}

/**
 * The file's bytes from a new export worker, pulled as the reader takes them: the worker is
 * asked for one chunk (a batch of rows) at a time, so neither side runs ahead of the client.
 * Destroying the stream (the client went away) stops the worker. The stream errors when the
 * worker reports a failure or stops before the end (for instance at its heap limit).
 */
function exportInWorker<N extends CsvExportName>(
  url: string,
  name: N,
  query: CsvExportQueries[N],
): Readable {
  const worker = new Worker(workerScript(), {
    workerData: { url: withApplicationName(url), name, query } satisfies ExportWorkerData<N>,
    resourceLimits: EXPORT_WORKER_LIMITS,
  });
  let finished = false;
  const stream = new Readable({
    read() {
      worker.postMessage("next");
    },
    destroy(error, callback) {
      if (!finished) void worker.terminate();
      callback(error);
    },
  });
  worker.on("message", (message: ExportWorkerMessage) => {
    if ("chunk" in message) {
      const { buffer, byteOffset, byteLength } = message.chunk;
      stream.push(Buffer.from(buffer, byteOffset, byteLength));
    } else if ("done" in message) {
      finished = true;
      stream.push(null);
    } else {
      finished = true;
      stream.destroy(new Error(`The CSV export failed: ${message.error}`));
    }
  });
  worker.on("error", (error) => {
    finished = true;
    stream.destroy(error);
  });
  worker.on("exit", (code) => {
    if (!finished) stream.destroy(new Error(`The CSV export's worker stopped (exit code ${code})`));
  });
  return stream;
}

/**
 * The CSV export `name` for a validated `query`, as a stream of its bytes (BOM, header, rows).
 * @param databaseUrl PostgreSQL's connection string (the export runs in a worker), or undefined
 *   for PGlite (it runs here, on `db`)
 */
export function csvExport<N extends CsvExportName>(
  db: Database,
  databaseUrl: string | undefined,
  name: N,
  query: CsvExportQueries[N],
): Readable {
  // The request export, the one that reaches millions of rows, has the database write its
  // records and reads them in this thread on both drivers (decision 0026).
  if (name === "staffing-requests") {
    return staffingRequestsCsv(db, databaseUrl, query as CsvExportQueries["staffing-requests"]);
  }
  return databaseUrl ? exportInWorker(databaseUrl, name, query) : csvExports[name](db, query);
}
