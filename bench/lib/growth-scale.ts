/**
 * The growth suite's two larger cases (bench/growth.ts runs them on PGlite and PostgreSQL):
 * - the large client: a manager with 10,000 requests over 500 properties and 10,000
 *   notifications, in the same database as a manager with 50 (and the suite's 100,000 background
 *   requests); every portal read of both, one after the other on the same server, so each run
 *   gives a large ÷ small ratio measured under the same load;
 * - the busy agency: 1,000,000 requests; the admin list's first page, each filter, a search and
 *   page 200 (reached by following the cursor), each against page 1 of the same run, and the CSV
 *   export of every row with the server's resident memory sampled while it streams.
 * Both also EXPLAIN ANALYZE the SQL behind each read (captured from the app's repositories).
 */
import os from "node:os";
import {
  adminRequestExportQuerySchema,
  adminRequestListQuerySchema,
} from "../../src/domain/api/admin";
import { requestListQuerySchema, searchListQuerySchema } from "../../src/domain/api/list-query";
import {
  REQUEST_EXPORT_SETTINGS,
  requestExportLines,
} from "../../src/server/features/admin/csv-exports";
import { adminRepository } from "../../src/server/features/admin/repository";
import { agencyDay } from "../../src/server/features/assignments/service";
import { dashboardRepository } from "../../src/server/features/dashboard/repository";
import { notificationsRepository } from "../../src/server/features/notifications/repository";
import { propertiesRepository } from "../../src/server/features/properties/repository";
import { staffingRequestsRepository } from "../../src/server/features/staffing-requests/repository";
import { type LoadResult, measure } from "./load";
import { signIn } from "./net";
import { type BenchDatabase, planLines } from "./seed";
import type { ServerHandle } from "./server";
import { median, round } from "./stats";

/** An answer's body must stay under this (uncompressed JSON): 60 KB. */
export const BODY_LIMIT_BYTES = 60 * 1024;
/** A read's p99 at the large client's size. */
export const P99_LIMIT_MS = 25;
/** A large read against the same read for the small manager, or a filter against page 1. */
export const SCALE_RATIO_LIMIT = 1.5;
/** The export's resident-memory growth limit, MiB. */
export const EXPORT_RSS_LIMIT_MIB = 50;
/** Tables whose sequential scan fails the plan check (the ones that grow with the business). */
export const WATCHED_TABLES = [
  "staffing_requests",
  "notifications",
  "properties",
  "staff_assignments",
];

/** A query plan of one read, with the watched tables it scans sequentially. */
export interface Plan {
  endpoint: string;
  sql: string;
  plan: string;
  seqScans: string[];
}

/**
 * EXPLAIN ANALYZE of every SQL statement each group's function sends through the app's
 * repositories (create them inside the function so the capture sees their queries). A statement
 * that runs as a named prepared statement (BenchDatabase.capture) is explained twice: with its
 * values (the custom plan its first five runs execute) and at its sixth execution, when
 * PostgreSQL may switch to the generic plan, made without the values, which can read a table
 * another way (BenchDatabase.explainSixth; docs/decisions/0033-generic-plans.md). Both count
 * for the sequential-scan check.
 * @param watchedOnly count sequential scans of {@link WATCHED_TABLES} only (else of any table)
 */
export async function explainGroups(
  bench: BenchDatabase,
  groups: [string, () => Promise<unknown>][],
  watchedOnly = true,
): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (const [endpoint, fn] of groups) {
    for (const { text, params, named } of await bench.capture(fn)) {
      const rows = await bench.query<Record<string, string>>(
        `explain (analyze, costs off) ${text}`,
        params,
      );
      const lines = planLines(rows);
      if (named) {
        lines.push(
          "-- sixth execution as a prepared statement (PREPARE, five EXECUTEs, EXPLAIN ANALYZE EXECUTE):",
          ...(await bench.explainSixth(text, params)),
        );
      }
      plans.push(planOf(endpoint, text, lines.join("\n"), watchedOnly));
    }
  }
  return plans;
}

/** A plan from EXPLAIN's text, with the (watched) tables it reads by sequential scan. */
function planOf(endpoint: string, sql: string, plan: string, watchedOnly: boolean): Plan {
  const seqScans = [
    ...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] as string)),
  ].filter((table) => !watchedOnly || WATCHED_TABLES.includes(table));
  return { endpoint, sql, plan, seqScans };
}

