/**
 * Preloaded into the built server by database-thread.test.ts (`node --import`), never by the
 * product: on SIGUSR2 it ends the embedded database's worker thread (src/server/db/
 * pglite-thread.ts) from outside, as an uncaught error or a WebAssembly abort in it would. It
 * wraps `worker_threads.Worker` to see the threads the server starts;
 * `syncBuiltinESMExports` makes the server's `import { Worker }` get the wrapper.
 */
import module from "node:module";
import workerThreads from "node:worker_threads";

const Original = workerThreads.Worker;
const started = [];
workerThreads.Worker = class extends Original {
  constructor(filename, options) {
    super(filename, options);
    started.push({ filename: String(filename), worker: this });
  }
};
module.syncBuiltinESMExports();

process.on("SIGUSR2", () => {
  for (const { filename, worker } of started) {
    if (filename.includes("pglite-thread")) void worker.terminate();
  }
});
