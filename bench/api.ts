/**
 * API benchmark (`npx tsx bench/api.ts`): our built server against the peers of
 * bench/baselines/<dir>/peer.json (BENCH_PEERS picks them), on PGlite and on PostgreSQL
 * (BENCH_API_KINDS), and writes bench/results/api.json (`table` markdown and `budgets` for
 * BENCHMARKS.md through bench/report.ts; per-run data beside them).
 *
 * Method (bench/README.md says why each step):
 * - One seed per database kind: 100 property managers with 50 requests and 3 properties each (and
 *   the rest of lib/seed.ts), then VACUUM ANALYZE. Every server's turn gets a fresh copy of it
 *   (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a copy of the data directory).
 * - Our 100 sessions by real sign-in (POST /api/login); a peer's by its `setup` command.
 * - Before measuring, the answers are checked against ours for a few users (GET /api/user and the
 *   list as parsed JSON, X-Total-Count, Link), plus 401 without a session, 400 on a bad body, 404
 *   on another user's property and a compressed list; after the write flood, one POST's answer.
 *   A difference throws: the run fails loudly.
 * - Per turn, autocannon (its own process, lib/load-process.ts) with BENCH_CONNECTIONS
 *   connections, each its own session, browser-like headers (Accept-Encoding: br, gzip): ours'
 *   GET /healthz (the floor), GET /api/user, the list, the mixed workload (70/25/5), and the
 *   write flood (POST) last.
 * - BENCH_RUNS runs (default 5), the servers in alternating order (ours, peers…; …peers, ours).
 *   Ratios ours ÷ peer per run; the table gives their median, min–max and every value.
 * - CPU per request: the server's process tree plus PostgreSQL's processes (lib/cpu.ts).
 * - Pinning (lib/pin.ts); the load average at each turn's start.
 * - Then fixed-rate runs: 25%, 50% and 75% of the slowest server's saturation rate (median req/s)
 *   on each read, every server, and ours at 50% of its own rate (the latency budget).
 * Errors: any failed start, setup or check throws (exit code 1, nothing written).
 */
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { connections, duration, root, warmup } from "./lib/env";
import type { LoadResult, LoadSpec, MixEntry, Session } from "./lib/load";
import { type LoadGenerator, startLoadGenerator } from "./lib/load-process";
import { describeMachine, loadAverage, machineLine } from "./lib/machine";
import { signIn } from "./lib/net";
import {
  type DatabaseKind,
  discoverPeers,
  type Peer,
  type PeerDatabase,
  type PeerUser,
  preparePeer,
  setupPeer,
  startPeer,
} from "./lib/peers";
import { canPin, LOAD_CPU, pinningLine, pinSelf, SERVER_CPU } from "./lib/pin";
import { type PostgresServer, startPostgres } from "./lib/postgres";
import { type Budget, budgetList, markdownTable, ms, writeResult } from "./lib/results";
import { API_SEED, openBenchDatabase, PASSWORD, seed } from "./lib/seed";
import { ensureBuild, type ServerHandle, startOurServer, tempDir } from "./lib/server";
import { median, round } from "./lib/stats";

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Runs per comparison: the issue asks for at least 5 (BENCH_RUNS overrides). */
const runs = positiveInt("BENCH_RUNS", 5);
/** Fixed-rate runs per server (each a fresh database), and their seconds. */
const fixedRuns = positiveInt("BENCH_FIXED_RUNS", 1);
const fixedDuration = Number(process.env.BENCH_FIXED_DURATION || duration);
const rateMode = process.env.BENCH_RATE_MODE === "autocannon" ? "autocannon" : "paced";
const kinds = (process.env.BENCH_API_KINDS || "pglite,postgres")
  .split(",")
  .filter((k): k is DatabaseKind => k === "pglite" || k === "postgres");

type Endpoint = "floor" | "user" | "list" | "mixed" | "create";
const endpointLabels: Record<Endpoint, string> = {
  floor: "GET /healthz (no database, no session: the floor)",
  user: "GET /api/user",
  list: "GET /api/portal/staffing-requests",
  mixed: "mixed: 70% GET /api/user, 25% the list, 5% POST",
  create: "POST /api/portal/staffing-requests",
};
/** In each turn, in this order: the write flood last (it grows every list). */
const turnOrder: Endpoint[] = ["floor", "user", "list", "mixed", "create"];
const LIST_PATH = "/api/portal/staffing-requests";
const MIX: MixEntry[] = [
  { name: "user", per20: 14, method: "GET", path: "/api/user" },
  { name: "list", per20: 5, method: "GET", path: LIST_PATH },
  { name: "create", per20: 1, method: "POST", path: LIST_PATH },
];
/** 100 property managers (bench.manager and bench.m0001…m0099), 50 requests each. */
const SEED = API_SEED;
/** The users whose answers are compared (first, middle, last). */
const CHECK_USERS = [0, 49, 99];
/** Peers with budgets: the issue's peers 1 and 2. */
const BUDGET_PEERS = ["nextjs", "hono"];
/** The fixed rates, as fractions of the slowest server's saturation rate. */
const FRACTIONS = [0.25, 0.5, 0.75];
/** Latency budgets at 50% of our saturation rate, ms. */
const P99_BUDGET: Record<"user" | "list", number> = { user: 10, list: 25 };
const BROWSER_HEADERS = { accept: "application/json", "accept-encoding": "br, gzip" };

