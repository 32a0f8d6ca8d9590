/**
 * CPU pinning for the API benchmark: the servers under test (and a PostgreSQL cluster the bench
 * starts) on core 0, the load generator and the benchmark process itself on core 1, so the load
 * generator's own CPU does not come out of the server's share. Only where `taskset` exists and
 * the machine has at least two cores; otherwise nothing is pinned (and the results say so).
 * BENCH_PIN=0 turns it off.
 */
import { execFileSync, spawnSync } from "node:child_process";
import os from "node:os";

/** The core of the servers and PostgreSQL, and the core of the load generator. */
export const SERVER_CPU = 0;
export const LOAD_CPU = 1;

let available: boolean | undefined;

/** Whether pinning is used: taskset found, at least two cores, BENCH_PIN not 0. */
export function canPin(): boolean {
  if (available === undefined) {
    available =
      process.env.BENCH_PIN !== "0" &&
      os.availableParallelism() >= 2 &&
      spawnSync("taskset", ["--version"], { stdio: "ignore" }).status === 0;
  }
  return available;
}

/** `argv` prefixed with `taskset -c <cpu>` when pinning is used. */
export function pinned(argv: string[], cpu: number): string[] {
  return canPin() ? ["taskset", "-c", String(cpu), ...argv] : argv;
}

/** Pins this process (all its threads) to `cpu` when pinning is used. */
export function pinSelf(cpu: number): void {
  if (!canPin()) return;
  execFileSync("taskset", ["-a", "-p", "-c", String(cpu), String(process.pid)], {
    stdio: "ignore",
  });
}

/** One line for the notes: where things ran. */
export function pinningLine(): string {
  return canPin()
    ? `servers and PostgreSQL pinned to core ${SERVER_CPU}, autocannon (its own process) and the benchmark process to core ${LOAD_CPU} (\`taskset\`)`
    : "nothing pinned (no `taskset`, a single core, or BENCH_PIN=0): the load generator shares the cores with the servers";
}
