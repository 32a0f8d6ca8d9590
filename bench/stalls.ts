/**
 * Not a suite (no result file): what makes our p99 at a fixed rate, one V8 flag set against
 * another. Our server alone, pinned as the API suite pins it (server and a PostgreSQL this
 * starts on core 0, the load generator and this process on core 1; lib/pin.ts), on the API
 * suite's seed (100 managers, 50 requests each). One signed-in manager reads one path at a fixed
 * rate (paced) on 100 connections. In each of `BENCH_RUNS` rounds (default 3), every variant
 * runs once, in order, each on a fresh server and a fresh copy of the data. For each it prints:
 * p50, p99 and the maximum; how late the requests left against the schedule (a stall longer
 * than 100 connections ÷ the rate holds every connection); the full collections (`Mark-Compact`)
 * and scavenges in V8's `--trace-gc` lines during the measured read; VmRSS at the end; and where
 * the slow answers waited: the answers over 15 ms the load generator saw against those the
 * server's own log timed over 15 ms (Fastify's `responseTime`, from reading the request to
 * sending the answer), and this process's own event-loop delay (p99, max), which would delay the
 * answers it reads.
 *
 * Environment:
 * - `BENCH_STALLS_VARIANTS`: `;`-separated sets of extra Node flags, added after the product's
 *   `SERVER_NODE_FLAGS` (a later flag wins, e.g. `--allocation-site-pretenuring`); `default`
 *   for none. Default `default;--allocation-site-pretenuring`. On PGlite the server also sets
 *   `EMBEDDED_DATABASE_NODE_FLAGS` on itself unless a variant names them
 *   (`--heap-growing-percent=0` for V8's own factor; decision 0038).
 * - `BENCH_STALLS_KIND`: `postgres` (default; a throwaway cluster, or `BENCH_DATABASE_URL`) or
 *   `pglite`.
 * - `BENCH_STALLS_PATH` (default the request list), `BENCH_STALLS_RATE` (req/s, default 450:
 *   about half of the list's saturation rate on these machines with PostgreSQL on the server's
 *   core; the decision's figures were taken at 770/s with PostgreSQL unpinned), `BENCH_DURATION`
 *   (s, default 20) after `BENCH_WARMUP` (default 3).
 * - `BENCH_STALLS_BEFORE`: loads the same server takes first, as the API suite's fixed-rate points
 *   follow each other on one server: `,`-separated `path@rate`, 10 s each after the warm-up, e.g.
 *   `/api/user@332,/api/user@664,/api/user@995,/api/portal/staffing-requests@102` (the points
 *   before the list's 50% point on PGlite). Default none.
 * - `BENCH_STALLS_KEEP_LOGS`: a folder to copy each server's log (with its `--trace-gc` lines)
 *   into, as `round<r>-<variant index>.log`. Default none.
 *
 * An earlier version found decision 0037 (docs/decisions/0037-no-pretenuring.md): the slow answers
 * of the list came in bursts, one per full collection. That version ran every server on one
 * database used again; this one gives each server a fresh copy, as the API suite does, and on
 * 2026-12-01 its rounds stalled with no full collection, with and without pretenuring
 * (BENCHMARKS.md, "What still limits PGlite"): unexplained. On PGlite, `BENCH_STALLS_BEFORE`
 * reproduced the API suite's stalls on 2026-12-02, and there they were full collections, of what
 * PGlite's query path promoted (decision 0039 removed it; bench/promotion.ts measures it).
 */
import fs from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { SERVER_NODE_FLAGS } from "../src/server/node-flags";
import { warmup } from "./lib/env";
import { runLoad } from "./lib/load";
import { signIn } from "./lib/net";
import { LOAD_CPU, pinSelf, SERVER_CPU } from "./lib/pin";
import { startPostgres } from "./lib/postgres";
import { API_SEED, MEASURED_USER, openBenchDatabase, PASSWORD, seed } from "./lib/seed";
import { ensureBuild, startOurServer, tempDir } from "./lib/server";

const kind = process.env.BENCH_STALLS_KIND ?? "postgres";
if (kind !== "postgres" && kind !== "pglite") throw new Error(`BENCH_STALLS_KIND: ${kind}`);
const variants = (process.env.BENCH_STALLS_VARIANTS ?? "default;--allocation-site-pretenuring")
  .split(";")
  .map((v) => v.trim())
  .filter(Boolean);
const rate = Number(process.env.BENCH_STALLS_RATE ?? 450);
const readPath = process.env.BENCH_STALLS_PATH ?? "/api/portal/staffing-requests";
const rounds = Number(process.env.BENCH_RUNS ?? 3);
const measuredSeconds = Number(process.env.BENCH_DURATION ?? 20);
if (!(rate > 0) || !(rounds > 0)) throw new Error("BENCH_STALLS_RATE and BENCH_RUNS: positive");
const before = (process.env.BENCH_STALLS_BEFORE ?? "")
  .split(",")
  .map((load) => load.trim())
  .filter(Boolean)
  .map((load): [string, number] => {
    const [loadPath, loadRate] = load.split("@");
    if (!loadPath?.startsWith("/") || !(Number(loadRate) > 0)) {
      throw new Error(`BENCH_STALLS_BEFORE: ${load} is not path@rate`);
    }
    return [loadPath, Number(loadRate)];
  });
/** An answer slower than this (ms) is counted as slow on both sides, generator and server. */
const SLOW_MS = 15;
const keepLogs = process.env.BENCH_STALLS_KEEP_LOGS;
if (keepLogs) fs.mkdirSync(keepLogs, { recursive: true });