interface Server {
  id: string;
  label: string;
  peer?: Peer;
}

interface Template {
  kind: DatabaseKind;
  /** PGlite: the seeded data directory; PostgreSQL: the template database's name. */
  dataDir?: string;
  database?: string;
  users: PeerUser[];
  /** Each user's first property (their POSTs). */
  propertyIds: number[];
  /** A property of a manager outside the 100 (for the 404 check). */
  foreignPropertyId: number;
}

/** Ours' answers, the reference every peer's are compared with. */
interface Reference {
  users: unknown[];
  lists: unknown[];
  totals: (string | null)[];
  links: boolean[];
  created?: Record<string, unknown>;
}

interface Turn {
  server: string;
  loadAverage: number[];
  startupMs: number;
  results: Partial<Record<Endpoint, LoadResult>>;
  rssMiB: number;
  peakRssMiB: number;
}

interface FixedPoint {
  endpoint: "user" | "list";
  /** Fraction of the basis server's saturation rate. */
  fraction: number;
  basis: "slowest" | "ours";
  rate: number;
  results: Record<string, LoadResult[]>;
}

const active = new Set<{ stop(): Promise<void> | void }>();

function createBody(user: PeerUser, propertyId: number, details: string): string {
  return JSON.stringify({
    propertyId,
    contactName: "Bench Manager",
    email: user.email,
    staffType: "maintenance",
    details,
    startDate: "2026-09-01",
    endDate: "2026-10-15",
    consent: true,
  });
}
const FLOOD_DETAILS = "Two maintenance technicians for the turnover season, weekdays 8 to 5.";

