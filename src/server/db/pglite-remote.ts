/**
 * The embedded database (PGlite) in a thread of its own, seen from the server's thread as a
 * PGlite instance (docs/decisions/0040-pglite-thread.md).
 *
 * PGlite's WebAssembly PostgreSQL used to run every statement on the thread that serves HTTP,
 * so at saturation the database's work and the server's took turns on one core, and a page of
 * 50 rows waited behind nine others' (the growth benchmark). The WebAssembly now runs in
 * ./pglite-thread.ts; this side keeps PGlite's own query, exec and transaction logic (its
 * `BasePGlite`, the class its browser worker client extends too), every lock, the protocol
 * parser and the result builder, and sends each protocol message across with its answer's bytes
 * transferred back, not copied. While the thread runs one statement, this thread parses requests
 * and writes answers.
 *
 * Only what the server uses is carried across: protocol messages, `dumpDataDir`, COPY's blob and
 * `close`. `LISTEN` is refused (nothing here listens). The thread's filesystems (a NodeFS data
 * directory, or memory) write through, so `syncToFs` has nothing to do.
 */
import { Worker } from "node:worker_threads";
import type {
  ExecProtocolOptions,
  ExecProtocolResult,
  PGlite,
  Transaction,
} from "@electric-sql/pglite";
import type {
  PgliteThreadCall,
  PgliteThreadData,
  PgliteThreadReply,
  PgliteThreadStart,
} from "./pglite-thread";

type BackendMessage = ExecProtocolResult["messages"][number];

/**
 * What PGlite's `BasePGlite` implements on top of the members a subclass provides (below): its
 * query, exec and transaction logic, and the type serialisers and parsers.
 */
type BasePGliteShape = Pick<
  PGlite,
  | "query"
  | "sql"
  | "exec"
  | "describeQuery"
  | "transaction"
  | "runExclusive"
  | "refreshArrayTypes"
  | "serializers"
  | "parsers"
>;

/** The PGlite exports this side uses, passed in by db/client.ts, which loads PGlite lazily. */
interface PgliteLib {
  protocol: typeof import("@electric-sql/pglite").protocol;
  messages: typeof import("@electric-sql/pglite").messages;
}

/** The thread's script: bundled beside the server in dist/, or the TypeScript through tsx. */
function threadScript(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./pglite-thread.dev.mjs", import.meta.url)
    : new URL("./pglite-thread.js", import.meta.url);
}

/** A chain of native promises: first come, first served (no transpiled generators: 0039). */
function mutex(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  const settle = () => {};
  return (work) => {
    const result = last.then(work);
    last = result.then(settle, settle);
    return result;
  };
}

type Call = PgliteThreadCall extends infer C
  ? C extends { id: number }
    ? Omit<C, "id">
    : never
  : never;

/** The thread each instance of {@link openPgliteThread} runs on. */
const threads = new WeakMap<object, Worker>();

/**
 * The worker thread that `db` (from {@link openPgliteThread}) runs on, undefined for any other
 * instance. Only the tests use it, to stop the thread as a crash would.
 */
export function pgliteThreadOf(db: PGlite): Worker | undefined {
  return threads.get(db);
}

/**
 * Starts PGlite in its own thread and returns it as a PGlite instance.
 * @param data the data directory (undefined: in memory) and a tarball to start from
 * @param lib PGlite's `protocol` and `messages` exports
 * @param options.onStop called once if the thread stops without `close()` (an uncaught error
 *   or a WebAssembly abort in it), with the error every call from then on fails with
 * @throws the thread's error when PGlite cannot open the directory, with its name and message
 */
