/**
 * Not a suite (no result file): this checkout's build against another build of the product
 * (`BENCH_AB_BASE`, the root of a checkout built with `npm run build`, e.g. a `git worktree` of
 * the commit before a change), on the same data, the portal reads of the growth suite's large
 * client (10,000 requests over 500 properties, 10,000 notifications) and the 50-request manager,
 * and the admin console's reads over every account's requests (the list, a status, the users, the
 * overview), and the placements list (`GET /api/portal/assignments`) as a worker (bench.s0001, 143
 * placements), the large client (its properties' placements) and the admin (every one), and
 * the large client's staff directory; and the 50-request manager's placements.
 * `BENCH_AB_READS`: `portal`, `admin`, `placements` or `all` (default). In each of `BENCH_RUNS` runs (default 5) every read is measured on both servers, the order
 * alternating by run, 10 connections, `BENCH_DURATION` s (default 3) after 1 s of warm-up; it
 * prints each read's median req/s, p99 and server CPU per answer, and the median (min–max) of the
 * per-run ratios this ÷ base. `BENCH_AB_KIND`: `postgres` (default; `BENCH_DATABASE_URL`, a
 * server whose `postgres` database can create `ab_builds`) or `pglite` (each server on its own
 * copy of the seeded directory). `BENCH_AB_BASE_FLAGS`: the base server's Node flags instead of
 * this checkout's `SERVER_NODE_FLAGS` (space-separated, empty for none), so that with
 * `BENCH_AB_BASE` set to this checkout the two servers differ only by a flag.
 * `BENCH_AB_OTHER_MANAGERS`: the managers with 100 requests each besides the measured two
 * (default 199, 30,050 requests in all; 999 is the growth suite's large database, 109,950).
 */
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../src/server/node-flags";
import { measure } from "./lib/load";
import { freePort, signIn } from "./lib/net";
import {
  ADMIN_USER,
  LARGE_CLIENT_USER,
  MEASURED_USER,
  openBenchDatabase,
  PASSWORD,
  seed,
} from "./lib/seed";
import { ensureBuild, serverEntry, spawnNodeServer, tempDir } from "./lib/server";
import { median } from "./lib/stats";

const kind = process.env.BENCH_AB_KIND ?? "postgres";
const runs = Number(process.env.BENCH_RUNS ?? 5);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const reads = process.env.BENCH_AB_READS ?? "all";
const otherManagers = Number(process.env.BENCH_AB_OTHER_MANAGERS ?? 199);
if (!["portal", "admin", "placements", "all"].includes(reads))
  throw new Error(`BENCH_AB_READS: ${reads}`);
const base = process.env.BENCH_AB_BASE;
if (!base) throw new Error("BENCH_AB_BASE: the root of the other checkout, built");
const baseEntry = path.join(base, "dist/server/index.js");
if (!fs.existsSync(baseEntry)) throw new Error(`${baseEntry} is missing: npm run build there`);
/**
 * The base server's Node flags: this checkout's (SERVER_NODE_FLAGS) unless BENCH_AB_BASE_FLAGS is
 * set (space-separated; empty for none), to measure a flag with BENCH_AB_BASE set to this checkout.
 */
const baseFlags =
  process.env.BENCH_AB_BASE_FLAGS === undefined
    ? SERVER_NODE_FLAGS
    : process.env.BENCH_AB_BASE_FLAGS.split(/\s+/).filter(Boolean);
const pgBase = (
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres"
).replace(/\/[^/]*$/, "");

async function start(
  entry: string,
  flags: readonly string[],
  dataDir: string,
  databaseUrl?: string,
) {
  const port = await freePort();
  return spawnNodeServer({
    args: [...flags, entry],
    port,
    env: {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_LOGIN_PER_15_MIN: "100000",
      RATE_LIMIT_REGISTER_PER_HOUR: "100000",
    },
    readyPath: "/readyz",
  });
}

