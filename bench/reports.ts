/**
 * Reports benchmark (`npx tsx bench/reports.ts`): does a property manager's report summary
 * (GET /api/portal/reports/summary, docs/decisions/0019-timesheets.md point 9) stay under
 * 100 ms p99 for a year when the agency has 100,000 requests and 1,000,000 timesheet days?
 * Issue 16's growth requirement, as a suite of its own so it runs alone in a few minutes.
 *
 * The data, on PGlite and on a throwaway PostgreSQL, written with set-based SQL after the app's
 * migrations (generate_series, INSERT … SELECT; {@link seedReports}):
 * - 1,000 property managers: bench.manager (measured) with 20 properties, 999 others
 *   (bench.m0001 …) with 3 each; 500 staff accounts; one admin;
 * - 100 staffing requests per manager (100,000), one every 7.3 days over the last two years
 *   (the same slots for everyone, jittered per manager), each at one of its owner's properties
 *   in turn; headcount 1–3; one in 12 cancelled, each manager's newest pending, the others
 *   approved, in progress or completed as their placements' dates say (so the placement job
 *   finds nothing to do when the server starts); one in 10 an emergency answered 30 to 180
 *   minutes after it was made (two hours promised);
 * - every approved, in-progress or completed request is filled (one in four with a headcount
 *   over 1 one person short): an assignment per person (about 166,000), running whole weeks
 *   from the Monday at least 3 days after the request; bill rates from $22 to $37.50 an hour
 *   (one request in 20 without a rate, so those hours are hours and not spend); each assignment
 *   has an `offered` event an hour after the request and a `confirmed` event 1.5 to 73.5 hours
 *   after it (the time to fill);
 * - approved weekly timesheets of 7 days each (8 h 30 min a day less a 0, 15 or 30 min break):
 *   the measured manager's placements last 16–22 weeks, every week of them up to last week has
 *   its timesheet (about 3,000, ~10,000 days in the last year, ~20,000 over two); everyone
 *   else's are one-week placements, a hash-chosen share of which have their week, so that the
 *   database holds 142,858 timesheets: 1,000,006 timesheet days.
 * Secondary indexes of the bulk-loaded tables are dropped during the load and rebuilt after it,
 * foreign keys are not checked row by row (every reference is built valid), and the database is
 * VACUUM ANALYZEd after (what autovacuum does after a bulk load on PostgreSQL; PGlite has none).
 * The load runs without triggers, so the approved minutes per month are filled after it as
 * migration 0012 fills them.
 *
 * Then, for each database: EXPLAIN (ANALYZE, BUFFERS off) of the two statements the report sends
 * (captured from the app's repository through Drizzle's logger) for the measured manager's last
 * 365 days, with and without a property; a sequential scan of staffing_requests,
 * staff_assignments, assignment_events, timesheets, timesheet_days or timesheet_month_totals
 * fails the budget. And our built server answers the summary for the same range (and once with
 * `propertyId`) under autocannon at BENCH_REPORTS_CONNECTIONS (default 10) for BENCH_DURATION
 * seconds after BENCH_WARMUP, BENCH_RUNS times (a fresh server each run); budget p99 < 100 ms
 * (median of runs). The answer is checked against figures computed with plain SQL first.
 * BENCH_REPORTS_KINDS (`pglite`, `postgres`; default both). Writes bench/results/reports.json.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays } from "../src/domain/timesheet";
import { agencyDay } from "../src/server/features/assignments/service";
import { hashPassword } from "../src/server/features/auth/passwords";
import {
  REPORT_READ_SETTINGS,
  type ReportRange,
  reportsRepository,
} from "../src/server/features/reports/repository";
import { duration, root, runs, warmup } from "./lib/env";
import { type LoadResult, measure } from "./lib/load";
import { describeMachine, type Machine, machineLine } from "./lib/machine";
import { signIn } from "./lib/net";
import { type PostgresServer, startPostgres } from "./lib/postgres";
import { type Budget, budgetList, markdownTable, ms, writeResult } from "./lib/results";
import {
  ADMIN_USER,
  MEASURED_USER,
  openBenchDatabase,
  PASSWORD,
  planLines,
  type Query,
} from "./lib/seed";
import { ensureBuild, startOurServer, tempDir } from "./lib/server";
import { median, round } from "./lib/stats";

type Kind = "pglite" | "postgres";
const kinds = (process.env.BENCH_REPORTS_KINDS ?? "pglite,postgres")
  .split(",")
  .filter((k): k is Kind => k === "pglite" || k === "postgres");
/** Few connections: the latency should show the report's work, not a queue in front of it. */
const connections = Number(process.env.BENCH_REPORTS_CONNECTIONS ?? 10);
/** The budget: p99 of the summary for one manager over a year. */
const P99_LIMIT_MS = 100;
/** The days of the range measured: the last 365, today included. */
const RANGE_DAYS = 365;

