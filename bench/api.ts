/**
 * API benchmark (`npx tsx bench/api.ts`): on PGlite and on PostgreSQL, our built server and then
 * the Express baseline (bench/baselines/express), each on the same freshly seeded database,
 * under autocannon (BENCH_CONNECTIONS connections, BENCH_WARMUP s warm-up, BENCH_DURATION s
 * measured) for:
 * - GET /api/user (a session lookup),
 * - GET /api/portal/staffing-requests (a property manager with 50 requests),
 * - POST /api/portal/staffing-requests (ours only; another manager, so the list stays at 50).
 * Each run starts from a new database; medians over BENCH_RUNS runs. Our server runs with the
 * production defaults (LOG_LEVEL=info to a file, mail worker on). Writes bench/results/api.json.
 */
import fs from "node:fs";
import path from "node:path";
import { connections, duration, root, runs, warmup } from "./lib/env";
import { type LoadResult, measure } from "./lib/load";
import { describeMachine, machineLine } from "./lib/machine";
import { signIn } from "./lib/net";
import { type PostgresServer, startPostgres } from "./lib/postgres";
import { type Budget, budgetList, markdownTable, ms, writeResult } from "./lib/results";
import {
  MEASURED_USER,
  openBenchDatabase,
  PASSWORD,
  POSTER_USER,
  type SeedOptions,
  seed,
} from "./lib/seed";
import {
  ensureBuild,
  type ServerHandle,
  spawnNodeServer,
  startOurServer,
  tempDir,
} from "./lib/server";
import { median, round } from "./lib/stats";

type Kind = "pglite" | "postgres";
type Endpoint = "floor" | "user" | "list" | "create";
const endpoints: Record<Endpoint, string> = {
  floor: "GET /healthz (no database, no session: the floor)",
  user: "GET /api/user",
  list: "GET /api/portal/staffing-requests",
  create: "POST /api/portal/staffing-requests",
};
const SEED: SeedOptions = { measuredRequests: 50, otherManagers: 20, requestsPerOther: 50 };
const baselineEntry = path.join(root, "bench/baselines/express/server.ts");

interface RunResult {
  ours: Partial<Record<Endpoint, LoadResult>>;
  baseline: Partial<Record<Endpoint, LoadResult>>;
  oursRssMiB: number;
  oursPeakRssMiB: number;
  baselineRssMiB: number;
}

async function checkList(url: string, cookie: string, expected: number): Promise<void> {
  const response = await fetch(`${url}/api/portal/staffing-requests`, { headers: { cookie } });
  const rows = (await response.json()) as unknown[];
  if (!response.ok || rows.length !== expected) {
    throw new Error(`${url}: the list answered ${response.status} with ${rows.length} rows`);
  }
}

async function reads(server: ServerHandle, cookie: string) {
  const headers = { cookie };
  const cpuMs = server.cpuMs;
  return {
    user: await measure({ url: `${server.url}/api/user`, headers, cpuMs }),
    list: await measure({ url: `${server.url}/api/portal/staffing-requests`, headers, cpuMs }),
  };
}

async function oneRun(kind: Kind, run: number, pg: PostgresServer | undefined): Promise<RunResult> {
  const dataDir = tempDir("bench-api-");
  const dbName = `bench_api_${run}`;
  const databaseUrl = kind === "postgres" && pg ? await pg.createDatabase(dbName) : undefined;
  try {
    const db = await openBenchDatabase({ dataDir, databaseUrl });
    const seeded = await seed(db.query, SEED);
    await db.close();
    const expected = seeded.measuredRequestIds.length;

    const ours = await startOurServer({ dataDir, databaseUrl });
    const result: RunResult = {
      ours: {},
      baseline: {},
      oursRssMiB: 0,
      oursPeakRssMiB: 0,
      baselineRssMiB: 0,
    };
    try {
      const cookie = await signIn(`${ours.url}/api/login`, MEASURED_USER, PASSWORD);
      await checkList(ours.url, cookie, expected);
      result.ours.floor = await measure({ url: `${ours.url}/healthz`, cpuMs: ours.cpuMs });
      Object.assign(result.ours, await reads(ours, cookie));
      const posterCookie = await signIn(`${ours.url}/api/login`, POSTER_USER, PASSWORD);
      const propertiesResponse = await fetch(`${ours.url}/api/portal/properties`, {
        headers: { cookie: posterCookie },
      });
      const [property] = (await propertiesResponse.json()) as { id: number }[];
      result.ours.create = await measure({
        url: `${ours.url}/api/portal/staffing-requests`,
        method: "POST",
        cpuMs: ours.cpuMs,
        headers: { cookie: posterCookie, "content-type": "application/json", origin: ours.url },
        body: JSON.stringify({
          propertyId: property?.id,
          contactName: "Poster Manager",
          email: "bench.poster@example.com",
          staffType: "maintenance",
          details: "Two maintenance technicians for the turnover season, weekdays 8 to 5.",
          startDate: "2026-09-01",
          endDate: "2026-10-15",
          consent: true,
        }),
      });
      const memory = ours.memory();
      result.oursRssMiB = memory.rssMiB;
      result.oursPeakRssMiB = memory.peakRssMiB;
    } finally {
      await ours.stop();
    }

    const baseline = await spawnNodeServer({
      args: ["--import", "tsx", baselineEntry],
      env: {
        NODE_ENV: "production",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      },
      readyPath: "/readyz",
    });
    try {
      const cookie = await signIn(`${baseline.url}/api/login`, MEASURED_USER, PASSWORD);
      await checkList(baseline.url, cookie, expected);
      Object.assign(result.baseline, await reads(baseline, cookie));
      result.baselineRssMiB = baseline.memory().rssMiB;
    } finally {
      await baseline.stop();
    }
    return result;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && pg) await pg.dropDatabase(dbName);
  }
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the server process per request, ms (median). */
  cpuMs: number;
  /** Errors while warming up (new connections waiting over 60 s), summed; not in `errors`. */
  warmupErrors: number;
}