/** Seeds the kind's one database, VACUUM ANALYZE, and reads the users and their properties. */
async function prepareTemplate(kind: DatabaseKind, pg: PostgresServer): Promise<Template> {
  const dataDir = tempDir("bench-api-template-");
  const database = "bench_api_template";
  const databaseUrl = kind === "postgres" ? await pg.createDatabase(database) : undefined;
  const db = await openBenchDatabase({ dataDir, databaseUrl });
  try {
    await seed(db.query, SEED);
    await db.query("vacuum analyze");
    const users = await db.query<PeerUser>(
      `select id, username, email, role from users
       where username = 'bench.manager' or username ~ '^bench\\.m[0-9]{4}$' order by id`,
    );
    if (users.length !== SEED.otherManagers + 1) throw new Error(`seeded ${users.length} users`);
    const properties = await db.query<{ user_id: number; id: number }>(
      "select user_id, min(id)::int as id from properties group by user_id",
    );
    const first = new Map(properties.map((p) => [p.user_id, p.id]));
    const [foreign] = await db.query<{ id: number }>(
      `select p.id from properties p join users u on u.id = p.user_id
       where u.username = 'bench.poster' order by p.id limit 1`,
    );
    return {
      kind,
      ...(kind === "pglite" ? { dataDir } : { database }),
      users,
      propertyIds: users.map((u) => first.get(u.id) ?? 0),
      foreignPropertyId: foreign?.id ?? 0,
    };
  } finally {
    await db.close();
    if (kind === "postgres") fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh copy of the template for one server's turn. */
async function freshDatabase(template: Template, pg: PostgresServer, name: string) {
  const dataDir = tempDir("bench-api-");
  if (template.kind === "pglite") {
    fs.cpSync(template.dataDir as string, dataDir, { recursive: true });
    return {
      dataDir,
      databaseUrl: undefined,
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const databaseUrl = await pg.createDatabase(name, template.database);
  return {
    dataDir,
    databaseUrl,
    cleanup: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await pg.dropDatabase(name);
    },
  };
}

/** Signs in every user through our POST /api/login, a few at a time. */
async function signInAll(url: string, users: PeerUser[]): Promise<string[]> {
  const cookies: string[] = new Array(users.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < users.length; i = next++) {
      cookies[i] = await signIn(`${url}/api/login`, (users[i] as PeerUser).username, PASSWORD);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return cookies;
}

/** The first path where two parsed JSON values differ (for the error message). */
function difference(a: unknown, b: unknown, at = "$"): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === "object" && typeof b === "object") {
    if (Array.isArray(a) !== Array.isArray(b)) return `${at}: array vs object`;
    if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) {
      return `${at}: ${a.length} items vs ${b.length}`;
    }
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = difference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 200)} vs ${JSON.stringify(b)?.slice(0, 200)}`;
}

/**
 * GET /api/user as compared: every field, but `lastLogin` only as "null or a timestamp" (our
 * real sign-in sets it; a peer signs in through its own framework, which never writes our users
 * table).
 */
function comparableUser(body: unknown): unknown {
  if (!body || typeof body !== "object") return body;
  const { lastLogin, ...rest } = body as Record<string, unknown>;
  const valid =
    lastLogin === null || (typeof lastLogin === "string" && !Number.isNaN(Date.parse(lastLogin)));
  return { ...rest, lastLogin: valid ? "null or a timestamp" : lastLogin };
}

/** A POST's answer as compared: not its id nor its times. */
function comparableCreated(body: unknown): Record<string, unknown> {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = (body ?? {}) as Record<string, unknown>;
  return rest;
}

async function getJson(url: string, cookie?: string) {
  const get = () => fetch(url, { headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) } });
  // A GET is safe to repeat once when a kept-alive connection was closed under it.
  const response = await get().catch(() => get());
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { response, body };
}

async function postJson(url: string, cookie: string, body: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      ...BROWSER_HEADERS,
      cookie,
      "content-type": "application/json",
      origin: new URL(url).origin,
    },
    body,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

/**
 * Checks a server's answers before measuring; with no reference yet (ours, first turn) returns
 * them as the reference.
 * @throws on any difference from the reference or the contract
 */
async function checkBefore(
  server: Server,
  url: string,
  cookies: string[],
  template: Template,
  reference: Reference | undefined,
): Promise<Reference> {
  const fail = (what: string) => {
    throw new Error(`${server.label} on ${template.kind}: ${what}`);
  };
  const got: Reference = { users: [], lists: [], totals: [], links: [] };
  for (const index of CHECK_USERS) {
    const cookie = cookies[index] as string;
    const user = await getJson(`${url}/api/user`, cookie);
    if (user.response.status !== 200) fail(`GET /api/user answered ${user.response.status}`);
    const list = await getJson(`${url}${LIST_PATH}`, cookie);
    if (list.response.status !== 200) fail(`GET ${LIST_PATH} answered ${list.response.status}`);
    const encoding = list.response.headers.get("content-encoding");
    if (encoding !== "br" && encoding !== "gzip") {
      fail(`the list (over 1 KB) was not compressed for Accept-Encoding: br, gzip (${encoding})`);
    }
    got.users.push(comparableUser(user.body));
    got.lists.push(list.body);
    got.totals.push(list.response.headers.get("x-total-count"));
    got.links.push(list.response.headers.has("link"));
  }
  const anonymous = await getJson(`${url}/api/user`);
  if (
    anonymous.response.status !== 401 ||
    typeof (anonymous.body as { message?: unknown })?.message !== "string"
  ) {
    fail(
      `GET /api/user without a session answered ${anonymous.response.status}, not 401 { message }`,
    );
  }
  const cookie = cookies[0] as string;
  const user = template.users[0] as PeerUser;
  const bad = await postJson(`${url}${LIST_PATH}`, cookie, JSON.stringify({ propertyId: "x" }));
  if (bad.status !== 400) fail(`POST with a bad body answered ${bad.status}, not 400`);
  const foreign = await postJson(
    `${url}${LIST_PATH}`,
    cookie,
    createBody(user, template.foreignPropertyId, FLOOD_DETAILS),
  );
  // The product answers 400 (a field error on propertyId); the peers' contract says 404: either
  // refuses it, which is what is checked.
  if (foreign.status !== 400 && foreign.status !== 404) {
    fail(`POST with another manager's property answered ${foreign.status}, not 400 or 404`);
  }
  if (!reference) return got;
  for (const [i, index] of CHECK_USERS.entries()) {
    const name = template.users[index]?.username;
    const userDiff = difference(got.users[i], reference.users[i]);
    if (userDiff) fail(`GET /api/user for ${name} differs from ours at ${userDiff}`);
    const listDiff = difference(got.lists[i], reference.lists[i]);
    if (listDiff) fail(`GET ${LIST_PATH} for ${name} differs from ours at ${listDiff}`);
    if (got.totals[i] !== reference.totals[i]) {
      fail(`X-Total-Count for ${name}: ${got.totals[i]}, ours ${reference.totals[i]}`);
    }
    if (got.links[i] !== reference.links[i])
      fail(`Link header for ${name} present or absent unlike ours`);
  }
  return reference;
}

/** After the write flood: one POST, compared with ours (ours' answer becomes the reference). */
async function checkAfter(
  server: Server,
  url: string,
  cookies: string[],
  template: Template,
  reference: Reference,
): Promise<void> {
  const user = template.users[0] as PeerUser;
  const created = await postJson(
    `${url}${LIST_PATH}`,
    cookies[0] as string,
    createBody(user, template.propertyIds[0] as number, "The answer compared after the flood."),
  );
  if (created.status !== 201) {
    throw new Error(
      `${server.label}: POST answered ${created.status}: ${JSON.stringify(created.body)}`,
    );
  }
  const body = comparableCreated(created.body);
  if (!reference.created) {
    reference.created = body;
    return;
  }
  const diff = difference(body, reference.created);
  if (diff)
    throw new Error(
      `${server.label} on ${template.kind}: POST's answer differs from ours at ${diff}`,
    );
}

/** `error` with the end of the server's log appended (why a check or a load failed). */
function withLog(error: unknown, server: Server, handle: ServerHandle): Error {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return new Error(`${message}\n--- the end of ${server.id}'s log ---\n${handle.output()}`);
}

/** Keeps `handle`'s log when `result` had errors, and says where (their cause is only there). */
function keepLogOnErrors(handle: ServerHandle, server: Server, result: LoadResult): void {
  if (result.errors === 0 && result.warmupErrors === 0) return;
  console.log(`  ${server.id}: errors in this load; its log is kept at ${handle.keepLog()}`);
}

