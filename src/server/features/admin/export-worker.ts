/**
 * Entry of an export worker (docs/decisions/0025-export-worker.md): a worker thread that writes
 * one CSV export from PostgreSQL, with a connection and a heap of its own, so the million rows'
 * garbage of a large export is collected under the worker's small heap limit instead of piling
 * up in the server's heap.
 *
 * In: `workerData` ({@link ExportWorkerData}). Protocol with the parent (`export-thread.ts`):
 * the parent sends one message per chunk it wants; the worker answers each with
 * `{ chunk: Uint8Array }` (UTF-8, its buffer transferred, not copied), and at the end with
 * `{ done: true }`, or `{ error: string }` when reading fails. It then closes its connection and
 * exits by itself.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openPostgres } from "../../db/client";
import { type CsvExportName, type CsvExportQueries, csvExports } from "./csv-exports";

/** What the parent gives a worker. */
export interface ExportWorkerData<N extends CsvExportName = CsvExportName> {
  /** PostgreSQL's connection string. */
  url: string;
  name: N;
  query: CsvExportQueries[N];
}

/** A message from an export worker to its parent. */
export type ExportWorkerMessage = { chunk: Uint8Array } | { done: true } | { error: string };

const port = parentPort;
if (!port) throw new Error("export-worker.ts runs as a worker thread only");

// Chunks the parent has asked for and not yet received.
let wanted = 0;
let wake: (() => void) | undefined;
port.on("message", () => {
  wanted++;
  wake?.();
});
async function whenWanted(): Promise<void> {
  while (wanted === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = undefined;
  wanted--;
}

const send = (message: ExportWorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

const { url, name, query } = workerData as ExportWorkerData;
let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
try {
  database = await openPostgres(url, 1);
  const encoder = new TextEncoder();
  for await (const text of csvExports[name](database.db, query as never)) {
    await whenWanted();
    const chunk = encoder.encode(text as string);
    send({ chunk }, [chunk.buffer as ArrayBuffer]);
  }
  send({ done: true });
} catch (error) {
  send({ error: error instanceof Error ? error.message : String(error) });
} finally {
  await database?.close();
  port.unref();
}
