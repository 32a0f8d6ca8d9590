/**
 * Growth benchmark (`npx tsx bench/growth.ts`): does a property manager's portal stay as fast
 * when the agency has 100,000 staffing requests? On PGlite and on PostgreSQL, two databases:
 * - small: the measured manager (bench.manager) with 50 requests, nobody else's;
 * - large: the same manager with 50, and 999 other managers with 100 each (99,950 requests,
 *   with their timelines and notifications), seeded with set-based SQL.
 * For each, our built server answers the measured manager's list and detail endpoints
 * (GET /api/portal/staffing-requests, GET /api/portal/staffing-requests/:id cycling through its
 * 50 ids) under autocannon, and, shorter, the dashboard reads (properties, notifications, and
 * an admin's /api/admin/overview). Runs alternate small/large; medians over BENCH_RUNS.
 * The SQL each endpoint sends (captured from the app's repositories through Drizzle's logger) is
 * run with EXPLAIN ANALYZE on the large database and the plans are recorded.
 * Writes bench/results/growth.json.
 */
import fs from "node:fs";
import path from "node:path";
import { requestListQuerySchema, searchListQuerySchema } from "../src/domain/api/list-query";
import { adminRepository } from "../src/server/features/admin/repository";
import { sessionsRepository } from "../src/server/features/auth/repository";
import { notificationsRepository } from "../src/server/features/notifications/repository";
import { propertiesRepository } from "../src/server/features/properties/repository";
import { staffingRequestsRepository } from "../src/server/features/staffing-requests/repository";
import { duration, root, runs, warmup } from "./lib/env";
import { type LoadResult, measure } from "./lib/load";
import { describeMachine, machineLine } from "./lib/machine";
import { signIn } from "./lib/net";
import { type PostgresServer, startPostgres } from "./lib/postgres";
import { type Budget, budgetList, markdownTable, ms, writeResult } from "./lib/results";
import {
  ADMIN_USER,
  MEASURED_USER,
  openBenchDatabase,
  PASSWORD,
  type Seeded,
  type SeedOptions,
  seed,
} from "./lib/seed";
import { ensureBuild, startOurServer, tempDir } from "./lib/server";
import { median, round } from "./lib/stats";

type Kind = "pglite" | "postgres";
type Size = "small" | "large";
const SIZES: Record<Size, SeedOptions> = {
  small: { measuredRequests: 50, otherManagers: 0, requestsPerOther: 0 },
  large: { measuredRequests: 50, otherManagers: 999, requestsPerOther: 100 },
};
/** Fewer connections than the API benchmark: latency here should show the data, not a queue. */
const connections = Number(process.env.BENCH_GROWTH_CONNECTIONS ?? 10);
const RATIO_LIMIT = 1.5;

const endpoints = {
  list: { label: "GET /api/portal/staffing-requests", main: true },
  detail: { label: "GET /api/portal/staffing-requests/:id", main: true },
  properties: { label: "GET /api/portal/properties (dashboard)", main: false },
  notifications: { label: "GET /api/portal/notifications (dashboard)", main: false },
  overview: { label: "GET /api/admin/overview (admin dashboard)", main: false },
} as const;
type Endpoint = keyof typeof endpoints;

interface Dataset {
  size: Size;
  dataDir: string;
  databaseUrl: string | undefined;
  dbName: string;
  seeded: Seeded;
  seedSeconds: number;
}

interface Plan {
  endpoint: string;
  sql: string;
  plan: string;
  seqScans: string[];
}

/** The SQL of each endpoint's reads, from the app's own repositories, with EXPLAIN ANALYZE. */
async function explainPlans(dataset: Dataset): Promise<Plan[]> {
  const bench = await openBenchDatabase({
    dataDir: dataset.dataDir,
    databaseUrl: dataset.databaseUrl,
  });
  try {
    const userId = dataset.seeded.measuredUserId;
    const requestId = dataset.seeded.measuredRequestIds[25] as number;
    const [property] = await bench.query<{ id: number }>(
      "select property_id as id from staffing_requests where id = $1",
      [requestId],
    );
    const token = await sessionsRepository(bench.db).create(userId, 86_400_000);
    const firstPage = searchListQuerySchema.parse({});
    const groups: [string, () => Promise<unknown>][] = [
      [
        "session lookup (every API request)",
        () => sessionsRepository(bench.db).findUser(token, 86_400_000),
      ],
      [
        endpoints.list.label,
        () => {
          const requests = staffingRequestsRepository(bench.db);
          const query = requestListQuerySchema.parse({});
          return Promise.all([requests.page(userId, query, undefined), requests.count(userId, {})]);
        },
      ],
      [
        endpoints.detail.label,
        async () => {
          const requests = staffingRequestsRepository(bench.db);
          await requests.findById(requestId);
          if (property?.id)
            await propertiesRepository(bench.db).findByIdForUser(property.id, userId);
          await requests.listEvents(requestId);
        },
      ],
      [
        endpoints.properties.label,
        () => propertiesRepository(bench.db).pageForUser(userId, firstPage, undefined),
      ],
      [
        endpoints.notifications.label,
        () => notificationsRepository(bench.db).pageForUser(userId, firstPage, undefined),
      ],
      [endpoints.overview.label, () => adminRepository(bench.db).overview()],
    ];
    const plans: Plan[] = [];
    for (const [endpoint, fn] of groups) {
      for (const { text, params } of await bench.capture(fn)) {
        const rows = await bench.query<Record<string, string>>(
          `explain (analyze, costs off) ${text}`,
          params,
        );
        const plan = rows.map((r) => Object.values(r)[0]).join("\n");
        const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] as string);
        plans.push({ endpoint, sql: text, plan, seqScans });
      }
    }
    return plans;
  } finally {
    await bench.close();
  }
}