/** One server on a fresh copy of the template: started, signed in, checked. */
async function openTurn(
  server: Server,
  template: Template,
  pg: PostgresServer,
  name: string,
): Promise<{ handle: ServerHandle; cookies: string[]; close(): Promise<void> }> {
  const db = await freshDatabase(template, pg, name);
  let handle: ServerHandle | undefined;
  try {
    if (server.peer) {
      const peerDb: PeerDatabase = db.databaseUrl
        ? { databaseUrl: db.databaseUrl }
        : { dataDir: db.dataDir };
      handle = await startPeer(server.peer, peerDb, SERVER_CPU);
      active.add(handle);
      const cookies = await setupPeer(server.peer, peerDb, handle.url, template.users, PASSWORD);
      const h = handle;
      return { handle: h, cookies, close: async () => close(h, db.cleanup) };
    }
    handle = await startOurServer(
      { dataDir: db.dataDir, databaseUrl: db.databaseUrl },
      { cpu: SERVER_CPU },
    );
    active.add(handle);
    const cookies = await signInAll(handle.url, template.users);
    const h = handle;
    return { handle: h, cookies, close: async () => close(h, db.cleanup) };
  } catch (error) {
    if (handle) await close(handle, db.cleanup);
    else await db.cleanup();
    throw error;
  }
}

async function close(handle: ServerHandle, cleanup: () => Promise<void>): Promise<void> {
  active.delete(handle);
  await handle.stop();
  await cleanup();
}

/** The load of one endpoint for a server with its sessions. */
function specFor(endpoint: Endpoint, url: string, cookies: string[], template: Template): LoadSpec {
  const origin = url;
  const sessions: Session[] = cookies.map((cookie) => ({ headers: { cookie } }));
  const writers: Session[] = cookies.map((cookie, i) => ({
    headers: { cookie, origin },
    body: createBody(
      template.users[i] as PeerUser,
      template.propertyIds[i] as number,
      FLOOD_DETAILS,
    ),
  }));
  switch (endpoint) {
    case "floor":
      return { url: `${url}/healthz`, headers: BROWSER_HEADERS };
    case "user":
      return { url: `${url}/api/user`, headers: BROWSER_HEADERS, sessions };
    case "list":
      return { url: `${url}${LIST_PATH}`, headers: BROWSER_HEADERS, sessions };
    case "mixed":
      return { url, headers: BROWSER_HEADERS, sessions: writers, mix: MIX };
    case "create":
      return {
        url: `${url}${LIST_PATH}`,
        method: "POST",
        headers: { ...BROWSER_HEADERS, "content-type": "application/json" },
        sessions: writers,
      };
  }
}

function describeLoad(l: LoadResult): string {
  const cpu = l.cpu
    ? `, CPU ${round(l.cpuMsPerRequest ?? Number.NaN, 3)} ms/req (server ${round(l.cpu.serverMsPerRequest ?? Number.NaN, 3)}${l.cpu.databaseMsPerRequest !== undefined ? ` + db ${round(l.cpu.databaseMsPerRequest, 3)}` : ""})`
    : "";
  const rate = l.rate
    ? ` (target ${round(l.rate.target, 0)}/s${l.rate.lateP99Ms !== undefined ? `, late p99 ${round(l.rate.lateP99Ms, 1)} ms` : ""})`
    : "";
  return `${round(l.rps, 0)} req/s${rate}, p50 ${round(l.p50, 1)} ms, p99 ${round(l.p99, 1)} ms, errors ${l.errors}${cpu}, warm-up ${round(l.warmupMs / 1000, 1)} s`;
}

/** One server's saturation turn: fresh database, checks, every endpoint, the flood last. */
async function saturationTurn(
  server: Server,
  template: Template,
  pg: PostgresServer,
  load: LoadGenerator,
  databasePid: number | undefined,
  reference: Reference | undefined,
  name: string,
): Promise<{ turn: Turn; reference: Reference }> {
  const turn: Turn = {
    server: server.id,
    loadAverage: loadAverage(),
    startupMs: 0,
    results: {},
    rssMiB: 0,
    peakRssMiB: 0,
  };
  const began = performance.now();
  const opened = await openTurn(server, template, pg, name);
  try {
    return await measureTurn(opened.handle, opened.cookies);
  } catch (error) {
    throw withLog(error, server, opened.handle);
  } finally {
    await opened.close();
  }

  async function measureTurn(handle: ServerHandle, cookies: string[]) {
    turn.startupMs = Math.round(handle.startupMs);
    const ref = await checkBefore(server, handle.url, cookies, template, reference);
    console.log(
      `  ${server.id}: started, signed in and checked in ${round((performance.now() - began) / 1000, 1)} s (load ${turn.loadAverage.join(" / ")})`,
    );
    const pids = { serverPid: handle.pid, ...(databasePid ? { databasePid } : {}) };
    for (const endpoint of turnOrder) {
      if (endpoint === "floor" && server.peer) continue;
      const result = await load.measure(specFor(endpoint, handle.url, cookies, template), pids);
      turn.results[endpoint] = result;
      console.log(`  ${server.id} ${endpointLabels[endpoint]}: ${describeLoad(result)}`);
      keepLogOnErrors(handle, server, result);
    }
    await checkAfter(server, handle.url, cookies, template, ref);
    const memory = handle.memory();
    turn.rssMiB = round(memory.rssMiB, 0);
    turn.peakRssMiB = round(memory.peakRssMiB, 0);
    return { turn, reference: ref };
  }
}