function summarize(results: (LoadResult | undefined)[]): Summary {
  const rs = results.filter((r): r is LoadResult => r !== undefined);
  return {
    rps: round(median(rs.map((r) => r.rps)), 0),
    p50: round(median(rs.map((r) => r.p50)), 1),
    p99: round(median(rs.map((r) => r.p99)), 1),
    // Errors are summed, not a median: one is too many.
    errors: rs.reduce((sum, r) => sum + r.errors, 0),
    cpuMs: round(median(rs.map((r) => r.cpuMsPerRequest ?? Number.NaN)), 3),
    warmupErrors: rs.reduce((sum, r) => sum + r.warmupErrors, 0),
  };
}

async function main(): Promise<void> {
  ensureBuild();
  const machine = describeMachine();
  const pg = await startPostgres();
  const perKind: Record<string, RunResult[]> = {};
  try {
    for (const kind of ["pglite", "postgres"] as const) {
      perKind[kind] = [];
      for (let run = 1; run <= runs; run++) {
        console.log(`api: ${kind}, run ${run} of ${runs}`);
        const r = await oneRun(kind, run, pg);
        perKind[kind].push(r);
        const line = (name: string, l: LoadResult | undefined) =>
          l
            ? `  ${name}: ${round(l.rps, 0)} req/s, p50 ${round(l.p50, 1)} ms, p99 ${round(l.p99, 1)} ms, errors ${l.errors}, CPU ${round(l.cpuMsPerRequest ?? Number.NaN, 3)} ms/req, warm-up ${round(l.warmupMs / 1000, 1)} s`
            : "";
        for (const e of Object.keys(endpoints) as Endpoint[]) {
          console.log(line(`ours ${endpoints[e]}`, r.ours[e]));
          if (r.baseline[e]) console.log(line(`baseline ${endpoints[e]}`, r.baseline[e]));
        }
        console.log(`  ours RSS ${round(r.oursRssMiB)} MiB (peak ${round(r.oursPeakRssMiB)})`);
      }
    }
  } finally {
    await pg.stop();
  }

  const budgets: Budget[] = [];
  const data: Record<string, unknown> = {};
  const sections: string[] = [];
  const warmupNotes: string[] = [];
  for (const kind of ["pglite", "postgres"] as const) {
    const results = perKind[kind] ?? [];
    const label = kind === "pglite" ? "PGlite (embedded)" : pg.version;
    const rows: (string | number)[][] = [];
    const kindData: Record<string, unknown> = { runs: results };
    for (const e of Object.keys(endpoints) as Endpoint[]) {
      const ours = summarize(results.map((r) => r.ours[e]));
      const isRead = e === "user" || e === "list";
      const base = isRead ? summarize(results.map((r) => r.baseline[e])) : undefined;
      const ratio = base ? round(ours.rps / base.rps, 2) : undefined;
      kindData[e] = { ours, baseline: base, ratio };
      for (const [who, summary] of [
        ["ours", ours],
        ["baseline", base],
      ] as const) {
        if (summary && summary.warmupErrors > 0) {
          warmupNotes.push(`${label}, ${endpoints[e]}, ${who}: ${summary.warmupErrors}`);
        }
      }
      rows.push([
        endpoints[e],
        "ours (Fastify)",
        ours.rps,
        ms(ours.p50),
        ms(ours.p99),
        ours.errors,
        ours.cpuMs,
        ratio ? `${ratio}×` : "–",
      ]);
      if (base) {
        rows.push([
          "",
          "baseline (Express)",
          base.rps,
          ms(base.p50),
          ms(base.p99),
          base.errors,
          base.cpuMs,
          "",
        ]);
      }
      budgets.push({
        name: `${label}: ${endpoints[e]} errors`,
        limit: "0",
        measured: String(ours.errors),
        ok: ours.errors === 0,
      });
      if (isRead && base && ratio !== undefined) {
        budgets.push({
          name: `${label}: ${endpoints[e]} p99`,
          limit: "≤ 25 ms",
          measured: ms(ours.p99),
          ok: ours.p99 <= 25,
        });
        budgets.push({
          name: `${label}: ${endpoints[e]} throughput vs Express baseline`,
          limit: "≥ 2×",
          measured: `${ratio}× (${ours.rps} vs ${base.rps} req/s)`,
          ok: ratio >= 2,
        });
      }
    }
    const rss = round(median(results.map((r) => r.oursRssMiB)), 0);
    const peak = round(median(results.map((r) => r.oursPeakRssMiB)), 0);
    const baseRss = round(median(results.map((r) => r.baselineRssMiB)), 0);
    kindData.rssMiB = { ours: rss, oursPeak: peak, baseline: baseRss };
    data[kind] = kindData;
    sections.push(
      [
        `### API on ${label}`,
        "",
        markdownTable(
          [
            "endpoint",
            "server",
            "req/s",
            "p50",
            "p99",
            "errors",
            "CPU ms/req",
            "ours ÷ baseline (req/s)",
          ],
          rows,
        ),
        "",
        `Resident memory of our server process after the benchmark (VmRSS): **${rss} MiB** (peak ${peak} MiB)${kind === "pglite" ? ", the embedded database included" : "; PostgreSQL's own processes not included"}. Baseline after its reads: ${baseRss} MiB.`,
      ].join("\n"),
    );
  }
  const table = [
    sections.join("\n\n"),
    "",
    "Budgets:",
    "",
    budgetList(budgets),
    "",
    warmupNotes.length
      ? `Requests that failed during the warm-up (not counted above; each autocannon run opens ${connections} new connections at once, and a saturated single Node process answers the last of them only after seconds, on a busy machine after more than autocannon's 60 s timeout): ${warmupNotes.join("; ")}.`
      : "No request failed during the warm-ups either.",
    "",
    `Medians of ${runs} run(s); each run seeds a new database (the measured manager with ${SEED.measuredRequests} requests, ${SEED.otherManagers} other managers with ${SEED.requestsPerOther} each), starts our built server (\`node dist/server/index.js\`, defaults: LOG_LEVEL=info written to a file, mail worker polling every 5 s), signs in through \`POST /api/login\`, then loads each endpoint with autocannon: ${connections} connections, then ${duration} s measured on the same connections after a warm-up of at least ${warmup} s that lasts until every connection has had an answer (at most a minute more), no Accept-Encoding. Then the server is stopped and the Express baseline (bench/baselines/express) serves the two reads from the same database with its own session. The POST is made by another manager, so the list stays at 50. Errors = connection errors, timeouts and non-2xx answers, summed over runs. CPU ms/req = CPU time (user + system) of the server process during the measured run divided by the requests answered: less sensitive than req/s to other work on the machine. autocannon runs in the benchmark process on the same 2 cores as the server (and PostgreSQL), so absolute numbers are lower than on a dedicated load generator; the ratio is measured within one run.`,
    "",
    `On the p99 budget: with ${connections} connections always waiting for an answer, the mean latency is at least ${connections} ÷ throughput (Little's law), so a p99 of 25 ms needs well over ${Math.round(connections / 0.025)} req/s from one Node process on a 2-core machine that also runs the load generator (and PostgreSQL). The /healthz row (no database, no session, a 16-byte answer) is the floor of this machine and stack: no endpoint that reads the database can be faster.`,
    "",
    `Machine: ${machineLine(machine)}.`,
  ].join("\n");
  const file = writeResult({
    suite: "api",
    generatedAt: new Date().toISOString(),
    machine,
    runs,
    settings: { durationS: duration, warmupS: warmup, connections, seed: SEED, logLevel: "info" },
    ...data,
    budgets,
    table,
  });
  console.log(`\n${table}\n\nwrote ${path.relative(root, file)}`);
}

await main();
