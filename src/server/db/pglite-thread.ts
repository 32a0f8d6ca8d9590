/**
 * Entry of the embedded database's thread (docs/decisions/0040-pglite-thread.md): PGlite, the
 * WebAssembly PostgreSQL, runs here, so that its work and the server's HTTP work run side by side
 * on two cores instead of taking turns on one. The server's side is ./pglite-remote.ts, which
 * keeps every lock, parser and result builder; this thread only runs protocol messages.
 *
 * In: `workerData` ({@link PgliteThreadData}). Then the parent sends {@link PgliteThreadCall}s
 * and the thread answers each with a {@link PgliteThreadReply} of the same `id`, one call at a
 * time in the order received. After start-up it sends `{ ready: true }`, or `{ failed }` when
 * PGlite cannot open the data directory, and then exits.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { concat } from "./pglite-statements";

/** What the parent gives the thread: a data directory (none: in memory) and a tarball to start from. */
export interface PgliteThreadData {
  dataDir?: string;
  /** A `dumpDataDir()` tarball, for a database in memory or a restore into an empty directory. */
  loadDataDir?: ArrayBuffer;
}

/**
 * A call from the parent:
 * - `raw`: a frontend protocol message, answered with every backend byte it produced;
 * - `dump`: `dumpDataDir(compression)`, answered with the tarball's bytes;
 * - `handleBlob`, `getWrittenBlob`, `cleanupBlob`: PGlite's `/dev/blob` for COPY;
 * - `close`: closes PGlite (flushing it to disk); the thread then exits.
 */
export type PgliteThreadCall = { id: number } & (
  | { method: "raw"; message: Uint8Array }
  | { method: "dump"; compression: "none" | "gzip" | "auto" }
  | { method: "handleBlob"; blob: ArrayBuffer | undefined }
  | { method: "getWrittenBlob" }
  | { method: "cleanupBlob" }
  | { method: "close" }
);

/** The answer to a call (its `result` transferred, not copied, when it is bytes). */
export type PgliteThreadReply =
  | { id: number; result: Uint8Array | ArrayBuffer | undefined }
  | { id: number; error: { name: string; message: string } };

/** The thread's first message. */
export type PgliteThreadStart = { ready: true } | { failed: { name: string; message: string } };

const port = parentPort;
if (!port) throw new Error("pglite-thread.ts runs as a worker thread only");

const errorOf = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: "Error", message: String(error) };

const { dataDir, loadDataDir } = workerData as PgliteThreadData;
let db: PGlite;
try {
  // pg_trgm: the lists' substring search is indexed by trigrams (docs/decisions/0013);
  // btree_gin: an account's search, user_id in the same GIN index (migration 0018).
  db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    extensions: { pg_trgm, btree_gin },
  });
} catch (error) {
  port.postMessage({ failed: errorOf(error) } satisfies PgliteThreadStart);
  process.exit(0);
}

/**
 * Runs `message` and returns every byte of its answer, copied out of PGlite's memory into one
 * buffer of its own. The raw stream is used rather than `execProtocolRaw`, which parses every
 * message as well, a parse the parent does. NodeFS and the in-memory filesystem write through,
 * so there is no `syncToFs` (as in db/client.ts).
 */
async function raw(message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await db.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
    },
  });
  return chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
}

async function answer(call: PgliteThreadCall): Promise<Uint8Array | ArrayBuffer | undefined> {
  switch (call.method) {
    case "raw":
      return raw(call.message);
    case "dump":
      return (await db.dumpDataDir(call.compression)).arrayBuffer();
    case "handleBlob":
      await db._handleBlob(call.blob ? new Blob([call.blob]) : undefined);
      return undefined;
    case "getWrittenBlob":
      return (await db._getWrittenBlob())?.arrayBuffer();
    case "cleanupBlob":
      await db._cleanupBlob();
      return undefined;
    case "close":
      await db.close();
      return undefined;
  }
}

// One call at a time, in the order received: PGlite runs one protocol exchange at a time, and
// the parent's locks decide that order.
let last: Promise<unknown> = Promise.resolve();
port.on("message", (call: PgliteThreadCall) => {
  last = last.then(async () => {
    try {
      const result = await answer(call);
      const transfer =
        result instanceof Uint8Array
          ? [result.buffer as ArrayBuffer]
          : result instanceof ArrayBuffer
            ? [result]
            : [];
      port.postMessage({ id: call.id, result } satisfies PgliteThreadReply, transfer);
    } catch (error) {
      port.postMessage({ id: call.id, error: errorOf(error) } satisfies PgliteThreadReply);
    }
    if (call.method === "close") port.close();
  });
});
port.postMessage({ ready: true } satisfies PgliteThreadStart);