interface Ratio {
  perRun: number[];
  median: number;
  min: number;
  max: number;
}

function ratioOf(values: number[]): Ratio {
  const perRun = values.map((v) => round(v, 2));
  return {
    perRun,
    median: round(median(values), 2),
    min: round(Math.min(...values), 2),
    max: round(Math.max(...values), 2),
  };
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMs: number;
  cpuServerMs: number;
  cpuDatabaseMs: number | undefined;
  warmupErrors: number;
  bytesPerAnswer: number;
}

function summarize(results: LoadResult[]): Summary {
  const database = results
    .map((r) => r.cpu?.databaseMsPerRequest)
    .filter((v): v is number => v !== undefined);
  return {
    rps: round(median(results.map((r) => r.rps)), 0),
    p50: round(median(results.map((r) => r.p50)), 1),
    p99: round(median(results.map((r) => r.p99)), 1),
    // Errors are summed, not a median: one is too many.
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    cpuMs: round(median(results.map((r) => r.cpuMsPerRequest ?? Number.NaN)), 3),
    cpuServerMs: round(median(results.map((r) => r.cpu?.serverMsPerRequest ?? Number.NaN)), 3),
    cpuDatabaseMs: database.length > 0 ? round(median(database), 3) : undefined,
    warmupErrors: results.reduce((sum, r) => sum + r.warmupErrors, 0),
    bytesPerAnswer: round(median(results.map((r) => r.bytesPerAnswer ?? Number.NaN)), 0),
  };
}

interface KindResult {
  kind: DatabaseKind;
  label: string;
  servers: Server[];
  runs: { run: number; order: string[]; turns: Turn[] }[];
  fixed: FixedPoint[];
  fixedLoad: { run: number; order: string[]; loadAverage: Record<string, number[]> }[];
}

async function benchKind(
  kind: DatabaseKind,
  peers: Peer[],
  pg: PostgresServer,
  load: LoadGenerator,
  databasePid: number | undefined,
): Promise<KindResult> {
  const servers: Server[] = [
    { id: "ours", label: "ours (Fastify)" },
    ...peers
      .filter((peer) => peer.databases.includes(kind))
      .map((peer) => ({ id: peer.name, label: peer.label, peer })),
  ];
  console.log(`api: ${kind}: seeding (100 managers × 50 requests)`);
  const template = await prepareTemplate(kind, pg);
  const result: KindResult = {
    kind,
    label: kind === "pglite" ? "PGlite (embedded)" : pg.version,
    servers,
    runs: [],
    fixed: [],
    fixedLoad: [],
  };
  const pidFor = kind === "postgres" ? databasePid : undefined;
  try {
    let reference: Reference | undefined;
    for (let run = 1; run <= runs; run++) {
      // Alternating order across runs (ABBA): ours first in odd runs, last in even runs.
      const order = run % 2 === 1 ? servers : [...servers].reverse();
      console.log(`api: ${kind}, run ${run} of ${runs}: ${order.map((s) => s.id).join(", ")}`);
      const turns: Turn[] = [];
      for (const server of order) {
        const done = await saturationTurn(
          server,
          template,
          pg,
          load,
          pidFor,
          reference,
          `bench_api_${kind}_${run}_${server.id.replaceAll("-", "_")}`,
        );
        reference = done.reference;
        turns.push(done.turn);
      }
      result.runs.push({ run, order: order.map((s) => s.id), turns });
    }
    // Fixed rates: fractions of the slowest server's median saturation rate per read, and ours
    // at half its own rate (the latency budget).
    for (const endpoint of ["user", "list"] as const) {
      const saturation = new Map(
        servers.map((s) => [s.id, median(turnsOf(result, s.id, endpoint).map((r) => r.rps))]),
      );
      const slowest = Math.min(...saturation.values());
      for (const fraction of FRACTIONS) {
        result.fixed.push({
          endpoint,
          fraction,
          basis: "slowest",
          rate: Math.max(1, Math.round(slowest * fraction)),
          results: {},
        });
      }
      const ours = saturation.get("ours") ?? slowest;
      if (Math.abs(ours - slowest) / slowest > 0.01) {
        result.fixed.push({
          endpoint,
          fraction: 0.5,
          basis: "ours",
          rate: Math.max(1, Math.round(ours * 0.5)),
          results: {},
        });
      }
    }
    for (let run = 1; run <= fixedRuns; run++) {
      const order = run % 2 === 1 ? servers : [...servers].reverse();
      console.log(`api: ${kind}, fixed rates, run ${run} of ${fixedRuns}`);
      const loads: Record<string, number[]> = {};
      for (const server of order) {
        loads[server.id] = loadAverage();
        const opened = await openTurn(
          server,
          template,
          pg,
          `bench_api_${kind}_fixed_${run}_${server.id.replaceAll("-", "_")}`,
        );
        try {
          const { handle, cookies } = opened;
          await checkBefore(server, handle.url, cookies, template, reference);
          const pids = { serverPid: handle.pid, ...(pidFor ? { databasePid: pidFor } : {}) };
          for (const point of result.fixed) {
            if (point.basis === "ours" && server.id !== "ours") continue;
            const spec: LoadSpec = {
              ...specFor(point.endpoint, handle.url, cookies, template),
              rate: point.rate,
              rateMode,
              duration: fixedDuration,
              // Each connection busy at least every ~2 s: servers close connections idle for 5 s
              // (Node's default keep-alive timeout), and a reconnect is not what is measured.
              connections: Math.max(1, Math.min(connections, Math.floor(point.rate * 2))),
            };
            const measured = await load.measure(spec, pids);
            point.results[server.id] = [...(point.results[server.id] ?? []), measured];
            console.log(
              `  ${server.id} ${endpointLabels[point.endpoint]} at ${point.rate}/s (${point.fraction * 100}% of ${point.basis === "ours" ? "ours" : "the slowest"}): ${describeLoad(measured)}`,
            );
            keepLogOnErrors(handle, server, measured);
          }
        } catch (error) {
          throw withLog(error, server, opened.handle);
        } finally {
          await opened.close();
        }
      }
      result.fixedLoad.push({ run, order: order.map((s) => s.id), loadAverage: loads });
    }
  } finally {
    if (template.dataDir) fs.rmSync(template.dataDir, { recursive: true, force: true });
    if (template.database) await pg.dropDatabase(template.database);
  }
  return result;
}