/** The data set's shape (see the module comment). */
const SHAPE = {
  otherManagers: 999,
  requestsPerManager: 100,
  measuredProperties: 20,
  otherProperties: 3,
  staff: 500,
  /** Weeks the measured manager's placements last: 16 + (request number % 7). */
  measuredWeeks: 16,
  /** Timesheet days in all (7 a timesheet, so the timesheets are this ÷ 7 rounded up). */
  timesheetDays: 1_000_000,
} as const;
/** Two years in seconds, split into one slot per request number. */
const SPAN_SECONDS = 730 * 86_400;
const SLOT_SECONDS = SPAN_SECONDS / SHAPE.requestsPerManager;

/** Tables that grow with the business: a sequential scan of one fails the plan check. */
const WATCHED_TABLES = [
  "staffing_requests",
  "staff_assignments",
  "assignment_events",
  "timesheets",
  "timesheet_days",
  "timesheet_month_totals",
];

const ZONE = "America/New_York";
const STAFF_TYPES = `(array['maintenance','groundskeeping','leasing','property-management','security','make-ready','other'])`;
const EMERGENCY_REASONS = `(array['storm_preparation','storm_recovery','sudden_vacancy'])`;
const CITIES = `(array['Tampa','Orlando','Miami','Jacksonville','St. Petersburg','Sarasota','Naples',
  'Fort Myers','Clearwater','Lakeland','Fort Lauderdale','Hollywood','Bradenton','Cape Coral',
  'Pompano Beach','Sunrise','Largo','Palm Harbor','Bonita Springs','Pembroke Pines'])`;

interface Seeded {
  measuredUserId: number;
  /** The measured manager's first property (the `propertyId` variant). */
  propertyId: number;
  counts: Record<
    | "users"
    | "properties"
    | "requests"
    | "assignments"
    | "assignmentEvents"
    | "timesheets"
    | "timesheetDays",
    number
  >;
  measured: {
    requests: number;
    properties: number;
    timesheets: number;
    timesheetDays: number;
    timesheetDaysInRange: number;
  };
  seconds: { rows: number; timesheets: number; indexes: number; analyze: number };
}

/** Indexes of `table` that back no constraint (dropped during a bulk load, rebuilt after). */
async function secondaryIndexes(q: Query, table: string) {
  return q<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.tablename = $1 and i.schemaname = 'public'
       and not exists (select 1 from pg_constraint c
                       where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
    [table],
  );
}