async function createDataset(
  kind: Kind,
  size: Size,
  pg: PostgresServer | undefined,
): Promise<Dataset> {
  const dataDir = tempDir(`bench-growth-${size}-`);
  const dbName = `bench_growth_${size}`;
  const databaseUrl = kind === "postgres" && pg ? await pg.createDatabase(dbName) : undefined;
  const started = performance.now();
  const db = await openBenchDatabase({ dataDir, databaseUrl });
  const seeded = await seed(db.query, SIZES[size]);
  await db.close();
  const seedSeconds = round((performance.now() - started) / 1000, 1);
  console.log(
    `growth: ${kind} ${size}: ${seeded.totalRequests} requests seeded in ${seedSeconds} s`,
  );
  return { size, dataDir, databaseUrl, dbName, seeded, seedSeconds };
}

async function measureDataset(dataset: Dataset): Promise<Record<Endpoint, LoadResult>> {
  const server = await startOurServer({
    dataDir: dataset.dataDir,
    databaseUrl: dataset.databaseUrl,
  });
  try {
    const cookie = await signIn(`${server.url}/api/login`, MEASURED_USER, PASSWORD);
    const adminCookie = await signIn(`${server.url}/api/login`, ADMIN_USER, PASSWORD);
    const list = await fetch(`${server.url}/api/portal/staffing-requests`, { headers: { cookie } });
    const rows = (await list.json()) as unknown[];
    if (rows.length !== 50) throw new Error(`the list has ${rows.length} rows, not 50`);
    const base = { connections, cpuMs: server.cpuMs };
    const short = { duration: Math.max(1, duration / 4), warmup: Math.min(1, warmup) };
    return {
      list: await measure({
        ...base,
        url: `${server.url}/api/portal/staffing-requests`,
        headers: { cookie },
      }),
      detail: await measure({
        ...base,
        url: server.url,
        paths: dataset.seeded.measuredRequestIds.map((id) => `/api/portal/staffing-requests/${id}`),
        headers: { cookie },
      }),
      properties: await measure({
        ...base,
        ...short,
        url: `${server.url}/api/portal/properties`,
        headers: { cookie },
      }),
      notifications: await measure({
        ...base,
        ...short,
        url: `${server.url}/api/portal/notifications`,
        headers: { cookie },
      }),
      overview: await measure({
        ...base,
        ...short,
        url: `${server.url}/api/admin/overview`,
        headers: { cookie: adminCookie },
      }),
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const machine = describeMachine();
  const pg = await startPostgres();
  const sections: string[] = [];
  const budgets: Budget[] = [];
  const data: Record<string, unknown> = {};
  try {
    for (const kind of ["pglite", "postgres"] as const) {
      const label = kind === "pglite" ? "PGlite (embedded)" : pg.version;
      const datasets = {
        small: await createDataset(kind, "small", pg),
        large: await createDataset(kind, "large", pg),
      };
      try {
        const plans = await explainPlans(datasets.large);
        const results: Record<Size, Record<Endpoint, LoadResult>[]> = { small: [], large: [] };
        for (let run = 1; run <= runs; run++) {
          const order: Size[] = run % 2 ? ["small", "large"] : ["large", "small"];
          for (const size of order) {
            console.log(`growth: ${kind} ${size}, run ${run} of ${runs}`);
            const r = await measureDataset(datasets[size]);
            results[size].push(r);
            for (const e of Object.keys(endpoints) as Endpoint[]) {
              const l = r[e];
              console.log(
                `  ${endpoints[e].label}: ${round(l.rps, 0)} req/s, p50 ${round(l.p50, 1)} ms, p99 ${round(l.p99, 1)} ms, errors ${l.errors}, CPU ${round(l.cpuMsPerRequest ?? Number.NaN, 3)} ms/req, warm-up ${round(l.warmupMs / 1000, 1)} s`,
              );
            }
          }
        }
        const rows: (string | number)[][] = [];
        const summary: Record<string, unknown> = {};
        for (const e of Object.keys(endpoints) as Endpoint[]) {
          const pick = (size: Size, f: (l: LoadResult) => number) =>
            median(results[size].map((r) => f(r[e])));
          const s = {
            p50: pick("small", (l) => l.p50),
            p99: pick("small", (l) => l.p99),
            rps: pick("small", (l) => l.rps),
            cpu: pick("small", (l) => l.cpuMsPerRequest ?? Number.NaN),
            errors: results.small.reduce((n, r) => n + r[e].errors, 0),
            warmupErrors: results.small.reduce((n, r) => n + r[e].warmupErrors, 0),
          };
          const l = {
            p50: pick("large", (x) => x.p50),
            p99: pick("large", (x) => x.p99),
            rps: pick("large", (x) => x.rps),
            cpu: pick("large", (x) => x.cpuMsPerRequest ?? Number.NaN),
            errors: results.large.reduce((n, r) => n + r[e].errors, 0),
            warmupErrors: results.large.reduce((n, r) => n + r[e].warmupErrors, 0),
          };
          const ratio = round(l.p99 / s.p99, 2);
          summary[e] = { small: s, large: l, p99Ratio: ratio, cpuRatio: round(l.cpu / s.cpu, 2) };
          rows.push([
            endpoints[e].label,
            `${ms(s.p50)} / ${ms(l.p50)}`,
            `${ms(s.p99)} / ${ms(l.p99)}`,
            `${round(s.rps, 0)} / ${round(l.rps, 0)}`,
            `${round(s.cpu, 2)} / ${round(l.cpu, 2)}`,
            `${s.errors + l.errors}`,
            `${ratio}×`,
          ]);
          if (endpoints[e].main) {
            budgets.push({
              name: `${label}: ${endpoints[e].label} p99 at 100k requests vs 50`,
              limit: `≤ ${RATIO_LIMIT}×`,
              measured: `${ratio}× (${ms(l.p99)} vs ${ms(s.p99)})`,
              ok: ratio <= RATIO_LIMIT,
            });
          }
          budgets.push({
            name: `${label}: ${endpoints[e].label} errors`,
            limit: "0",
            measured: String(s.errors + l.errors),
            ok: s.errors + l.errors === 0,
          });
        }
        const portalSeqScans = plans
          .filter((p) => !p.endpoint.includes("admin"))
          .flatMap((p) => p.seqScans.map((t) => `${t} (${p.endpoint})`));
        budgets.push({
          name: `${label}: sequential scans in the session lookup and the portal's reads at 100k`,
          limit: "none",
          measured: portalSeqScans.length ? portalSeqScans.join(", ") : "none",
          ok: portalSeqScans.length === 0,
        });
        data[kind] = {
          datasets: {
            small: { ...datasets.small.seeded, seedSeconds: datasets.small.seedSeconds },
            large: {
              totalRequests: datasets.large.seeded.totalRequests,
              totalUsers: datasets.large.seeded.totalUsers,
              seedSeconds: datasets.large.seedSeconds,
            },
          },
          summary,
          runs: results,
          plans,
        };
        const planText = plans.map((p) => `-- ${p.endpoint}\n${p.sql}\n${p.plan}`).join("\n\n");
        sections.push(
          [
            `### Growth on ${label}`,
            "",
            `Small: ${datasets.small.seeded.totalRequests} requests (the measured manager's 50); large: ${datasets.large.seeded.totalRequests.toLocaleString("en-US")} requests across ${datasets.large.seeded.totalUsers.toLocaleString("en-US")} users (the measured manager still has 50), seeded in ${datasets.large.seedSeconds} s. Cells are small / large.`,
            "",
            markdownTable(
              ["endpoint", "p50", "p99", "req/s", "CPU ms/req", "errors", "p99 large ÷ small"],
              rows,
            ),
            "",
            `<details><summary>EXPLAIN ANALYZE of every query behind these endpoints on the large database (${label})</summary>`,
            "",
            "```",
            planText,
            "```",
            "",
            "</details>",
          ].join("\n"),
        );
      } finally {
        for (const d of Object.values(datasets)) {
          fs.rmSync(d.dataDir, { recursive: true, force: true });
          if (d.databaseUrl) await pg.dropDatabase(d.dbName);
        }
      }
    }
  } finally {
    await pg.stop();
  }
  const table = [
    sections.join("\n\n"),
    "",
    "Budgets:",
    "",
    budgetList(budgets),
    "",
    `Medians of ${runs} run(s), small and large alternating; autocannon with ${connections} connections (latency here should reflect the data, not a queue of 100), measured on the same connections after a warm-up of at least ${warmup} s until each has had an answer: ${duration} s for the list and the detail (the detail cycles through the manager's 50 requests), ${Math.max(1, duration / 4)} s for the dashboard reads. Our built server with production defaults (LOG_LEVEL=info to a file). Both databases were ANALYZEd after seeding (as autovacuum would on PostgreSQL; PGlite has no autovacuum). The admin overview counts requests and applications by status in SQL (GROUP BY) and reads the 10 latest timeline entries and 5 latest applications through their created_at indexes; it necessarily visits every staffing request to count them, so it is the one read that grows with the table.`,
    "",
    `Machine: ${machineLine(machine)}.`,
  ].join("\n");
  const file = writeResult({
    suite: "growth",
    generatedAt: new Date().toISOString(),
    machine,
    runs,
    settings: { durationS: duration, warmupS: warmup, connections, sizes: SIZES },
    ...data,
    budgets,
    table,
  });
  console.log(`\n${table}\n\nwrote ${path.relative(root, file)}`);
}

await main();