function turnsOf(result: KindResult, server: string, endpoint: Endpoint): LoadResult[] {
  return result.runs
    .map((run) => run.turns.find((t) => t.server === server)?.results[endpoint])
    .filter((r): r is LoadResult => r !== undefined);
}

/** Per run, ours ÷ the peer's req/s on `endpoint`. */
function perRunRatios(result: KindResult, peer: string, endpoint: Endpoint): number[] {
  return result.runs.flatMap((run) => {
    const ours = run.turns.find((t) => t.server === "ours")?.results[endpoint];
    const theirs = run.turns.find((t) => t.server === peer)?.results[endpoint];
    return ours && theirs && theirs.rps > 0 ? [ours.rps / theirs.rps] : [];
  });
}

const fmtRatio = (r: Ratio) => `${r.median}× (${r.min}–${r.max})`;
const cpuCell = (s: Summary) =>
  s.cpuDatabaseMs !== undefined
    ? `${s.cpuMs} (${s.cpuServerMs} + ${s.cpuDatabaseMs})`
    : String(s.cpuMs);

function report(results: KindResult[], peers: Peer[], machine: ReturnType<typeof describeMachine>) {
  const budgets: Budget[] = [];
  const sections: string[] = [];
  const data: Record<string, unknown> = {};
  const warmupNotes: string[] = [];
  for (const result of results) {
    const { label, servers } = result;
    const rows: (string | number)[][] = [];
    const summaries: Record<string, Record<string, Summary>> = {};
    const ratios: Record<string, Record<string, Ratio>> = {};
    for (const endpoint of turnOrder) {
      summaries[endpoint] = {};
      ratios[endpoint] = {};
      let first = true;
      for (const server of servers) {
        const measured = turnsOf(result, server.id, endpoint);
        if (measured.length === 0) continue;
        const summary = summarize(measured);
        (summaries[endpoint] as Record<string, Summary>)[server.id] = summary;
        if (summary.warmupErrors > 0) {
          warmupNotes.push(
            `${label}, ${endpointLabels[endpoint]}, ${server.id}: ${summary.warmupErrors}`,
          );
        }
        const values = server.peer ? perRunRatios(result, server.id, endpoint) : [];
        const ratio = values.length > 0 ? ratioOf(values) : undefined;
        if (ratio) (ratios[endpoint] as Record<string, Ratio>)[server.id] = ratio;
        rows.push([
          first ? endpointLabels[endpoint] : "",
          server.label,
          summary.rps,
          ms(summary.p50),
          ms(summary.p99),
          summary.errors,
          cpuCell(summary),
          ratio ? fmtRatio(ratio) : "–",
          ratio ? ratio.perRun.join(", ") : "",
        ]);
        first = false;
      }
      const ours = summaries[endpoint]?.ours;
      if (ours) {
        budgets.push({
          name: `${label}: ${endpointLabels[endpoint]} errors (ours)`,
          limit: "0",
          measured: String(ours.errors),
          ok: ours.errors === 0,
        });
      }
    }
    if (result.kind === "postgres") {
      for (const endpoint of ["user", "list"] as const) {
        for (const name of BUDGET_PEERS) {
          const ratio = ratios[endpoint]?.[name];
          const peerLabel = peers.find((p) => p.name === name)?.label ?? name;
          budgets.push({
            name: `${label}: ${endpointLabels[endpoint]} throughput vs ${peerLabel} (median of per-run ratios; no run under 1.5×)`,
            limit: "≥ 2×, each run ≥ 1.5×",
            measured: ratio ? `${fmtRatio(ratio)}; runs ${ratio.perRun.join(", ")}` : "not run",
            ok: ratio !== undefined && ratio.median >= 2 && ratio.min >= 1.5,
          });
        }
      }
      const name = BUDGET_PEERS[0] as string;
      const ratio = ratios.mixed?.[name];
      const oursMixed = summaries.mixed?.ours;
      const peerLabel = peers.find((p) => p.name === name)?.label ?? name;
      budgets.push({
        name: `${label}: mixed workload throughput vs ${peerLabel} (median of per-run ratios), zero errors`,
        limit: "≥ 2×, 0 errors",
        measured: ratio
          ? `${fmtRatio(ratio)}; ours ${oursMixed?.errors ?? "?"} errors, theirs ${summaries.mixed?.[name]?.errors ?? "?"}`
          : "not run",
        ok: ratio !== undefined && ratio.median >= 2 && oursMixed?.errors === 0,
      });
    }
    // Fixed rates.
    const fixedRows: (string | number)[][] = [];
    const fixedSummary: Record<string, unknown>[] = [];
    for (const point of result.fixed) {
      let first = true;
      for (const server of servers) {
        const measured = point.results[server.id];
        if (!measured || measured.length === 0) continue;
        const p50 = round(median(measured.map((r) => r.p50)), 1);
        const p99 = round(median(measured.map((r) => r.p99)), 1);
        const achieved = round(median(measured.map((r) => r.rps)), 0);
        const errors = measured.reduce((sum, r) => sum + r.errors, 0);
        const late = round(median(measured.map((r) => r.rate?.lateP99Ms ?? Number.NaN)), 1);
        fixedSummary.push({
          ...point,
          results: undefined,
          server: server.id,
          p50,
          p99,
          achieved,
          errors,
          late,
        });
        fixedRows.push([
          first ? endpointLabels[point.endpoint] : "",
          first
            ? `${point.rate}/s (${point.fraction * 100}% of ${point.basis === "ours" ? "ours" : "the slowest"})`
            : "",
          server.label,
          ms(p50),
          ms(p99),
          achieved,
          errors,
          Number.isNaN(late) ? "–" : ms(late),
        ]);
        first = false;
      }
    }
    for (const endpoint of ["user", "list"] as const) {
      const point =
        result.fixed.find((p) => p.endpoint === endpoint && p.basis === "ours") ??
        result.fixed.find((p) => p.endpoint === endpoint && p.fraction === 0.5);
      const measured = point?.results.ours ?? [];
      const p99 = round(median(measured.map((r) => r.p99)), 1);
      budgets.push({
        name: `${label}: ${endpointLabels[endpoint]} p99 at 50% of our saturation rate${point ? ` (${point.rate} req/s)` : ""}`,
        limit: `≤ ${P99_BUDGET[endpoint]} ms`,
        measured: measured.length > 0 ? ms(p99) : "not run",
        ok: measured.length > 0 && p99 <= P99_BUDGET[endpoint],
      });
    }
    // Load per run.
    const loadRows = result.runs.map((run) => [
      run.run,
      run.order.join(" → "),
      run.turns.map((t) => `${t.server} ${t.loadAverage[0]}`).join(", "),
    ]);
    for (const fixed of result.fixedLoad) {
      loadRows.push([
        `fixed ${fixed.run}`,
        fixed.order.join(" → "),
        fixed.order.map((id) => `${id} ${fixed.loadAverage[id]?.[0]}`).join(", "),
      ]);
    }
    const rss = round(
      median(
        result.runs.map((r) => r.turns.find((t) => t.server === "ours")?.rssMiB ?? Number.NaN),
      ),
      0,
    );
    const peak = round(
      median(
        result.runs.map((r) => r.turns.find((t) => t.server === "ours")?.peakRssMiB ?? Number.NaN),
      ),
      0,
    );
    const peerRss = servers
      .filter((s) => s.peer)
      .map(
        (s) =>
          `${s.label} ${round(median(result.runs.map((r) => r.turns.find((t) => t.server === s.id)?.rssMiB ?? Number.NaN)), 0)} MiB`,
      );
    data[result.kind] = {
      servers: servers.map((s) => ({ id: s.id, label: s.label })),
      saturation: summaries,
      ratios,
      fixedRate: fixedSummary,
      runs: result.runs,
      fixedLoad: result.fixedLoad,
      rssMiB: { ours: rss, oursPeak: peak },
    };
    sections.push(
      [
        `### API on ${label}`,
        "",
        "Saturation (medians of the runs; ratios are ours ÷ that server's req/s within each run, then their median and range):",
        "",
        markdownTable(
          [
            "endpoint",
            "server",
            "req/s",
            "p50",
            "p99",
            "errors",
            result.kind === "postgres" ? "CPU ms/req (server + PostgreSQL)" : "CPU ms/req",
            "ours ÷ this (median, min–max)",
            "per run",
          ],
          rows,
        ),
        "",
        `Fixed rates (open loop, ${rateMode === "paced" ? "requests sent on a fixed schedule" : "autocannon's overallRate"}; ${fixedRuns} run(s) of ${fixedDuration} s per point; "late p99" is how late the 99th percentile request left against the schedule):`,
        "",
        markdownTable(
          ["endpoint", "rate", "server", "p50", "p99", "answered req/s", "errors", "late p99"],
          fixedRows,
        ),
        "",
        "Machine load (1-minute load average) at the start of each server's turn:",
        "",
        markdownTable(["run", "order", "load at turn start"], loadRows),
        "",
        `Resident memory of our server after its turn (VmRSS, median): **${rss} MiB** (peak ${peak} MiB)${result.kind === "pglite" ? ", the embedded database included" : "; PostgreSQL's processes not included"}.${peerRss.length ? ` Peers: ${peerRss.join(", ")} (the started process; a framework's worker processes not included).` : ""}`,
      ].join("\n"),
    );
  }
  const peerLines = peers.map(
    (p) => `- \`${p.name}\`: ${p.label} (bench/baselines/${p.name}; on ${p.databases.join(", ")})`,
  );
  const table = [
    sections.join("\n\n"),
    "",
    "Peers:",
    "",
    ...(peerLines.length ? peerLines : ["- none (no bench/baselines/*/peer.json selected)"]),
    "",
    "Budgets:",
    "",
    budgetList(budgets),
    "",
    warmupNotes.length
      ? `Requests that failed during the warm-up (not counted above): ${warmupNotes.join("; ")}.`
      : "No request failed during the warm-ups either.",
    "",
    `Method: one seed per database (100 property managers with 50 requests and 3 properties each, ${SEED.otherManagers + 1} in all, and the rest of bench/lib/seed.ts), VACUUM ANALYZE, and a fresh copy of it for every server's turn (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a copy of the data directory). ${runs} runs; in each, every server in turn, alternating the order between runs (odd runs ours first, even runs ours last). Our 100 sessions come from real sign-ins (POST /api/login); each peer's from its setup command. Before measuring, for 3 of the users every server's GET /api/user and list answers (parsed JSON; lastLogin compared as null-or-timestamp), X-Total-Count and Link equal ours, 401/400/404 are answered where the product answers them and the list is compressed; after the write flood one POST's answer (but its id and times) equals ours: a difference stops the benchmark. autocannon runs in its own process: ${connections} connections, each with its own session cookie (the 100 cycled), Accept-Encoding: br, gzip and Accept: application/json; ${duration} s measured after a warm-up of at least ${warmup} s that lasts until every connection has had an answer. Order in a turn: the floor (ours only), GET /api/user, the list, the mixed workload (a fixed shuffled cycle of 20: 14 × GET /api/user, 5 × the list, 1 × POST, each connection its own user), the POST flood last (each connection posts for its own user and property). Errors = connection errors, timeouts and non-2xx answers, summed over runs. CPU ms/req = CPU time over the measured seconds of the server's process tree${results.some((r) => r.kind === "postgres") ? " plus all of PostgreSQL's processes (backends, autovacuum, writers)" : ""}, divided by the answers: less sensitive than req/s to other work on the machine. Fixed rates: 25%, 50% and 75% of the slowest server's median saturation rate on that read and database, every server; ours also at 50% of its own rate, where the latency budgets apply.${rateMode === "paced" ? " The requests are sent on a fixed schedule (one every 1/rate s, on whichever connection is free) rather than with autocannon's overallRate, which releases every connection's quota for the second at the same instant, so every second would start with a burst at full speed." : ""} Pinning: ${pinningLine()}.`,
    "",
    `Machine: ${machineLine(machine)}.`,
  ].join("\n");
  return { budgets, data, table };
}

async function main(): Promise<void> {
  const started = performance.now();
  ensureBuild();
  const peers = discoverPeers();
  for (const peer of peers) preparePeer(peer);
  // Described before pinning: a pinned process sees one core.
  const machine = describeMachine();
  pinSelf(LOAD_CPU);
  const pg = await startPostgres({ cpu: SERVER_CPU });
  active.add(pg);
  const load = startLoadGenerator();
  const results: KindResult[] = [];
  try {
    const databasePid = await pg.postmasterPid();
    for (const kind of kinds) {
      results.push(await benchKind(kind, peers, pg, load, databasePid));
    }
  } finally {
    load.stop();
    active.delete(pg);
    await pg.stop();
  }
  const { budgets, data, table } = report(results, peers, machine);
  const file = writeResult({
    suite: "api",
    generatedAt: new Date().toISOString(),
    machine,
    runs,
    settings: {
      durationS: duration,
      warmupS: warmup,
      connections,
      seed: SEED,
      users: SEED.otherManagers + 1,
      fixedRuns,
      fixedDurationS: fixedDuration,
      rateMode,
      pinned: canPin(),
      peers: peers.map((p) => ({ name: p.name, label: p.label, databases: p.databases })),
      logLevel: "info",
      elapsedS: Math.round((performance.now() - started) / 1000),
    },
    ...data,
    budgets,
    table,
  });
  console.log(
    `\n${table}\n\nwrote ${path.relative(root, file)} in ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

for (const name of ["SIGINT", "SIGTERM"] as const) {
  process.once(name, () => {
    void Promise.allSettled([...active].map((item) => item.stop())).then(() => process.exit(130));
  });
}

await main();