export async function openPgliteThread(
  data: PgliteThreadData,
  lib: PgliteLib,
  options: { onStop?: (error: Error) => void } = {},
): Promise<PGlite> {
  // PGlite's browser worker client extends its BasePGlite, which the package does not export on
  // its own: it is that class's parent.
  const { PGliteWorker } = await import("@electric-sql/pglite/worker");
  const BasePGlite = Object.getPrototypeOf(PGliteWorker) as new () => BasePGliteShape;
  const { Parser } = lib.protocol;
  const { DatabaseError, NoticeMessage } = lib.messages;

  const worker = new Worker(threadScript(), {
    workerData: data,
    transferList: data.loadDataDir ? [data.loadDataDir] : [],
  });
  const start = await new Promise<PgliteThreadStart>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  if ("failed" in start) {
    await worker.terminate();
    throw Object.assign(new Error(start.failed.message), { name: start.failed.name });
  }
  worker.unref();

  class RemotePGlite extends BasePGlite {
    debug = 0 as const;
    #pending = new Map<number, { resolve: (value: never) => void; reject: (e: Error) => void }>();
    #next = 0;
    #closed = false;
    #closing = false;
    /** Why the thread stopped, when it stopped without `close()`. */
    #stopError: Error | undefined;
    #parser = new Parser();
    #queries = mutex();
    #transactions = mutex();

    constructor() {
      super();
      worker.on("message", (reply: PgliteThreadReply) => {
        const waiter = this.#pending.get(reply.id);
        if (!waiter) return;
        this.#pending.delete(reply.id);
        if (this.#pending.size === 0) worker.unref();
        if ("error" in reply) {
          waiter.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
        } else {
          waiter.resolve(reply.result as never);
        }
      });
      // An error event is followed by the exit event: the first of them is the one reported.
      const stopped = (error: Error) => {
        const unexpected = !this.#closed && !this.#closing;
        if (unexpected) this.#stopError = error;
        this.#closed = true;
        for (const waiter of this.#pending.values()) waiter.reject(error);
        this.#pending.clear();
        if (unexpected) options.onStop?.(error);
      };
      worker.on("error", stopped);
      worker.on("exit", (code) =>
        stopped(new Error(`PGlite's thread stopped (exit code ${code})`)),
      );
    }

    #call<T>(call: Call, transfer: ArrayBuffer[] = []): Promise<T> {
      if (this.#closed) return Promise.reject(this.#stopError ?? new Error("PGlite is closed"));
      const id = ++this.#next;
      // The thread keeps the process alive only while a call waits for it, as PGlite in this
      // thread did: a script whose work is done exits without closing the database.
      if (this.#pending.size === 0) worker.ref();
      return new Promise<T>((resolve, reject) => {
        this.#pending.set(id, { resolve: resolve as (value: never) => void, reject });
        worker.postMessage({ ...call, id }, transfer);
      });
    }

    get closed(): boolean {
      return this.#closed;
    }
    get ready(): boolean {
      return !this.#closed;
    }
    get waitReady(): Promise<void> {
      return Promise.resolve();
    }

    /** The backend bytes of `message`, run in the thread (a copy of it is sent). */
    async execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
      const copy = message.slice();
      return this.#call<Uint8Array>({ method: "raw", message: copy }, [copy.buffer]);
    }

    async execProtocolRawStream(
      message: Uint8Array,
      options: { onRawData: (data: Uint8Array) => void },
    ): Promise<void> {
      options.onRawData(await this.execProtocolRaw(message));
    }

    /**
     * As PGlite's own: the backend messages of `message` up to and including its first error,
     * which is thrown when `throwOnError` (the default); notices go to `onNotice`.
     */
    async execProtocol(
      message: Uint8Array,
      { throwOnError = true, onNotice }: ExecProtocolOptions = {},
    ): Promise<ExecProtocolResult> {
      const data = await this.execProtocolRaw(message);
      const messages: BackendMessage[] = [];
      let databaseError: InstanceType<typeof DatabaseError> | undefined;
      this.#parser.parse(data, (received) => {
        if (databaseError) return;
        if (received instanceof DatabaseError) {
          if (throwOnError) databaseError = received;
        } else if (received instanceof NoticeMessage) {
          onNotice?.(received);
        }
        messages.push(received);
      });
      if (databaseError) {
        // As PGlite does after an error: a fresh parser, nothing left over from this answer.
        this.#parser = new Parser();
        throw databaseError;
      }
      return { messages, data };
    }

    async execProtocolStream(
      message: Uint8Array,
      options: ExecProtocolOptions = {},
    ): Promise<BackendMessage[]> {
      return (await this.execProtocol(message, options)).messages;
    }

    /** Nothing to do: the thread's filesystems write through (above). */
    async syncToFs(): Promise<void> {}

    async _handleBlob(blob?: File | Blob): Promise<void> {
      const bytes = blob ? await blob.arrayBuffer() : undefined;
      await this.#call({ method: "handleBlob", blob: bytes }, bytes ? [bytes] : []);
    }
    async _getWrittenBlob(): Promise<Blob | undefined> {
      const bytes = await this.#call<ArrayBuffer | undefined>({ method: "getWrittenBlob" });
      return bytes ? new Blob([bytes]) : undefined;
    }
    async _cleanupBlob(): Promise<void> {
      await this.#call({ method: "cleanupBlob" });
    }
    async _checkReady(): Promise<void> {
      if (this.#closed) throw this.#stopError ?? new Error("PGlite is closed");
    }
    _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T> {
      return this.#queries(work);
    }
    _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
      return this.#transactions(work);
    }

    /** A tarball of the whole data directory, as PGlite's `dumpDataDir`. */
    async dumpDataDir(compression: "none" | "gzip" | "auto" = "auto"): Promise<Blob> {
      await this._checkReady();
      return new Blob([await this.#call<ArrayBuffer>({ method: "dump", compression })]);
    }

    async listen(
      _channel: string,
      _callback: (payload: string) => void,
      _tx?: Transaction,
    ): Promise<never> {
      throw new Error("LISTEN is not available on the embedded database's thread");
    }
    async unlisten(): Promise<void> {
      throw new Error("LISTEN is not available on the embedded database's thread");
    }

    /** Closes PGlite (flushing it to disk) and ends its thread. */
    async close(): Promise<void> {
      if (this.#closed) return;
      this.#closing = true;
      await this.#call({ method: "close" });
      this.#closed = true;
      await worker.terminate();
    }
  }

  const remote = new RemotePGlite();
  threads.set(remote, worker);
  // What PGlite does at the end of its start-up: the array types' serialisers and parsers.
  await (remote as unknown as { _initArrayTypes(): Promise<void> })._initArrayTypes();
  return remote as unknown as PGlite;
}