/** Seeds an empty, migrated database with the shape of the module comment. */
async function seedReports(q: Query, range: ReportRange): Promise<Seeded> {
  const hash = await hashPassword(PASSWORD);
  let started = performance.now();
  const lap = () => {
    const seconds = round((performance.now() - started) / 1000, 1);
    started = performance.now();
    return seconds;
  };
  await q(
    `insert into users (username, password_hash, email, full_name, role, company_name, phone)
     values ($1, $3, $1 || '@example.com', 'Dana Whitfield', 'property_manager', 'Bayshore Residential Group', '(813) 555-0142'),
            ($2, $3, $2 || '@example.com', 'Agency Admin', 'admin', null, null)`,
    [MEASURED_USER, ADMIN_USER, hash],
  );
  await q(
    `insert into users (username, password_hash, email, full_name, role, company_name)
     select 'bench.m' || lpad(g::text, 4, '0'), $1, 'bench.m' || lpad(g::text, 4, '0') || '@example.com',
            'Manager ' || g, 'property_manager', 'Company ' || g
     from generate_series(1, ${SHAPE.otherManagers}) g`,
    [hash],
  );
  await q(
    `insert into users (username, password_hash, email, full_name, role)
     select 'bench.s' || lpad(g::text, 4, '0'), $1, 'bench.s' || lpad(g::text, 4, '0') || '@example.com',
            'Staff Member ' || g, 'staff'
     from generate_series(1, ${SHAPE.staff}) g`,
    [hash],
  );
  const [measured] = await q<{ id: number }>(`select id from users where username = $1`, [
    MEASURED_USER,
  ]);
  if (!measured) throw new Error("seed: measured user missing");
  const m = measured.id;
  await q(`
    insert into properties (user_id, name, address, city, state, zip, units, description)
    select u.id, (array['Palms','Oaks','Harbor','Lakes','Pines','Vista'])[1 + (u.id + g) % 6] || ' at ' || u.id || '-' || g,
           (u.id * 10 + g) || ' Bayshore Blvd', ${CITIES}[1 + (u.id * 7 + g) % 20],
           'FL', lpad((33000 + (u.id + g) % 999)::text, 5, '0'), 40 + (u.id + g) % 300,
           'Garden-style community'
    from users u
    cross join lateral generate_series(1, case when u.id = ${m} then ${SHAPE.measuredProperties} else ${SHAPE.otherProperties} end) g
    where u.role = 'property_manager'`);
  // Request g of a manager (1 the newest) is made in slot g - 1 of the two years, jittered
  // within the slot per manager; its placements start on the Monday at least 3 days later and
  // last whole weeks (the measured manager's 16–22, the others' 1).
  await q(`
    with owned as (
      select id, user_id, row_number() over (partition by user_id order by id) - 1 as n,
             count(*) over (partition by user_id) as total
      from properties)
    insert into staffing_requests
      (user_id, property_id, company_name, contact_name, email, staff_type, details, start_date,
       end_date, status, consent, headcount, emergency_reason, respond_by, responded_at,
       created_at, updated_at)
    select u.id, p.id, u.company_name, u.full_name, u.email,
           ${STAFF_TYPES}[1 + (g * 31 + u.id) % 7],
           'Cover for the community (work order WO-' || lpad(((g::bigint * 7919 + u.id) % 1000000)::text, 6, '0') || ').',
           w.monday, w.monday + 7 * w.weeks - 1,
           case when g % 12 = 0 then 'cancelled' when g = 1 then 'pending'
                when w.monday > w.today then 'approved'
                when w.monday + 7 * w.weeks - 1 >= w.today then 'in_progress' else 'completed' end,
           true, 1 + (g + u.id) % 3,
           case when g % 10 = 4 then ${EMERGENCY_REASONS}[1 + u.id % 3] end,
           case when g % 10 = 4 then c.at + interval '2 hours' end,
           case when g % 10 = 4 then c.at + make_interval(mins => 30 + (g * u.id) % 150) end,
           c.at, c.at
    from users u
    cross join generate_series(1, ${SHAPE.requestsPerManager}) g
    join owned p on p.user_id = u.id and p.n = (g - 1) % p.total
    cross join lateral (
      select now() - make_interval(secs => (g - 1) * ${SLOT_SECONDS} + (u.id * 104729 + g * 7919) % ${SLOT_SECONDS}) as at) c
    cross join lateral (select (c.at at time zone '${ZONE}')::date + 3 as day) d
    cross join lateral (
      select d.day + (8 - extract(isodow from d.day)::int) % 7 as monday,
             case when u.id = ${m} then ${SHAPE.measuredWeeks} + g % 7 else 1 end as weeks,
             (now() at time zone '${ZONE}')::date as today) w
    where u.role = 'property_manager'`);
  // The rest is bulk-loaded: no row-by-row foreign-key checks, secondary indexes rebuilt after.
  const bulk = ["staff_assignments", "assignment_events", "timesheets", "timesheet_days"];
  const indexes = (await Promise.all(bulk.map((table) => secondaryIndexes(q, table)))).flat();
  for (const index of indexes) await q(`drop index "${index.name}"`);
  await q("set session_replication_role = replica");
  await q(`
    with staff as (
      select id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from users where role = 'staff')
    insert into staff_assignments
      (staff_id, property_id, manager_id, request_id, start_date, end_date, status,
       bill_rate_cents, pay_rate_cents, created_at, updated_at)
    select s.id, r.property_id, r.user_id, r.id, r.start_date, r.end_date,
           case r.status when 'completed' then 'completed' when 'in_progress' then 'active' else 'confirmed' end,
           case when r.id % 20 <> 0 then 2200 + (r.id % 15) * 100 + k * 50 end,
           case when r.id % 20 <> 0 then (2200 + (r.id % 15) * 100 + k * 50) * 7 / 10 end,
           r.created_at + make_interval(hours => k), r.created_at + make_interval(hours => k)
    from staffing_requests r
    cross join lateral generate_series(
      1, r.headcount - case when r.id % 4 = 0 and r.headcount > 1 then 1 else 0 end) k
    join staff s on s.n = (r.id * 3 + k) % s.total
    where r.status in ('approved', 'in_progress', 'completed')
    order by r.id, k`);
  await q(`
    insert into assignment_events
      (assignment_id, request_id, actor_id, from_status, to_status, created_at)
    select a.id, a.request_id, e.actor, e.from_status, e.to_status, e.at
    from staff_assignments a
    join staffing_requests r on r.id = a.request_id
    cross join lateral (values
      (null::int, null::text, 'offered', r.created_at + interval '1 hour'),
      (a.staff_id, 'offered', 'confirmed', r.created_at + make_interval(mins => 90 + ((a.id::bigint * 7919) % 4320)::int))
    ) e(actor, from_status, to_status, at)
    order by a.id, e.at`);
  const rows = lap();
  // Every week of a placement up to last week is a candidate; the measured manager's all come
  // first, then everyone else's in a hash order, and the first ceil(days / 7) are written.
  const timesheets = Math.ceil(SHAPE.timesheetDays / 7);
  await q(`
    with candidates as (
      select a.id as assignment_id, a.property_id, a.staff_id, a.manager_id,
             a.start_date + 7 * w as week_start,
             row_number() over (
               order by (a.manager_id = ${m}) desc, w, (a.id::bigint * 7919) % 100003, a.id) as n
      from staff_assignments a
      cross join lateral generate_series(0, (a.end_date - a.start_date) / 7) w
      where a.start_date + 7 * w
            <= (now() at time zone '${ZONE}')::date - extract(isodow from (now() at time zone '${ZONE}')::date)::int - 6)
    insert into timesheets
      (assignment_id, property_id, staff_id, week_start, status, total_minutes, submitted_at,
       approved_at, approved_by_id, approved_via, created_at, updated_at)
    select c.assignment_id, c.property_id, c.staff_id, c.week_start, 'approved',
           7 * (510 - 15 * ((c.assignment_id + c.week_start - date '2000-01-03') % 3)),
           (c.week_start + 7)::timestamp at time zone '${ZONE}' + interval '9 hours',
           (c.week_start + 8)::timestamp at time zone '${ZONE}' + interval '10 hours',
           c.manager_id, case when c.n % 3 = 0 then 'portal' else 'email' end,
           c.week_start::timestamp at time zone '${ZONE}' + interval '7 hours',
           (c.week_start + 8)::timestamp at time zone '${ZONE}' + interval '10 hours'
    from candidates c
    where c.n <= ${timesheets}
    order by c.assignment_id, c.week_start`);
  // Seven days each: 8 h 30 min from 07:00, 08:00 or 09:00, less a 0, 15 or 30 min break.
  await q(`
    insert into timesheet_days (timesheet_id, date, start_time, end_time, break_minutes, minutes)
    select t.id, t.week_start + d,
           (array['07:00','08:00','09:00'])[1 + t.id % 3], (array['15:30','16:30','17:30'])[1 + t.id % 3],
           15 * v.k, 510 - 15 * v.k
    from timesheets t
    cross join lateral (select (t.assignment_id + t.week_start - date '2000-01-03') % 3 as k) v
    cross join generate_series(0, 6) d
    order by t.id, d`);
  await q("set session_replication_role = origin");
  // The replica role also kept the triggers of the approved minutes per month from running:
  // filled here as migration 0012 fills them for weeks approved before it.
  await q(`
    insert into timesheet_month_totals (assignment_id, month, minutes)
    select t.assignment_id, date_trunc('month', d.date)::date, sum(d.minutes)
    from timesheets t join timesheet_days d on d.timesheet_id = t.id
    where t.status = 'approved' group by 1, 2`);
  const timesheetSeconds = lap();
  // Index builds sort in memory up to this size; only this session's setting.
  await q("set maintenance_work_mem = '256MB'");
  for (const index of indexes) await q(index.def);
  const indexSeconds = lap();
  await q("vacuum analyze");
  const analyzeSeconds = lap();
  const [counts] = await q<Seeded["counts"]>(`
    select (select count(*)::int from users) as users,
           (select count(*)::int from properties) as properties,
           (select count(*)::int from staffing_requests) as requests,
           (select count(*)::int from staff_assignments) as assignments,
           (select count(*)::int from assignment_events) as "assignmentEvents",
           (select count(*)::int from timesheets) as timesheets,
           (select count(*)::int from timesheet_days) as "timesheetDays"`);
  const [own] = await q<Seeded["measured"] & { propertyId: number }>(
    `select (select count(*)::int from staffing_requests where user_id = $1) as requests,
            (select count(*)::int from properties where user_id = $1) as properties,
            (select min(id) from properties where user_id = $1) as "propertyId",
            (select count(*)::int from timesheets t join properties p on p.id = t.property_id
             where p.user_id = $1) as timesheets,
            (select count(*)::int from timesheet_days d join timesheets t on t.id = d.timesheet_id
             join properties p on p.id = t.property_id where p.user_id = $1) as "timesheetDays",
            (select count(*)::int from timesheet_days d join timesheets t on t.id = d.timesheet_id
             join properties p on p.id = t.property_id
             where p.user_id = $1 and d.date between $2::date and $3::date) as "timesheetDaysInRange"`,
    [m, range.from, range.to],
  );
  if (!counts || !own) throw new Error("seed: counts missing");
  const { propertyId, ...measuredCounts } = own;
  return {
    measuredUserId: m,
    propertyId,
    counts,
    measured: measuredCounts,
    seconds: {
      rows,
      timesheets: timesheetSeconds,
      indexes: indexSeconds,
      analyze: analyzeSeconds,
    },
  };
}

