/**
 * `npm run bench`: every benchmark suite (API throughput, page bytes, Lighthouse, growth) in turn, then BENCHMARKS.md.
 * Builds first when dist/ is missing or stale. Suites (each also runnable alone with
 * `npx tsx bench/<suite>.ts`, each writing bench/results/<suite>.json):
 * size (bytes per public page), lighthouse (Chromium at CHROME_PATH, default /usr/bin/chromium),
 * api (autocannon, ours against every peer with a bench/baselines/<dir>/peer.json, PGlite and PostgreSQL), growth (100,000
 * requests; a client with 10,000 against one with 50; an agency with 1,000,000), reports (a
 * manager's year report at 100,000 requests and 1,000,000 timesheet days), startup (cold start
 * and memory).
 * Environment: BENCH_RUNS (runs per measurement, default 3), BENCH_DURATION (seconds per
 * autocannon run, default 20), BENCH_ONLY (comma-separated suites), BENCH_DATABASE_URL (an
 * existing PostgreSQL instead of a throwaway cluster).
 * Exits non-zero when a suite fails to run (not when a budget is missed: the report says that).
 */

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error plain JavaScript helper without types
import { ensureBuild } from "../scripts/ensure-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const suites = ["size", "lighthouse", "api", "growth", "reports", "startup"];
const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const failed: string[] = [];

ensureBuild();
for (const suite of only?.length ? only : suites) {
  const script = path.join(root, "bench", `${suite}.ts`);
  if (!fs.existsSync(script)) {
    console.error(`bench: no suite "${suite}" (${script})`);
    failed.push(suite);
    continue;
  }
  console.log(`\n=== bench: ${suite} ===`);
  const started = Date.now();
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), [script], {
    cwd: root,
    stdio: "inherit",
  });
  console.log(`=== ${suite}: ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  if (result.status !== 0) failed.push(suite);
}

const report = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["bench/report.ts"], {
  cwd: root,
  stdio: "inherit",
});
if (failed.length > 0) console.error(`bench: failed suites: ${failed.join(", ")}`);
process.exit(failed.length > 0 || report.status !== 0 ? 1 : 0);