ensureBuild();
const dataDir = tempDir("bench-ab-");
let databaseUrl: string | undefined;
if (kind === "postgres") {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
  await admin.connect();
  await admin.query("drop database if exists ab_builds");
  await admin.query("create database ab_builds");
  await admin.end();
  databaseUrl = `${pgBase}/ab_builds`;
}
const db = await openBenchDatabase({ dataDir, databaseUrl });
const seeded = await seed(db.query, {
  measuredRequests: 50,
  otherManagers,
  requestsPerOther: 100,
  largeClient: { requests: 10_000, properties: 500 },
});
await db.query("analyze");
await db.close();
let oldDir = dataDir;
if (kind === "pglite") {
  oldDir = tempDir("bench-ab-base-");
  fs.cpSync(dataDir, oldDir, { recursive: true });
}
const servers = {
  old: await start(baseEntry, baseFlags, oldDir, databaseUrl),
  new: await start(serverEntry, SERVER_NODE_FLAGS, dataDir, databaseUrl),
};
const cookies = {
  old: await signIn(`${servers.old.url}/api/login`, LARGE_CLIENT_USER, PASSWORD),
  new: await signIn(`${servers.new.url}/api/login`, LARGE_CLIENT_USER, PASSWORD),
};
const smallCookies = {
  old: await signIn(`${servers.old.url}/api/login`, MEASURED_USER, PASSWORD),
  new: await signIn(`${servers.new.url}/api/login`, MEASURED_USER, PASSWORD),
};
const adminCookies = {
  old: await signIn(`${servers.old.url}/api/login`, ADMIN_USER, PASSWORD),
  new: await signIn(`${servers.new.url}/api/login`, ADMIN_USER, PASSWORD),
};
const workerCookies = {
  old: await signIn(`${servers.old.url}/api/login`, "bench.s0001", PASSWORD),
  new: await signIn(`${servers.new.url}/api/login`, "bench.s0001", PASSWORD),
};
const cookiesOf = {
  large: cookies,
  small: smallCookies,
  admin: adminCookies,
  worker: workerCookies,
};
const propertyId = seeded.largeClient?.propertyId;
const portalVariants: Array<[string, string, keyof typeof cookiesOf]> = [
  ["page 1", "/api/portal/staffing-requests", "large"],
  ["status=pending", "/api/portal/staffing-requests?status=pending", "large"],
  ["propertyId", `/api/portal/staffing-requests?propertyId=${propertyId}`, "large"],
  ["q=pool deck", "/api/portal/staffing-requests?q=pool%20deck", "large"],
  ["properties", "/api/portal/properties", "large"],
  ["notifications", "/api/portal/notifications", "large"],
  ["dashboard", "/api/portal/dashboard", "large"],
  ["small page 1", "/api/portal/staffing-requests", "small"],
  ["small status", "/api/portal/staffing-requests?status=pending", "small"],
];
const adminVariants: Array<[string, string, keyof typeof cookiesOf]> = [
  ["admin list", "/api/admin/staffing-requests", "admin"],
  ["admin completed", "/api/admin/staffing-requests?status=completed", "admin"],
  ["admin users", "/api/admin/users", "admin"],
  ["admin overview", "/api/admin/overview", "admin"],
];
const placementVariants: Array<[string, string, keyof typeof cookiesOf]> = [
  ["worker's placements", "/api/portal/assignments", "worker"],
  ["manager's placements", "/api/portal/assignments", "large"],
  ["manager's completed", "/api/portal/assignments?status=completed", "large"],
  ["small's placements", "/api/portal/assignments", "small"],
  ["all placements", "/api/portal/assignments", "admin"],
  ["staff directory", "/api/portal/staff-directory", "large"],
];
const variants = [
  ...(reads === "portal" || reads === "all" ? portalVariants : []),
  ...(reads === "admin" || reads === "all" ? adminVariants : []),
  ...(reads === "placements" || reads === "all" ? placementVariants : []),
];
type Row = { rps: number; p50: number; p99: number; cpu: number };
const results: Record<string, { old: Row[]; new: Row[] }> = {};
for (let run = 0; run < runs; run++) {
  for (const [name, url, who] of variants) {
    const order = run % 2 === 0 ? (["old", "new"] as const) : (["new", "old"] as const);
    for (const side of order) {
      const server = servers[side];
      const cookie = cookiesOf[who][side];
      const r = await measure({
        url: `${server.url}${url}`,
        headers: { cookie, "accept-encoding": "identity" },
        connections: 10,
        duration,
        warmup: 1,
        cpuMs: server.cpuMs,
      });
      if (r.errors) throw new Error(`${side} ${name}: ${r.errors} errors`);
      results[name] ??= { old: [], new: [] };
      results[name][side].push({
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        cpu: r.cpuMsPerRequest ?? NaN,
      });
    }
  }
  console.log(`run ${run + 1} done`);
}
const fmt = (xs: number[]) =>
  `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
console.log(`\n${kind}, ${runs} runs, ${duration} s, 10 connections; this ÷ base per run`);
for (const [name, { old, new: now }] of Object.entries(results)) {
  const ratio = (key: keyof Row) => now.map((row, i) => row[key] / (old[i] as Row)[key]);
  console.log(
    `${name.padEnd(20)} req/s base ${median(old.map((r) => r.rps)).toFixed(0)} this ${median(now.map((r) => r.rps)).toFixed(0)} ratio ${fmt(ratio("rps"))} | p99 base ${median(old.map((r) => r.p99)).toFixed(1)} this ${median(now.map((r) => r.p99)).toFixed(1)} ratio ${fmt(ratio("p99"))} | node CPU ms/req base ${median(old.map((r) => r.cpu)).toFixed(3)} this ${median(now.map((r) => r.cpu)).toFixed(3)} ratio ${fmt(ratio("cpu"))}`,
  );
}
await servers.old.stop();
await servers.new.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
if (oldDir !== dataDir) fs.rmSync(oldDir, { recursive: true, force: true });