/** What the summary must say, computed with plain SQL (the load is meaningless otherwise). */
async function expectedSummary(
  q: Query,
  userId: number,
  range: ReportRange,
): Promise<{ requests: number; approvedHours: number }> {
  const [row] = await q<{ requests: number; minutes: number }>(
    `select (select count(*)::int from staffing_requests
             where user_id = $1 and status <> 'cancelled'
               and created_at >= $2::date::timestamp at time zone '${ZONE}'
               and created_at < ($3::date + 1)::timestamp at time zone '${ZONE}'
               and ($4::int is null or property_id = $4)) as requests,
            (select coalesce(sum(d.minutes), 0)::int from timesheet_days d
             join timesheets t on t.id = d.timesheet_id join properties p on p.id = t.property_id
             where p.user_id = $1 and t.status = 'approved' and d.date between $2::date and $3::date
               and ($4::int is null or t.property_id = $4)) as minutes`,
    [userId, range.from, range.to, range.propertyId ?? null],
  );
  return {
    requests: row?.requests ?? 0,
    approvedHours: Math.round(((row?.minutes ?? 0) * 5) / 3) / 100,
  };
}

interface Plan {
  read: Read;
  sql: string;
  plan: string;
  executionMs: number;
  /** The statement run alone (no EXPLAIN) {@link TIMED_RUNS} times: the median, ms. */
  plainMs: number;
  /** Every table the plan scans sequentially; `watched` those of {@link WATCHED_TABLES}. */
  seqScans: string[];
  watched: string[];
}

