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
 * run with EXPLAIN ANALYZE on the large database and the plans are recorded; a statement that runs
 * as a named prepared statement also at its sixth execution, when its generic plan may take over
 * (explainGroups).
 * Two larger cases follow (bench/lib/growth-scale.ts):
 * - the large client, in the large database: bench.largeclient with 10,000 requests over 500
 *   properties and 10,000 notifications against bench.manager's 50, every portal read of both
 *   in each run (p99 ≤ 25 ms, within 1.5× of the small manager's, bodies ≤ 60 KB);
 * - the busy agency, a database of its own with 1,000,000 requests: the admin list's page 1,
 *   each filter, a search and page 200 against page 1 (within 1.5×), and the CSV export of every
 *   row with the server's RSS sampled meanwhile (growth < 50 MB).
 * Shorter: BENCH_GROWTH_SCALE_DURATION, BENCH_GROWTH_AGENCY_DURATION,
 * BENCH_GROWTH_AGENCY_CONNECTIONS (see below), BENCH_GROWTH_KINDS (`pglite`, `postgres`; the
 * other database's results of an existing growth.json are kept, see keptKinds),
 * BENCH_GROWTH_SKIP_AGENCY=1 (the agency's seed alone takes minutes: its trigram index; the
 * agency's results of an existing growth.json are kept), or BENCH_GROWTH_ONLY_AGENCY=1 (the
 * agency alone, merged into the existing growth.json).
 * Writes bench/results/growth.json.
 */
import fs from "node:fs";
import path from "node:path";
import { adminRequestListQuerySchema } from "../src/domain/api/admin";
import { staffDirectoryQuerySchema } from "../src/domain/api/assignment";
import { requestListQuerySchema, searchListQuerySchema } from "../src/domain/api/list-query";
import { adminRepository } from "../src/server/features/admin/repository";
import { assignmentsRepository } from "../src/server/features/assignments/repository";
import { agencyDay } from "../src/server/features/assignments/service";
import { sessionsRepository } from "../src/server/features/auth/repository";
import { notificationsRepository } from "../src/server/features/notifications/repository";
import { propertiesRepository } from "../src/server/features/properties/repository";
import { staffingRequestsRepository } from "../src/server/features/staffing-requests/repository";
import { duration, root, runs, warmup } from "./lib/env";
import {
  type AgencyRead,
  agencyPlanGroups,
  agencyReads,
  BODY_LIMIT_BYTES,
  type ClientPair,
  type ClientRead,
  clientPlanGroups,
  clientReads,
  EXPORT_RSS_LIMIT_MIB,
  type ExportResult,
  explainExport,
  explainGroups,
  loadNow,
  measureAgencyRun,
  measureClientRun,
  measureExport,
  P99_LIMIT_MS,
  pagePath,
  ratioStats,
  SCALE_RATIO_LIMIT,
} from "./lib/growth-scale";
import { type LoadResult, measure } from "./lib/load";
import { describeMachine, machineLine } from "./lib/machine";
import { signIn } from "./lib/net";
import { type PostgresServer, startPostgres } from "./lib/postgres";
import { type Budget, budgetList, markdownTable, ms, writeResult } from "./lib/results";
import {
  ADMIN_USER,
  type AgencyOptions,
  LARGE_CLIENT_USER,
  MEASURED_USER,
  openBenchDatabase,
  PASSWORD,
  type Seeded,
  type SeededAgency,
  type SeedOptions,
  seed,
  seedAgency,
} from "./lib/seed";
import { ensureBuild, startOurServer, tempDir } from "./lib/server";
import { median, round } from "./lib/stats";

type Kind = "pglite" | "postgres";
type Size = "small" | "large";
const SIZES: Record<Size, SeedOptions> = {
  small: { measuredRequests: 50, otherManagers: 0, requestsPerOther: 0 },
  large: {
    measuredRequests: 50,
    otherManagers: 999,
    requestsPerOther: 100,
    largeClient: { requests: 10_000, properties: 500 },
  },
};
/** The busy agency's database (its own): the admin console's list and CSV export. */
const AGENCY: AgencyOptions = {
  // BENCH_GROWTH_AGENCY_REQUESTS only to try the suite quickly: the budget is about 1,000,000.
  requests: Number(process.env.BENCH_GROWTH_AGENCY_REQUESTS ?? 1_000_000),
  managers: 2_000,
  propertiesPerManager: 5,
};
/** The suite's result file, which runs that measure part of the suite merge into. */
const GROWTH_FILE = path.join(root, "bench", "results", "growth.json");
/** The parsed GROWTH_FILE of an earlier run, or undefined when there is none. */
// biome-ignore lint/suspicious/noExplicitAny: the file is our own JSON, read field by field.
const readGrowthFile = (): any =>
  fs.existsSync(GROWTH_FILE) ? JSON.parse(fs.readFileSync(GROWTH_FILE, "utf8")) : undefined;
/** Database kinds to run (BENCH_GROWTH_KINDS, e.g. `postgres`; default both). */
const kinds = (process.env.BENCH_GROWTH_KINDS ?? "pglite,postgres")
  .split(",")
  .filter((k): k is Kind => k === "pglite" || k === "postgres");
/**
 * The large-client and agency reads are many (10 × 2 and 9 per run), so each is measured for
 * fewer seconds than the main two: BENCH_GROWTH_SCALE_DURATION (default 3 s, after 1 s of
 * warm-up). Their budgets are ratios within one run and a p99 that thousands of answers decide.
 */
const scaleSeconds = Number(process.env.BENCH_GROWTH_SCALE_DURATION ?? 3);
const scaleWarmup = Math.min(1, warmup);
/**
 * The admin list is measured at fewer connections (BENCH_GROWTH_AGENCY_CONNECTIONS, default 2):
 * an agency's console has a handful of simultaneous users, and every page of it counts the
 * matching rows (X-Total-Count), which at 1,000,000 rows takes long enough that 10 connections
 * would measure the queue in front of the database, not the page.
 */
const agencyConnections = Number(process.env.BENCH_GROWTH_AGENCY_CONNECTIONS ?? 2);
/** Seconds per agency variant (BENCH_GROWTH_AGENCY_DURATION, default 5: pages take ~0.1–1 s). */
const agencySeconds = Number(process.env.BENCH_GROWTH_AGENCY_DURATION ?? 5);
/**
 * BENCH_GROWTH_ONLY_AGENCY=1: the busy agency alone, merged into the existing
 * bench/results/growth.json (see mergeAgency); the large database and client are kept as they
 * were measured.
 */
const onlyAgency = process.env.BENCH_GROWTH_ONLY_AGENCY === "1";
/** BENCH_GROWTH_SKIP_AGENCY: the agency is not measured; an existing growth.json's is kept. */
const skipAgency = Boolean(process.env.BENCH_GROWTH_SKIP_AGENCY);
/** Fewer connections than the API benchmark: latency here should show the data, not a queue. */
const connections = Number(process.env.BENCH_GROWTH_CONNECTIONS ?? 10);
const RATIO_LIMIT = 1.5;

const endpoints = {
  list: { label: "GET /api/portal/staffing-requests", main: true },
  detail: { label: "GET /api/portal/staffing-requests/:id", main: true },
  properties: { label: "GET /api/portal/properties (dashboard)", main: false },
  notifications: { label: "GET /api/portal/notifications (dashboard)", main: false },
  overview: { label: "GET /api/admin/overview (admin dashboard)", main: false },
  adminList: {
    label: "GET /api/admin/staffing-requests (open emergencies first, then page 1)",
    main: true,
  },
  staffDirectory: { label: "GET /api/portal/staff-directory", main: true },
} as const;
type Endpoint = keyof typeof endpoints;

interface Dataset {
  size: Size;
  dataDir: string;
  databaseUrl: string | undefined;
  dbName: string;
  seeded: Seeded;
  seedSeconds: number;
  /** A property of the measured manager that has requests (the property filter). */
  measuredPropertyId: number;
}

type Plan = Awaited<ReturnType<typeof explainGroups>>[number];

/**
 * The SQL of each endpoint's reads, from the app's own repositories, with EXPLAIN ANALYZE (and
 * the sixth execution of each named prepared statement); a sequential scan of any table counts.
 */
async function explainPlans(dataset: Dataset): Promise<Plan[]> {
  const bench = await openBenchDatabase({
    dataDir: dataset.dataDir,
    databaseUrl: dataset.databaseUrl,
  });
  try {
    const userId = dataset.seeded.measuredUserId;
    const requestId = dataset.seeded.measuredRequestIds[25] as number;
    const token = await sessionsRepository(bench.db).create(userId, 86_400_000);
    const firstPage = searchListQuerySchema.parse({});
    const groups: [string, () => Promise<unknown>][] = [
      [
        "session lookup (every API request)",
        () => sessionsRepository(bench.db).findUser(token, 86_400_000),
      ],
      [
        endpoints.list.label,
        // The page's statement carries the total too (decision 0031).
        () =>
          staffingRequestsRepository(bench.db).page(
            userId,
            requestListQuerySchema.parse({}),
            undefined,
          ),
      ],
      [
        endpoints.detail.label,
        // The route's one statement (decision 0030), as the owner reads it.
        () =>
          staffingRequestsRepository(bench.db).detailJson(
            requestId,
            { id: userId, admin: false },
            agencyDay(new Date()),
          ),
      ],
      [
        endpoints.properties.label,
        () => propertiesRepository(bench.db).page(userId, firstPage, undefined),
      ],
      [
        endpoints.notifications.label,
        () => notificationsRepository(bench.db).page(userId, firstPage, undefined),
      ],
      [endpoints.overview.label, () => adminRepository(bench.db).overview()],
      [
        endpoints.adminList.label,
        () => {
          const admin = adminRepository(bench.db);
          const query = adminRequestListQuerySchema.parse({});
          return Promise.all([admin.pageRequests(query, undefined), admin.countRequests(query)]);
        },
      ],
      [
        endpoints.staffDirectory.label,
        () => {
          const placements = assignmentsRepository(bench.db);
          return Promise.all([
            placements.directoryPage(userId, staffDirectoryQuerySchema.parse({}), undefined),
            placements.directoryCount(userId, {}),
          ]);
        },
      ],
    ];
    const client = dataset.seeded.largeClient;
    if (client) {
      const clientGroups = clientPlanGroups(bench, {
        userId: client.userId,
        propertyId: client.propertyId,
        requestId: client.requestIds[0] as number,
      });
      for (const [name, fn] of clientGroups) groups.push([`large client: ${name}`, fn]);
    }
    return await explainGroups(bench, groups, false);
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
  const [own] = await db.query<{ id: number }>(
    `select property_id as id from staffing_requests
     where user_id = $1 and property_id is not null order by id limit 1`,
    [seeded.measuredUserId],
  );
  await db.close();
  const seedSeconds = round((performance.now() - started) / 1000, 1);
  console.log(
    `growth: ${kind} ${size}: ${seeded.totalRequests} requests seeded in ${seedSeconds} s`,
  );
  return {
    size,
    dataDir,
    databaseUrl,
    dbName,
    seeded,
    seedSeconds,
    measuredPropertyId: own?.id ?? 0,
  };
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
      adminList: await measure({
        ...base,
        url: `${server.url}/api/admin/staffing-requests`,
        headers: { cookie: adminCookie },
      }),
      staffDirectory: await measure({
        ...base,
        url: `${server.url}/api/portal/staff-directory`,
        headers: { cookie },
      }),
    };
  } finally {
    await server.stop();
  }
}

/** One run of the large-client case: both managers' reads on one server of the large dataset. */
async function measureLargeClient(
  dataset: Dataset,
  run: number,
): Promise<Record<ClientRead, ClientPair>> {
  const client = dataset.seeded.largeClient;
  if (!client) throw new Error("the large dataset has no large client");
  const server = await startOurServer({
    dataDir: dataset.dataDir,
    databaseUrl: dataset.databaseUrl,
  });
  try {
    return await measureClientRun(
      server,
      {
        small: {
          username: MEASURED_USER,
          propertyId: dataset.measuredPropertyId,
          requestIds: dataset.seeded.measuredRequestIds,
        },
        large: {
          username: LARGE_CLIENT_USER,
          propertyId: client.propertyId,
          requestIds: client.requestIds,
        },
      },
      {
        password: PASSWORD,
        connections,
        seconds: scaleSeconds,
        warmupSeconds: scaleWarmup,
        run,
      },
    );
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;
const range = (r: { median: number; min: number; max: number }) =>
  `${r.median}× (${r.min}–${r.max})`;

/** The large client's table and budgets from its runs. */
function summariseLargeClient(
  label: string,
  clientRuns: Record<ClientRead, ClientPair>[],
  budgets: Budget[],
): { table: string; summary: Record<string, unknown> } {
  const rows: (string | number)[][] = [];
  const summary: Record<string, unknown> = {};
  const slow: string[] = [];
  const far: string[] = [];
  const heavy: string[] = [];
  let errors = 0;
  let largestBytes = 0;
  for (const read of Object.keys(clientReads) as ClientRead[]) {
    const pairs = clientRuns.map((r) => r[read]);
    const small = {
      p50: median(pairs.map((p) => p.small.p50)),
      p99: median(pairs.map((p) => p.small.p99)),
      rps: median(pairs.map((p) => p.small.rps)),
    };
    const large = {
      p50: median(pairs.map((p) => p.large.p50)),
      p99: median(pairs.map((p) => p.large.p99)),
      rps: median(pairs.map((p) => p.large.rps)),
    };
    const ratio = ratioStats(pairs.map((p) => p.large.p99 / p.small.p99));
    const smallBytes = Math.max(...pairs.map((p) => p.smallBytes));
    const largeBytes = Math.max(...pairs.map((p) => p.largeBytes));
    const readErrors = pairs.reduce((n, p) => n + p.small.errors + p.large.errors, 0);
    errors += readErrors;
    largestBytes = Math.max(largestBytes, smallBytes, largeBytes);
    if (large.p99 > P99_LIMIT_MS) slow.push(`${clientReads[read]} ${ms(large.p99)}`);
    if (ratio.median > SCALE_RATIO_LIMIT) far.push(`${clientReads[read]} ${range(ratio)}`);
    if (Math.max(smallBytes, largeBytes) > BODY_LIMIT_BYTES)
      heavy.push(`${clientReads[read]} ${kb(Math.max(smallBytes, largeBytes))}`);
    summary[read] = { small, large, p99Ratio: ratio, smallBytes, largeBytes, errors: readErrors };
    rows.push([
      clientReads[read],
      `${ms(small.p50)} / ${ms(large.p50)}`,
      `${ms(small.p99)} / ${ms(large.p99)}${large.p99 > P99_LIMIT_MS ? " ❌" : ""}`,
      `${round(small.rps, 0)} / ${round(large.rps, 0)}`,
      range(ratio),
      `${kb(smallBytes)} / ${kb(largeBytes)}`,
      readErrors,
    ]);
  }
  const worstP99 = Math.max(
    ...(Object.values(summary) as { large: { p99: number } }[]).map((s) => s.large.p99),
  );
  const worstRatio = Math.max(
    ...(Object.values(summary) as { p99Ratio: { median: number } }[]).map((s) => s.p99Ratio.median),
  );
  budgets.push(
    {
      name: `${label}: large client (10,000 requests), every portal read p99`,
      limit: `≤ ${P99_LIMIT_MS} ms`,
      measured: slow.length ? `over: ${slow.join("; ")}` : `all, highest ${ms(worstP99)}`,
      ok: slow.length === 0,
    },
    {
      name: `${label}: large client, every portal read p99 vs the 50-request manager (median of per-run ratios)`,
      limit: `≤ ${SCALE_RATIO_LIMIT}×`,
      measured: far.length ? `over: ${far.join("; ")}` : `all, highest ${worstRatio}×`,
      ok: far.length === 0,
    },
    {
      name: `${label}: large client, largest answer body (uncompressed)`,
      limit: `≤ ${kb(BODY_LIMIT_BYTES)}`,
      measured: heavy.length ? `over: ${heavy.join("; ")}` : kb(largestBytes),
      ok: heavy.length === 0,
    },
    {
      name: `${label}: large client reads errors`,
      limit: "0",
      measured: String(errors),
      ok: errors === 0,
    },
  );
  const table = markdownTable(
    [
      "read (large client)",
      "p50 small / large",
      "p99 small / large",
      "req/s small / large",
      "p99 large ÷ small, median (min–max) of runs",
      "body small / large",
      "errors",
    ],
    rows,
  );
  return { table, summary };
}

/**
 * The busy agency on one database kind: seed 1,000,000 requests, EXPLAIN the admin list's
 * variants, measure them in BENCH_RUNS runs (page 1 first in each) and export the CSV once.
 */
async function runAgency(
  kind: Kind,
  label: string,
  pg: PostgresServer,
  budgets: Budget[],
): Promise<{ section: string; data: Record<string, unknown> }> {
  const dataDir = tempDir("bench-growth-agency-");
  const dbName = "bench_growth_agency";
  const databaseUrl = kind === "postgres" ? await pg.createDatabase(dbName) : undefined;
  try {
    const started = performance.now();
    const db = await openBenchDatabase({ dataDir, databaseUrl });
    let seeded: SeededAgency;
    let plans: Plan[];
    try {
      seeded = await seedAgency(db.query, AGENCY);
      console.log(
        `growth: ${kind} agency: ${seeded.totalRequests} requests seeded in ${round((performance.now() - started) / 1000, 1)} s (${JSON.stringify(seeded.seconds)})`,
      );
      plans = [
        ...(await explainGroups(db, agencyPlanGroups(db, seeded.propertyId))),
        ...(await explainExport(db)),
      ];
    } finally {
      await db.close();
    }
    const seedSeconds = round((performance.now() - started) / 1000, 1);
    const agencyRuns: Record<AgencyRead, LoadResult & { bytes: number }>[] = [];
    let exported: ExportResult | undefined;
    let page200: string | undefined;
    for (let run = 1; run <= runs; run++) {
      console.log(`growth: ${kind} agency, run ${run} of ${runs}`);
      const server = await startOurServer({ dataDir, databaseUrl });
      try {
        const cookie = await signIn(`${server.url}/api/login`, ADMIN_USER, PASSWORD);
        if (run === 1) {
          // The unfiltered total comes from the trigger-kept counters: a seed that bypassed
          // them would make page 1 look free.
          const res = await fetch(`${server.url}/api/admin/staffing-requests`, {
            headers: { cookie },
          });
          await res.arrayBuffer();
          const total = res.headers.get("x-total-count");
          if (total !== String(seeded.totalRequests)) {
            throw new Error(
              `agency page 1: X-Total-Count ${total}, seeded ${seeded.totalRequests} requests`,
            );
          }
        }
        // The cursor of page 200 does not change while the data does not: walked once.
        page200 ??= await pagePath(server.url, "/api/admin/staffing-requests", cookie, 200);
        const r = await measureAgencyRun(server, cookie, seeded.propertyId, {
          connections: agencyConnections,
          seconds: agencySeconds,
          warmupSeconds: scaleWarmup,
          page200,
        });
        agencyRuns.push(r);
        for (const read of Object.keys(agencyReads) as AgencyRead[]) {
          const l = r[read];
          console.log(
            `  ${agencyReads[read]}: p50 ${round(l.p50, 1)} ms, p99 ${round(l.p99, 1)} ms, ${l.requests} answers, errors ${l.errors}, ${l.bytes} B`,
          );
        }
      } finally {
        await server.stop();
      }
    }
    // The export on a server of its own, after one page read: its memory before the export is
    // a server that has served, not one still growing from the load above.
    {
      const server = await startOurServer({ dataDir, databaseUrl });
      try {
        const cookie = await signIn(`${server.url}/api/login`, ADMIN_USER, PASSWORD);
        await (
          await fetch(`${server.url}/api/admin/staffing-requests`, { headers: { cookie } })
        ).arrayBuffer();
        exported = await measureExport(server, cookie);
        console.log(`growth: ${kind} agency export: ${JSON.stringify(exported)}`);
      } finally {
        await server.stop();
      }
    }

    const rows: (string | number)[][] = [];
    const summary: Record<string, unknown> = {};
    const far: string[] = [];
    let errors = 0;
    for (const read of Object.keys(agencyReads) as AgencyRead[]) {
      const results = agencyRuns.map((r) => r[read]);
      const p50 = median(results.map((l) => l.p50));
      const p99 = median(results.map((l) => l.p99));
      const ratio = ratioStats(agencyRuns.map((r) => r[read].p50 / r.page1.p50));
      const ratio99 = ratioStats(agencyRuns.map((r) => r[read].p99 / r.page1.p99));
      const readErrors = results.reduce((n, l) => n + l.errors, 0);
      errors += readErrors;
      if (read !== "page1" && ratio.median > SCALE_RATIO_LIMIT)
        far.push(`${agencyReads[read]} ${range(ratio)}`);
      summary[read] = { p50, p99, p50Ratio: ratio, p99Ratio: ratio99, errors: readErrors };
      rows.push([
        agencyReads[read],
        ms(p50),
        ms(p99),
        median(results.map((l) => l.requests)),
        read === "page1" ? "1×" : range(ratio),
        read === "page1" ? "1×" : range(ratio99),
        kb(Math.max(...results.map((l) => l.bytes))),
        readErrors,
      ]);
    }
    budgets.push(
      {
        name: `${label}: busy agency (1,000,000 requests), admin list filters, search and page 200 vs page 1 (median latency, median of per-run ratios)`,
        limit: `≤ ${SCALE_RATIO_LIMIT}×`,
        measured: far.length
          ? `over: ${far.join("; ")}`
          : `all, highest ${Math.max(...(Object.values(summary) as { p50Ratio: { median: number } }[]).map((s) => s.p50Ratio.median))}×`,
        ok: far.length === 0,
      },
      {
        name: `${label}: busy agency admin list errors`,
        limit: "0",
        measured: String(errors),
        ok: errors === 0,
      },
    );
    if (exported) {
      const complete = exported.status === 200 && exported.rows === seeded.totalRequests;
      budgets.push({
        name: `${label}: CSV export of all ${seeded.totalRequests.toLocaleString("en-US")} requests, server RSS growth`,
        limit: `< ${EXPORT_RSS_LIMIT_MIB} MB`,
        measured: `${exported.rssGrowthMiB} MiB (${exported.rssBeforeMiB} → ${exported.rssPeakMiB} MiB); ${exported.seconds} s, ${round(exported.bytes / 2 ** 20, 1)} MiB, ${exported.rows.toLocaleString("en-US")} rows${complete ? "" : " (incomplete)"}`,
        ok: complete && exported.rssGrowthMiB < EXPORT_RSS_LIMIT_MIB,
      });
    }
    const seqScans = plans.flatMap((p) => p.seqScans.map((t) => `${t} (${p.endpoint})`));
    budgets.push({
      name: `${label}: sequential scans in the admin list's and export's queries at 1,000,000`,
      limit: "none",
      measured: seqScans.length ? seqScans.join(", ") : "none",
      ok: seqScans.length === 0,
    });
    const planText = plans.map((p) => `-- ${p.endpoint}\n${p.sql}\n${p.plan}`).join("\n\n");
    const section = [
      `#### Busy agency on ${label}`,
      "",
      `${seeded.totalRequests.toLocaleString("en-US")} requests (${seeded.totalProperties.toLocaleString("en-US")} properties of ${AGENCY.managers.toLocaleString("en-US")} managers, one request in ten from the public form), seeded in ${seedSeconds} s (insert ${seeded.seconds.requests} s, indexes ${seeded.seconds.indexes} s, VACUUM ANALYZE ${seeded.seconds.analyze} s). \`GET /api/admin/staffing-requests\` as the admin at ${agencyConnections} connections, ${agencySeconds} s each, page 1 first in every run; ratios are each run's latency over page 1's in the same run. Load average after: ${loadNow().join(" / ")}.`,
      "",
      markdownTable(
        [
          "admin list",
          "p50",
          "p99",
          "answers per run",
          "p50 ÷ page 1, median (min–max)",
          "p99 ÷ page 1, median (min–max)",
          "body",
          "errors",
        ],
        rows,
      ),
      "",
      exported
        ? `CSV export (\`GET /api/admin/staffing-requests.csv\`, no filter, on a fresh server after one page read): ${exported.rows.toLocaleString("en-US")} rows, ${round(exported.bytes / 2 ** 20, 1)} MiB in ${exported.seconds} s; server RSS ${exported.rssBeforeMiB} MiB before, at most ${exported.rssPeakMiB} MiB during (${exported.samples} samples of VmRSS every 100 ms): **+${exported.rssGrowthMiB} MiB**.`
        : "",
      "",
      `<details><summary>EXPLAIN ANALYZE of the admin list's queries at 1,000,000 requests, and each prepared one's sixth execution (${label})</summary>`,
      "",
      "```",
      planText,
      "```",
      "",
      "</details>",
    ].join("\n");
    return {
      section,
      data: {
        dataset: { ...seeded, seedSeconds, options: AGENCY },
        summary,
        export: exported,
        runs: agencyRuns,
        plans,
      },
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await pg.dropDatabase(dbName);
  }
}

/**
 * Merges an agency-only run into bench/results/growth.json: each database's `agency` data (with
 * `agencyMeasuredAt`), the budgets of the same names (replaced where they stood), each
 * "#### Busy agency on …" section of the table and the table's list of budgets; everything else
 * stays as it was measured.
 * @throws when there is no growth.json to merge into, or it lacks a section to replace
 */
function mergeAgency(data: Record<string, unknown>, budgets: Budget[], sections: string[]): string {
  const result = readGrowthFile();
  if (!result) throw new Error("BENCH_GROWTH_ONLY_AGENCY needs a growth.json to merge into");
  const measuredAt = new Date().toISOString();
  for (const [kind, value] of Object.entries(data)) {
    result[kind] = { ...result[kind], ...(value as object), agencyMeasuredAt: measuredAt };
  }
  const fresh = new Map(budgets.map((budget) => [budget.name, budget]));
  const kept = (result.budgets as Budget[]).map((budget) => fresh.get(budget.name) ?? budget);
  const known = new Set(kept.map((budget) => budget.name));
  result.budgets = [...kept, ...budgets.filter((budget) => !known.has(budget.name))];
  let table = result.table as string;
  for (const section of sections) {
    const heading = section.slice(0, section.indexOf("\n"));
    const old = sectionOf(table, heading);
    if (old === undefined) throw new Error(`growth.json has no section "${heading}" to replace`);
    table = table.replace(old, () => section.trimEnd());
  }
  // The table ends with the list of every budget: written again from the merged budgets, so it
  // does not keep the agency's figures of the run before.
  const list = /\n\nBudgets:\n\n[\s\S]*?\n\nMedians of /;
  if (!list.test(table)) throw new Error("growth.json's table has no list of budgets to replace");
  table = table.replace(list, () => `\n\nBudgets:\n\n${budgetList(result.budgets)}\n\nMedians of `);
  result.table = table;
  return writeResult(result);
}

/**
 * The section of `table` that starts with `heading`, up to the first of `ends` (by default the
 * next heading or the budgets).
 */
function sectionOf(
  table: string,
  heading: string,
  ends = ["\n### ", "\n#### ", "\n\nBudgets:"],
): string | undefined {
  const from = table.indexOf(heading);
  if (from === -1) return undefined;
  const at = ends
    .map((mark) => table.indexOf(mark, from + heading.length))
    .filter((index) => index !== -1);
  return table.slice(from, Math.min(...at, table.length)).trimEnd();
}

/**
 * The busy agency of bench/results/growth.json, for a run that skips it: each database's
 * `agency` data with when it was measured, its "#### Busy agency on …" section, and the budgets
 * the old file has that a run's budgets lack. Undefined without a file.
 */
function keptAgency() {
  const old = readGrowthFile();
  if (!old) return undefined;
  const data: Record<string, { agency: unknown; agencyMeasuredAt: string }> = {};
  for (const kind of kinds) {
    if (old[kind]?.agency) {
      data[kind] = {
        agency: old[kind].agency,
        agencyMeasuredAt: old[kind].agencyMeasuredAt ?? old.generatedAt,
      };
    }
  }
  return {
    data,
    section: (label: string) => sectionOf(old.table as string, `#### Busy agency on ${label}`),
    /** The old budgets of database `label` that are not among `measured`. */
    budgets: (label: string, measured: Budget[]) => {
      const names = new Set(measured.map((budget) => budget.name));
      return (old.budgets as Budget[]).filter(
        (budget) => budget.name.startsWith(`${label}:`) && !names.has(budget.name),
      );
    },
  };
}

/**
 * The databases of bench/results/growth.json that a run limited by BENCH_GROWTH_KINDS does not
 * measure, so that such a run replaces only its own: each kept kind's data, its whole
 * "### Growth on …" part of the table (large client and busy agency included) headed by a line
 * saying when and on which machine it was measured, and its budgets. Empty without a file.
 */
function keptKinds(): { kind: Kind; data: unknown; section: string; budgets: Budget[] }[] {
  const old = readGrowthFile();
  if (!old) return [];
  const table = old.table as string;
  const kept = [];
  for (const kind of ["pglite", "postgres"] as Kind[]) {
    if (kinds.includes(kind) || !old[kind]) continue;
    const heading =
      kind === "pglite"
        ? "### Growth on PGlite (embedded)"
        : /### Growth on PostgreSQL[^\n]*/.exec(table)?.[0];
    const section = heading && sectionOf(table, heading, ["\n### Growth on ", "\n\nBudgets:"]);
    if (!heading || !section) continue;
    const body = section.slice(heading.length);
    const label = heading.slice("### Growth on ".length);
    // A section kept once already says when it was measured; the file's date is a later run's.
    const note = body.trimStart().startsWith("_Kept from")
      ? ""
      : `\n\n_Kept from the run of ${String(old.generatedAt).slice(0, 10)} (machine: ${machineLine(old.machine)}); a later run measured only ${kinds.join(", ")}._`;
    kept.push({
      kind,
      data: old[kind],
      section: `${heading}${note}${body}`,
      budgets: (old.budgets as Budget[]).filter((budget) => budget.name.startsWith(`${label}:`)),
    });
  }
  return kept;
}

async function main(): Promise<void> {
  ensureBuild();
  const machine = describeMachine();
  const pg = await startPostgres();
  const sections: string[] = [];
  const budgets: Budget[] = [];
  const data: Record<string, unknown> = {};
  const kept = skipAgency ? keptAgency() : undefined;
  try {
    for (const kind of kinds) {
      const label = kind === "pglite" ? "PGlite (embedded)" : pg.version;
      if (onlyAgency) {
        const agency = await runAgency(kind, label, pg, budgets);
        sections.push(agency.section);
        data[kind] = { agency: agency.data };
        continue;
      }
      const datasets = {
        small: await createDataset(kind, "small", pg),
        large: await createDataset(kind, "large", pg),
      };
      try {
        const plans = await explainPlans(datasets.large);
        const results: Record<Size, Record<Endpoint, LoadResult>[]> = { small: [], large: [] };
        const clientRuns: Record<ClientRead, ClientPair>[] = [];
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
          console.log(`growth: ${kind} large client, run ${run} of ${runs}`);
          const c = await measureLargeClient(datasets.large, run);
          clientRuns.push(c);
          for (const read of Object.keys(clientReads) as ClientRead[]) {
            const { small, large, smallBytes, largeBytes } = c[read];
            console.log(
              `  ${clientReads[read]}: p99 ${round(small.p99, 1)} / ${round(large.p99, 1)} ms, ${smallBytes} / ${largeBytes} B, errors ${small.errors + large.errors}`,
            );
          }
        }
        const client = summariseLargeClient(label, clientRuns, budgets);
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
          // Small and large of one run are measured back to back: compare within each run, then
          // take the median (and range) of those ratios, never a ratio of medians.
          const perRun = ratioStats(
            results.small.map((r, i) => (results.large[i]?.[e].p99 ?? Number.NaN) / r[e].p99),
          );
          const ratio = perRun.median;
          summary[e] = {
            small: s,
            large: l,
            p99Ratio: perRun,
            cpuRatio: ratioStats(
              results.small.map(
                (r, i) =>
                  (results.large[i]?.[e].cpuMsPerRequest ?? Number.NaN) /
                  (r[e].cpuMsPerRequest ?? Number.NaN),
              ),
            ),
          };
          rows.push([
            endpoints[e].label,
            `${ms(s.p50)} / ${ms(l.p50)}`,
            `${ms(s.p99)} / ${ms(l.p99)}`,
            `${round(s.rps, 0)} / ${round(l.rps, 0)}`,
            `${round(s.cpu, 2)} / ${round(l.cpu, 2)}`,
            `${s.errors + l.errors}`,
            `${ratio}× (${perRun.min}–${perRun.max})`,
          ]);
          if (endpoints[e].main) {
            budgets.push({
              name: `${label}: ${endpoints[e].label} p99 at 100k requests vs 50`,
              limit: `≤ ${RATIO_LIMIT}×`,
              measured: `${ratio}× (runs ${perRun.min}–${perRun.max}; medians ${ms(l.p99)} vs ${ms(s.p99)})`,
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
          .filter((p) => !p.endpoint.includes("admin") && !p.endpoint.startsWith("large client"))
          .flatMap((p) => p.seqScans.map((t) => `${t} (${p.endpoint})`));
        const clientSeqScans = plans
          .filter((p) => p.endpoint.startsWith("large client"))
          .flatMap((p) => p.seqScans.map((t) => `${t} (${p.endpoint})`));
        budgets.push({
          name: `${label}: sequential scans in the large client's reads (10,000 requests, 500 properties, 10,000 notifications)`,
          limit: "none",
          measured: clientSeqScans.length ? clientSeqScans.join(", ") : "none",
          ok: clientSeqScans.length === 0,
        });
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
          largeClient: { summary: client.summary, runs: clientRuns },
        };
        const planText = plans.map((p) => `-- ${p.endpoint}\n${p.sql}\n${p.plan}`).join("\n\n");
        sections.push(
          [
            `### Growth on ${label}`,
            "",
            `Small: ${datasets.small.seeded.totalRequests} requests (the measured manager's 50); large: ${datasets.large.seeded.totalRequests.toLocaleString("en-US")} requests across ${datasets.large.seeded.totalUsers.toLocaleString("en-US")} users (the measured manager still has 50; 10,000 of them are the large client's, below), seeded in ${datasets.large.seedSeconds} s. Cells are small / large.`,
            "",
            markdownTable(
              [
                "endpoint",
                "p50",
                "p99",
                "req/s",
                "CPU ms/req",
                "errors",
                "p99 large ÷ small (median of runs, range)",
              ],
              rows,
            ),
            "",
            `<details><summary>EXPLAIN ANALYZE of every query behind these endpoints on the large database, and each prepared one's sixth execution (${label})</summary>`,
            "",
            "```",
            planText,
            "```",
            "",
            "</details>",
            "",
            `#### Large client on ${label}`,
            "",
            `In the large database: bench.largeclient with ${SIZES.large.largeClient?.requests.toLocaleString("en-US")} requests over ${SIZES.large.largeClient?.properties} properties and as many notifications, against bench.manager (50 requests, 3 properties, 50 notifications), both on one server in each run, one after the other (the order alternating by run); ${connections} connections, ${scaleSeconds} s each after ${scaleWarmup} s of warm-up. The ratio is each run's large p99 over small p99, then the median (and range) of those; bodies are the uncompressed JSON (the detail: the largest of the 50 cycled through). Load average after: ${loadNow().join(" / ")}.`,
            "",
            client.table,
          ].join("\n"),
        );
      } finally {
        for (const d of Object.values(datasets)) {
          fs.rmSync(d.dataDir, { recursive: true, force: true });
          if (d.databaseUrl) await pg.dropDatabase(d.dbName);
        }
      }
      if (!skipAgency) {
        const agency = await runAgency(kind, label, pg, budgets);
        sections.push(agency.section);
        (data[kind] as Record<string, unknown>).agency = agency.data;
      } else if (kept?.data[kind]) {
        const section = kept.section(label);
        if (section) sections.push(section);
        Object.assign(data[kind] as object, kept.data[kind]);
        budgets.push(...kept.budgets(label, budgets));
      }
    }
  } finally {
    await pg.stop();
  }
  // A run limited by BENCH_GROWTH_KINDS keeps the other database's results (PGlite first).
  if (!onlyAgency) {
    for (const other of keptKinds()) {
      data[other.kind] = other.data;
      if (other.kind === "pglite") {
        sections.unshift(other.section);
        budgets.unshift(...other.budgets);
      } else {
        sections.push(other.section);
        budgets.push(...other.budgets);
      }
    }
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
  if (onlyAgency) {
    const file = mergeAgency(data, budgets, sections);
    console.log(`\n${sections.join("\n\n")}\n\nmerged into ${path.relative(root, file)}`);
    return;
  }
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
