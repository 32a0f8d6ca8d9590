/**
 * autocannon in a child process of its own (lib/load-worker.ts), pinned to the load core
 * (lib/pin.ts) when the machine allows, so the load generator's CPU is not taken from the server
 * under test and the benchmark process's own work does not disturb it. One process serves every
 * measurement of a benchmark: `measure(spec, pids)` sends one job and waits for its result.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { root } from "./env";
import type { LoadResult, LoadSpec } from "./load";
import { LOAD_CPU, pinned } from "./pin";

export interface LoadGenerator {
  /**
   * Warms up and measures `spec`; CPU per request from the process trees of `serverPid` and
   * `databasePid` (a PostgreSQL postmaster) over the measured seconds.
   */
  measure(spec: LoadSpec, pids: { serverPid: number; databasePid?: number }): Promise<LoadResult>;
  stop(): void;
}

/** Starts the load generator's process. */
export function startLoadGenerator(): LoadGenerator {
  const worker = path.join(root, "bench/lib/load-worker.ts");
  const [command, ...args] = pinned([process.execPath, "--import", "tsx", worker], LOAD_CPU) as [
    string,
    ...string[],
  ];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (r: LoadResult) => void; reject: (e: Error) => void }
  >();
  child.on("message", (message: { id: number; result?: LoadResult; error?: string }) => {
    const job = waiting.get(message.id);
    if (!job) return;
    waiting.delete(message.id);
    if (message.error) job.reject(new Error(`load generator: ${message.error}`));
    else job.resolve(message.result as LoadResult);
  });
  child.on("exit", (code) => {
    for (const job of waiting.values())
      job.reject(new Error(`the load generator exited (${code})`));
    waiting.clear();
  });
  return {
    measure(spec, pids) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, spec, ...pids });
      });
    },
    stop() {
      if (child.connected) child.disconnect();
    },
  };
}