/**
 * The plans of the request CSV export of every request, as the server reads it: on PostgreSQL
 * one statement, read by COPY with the export's planner setting (EXPLAIN ANALYZE, which reads
 * every row), on PGlite by keyset (its first two batches; every later one is like the second).
 */
export async function explainExport(bench: BenchDatabase): Promise<Plan[]> {
  const endpoint = "GET /api/admin/staffing-requests.csv";
  const lines = requestExportLines(bench.db, adminRequestExportQuerySchema.parse({}));
  if (bench.kind === "postgres") {
    const { sql, params } = lines.statement;
    const rows = await bench.queryWith(
      REQUEST_EXPORT_SETTINGS,
      `explain (analyze, costs off) ${sql}`,
      params,
    );
    return [planOf(`${endpoint} (one statement, by COPY)`, sql, planLines(rows).join("\n"), true)];
  }
  return explainGroups(bench, [
    [
      `${endpoint} (its first two batches; every later one is like the second)`,
      async () => {
        const batches = lines.batches();
        await batches.next();
        await batches.next();
        await batches.return(undefined);
      },
    ],
  ]);
}

/** Bytes of the uncompressed body at `url` (asked with `accept-encoding: identity`). */
async function bodyBytes(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
  return body.byteLength;
}

/** The `rel="next"` address of a paged answer's Link header, or null on the last page. */
function nextLink(response: Response): string | null {
  const link = response.headers.get("link");
  return link ? (/<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null) : null;
}

/**
 * The path of page `page` of `path` (1 is `path` itself), found by following the Link header
 * from the first page, as a client does: a cursor cannot be guessed.
 */
export async function pagePath(
  base: string,
  path: string,
  cookie: string,
  page: number,
): Promise<string> {
  let current = path;
  for (let n = 1; n < page; n++) {
    const response = await fetch(`${base}${current}`, { headers: { cookie } });
    await response.arrayBuffer();
    const next = nextLink(response);
    if (!response.ok || !next) throw new Error(`${path}: no page ${n + 1}`);
    current = next;
  }
  return current;
}

// ---------------------------------------------------------------- the large client

/** Who the large-client reads are measured for (ids from the seed). */
export interface ClientSubject {
  username: string;
  /** One of its properties that has requests (the property filter). */
  propertyId: number;
  /** Requests to cycle through for the detail read. */
  requestIds: number[];
}

/** The portal's reads, each as the path(s) it is measured on; `later` is resolved per server. */
export const clientReads = {
  list: "GET /api/portal/staffing-requests (page 1)",
  later: "… page 5 (limit=10, by cursor)",
  status: "… ?status=pending",
  property: "… ?propertyId=<one of its properties>",
  search: "… ?q=pool deck",
  detail: "GET /api/portal/staffing-requests/:id",
  properties: "GET /api/portal/properties",
  notifications: "GET /api/portal/notifications",
  unread: "GET /api/portal/notifications/unread-count",
  dashboard: "GET /api/portal/dashboard",
} as const;
export type ClientRead = keyof typeof clientReads;

async function clientPaths(
  server: ServerHandle,
  cookie: string,
  subject: ClientSubject,
): Promise<Record<ClientRead, string[]>> {
  const list = "/api/portal/staffing-requests";
  return {
    list: [list],
    later: [await pagePath(server.url, `${list}?limit=10`, cookie, 5)],
    status: [`${list}?status=pending`],
    property: [`${list}?propertyId=${subject.propertyId}`],
    search: [`${list}?q=${encodeURIComponent("pool deck")}`],
    detail: subject.requestIds.map((id) => `${list}/${id}`),
    properties: ["/api/portal/properties"],
    notifications: ["/api/portal/notifications"],
    unread: ["/api/portal/notifications/unread-count"],
    dashboard: ["/api/portal/dashboard"],
  };
}

/** One run of one read: the small and the large manager's load results and body sizes. */
export interface ClientPair {
  small: LoadResult;
  large: LoadResult;
  smallBytes: number;
  largeBytes: number;
}

/**
 * One run of the large-client case on a running server: for each read, the small then the
 * large manager (reversed on even runs, so neither always goes first), `seconds` each after a
 * warm-up of `warmupSeconds`, at `connections` connections.
 */