/**
 * The answers the server's own log (Fastify's `responseTime`, at `LOG_LEVEL=info`) says took over
 * `overMs`, among those completed after `fromEpochMs`: when the load generator saw many more slow
 * answers than this, they waited outside the handlers (a blocked event loop, or the generator).
 */
function slowInServer(log: string, fromEpochMs: number, overMs: number): number {
  let slow = 0;
  for (const line of log.split("\n")) {
    if (!line.includes('"request completed"')) continue;
    const entry = JSON.parse(line) as { time: number; responseTime?: number };
    if (entry.time >= fromEpochMs && (entry.responseTime ?? 0) > overMs) slow++;
  }
  return slow;
}

/** What V8's `--trace-gc` lines in a server's log say after `afterMs` of the isolate's life. */
function collections(log: string, afterMs: number): { full: number; scavenges: number } {
  let full = 0;
  let scavenges = 0;
  for (const line of log.split("\n")) {
    const match = /\s(\d+) ms: (Scavenge|Mark-Compact)\b/.exec(line);
    if (!match || Number(match[1]) <= afterMs) continue;
    if (match[2] === "Scavenge") scavenges++;
    else full++;
  }
  return { full, scavenges };
}

ensureBuild();
pinSelf(LOAD_CPU);
const pg = kind === "postgres" ? await startPostgres({ cpu: SERVER_CPU }) : undefined;
const templateDir = tempDir("bench-stalls-template-");
const templateUrl = pg ? await pg.createDatabase("bench_stalls_template") : undefined;
const template = await openBenchDatabase({ dataDir: templateDir, databaseUrl: templateUrl });
await seed(template.query, API_SEED);
await template.query("vacuum analyze");
await template.close();

console.log(
  `${kind}, ${readPath} at ${rate}/s, 100 connections, ${measuredSeconds} s after ${warmup} s; product flags ${SERVER_NODE_FLAGS.join(" ")}`,
);
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [index, variant] of variants.entries()) {
      const flags = variant === "default" ? [] : variant.split(/\s+/);
      const dataDir = tempDir("bench-stalls-");
      const name = `bench_stalls_${round}_${index}`;
      if (!pg) fs.cpSync(templateDir, dataDir, { recursive: true });
      const databaseUrl = pg ? await pg.createDatabase(name, "bench_stalls_template") : undefined;
      const spawnedAt = Date.now();
      const server = await startOurServer(
        { dataDir, databaseUrl },
        { nodeArgs: ["--trace-gc", ...flags], cpu: SERVER_CPU },
      );
      try {
        const cookie = await signIn(`${server.url}/api/login`, MEASURED_USER, PASSWORD);
        const headers = { cookie, accept: "application/json", "accept-encoding": "br, gzip" };
        for (const [beforePath, beforeRate] of before) {
          const earlier = await runLoad({
            url: `${server.url}${beforePath}`,
            headers,
            rate: beforeRate,
            connections: 100,
            duration: 10,
            warmup,
          });
          console.log(
            `  before: ${beforePath} at ${beforeRate}/s p50 ${earlier.p50.toFixed(1)} p99 ${earlier.p99.toFixed(1)} ms`,
          );
        }
        // The isolate starts just after the spawn: its --trace-gc times count from about then.
        const measuredFromEpochMs = Date.now() + warmup * 1000;
        const measuredFromMs = measuredFromEpochMs - spawnedAt;
        // This process's own event loop (the load generator's), warm-up included: a stall here
        // delays the answers it reads, and they count as slow though the server was not.
        const generatorLoop = monitorEventLoopDelay({ resolution: 1 });
        generatorLoop.enable();
        const result = await runLoad({
          url: `${server.url}${readPath}`,
          headers,
          rate,
          connections: 100,
          duration: measuredSeconds,
          warmup,
          countSlowerThanMs: SLOW_MS,
        });
        generatorLoop.disable();
        const { rssMiB } = server.memory();
        const log = fs.readFileSync(server.keepLog(), "utf8");
        const gc = collections(log, measuredFromMs);
        const ms = (ns: number) => (ns / 1e6).toFixed(1);
        console.log(
          `round ${round} ${variant.padEnd(36)} p50 ${result.p50.toFixed(1)} p99 ${result.p99.toFixed(1)} max ${result.max.toFixed(1)} ms; late p99 ${result.rate?.lateP99Ms?.toFixed(1)} ms; full collections ${gc.full}, scavenges ${gc.scavenges}; RSS ${rssMiB.toFixed(0)} MiB`,
        );
        console.log(
          `  answers over ${SLOW_MS} ms: ${result.slowAnswers} seen by the load generator, ${slowInServer(log, measuredFromEpochMs, SLOW_MS)} in the server's log; the generator's loop delay p99 ${ms(generatorLoop.percentile(99))} max ${ms(generatorLoop.max)} ms`,
        );
      } finally {
        const log = server.keepLog();
        await server.stop();
        if (keepLogs) fs.copyFileSync(log, path.join(keepLogs, `round${round}-${index}.log`));
        fs.rmSync(path.dirname(log), { recursive: true, force: true });
        fs.rmSync(dataDir, { recursive: true, force: true });
        if (pg) await pg.dropDatabase(name);
      }
    }
  }
} finally {
  fs.rmSync(templateDir, { recursive: true, force: true });
  await pg?.stop();
}