/** How often each report statement is run alone to time it. */
const TIMED_RUNS = 10;

/** The variants measured: the year, and the year for one property. */
const reads = {
  year: "GET /api/portal/reports/summary, the last 365 days",
  property: "… &propertyId=<one of its 20 properties>",
} as const;
type Read = keyof typeof reads;

/** EXPLAIN (ANALYZE, BUFFERS off) of the statements the report sends for each variant. */
async function explainReports(
  bench: Awaited<ReturnType<typeof openBenchDatabase>>,
  userId: number,
  ranges: Record<Read, ReportRange>,
): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (const read of Object.keys(reads) as Read[]) {
    // The two reads of the summary as the app's report transaction runs them, with its settings.
    const statements = await bench.capture(async () => {
      const repo = reportsRepository(bench.db);
      const scope = { kind: "manager", userId } as const;
      await repo.requestFigures(scope, ranges[read], undefined, false);
      await repo.hoursFigures(scope, ranges[read], undefined, false);
    });
    const settings = [...REPORT_READ_SETTINGS];
    for (const { text, params } of statements) {
      const rows = (await bench.queryWith(
        settings,
        `explain (analyze, buffers off) ${text}`,
        params,
      )) as Record<string, string>[];
      const plan = planLines(rows).join("\n");
      // EXPLAIN ANALYZE times every node, which costs much on PGlite (a clock read in WASM):
      // the statement's own time is measured without it.
      const times: number[] = [];
      for (let i = 0; i < TIMED_RUNS; i++) {
        const started = performance.now();
        await bench.queryWith(settings, text, params);
        times.push(performance.now() - started);
      }
      const seqScans = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((x) => x[1]))];
      plans.push({
        read,
        sql: text.replace(/\n\s*\n/g, "\n").trim(),
        plan,
        executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN),
        plainMs: round(median(times), 1),
        seqScans: seqScans as string[],
        watched: (seqScans as string[]).filter((t) => WATCHED_TABLES.includes(t)),
      });
    }
  }
  return plans;
}