export async function measureClientRun(
  server: ServerHandle,
  subjects: { small: ClientSubject; large: ClientSubject },
  options: {
    password: string;
    connections: number;
    seconds: number;
    warmupSeconds: number;
    run: number;
  },
): Promise<Record<ClientRead, ClientPair>> {
  const who = ["small", "large"] as const;
  const cookies = {
    small: await signIn(`${server.url}/api/login`, subjects.small.username, options.password),
    large: await signIn(`${server.url}/api/login`, subjects.large.username, options.password),
  };
  const paths = {
    small: await clientPaths(server, cookies.small, subjects.small),
    large: await clientPaths(server, cookies.large, subjects.large),
  };
  const order = options.run % 2 ? who : ([...who].reverse() as ("small" | "large")[]);
  const result = {} as Record<ClientRead, ClientPair>;
  for (const read of Object.keys(clientReads) as ClientRead[]) {
    const loads = {} as Record<"small" | "large", LoadResult>;
    for (const size of order) {
      loads[size] = await measure({
        url: server.url,
        paths: paths[size][read],
        headers: { cookie: cookies[size] },
        connections: options.connections,
        duration: options.seconds,
        warmup: options.warmupSeconds,
        cpuMs: server.cpuMs,
      });
    }
    const bytes = async (size: "small" | "large") => {
      let most = 0;
      for (const path of paths[size][read])
        most = Math.max(most, await bodyBytes(`${server.url}${path}`, cookies[size]));
      return most;
    };
    result[read] = {
      small: loads.small,
      large: loads.large,
      smallBytes: await bytes("small"),
      largeBytes: await bytes("large"),
    };
  }
  return result;
}

/** The statistics of per-run ratios: their median and range (never a ratio of medians). */
export function ratioStats(ratios: number[]): { median: number; min: number; max: number } {
  return {
    median: round(median(ratios), 2),
    min: round(Math.min(...ratios), 2),
    max: round(Math.max(...ratios), 2),
  };
}

/** The plans of the large client's reads, for `userId` (the large manager). */
export function clientPlanGroups(
  bench: BenchDatabase,
  subject: { userId: number; propertyId: number; requestId: number },
): [string, () => Promise<unknown>][] {
  const { userId } = subject;
  const list = (query: Record<string, unknown>) => async () => {
    const requests = staffingRequestsRepository(bench.db);
    const parsed = requestListQuerySchema.parse(query);
    // The page's statement carries the total too (decision 0031).
    await requests.page(userId, parsed, undefined);
  };
  const firstPage = searchListQuerySchema.parse({});
  return [
    [clientReads.list, list({})],
    [clientReads.status, list({ status: "pending" })],
    [clientReads.property, list({ propertyId: subject.propertyId })],
    [clientReads.search, list({ q: "pool deck" })],
    [
      clientReads.later,
      async () => {
        // Page 2 after the first 10: a cursor read has the same shape on every later page.
        const requests = staffingRequestsRepository(bench.db);
        const query = requestListQuerySchema.parse({ limit: 10 });
        const first = await requests.page(userId, query, undefined);
        if (first.next) await requests.page(userId, query, first.next);
      },
    ],
    [
      clientReads.detail,
      // The route's one statement (decision 0030), as the owner reads it.
      () =>
        staffingRequestsRepository(bench.db).detailJson(
          subject.requestId,
          { id: userId, admin: false },
          agencyDay(new Date()),
        ),
    ],
    [
      clientReads.properties,
      // The page's statement carries the total too (decision 0031).
      () => propertiesRepository(bench.db).page(userId, firstPage, undefined),
    ],
    [
      clientReads.notifications,
      // The page's statement carries the total too (decision 0031).
      () => notificationsRepository(bench.db).page(userId, firstPage, undefined),
    ],
    [clientReads.unread, () => notificationsRepository(bench.db).countUnreadForUser(userId)],
    [clientReads.dashboard, () => dashboardRepository(bench.db).summaryJson(userId)],
  ];
}

// ---------------------------------------------------------------- the busy agency

/** The admin list's variants, each compared with page 1 in the same run. */
export const agencyReads = {
  page1: "page 1",
  status: "?status=pending",
  staffType: "?staffType=security",
  property: "?propertyId=<a property>",
  dates: "?from=…&to=… (30 days, a year ago)",
  city: "?city=Tampa",
  q: "?q=pool deck (about 1 row in 11)",
  search: "?q=WO-123456 (one work order)",
  page200: "page 200 (cursor followed 199 times)",
} as const;
export type AgencyRead = keyof typeof agencyReads;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The query (as an object) of each variant but page 200, which is found by walking. */
export function agencyQueries(
  propertyId: number,
): Record<Exclude<AgencyRead, "page200">, Record<string, string>> {
  const day = 86_400_000;
  return {
    page1: {},
    status: { status: "pending" },
    staffType: { staffType: "security" },
    property: { propertyId: String(propertyId) },
    dates: {
      from: isoDay(new Date(Date.now() - 400 * day)),
      to: isoDay(new Date(Date.now() - 371 * day)),
    },
    city: { city: "Tampa" },
    q: { q: "pool deck" },
    search: { q: "WO-123456" },
  };
}

const ADMIN_LIST = "/api/admin/staffing-requests";

/**
 * One run of the busy agency's list variants on a running server, page 1 first: each `seconds`
 * after `warmupSeconds`, at `connections` connections, signed in as the admin. `page200` is the
 * path of page 200 (see {@link pagePath}).
 */
export async function measureAgencyRun(
  server: ServerHandle,
  cookie: string,
  propertyId: number,
  options: { connections: number; seconds: number; warmupSeconds: number; page200: string },
): Promise<Record<AgencyRead, LoadResult & { bytes: number }>> {
  const paths = Object.fromEntries(
    Object.entries(agencyQueries(propertyId)).map(([read, query]) => {
      const search = new URLSearchParams(query).toString();
      return [read, search ? `${ADMIN_LIST}?${search}` : ADMIN_LIST];
    }),
  ) as Record<AgencyRead, string>;
  paths.page200 = options.page200;
  const result = {} as Record<AgencyRead, LoadResult & { bytes: number }>;
  for (const read of Object.keys(agencyReads) as AgencyRead[]) {
    const load = await measure({
      url: server.url,
      paths: [paths[read]],
      headers: { cookie },
      connections: options.connections,
      duration: options.seconds,
      warmup: options.warmupSeconds,
      cpuMs: server.cpuMs,
    });
    result[read] = { ...load, bytes: await bodyBytes(`${server.url}${paths[read]}`, cookie) };
  }
  return result;
}

/** The CSV export of every request: time, size, rows and the server's memory meanwhile. */
export interface ExportResult {
  seconds: number;
  bytes: number;
  rows: number;
  /** VmRSS just before the export, its highest sample during it, and the difference, MiB. */
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssGrowthMiB: number;
  samples: number;
  status: number;
}

/**
 * Downloads /api/admin/staffing-requests.csv from `server` (read as it streams, nothing kept)
 * while sampling the server's VmRSS every 100 ms; rows are the lines after the header (no
 * field holds a line break in the seeded data).
 */
export async function measureExport(server: ServerHandle, cookie: string): Promise<ExportResult> {
  const before = server.memory().rssMiB;
  let peak = before;
  let samples = 0;
  const sampler = setInterval(() => {
    samples++;
    peak = Math.max(peak, server.memory().rssMiB);
  }, 100);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let status = 0;
  try {
    const response = await fetch(`${server.url}/api/admin/staffing-requests.csv`, {
      headers: { cookie, "accept-encoding": "identity" },
    });
    status = response.status;
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      bytes += chunk.value.byteLength;
      for (const byte of chunk.value) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, server.memory().rssMiB);
  return {
    seconds: round(seconds, 1),
    bytes,
    rows: Math.max(0, lines - 1),
    rssBeforeMiB: round(before, 1),
    rssPeakMiB: round(peak, 1),
    rssGrowthMiB: round(peak - before, 1),
    samples,
    status,
  };
}

/** The plans of the admin list's variants (page and count). */
export function agencyPlanGroups(
  bench: BenchDatabase,
  propertyId: number,
): [string, () => Promise<unknown>][] {
  const groups: [string, () => Promise<unknown>][] = Object.entries(agencyQueries(propertyId)).map(
    ([read, query]) => [
      `GET /api/admin/staffing-requests ${agencyReads[read as AgencyRead]}`,
      async () => {
        const repo = adminRepository(bench.db);
        const parsed = adminRequestListQuerySchema.parse(query);
        await Promise.all([repo.pageRequests(parsed, undefined), repo.countRequests(parsed)]);
      },
    ],
  );
  return groups;
}

/** The load average now (1, 5, 15 minutes), for the notes. */
export const loadNow = () => os.loadavg().map((l) => round(l, 2));