/** Waits (at most a minute) until the server's /readyz answers 200: no longer overloaded. */
async function untilReady(url: string): Promise<void> {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const response = await fetch(`${url}/readyz`);
    await response.arrayBuffer();
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface KindResult {
  label: string;
  seeded: Seeded;
  seedSeconds: number;
  plans: Plan[];
  runs: Record<Read, LoadResult>[];
  answers: Record<Read, unknown>;
  loadAfter: number[];
}

async function runKind(kind: Kind, pg: PostgresServer): Promise<KindResult> {
  const label = kind === "pglite" ? "PGlite (embedded)" : pg.version;
  const dataDir = tempDir("bench-reports-");
  const dbName = "bench_reports";
  const databaseUrl = kind === "postgres" ? await pg.createDatabase(dbName) : undefined;
  try {
    const to = agencyDay(new Date());
    const year: ReportRange = { from: addDays(to, -(RANGE_DAYS - 1)), to, today: to };
    const started = performance.now();
    const bench = await openBenchDatabase({ dataDir, databaseUrl });
    let seeded: Seeded;
    let plans: Plan[];
    const expected = {} as Record<Read, { requests: number; approvedHours: number }>;
    const ranges = {} as Record<Read, ReportRange>;
    try {
      seeded = await seedReports(bench.query, year);
      ranges.year = year;
      ranges.property = { ...year, propertyId: seeded.propertyId };
      console.log(
        `reports: ${kind}: seeded in ${round((performance.now() - started) / 1000, 1)} s`,
        seeded,
      );
      for (const read of Object.keys(reads) as Read[])
        expected[read] = await expectedSummary(bench.query, seeded.measuredUserId, ranges[read]);
      plans = await explainReports(bench, seeded.measuredUserId, ranges);
      for (const p of plans)
        console.log(
          `  plan ${p.read}: ${p.executionMs} ms, seq scans: ${p.seqScans.join(", ") || "none"}`,
        );
    } finally {
      await bench.close();
    }
    const seedSeconds = round((performance.now() - started) / 1000, 1);
    const paths = Object.fromEntries(
      (Object.keys(reads) as Read[]).map((read) => {
        const r = ranges[read];
        const query = new URLSearchParams({
          from: r.from,
          to: r.to,
          ...(r.propertyId ? { propertyId: String(r.propertyId) } : {}),
        });
        return [read, `/api/portal/reports/summary?${query}`];
      }),
    ) as Record<Read, string>;
    const results: Record<Read, LoadResult>[] = [];
    const answers = {} as Record<Read, unknown>;
    for (let run = 1; run <= runs; run++) {
      const server = await startOurServer({ dataDir, databaseUrl });
      try {
        const cookie = await signIn(`${server.url}/api/login`, MEASURED_USER, PASSWORD);
        const result = {} as Record<Read, LoadResult>;
        if (run === 1) {
          for (const read of Object.keys(reads) as Read[]) {
            const response = await fetch(`${server.url}${paths[read]}`, { headers: { cookie } });
            const body = (await response.json()) as { requests: number; approvedHours: number };
            const want = expected[read];
            if (
              !response.ok ||
              body.requests !== want.requests ||
              body.approvedHours !== want.approvedHours ||
              want.approvedHours === 0
            ) {
              throw new Error(
                `${paths[read]}: ${response.status} ${JSON.stringify(body)}, expected ${JSON.stringify(want)}`,
              );
            }
            answers[read] = body;
          }
        }
        for (const read of Object.keys(reads) as Read[]) {
          // A read that overloaded the server must not start the next one refused.
          await untilReady(server.url);
          const l = await measure({
            url: `${server.url}${paths[read]}`,
            headers: { cookie },
            connections,
            cpuMs: server.cpuMs,
          });
          result[read] = l;
          console.log(
            `reports: ${kind} run ${run}/${runs} ${read}: ${round(l.rps, 0)} req/s, p50 ${round(l.p50, 1)} ms, p99 ${round(l.p99, 1)} ms, errors ${l.errors}, CPU ${round(l.cpuMsPerRequest ?? Number.NaN, 2)} ms/req`,
          );
        }
        results.push(result);
      } finally {
        await server.stop();
      }
    }
    return {
      label,
      seeded,
      seedSeconds,
      plans,
      runs: results,
      answers,
      loadAfter: os.loadavg().map((l) => round(l, 2)),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await pg.dropDatabase(dbName);
  }
}

const n = (value: number) => value.toLocaleString("en-US");
/** `median (min–max)` of `values` in ms. */
const spread = (values: number[]) =>
  `${ms(median(values))} (${round(Math.min(...values), 1)}–${round(Math.max(...values), 1)})`;

/** The markdown section and budgets of one database. */
function summarise(result: KindResult, budgets: Budget[]): string {
  const { label, seeded, plans } = result;
  const rows: (string | number)[][] = [];
  for (const read of Object.keys(reads) as Read[]) {
    const loads = result.runs.map((r) => r[read]);
    const p99 = median(loads.map((l) => l.p99));
    const errors = loads.reduce((sum, l) => sum + l.errors, 0);
    const answers = loads.reduce((sum, l) => sum + l.requests, 0);
    const codes = new Map<string, number>();
    for (const l of loads)
      for (const [code, count] of Object.entries(l.statusCodes))
        if (!code.startsWith("2")) codes.set(code, (codes.get(code) ?? 0) + count);
    const errorText = [...codes].map(([code, count]) => `${n(count)} × ${code}`).join(", ");
    rows.push([
      reads[read],
      spread(loads.map((l) => l.p50)),
      spread(loads.map((l) => l.p99)),
      // Answered reports per second: refusals (503) are left out.
      round(
        median(loads.map((l) => (l.requests ? (l.rps * (l.requests - l.errors)) / l.requests : 0))),
        0,
      ),
      round(median(loads.map((l) => l.cpuMsPerRequest ?? Number.NaN)), 2),
      errors ? `${n(errors)}${errorText ? ` (${errorText})` : ""}` : 0,
    ]);
    budgets.push(
      {
        name: `${label}: ${reads[read]} p99 (one manager, 100,000 requests, ${n(seeded.counts.timesheetDays)} timesheet days)`,
        limit: `< ${P99_LIMIT_MS} ms`,
        // Latencies are of every answer: a quick refusal is not a fast report.
        measured: `${ms(p99)} (runs ${loads.map((l) => round(l.p99, 1)).join(", ")})${errors ? `, but ${n(errors)} of the ${n(answers)} answers were errors (${errorText}), so it does not measure the report` : ""}`,
        ok: p99 < P99_LIMIT_MS && errors === 0,
      },
      {
        name: `${label}: ${reads[read]} errors`,
        limit: "0",
        measured: String(errors),
        ok: errors === 0,
      },
    );
  }
  const watched = plans.flatMap((p) => p.watched.map((t) => `${t} (${p.read})`));
  budgets.push({
    name: `${label}: sequential scans of ${WATCHED_TABLES.join(", ")} in the report's statements`,
    limit: "none",
    measured: watched.length ? watched.join(", ") : "none",
    ok: watched.length === 0,
  });
  const statement = (p: Plan) =>
    /\bfrom staffing_requests r\b/.test(p.sql) ? "requests" : "hours";
  const planRows = plans.map((p) => [
    `${p.read === "year" ? "year" : "year, one property"}: ${statement(p)}`,
    ms(p.executionMs),
    ms(p.plainMs),
    p.seqScans.length ? p.seqScans.join(", ") : "none",
  ]);
  const planText = plans
    .map((p) => `-- ${reads[p.read]}: ${statement(p)}\n${p.sql}\n\n${p.plan}`)
    .join("\n\n");
  const c = seeded.counts;
  const own = seeded.measured;
  return [
    `### Report summary on ${label}`,
    "",
    `${n(c.requests)} requests of ${n(c.users - SHAPE.staff - 1)} managers at ${n(c.properties)} properties, ${n(c.assignments)} assignments, ${n(c.assignmentEvents)} assignment events, ${n(c.timesheets)} approved timesheets with **${n(c.timesheetDays)} timesheet days**; the measured manager: ${n(own.requests)} requests, ${n(own.properties)} properties, ${n(own.timesheets)} timesheets, ${n(own.timesheetDays)} days over two years, **${n(own.timesheetDaysInRange)} in the range**. Seeded in ${result.seedSeconds} s (rows ${seeded.seconds.rows} s, timesheets ${seeded.seconds.timesheets} s, indexes ${seeded.seconds.indexes} s, VACUUM ANALYZE ${seeded.seconds.analyze} s, EXPLAIN included). Load average after: ${result.loadAfter.join(" / ")}.`,
    "",
    markdownTable(
      ["read", "p50, median (min–max)", "p99, median (min–max)", "2xx/s", "CPU ms/req", "errors"],
      rows,
    ),
    "",
    markdownTable(
      [
        "statement",
        "EXPLAIN ANALYZE execution",
        `alone, median of ${TIMED_RUNS}`,
        "sequential scans",
      ],
      planRows,
    ),
    "",
    `<details><summary>EXPLAIN (ANALYZE, BUFFERS off) of the report's statements (${label})</summary>`,
    "",
    "```",
    planText,
    "```",
    "",
    "</details>",
  ].join("\n");
}

/** The budgets and the markdown of BENCHMARKS.md from each database's results. */
export function render(
  results: KindResult[],
  machine: Machine,
): { budgets: Budget[]; table: string } {
  const budgets: Budget[] = [];
  const sections = results.map((result) => summarise(result, budgets));
  const table = [
    sections.join("\n\n"),
    "",
    "Budgets:",
    "",
    budgetList(budgets),
    "",
    `Medians of ${runs} run(s), each on a fresh server: autocannon with ${connections} connections, ${duration} s measured after a warm-up of at least ${warmup} s, signed in as the measured manager (bench.manager); the range is the last ${RANGE_DAYS} days to today (America/New_York). Each answer is one requests read and one hours read, totals only (the summary needs no breakdown), in one read-only transaction without parallel workers; whole months of hours come from the monthly totals; plus the session lookup, and, with a property, the ownership check. The first answer of each read was checked against the requests and approved hours counted with plain SQL. Errors are answers other than 2xx; a 503 is the overload guard (event-loop delay over \`OVERLOAD_MAX_EVENT_LOOP_DELAY_MS\`, 1 s by default) turning requests away while the server's thread is held: PGlite runs each statement on that thread. Our built server with production defaults (LOG_LEVEL=info to a file). The plans are of the statements as the app's repository sends them (captured through Drizzle's logger), run once before; a sequential scan of properties or users (a few thousand rows, read by primary key otherwise) is listed but is not what the budget is about. The data set's shape is described in bench/reports.ts.`,
    "",
    `Machine: ${machineLine(machine)}.`,
  ].join("\n");
  return { budgets, table };
}

async function main(): Promise<void> {
  ensureBuild();
  const machine = describeMachine();
  const pg = await startPostgres();
  const data: Partial<Record<Kind, KindResult>> = {};
  try {
    for (const kind of kinds) data[kind] = await runKind(kind, pg);
  } finally {
    await pg.stop();
  }
  const { budgets, table } = render(Object.values(data), machine);
  const file = writeResult({
    suite: "reports",
    generatedAt: new Date().toISOString(),
    machine,
    runs,
    settings: {
      durationS: duration,
      warmupS: warmup,
      connections,
      rangeDays: RANGE_DAYS,
      shape: SHAPE,
    },
    ...data,
    budgets,
    table,
  });
  console.log(`\n${table}\n\nwrote ${path.relative(root, file)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
