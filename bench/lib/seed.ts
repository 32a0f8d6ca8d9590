/**
 * Benchmark data written straight into the database with set-based SQL (generate_series,
 * INSERT ... SELECT), after the app's own migrations: users (one argon2id hash shared by all, made
 * with the app's hashPassword), properties, staffing requests with their timeline and the owners'
 * notifications. The same SQL runs on PGlite and PostgreSQL.
 */
import { createRequire } from "node:module";
import { type Database, type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { keptPrepared } from "../../src/server/db/pglite-statements";
import { hashPassword } from "../../src/server/features/auth/passwords";

export const PASSWORD = "Bench-Mangrove-2026";
export const MEASURED_USER = "bench.manager";
export const POSTER_USER = "bench.poster";
export const ADMIN_USER = "bench.admin";
/** The large client of the growth suite: many properties, requests and notifications. */
export const LARGE_CLIENT_USER = "bench.largeclient";

/** Runs SQL with $1.. parameters and returns the rows, on either driver. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** A statement the app's repositories sent, and whether it ran as a named prepared statement. */
export interface CapturedQuery {
  text: string;
  params: unknown[];
  /**
   * On PostgreSQL, sent with a name (Drizzle's `.prepare()`); on PGlite, kept prepared by
   * db/pglite-statements.ts. Either way PostgreSQL may run its generic plan.
   */
  named: boolean;
}

/** node-postgres's conversion of a parameter to its text (untyped, internal to `pg`). */
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as {
  prepareValue(value: unknown): string | Buffer | null;
};

/** `value` as an SQL literal, written as node-postgres writes a parameter (arrays, dates, JSON). */
function literal(value: unknown): string {
  const text = prepareValue(value);
  return text === null ? "null" : `'${String(text).replaceAll("'", "''")}'`;
}

/** The lines of a plan from EXPLAIN's rows (one text column each). */
export function planLines(rows: unknown[]): string[] {
  return (rows as Record<string, string>[]).map((r) => Object.values(r)[0] as string);
}

export interface BenchDatabase {
  kind: DatabaseHandle["kind"];
  /** The app's Drizzle database (for the app's repositories). */
  db: Database;
  query: Query;
  /**
   * Runs `fn` and returns the SQL texts and parameters the app's repositories sent meanwhile
   * (Drizzle's query logger); create the repositories inside `fn`.
   */
  capture(fn: () => Promise<unknown>): Promise<CapturedQuery[]>;
  /**
   * EXPLAIN (ANALYZE, COSTS OFF) of `text`'s sixth execution as a prepared statement, the plan
   * it keeps from then on: PREPAREd, EXECUTEd five times with `params` (as literals), then
   * EXPLAIN ANALYZE EXECUTE, on one connection, with the default `plan_cache_mode` (auto).
   * PostgreSQL then runs the generic plan, made without the values, unless its estimated cost is
   * above the five custom plans' average. Returns the plan's lines.
   */
  explainSixth(text: string, params: unknown[]): Promise<string[]>;
  /**
   * Runs `text` in a transaction after `set local` of each setting (e.g.
   * `max_parallel_workers_per_gather = 0`), as the app runs a statement it tunes; on PGlite, a
   * single process without parallel workers or other sessions, as {@link query}.
   */
  queryWith: (settings: string[], text: string, params?: unknown[]) => Promise<unknown[]>;
  close(): Promise<void>;
}

/**
 * Opens the database the way the server does (PGlite in `dataDir/pglite`, or `databaseUrl`) and
 * applies the migrations. For PGlite the server must not be running (one process owns it).
 */
export async function openBenchDatabase(db: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<BenchDatabase> {
  const handle = await openDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
  await handle.migrate();
  const client = (
    handle.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).$client;
  const query: Query = async (text, params) => {
    const result = await client.query(text, params ?? []);
    return result.rows as never;
  };
  const session = (handle.db as unknown as { session: { logger: unknown } }).session;
  const capture = async (fn: () => Promise<unknown>) => {
    const logged: { text: string; params: unknown[] }[] = [];
    const named = new Set<string>();
    const previous = session.logger;
    session.logger = {
      logQuery: (text: string, params: unknown[]) => logged.push({ text, params }),
    };
    // On PostgreSQL, Drizzle sends a prepared query as a config object with its name.
    const send = client.query;
    if (handle.kind === "postgres") {
      client.query = ((config: unknown, values: unknown[]) => {
        const c = config as { name?: string; text?: string };
        if (typeof c === "object" && c.name && c.text) named.add(c.text);
        return send.call(client, config as string, values);
      }) as typeof client.query;
    }
    try {
      await fn();
    } finally {
      session.logger = previous;
      if (handle.kind === "postgres") client.query = send;
    }
    return logged.map(
      (q): CapturedQuery => ({
        ...q,
        named: handle.kind === "postgres" ? named.has(q.text) : keptPrepared(q.text),
      }),
    );
  };
  const explainSixth = async (text: string, params: unknown[]) => {
    // One connection: a prepared statement belongs to a session.
    type Connection = { query(text: string): Promise<{ rows: unknown[] }>; release(): void };
    const connection: Connection =
      handle.kind === "postgres"
        ? await (client as unknown as { connect(): Promise<Connection> }).connect()
        : { query: (sql) => client.query(sql, []), release: () => undefined };
    const execute = `execute bench_sixth${params.length ? `(${params.map(literal).join(", ")})` : ""}`;
    try {
      await connection.query(`prepare bench_sixth as ${text}`);
      for (let run = 1; run <= 5; run++) await connection.query(execute);
      const result = await connection.query(`explain (analyze, costs off) ${execute}`);
      return planLines(result.rows);
    } finally {
      await connection.query("deallocate bench_sixth").catch(() => undefined);
      connection.release();
    }
  };
  const queryWith = async (settings: string[], text: string, params?: unknown[]) => {
    if (handle.kind !== "postgres") return query(text, params);
    type Connection = typeof client & { release(): void };
    const pool = client as unknown as { connect(): Promise<Connection> };
    const connection = await pool.connect();
    try {
      await connection.query("begin", []);
      for (const setting of settings) await connection.query(`set local ${setting}`, []);
      const result = await connection.query(text, params ?? []);
      await connection.query("commit", []);
      return result.rows;
    } catch (error) {
      await connection.query("rollback", []);
      throw error;
    } finally {
      connection.release();
    }
  };
  return {
    kind: handle.kind,
    db: handle.db,
    query,
    capture,
    explainSixth,
    queryWith,
    close: () => handle.close(),
  };
}

export interface SeedOptions {
  /** Requests of the measured manager (bench.manager). */
  measuredRequests: number;
  /** Other property managers (bench.m0001 ...), each with `requestsPerOther` requests. */
  otherManagers: number;
  requestsPerOther: number;
  /**
   * A large client (bench.largeclient) in the same database: `properties` properties and
   * `requests` requests spread over them (each with its notification, like everyone's).
   */
  largeClient?: { requests: number; properties: number };
}

/**
 * The API comparison's data (bench/api.ts, bench/profile-list.ts): 100 property managers (the
 * measured one and 99 others), 50 requests each.
 */
export const API_SEED: SeedOptions = {
  measuredRequests: 50,
  otherManagers: 99,
  requestsPerOther: 50,
};

export interface Seeded {
  measuredUserId: number;
  /** Ids of the measured manager's requests (for the detail endpoint). */
  measuredRequestIds: number[];
  /** The large client's id and a few of its request ids (when seeded). */
  largeClient?: { userId: number; requestIds: number[]; propertyId: number };
  totalRequests: number;
  totalUsers: number;
}

const STAFF_TYPES = `(array['maintenance','groundskeeping','leasing','property-management','security','make-ready','other'])`;
const STATUSES = `(array['pending','approved','in_progress','completed','cancelled'])`;

/**
 * What a request's details say: a sentence built from a few lists with co-prime lengths, so the
 * text varies from row to row and a search for a phrase finds a share of the rows, not all of
 * them (a search that matches everything would not exercise the trigram index). `g` is the
 * row's number in the series.
 */
const detailsText = (g: string) => `
  (array['Turnover season','Hurricane preparation','Pool deck repairs','Lease-up of a new phase',
         'Staff vacation cover','Clubhouse renovation','Gate access upgrade','Move-in rush',
         'Roof leak follow-up','Landscaping refresh','Parking lot resurfacing'])[1 + ${g} % 11]
  || ' at the community (work order WO-' || lpad(((${g}::bigint * 7919) % 1000000)::text, 6, '0') || '). '
  || (array['Please send people with apartment maintenance experience.',
            'Weekend shifts are needed as well.',
            'Bilingual staff preferred (English and Spanish).',
            'Must pass a background check before the first shift.',
            'HVAC certification is a plus.',
            'Evening patrols around the pool and the garages.',
            'Experience with Yardi or RealPage helps.'])[1 + ${g} % 7]`;

/**
 * Requests for every user matching `userFilter`, `perUser` each, spread over the last 400 days,
 * about one in six without a property, the others spread over the user's first
 * `propertiesPerUser` properties; with their "created" timeline entry.
 */
async function insertRequests(
  q: Query,
  userFilter: string,
  perUser: number,
  propertiesPerUser = 3,
): Promise<void> {
  await q(`
    insert into staffing_requests
      (user_id, property_id, company_name, contact_name, email, staff_type, details,
       start_date, end_date, status, consent, created_at, updated_at)
    select u.id,
           case when g % 6 = 0 then null else (
             select p.id from properties p where p.user_id = u.id order by p.id
             offset (g % ${propertiesPerUser}) limit 1) end,
           coalesce(u.company_name, 'Bench Living'),
           u.full_name,
           u.email,
           ${STAFF_TYPES}[1 + (g + u.id) % 7],
           ${detailsText("g")},
           -- Start days 150 days ago to 49 ahead by the request's number g, whatever day the
           -- seed runs: the same every day. A user's first 120 requests ended in the past, so
           -- only one with more (the large client) has current and coming placements.
           (current_date - 150 + (g % 200)),
           (current_date - 150 + (g % 200) + 30),
           ${STATUSES}[1 + (g * 7 + u.id) % 5],
           true,
           now() - make_interval(secs => ((g * 7919 + u.id * 104729) % 34560000)),
           now() - make_interval(secs => ((g * 7919 + u.id * 104729) % 34560000))
    from users u cross join generate_series(1, ${perUser}) g
    where ${userFilter}`);
}

/** Staff accounts (bench.s0001...): one per 50 managers, at least 20. */
export const staffCount = (options: SeedOptions) =>
  Math.max(20, Math.ceil((options.otherManagers + 1) / 50) * 20);

/** Open emergencies among the measured manager's requests, in both sizes (the admin list's head). */
export const OPEN_EMERGENCIES = 5;

/**
 * `staff.count` staff accounts (`<prefix>0001`…, "<name> 1"…) and one placement of one of them
 * for every request with a property that is in progress or completed, with the request's dates,
 * in the status the placement job would have left it in by today (completed once its end day
 * has passed, active from its start day, else confirmed); one in three of the completed ones
 * rated. Each of them also holds the documents a worker uploads (docs/decisions/0021-documents.md),
 * so the badges on a request's placements are read through the table's index as a real agency's
 * are: a verified driver's licence each; a verified EPA 608 for one in three (expired for one in
 * nine); a pending pool operator's certificate for one in four; a rejected Class D licence for
 * one in five.
 */
async function insertPlacements(
  q: Query,
  hash: string,
  staff: { prefix: string; name: string; count: number },
): Promise<void> {
  await q(
    `insert into users (username, password_hash, email, full_name, role)
     select $2 || lpad(g::text, 4, '0'), $1, $2 || lpad(g::text, 4, '0') || '@example.com',
            $3 || ' ' || g, 'staff'
     from generate_series(1, $4::int) g`,
    [hash, staff.prefix, staff.name, staff.count],
  );
  await q(`
    with staff as (
      select id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from users where role = 'staff')
    insert into staff_assignments
      (staff_id, property_id, manager_id, request_id, start_date, end_date, status, rating,
       request_again, rated_at, created_at, updated_at)
    select s.id, r.property_id, r.user_id, r.id, r.start_date, r.end_date,
           case when r.status = 'completed' or r.end_date < current_date then 'completed'
                when r.start_date <= current_date then 'active' else 'confirmed' end,
           case when r.status = 'completed' and r.id % 3 = 0 then 1 + r.id % 5 end,
           case when r.status = 'completed' and r.id % 3 = 0 then r.id % 2 = 0 end,
           case when r.status = 'completed' and r.id % 3 = 0 then r.created_at + interval '40 days' end,
           r.created_at + interval '1 day', r.created_at + interval '1 day'
    from staffing_requests r
    join staff s on s.n = r.id % s.total
    where r.property_id is not null and r.status in ('in_progress', 'completed')`);
  await q(
    `insert into worker_documents
       (user_id, kind, number, expires_on, stored_name, original_name, content_type, size_bytes,
        sha256, status, reviewed_at, reason, created_at, updated_at)
     select u.id, d.kind, 'FL-' || u.id || '-' || d.n,
            case when d.kind = 'epa_608' and u.id % 9 = 0 then current_date - 30
                 when d.kind in ('epa_608', 'cpo', 'class_d') then current_date + 400 + u.id % 300 end,
            md5(u.username || d.kind)::uuid::text || '.pdf', d.kind || '.pdf', 'application/pdf',
            80000 + u.id % 50000, encode(sha256((u.username || d.kind)::bytea), 'hex'),
            d.status, case when d.status <> 'pending' then now() - interval '20 days' end,
            case when d.status = 'rejected' then 'The scan is unreadable; please upload a clearer copy.' end,
            now() - interval '30 days', now() - interval '20 days'
     from users u
     cross join lateral (values
       (1, 'drivers_license', 'verified', true),
       (2, 'epa_608', 'verified', u.id % 3 = 0),
       (3, 'cpo', 'pending', u.id % 4 = 0),
       (4, 'class_d', 'rejected', u.id % 5 = 0)) as d(n, kind, status, held)
     where u.role = 'staff' and u.username like $1 || '%' and d.held`,
    [staff.prefix],
  );
}

/**
 * Placements (docs/decisions/0017-placements.md): staff accounts and a placement for every
 * request in progress or completed ({@link insertPlacements}), already in the status the
 * placement job would give them today; otherwise the first server started on the seed would
 * spend its first minute catching up (on PGlite, 29,000 assignments at 110,000 requests, with
 * their timeline events) before it answers. And {@link OPEN_EMERGENCIES} of the measured manager's pending requests are emergencies awaiting a
 * response, due from 40 minutes ago to 40 minutes from now, in both sizes.
 */
async function seedPlacements(q: Query, options: SeedOptions): Promise<void> {
  await insertPlacements(q, await hashPassword(PASSWORD), {
    prefix: "bench.s",
    name: "Staff Member",
    count: staffCount(options),
  });
  await q(`
    update staffing_requests set emergency_reason = 'storm_recovery',
           respond_by = now() + make_interval(mins => ((e.n - 3) * 20)::int)
    from (select id, row_number() over (order by id) as n from staffing_requests
          where user_id = (select id from users where username = '${MEASURED_USER}')
            and status = 'pending'
          order by id limit ${OPEN_EMERGENCIES}) e
    where staffing_requests.id = e.id`);
}

/**
 * Seeds an empty, migrated database.
 * Users: bench.manager (the measured one), bench.poster (creates requests in the POST benchmark),
 * bench.admin, and `otherManagers` managers bench.m0001...; every manager owns 3 properties.
 */
export async function seed(q: Query, options: SeedOptions): Promise<Seeded> {
  const hash = await hashPassword(PASSWORD);
  await q(
    `insert into users (username, password_hash, email, full_name, role, company_name, phone)
     values ($1, $4, $1 || '@example.com', 'Dana Whitfield', 'property_manager', 'Bayshore Residential Group', '(813) 555-0142'),
            ($2, $4, $2 || '@example.com', 'Poster Manager', 'property_manager', 'Gulf Coast Homes', null),
            ($3, $4, $3 || '@example.com', 'Agency Admin', 'admin', null, null)`,
    [MEASURED_USER, POSTER_USER, ADMIN_USER, hash],
  );
  if (options.otherManagers > 0) {
    await q(
      `insert into users (username, password_hash, email, full_name, role, company_name)
       select 'bench.m' || lpad(g::text, 4, '0'), $1, 'bench.m' || lpad(g::text, 4, '0') || '@example.com',
              'Manager ' || g, 'property_manager', 'Company ' || g
       from generate_series(1, ${options.otherManagers}) g`,
      [hash],
    );
  }
  await q(`
    insert into properties (user_id, name, address, city, state, zip, units, description)
    select u.id, 'Palms at ' || u.id || '-' || g, g || ' Bayshore Blvd',
           (array['Tampa','Orlando','Miami','Jacksonville','St. Petersburg'])[1 + (u.id + g) % 5],
           'FL', '3360' || g, 50 + g * 40, 'Garden-style community'
    from users u cross join generate_series(1, 3) g
    where u.role = 'property_manager' and u.username <> '${LARGE_CLIENT_USER}'`);
  if (options.largeClient) {
    await q(
      `insert into users (username, password_hash, email, full_name, role, company_name, phone)
       values ($1, $2, $1 || '@example.com', 'Morgan Ellery', 'property_manager', 'Sunbelt Communities Trust', '(305) 555-0199')`,
      [LARGE_CLIENT_USER, hash],
    );
    await q(
      `insert into properties (user_id, name, address, city, state, zip, units, description, created_at)
       select u.id, 'Sunbelt ' || (array['Oaks','Palms','Pines','Harbor','Lakes'])[1 + g % 5] || ' ' || g,
              g || ' Gulf Blvd',
              (array['Tampa','Orlando','Miami','Jacksonville','St. Petersburg','Sarasota','Naples'])[1 + g % 7],
              'FL', lpad((32000 + g)::text, 5, '0'), 40 + g % 300, 'Garden-style community',
              now() - make_interval(days => g)
       from users u cross join generate_series(1, $2::int) g
       where u.username = $1`,
      [LARGE_CLIENT_USER, options.largeClient.properties],
    );
    await insertRequests(
      q,
      `u.username = '${LARGE_CLIENT_USER}'`,
      options.largeClient.requests,
      options.largeClient.properties,
    );
  }
  await insertRequests(q, `u.username = '${MEASURED_USER}'`, options.measuredRequests);
  if (options.otherManagers > 0) {
    await insertRequests(
      q,
      String.raw`u.username ~ '^bench\.m[0-9]{4}$'`,
      options.requestsPerOther,
    );
  }
  await seedPlacements(q, options);
  await q(`
    insert into staffing_request_events (request_id, actor_id, from_status, to_status, created_at)
    select id, user_id, null, 'pending', created_at from staffing_requests`);
  const [admin] = await q<{ id: number }>(`select id from users where username = $1`, [ADMIN_USER]);
  await q(
    `insert into staffing_request_events (request_id, actor_id, from_status, to_status, created_at)
     select id, $1, 'pending', status, created_at + interval '1 day'
     from staffing_requests where status <> 'pending'`,
    [admin?.id],
  );
  await q(`
    insert into notifications (user_id, title, message, type, link, related_id, related_type, created_at)
    select user_id, 'Request received', 'We received your request.', 'success',
           '/staffing-requests/' || id, id, 'staffing_request', created_at
    from staffing_requests`);
  // One signed-in session per user, so the session lookup searches a table of realistic size.
  await q(`
    insert into sessions (token_hash, user_id, expires_at)
    select md5(random()::text) || md5(random()::text), id, now() + interval '30 days' from users`);
  // What autovacuum (PostgreSQL) would do after a bulk load; PGlite has no autovacuum.
  await q("analyze");
  const [measured] = await q<{ id: number }>(`select id from users where username = $1`, [
    MEASURED_USER,
  ]);
  if (!measured) throw new Error("seed: measured user missing");
  const ids = await q<{ id: number }>(
    `select id from staffing_requests where user_id = $1 order by id`,
    [measured.id],
  );
  const [counts] = await q<{ requests: number; users: number }>(
    `select (select count(*)::int from staffing_requests) as requests, (select count(*)::int from users) as users`,
  );
  let largeClient: Seeded["largeClient"];
  if (options.largeClient) {
    const [user] = await q<{ id: number }>(`select id from users where username = $1`, [
      LARGE_CLIENT_USER,
    ]);
    if (!user) throw new Error("seed: large client missing");
    // Requests spread over its history (every 150th with a property), for the detail reads.
    const picked = await q<{ id: number; property_id: number }>(
      `select id, property_id from (
         select id, property_id, row_number() over (order by id) as n from staffing_requests
         where user_id = $1 and property_id is not null) t
       where n % 150 = 0 order by id limit 50`,
      [user.id],
    );
    largeClient = {
      userId: user.id,
      requestIds: picked.map((r) => r.id),
      propertyId: picked[0]?.property_id ?? 0,
    };
  }
  return {
    ...(largeClient ? { largeClient } : {}),
    measuredUserId: measured.id,
    measuredRequestIds: ids.map((r) => r.id),
    totalRequests: counts?.requests ?? 0,
    totalUsers: counts?.users ?? 0,
  };
}

export interface AgencyOptions {
  /** Staffing requests in all (one in ten from the public form, without an account). */
  requests: number;
  /** Property managers (bench.a00001 ...), each with `propertiesPerManager` properties. */
  managers: number;
  propertiesPerManager: number;
}

export interface SeededAgency {
  adminUserId: number;
  /** A property with requests, for the propertyId filter. */
  propertyId: number;
  totalRequests: number;
  totalProperties: number;
  seconds: { requests: number; indexes: number; analyze: number };
}

const CITIES = `(array['Tampa','Orlando','Miami','Jacksonville','St. Petersburg','Sarasota','Naples',
  'Fort Myers','Clearwater','Lakeland','Fort Lauderdale','Hollywood','Bradenton','Cape Coral',
  'Pompano Beach','Sunrise','Largo','Palm Harbor','Bonita Springs','Pembroke Pines'])`;

/**
 * The busy agency: `requests` staffing requests over 4 years from `managers` managers'
 * properties (and the public form), for the admin console's list and CSV export. Statuses are
 * skewed as an agency's history is (most completed), staff types and cities spread, details
 * varied (see detailsText), and a placement for every request in progress or completed. Only
 * what the admin list reads is written: no timelines or notifications. The request and
 * assignment tables' secondary indexes are dropped during the bulk insert and
 * rebuilt after it (as a restore does), and foreign keys are not checked row by row
 * (session_replication_role = replica): every reference is built valid, and both would
 * otherwise make the seed several times slower.
 */
export async function seedAgency(q: Query, options: AgencyOptions): Promise<SeededAgency> {
  const hash = await hashPassword(PASSWORD);
  await q(
    `insert into users (username, password_hash, email, full_name, role)
     values ($1, $2, $1 || '@example.com', 'Agency Admin', 'admin')`,
    [ADMIN_USER, hash],
  );
  await q(
    `insert into users (username, password_hash, email, full_name, role, company_name, created_at)
     select 'bench.a' || lpad(g::text, 5, '0'), $1, 'bench.a' || lpad(g::text, 5, '0') || '@example.com',
            (array['Dana','Luis','Priya','Sam','Aisha','Marco','Keiko','Tom'])[1 + g % 8] || ' ' ||
            (array['Whitfield','Ortega','Nair','Brooks','Bello','Rossi','Tanaka','Reyes','Kim'])[1 + g % 9],
            'property_manager',
            (array['Bayshore','Gulf Coast','Sunbelt','Palmetto','Coral','Everglades'])[1 + g % 6] || ' ' ||
            (array['Residential','Living','Communities','Homes','Properties'])[1 + g % 5] || ' ' || g,
            now() - make_interval(days => 1460 - g % 1460)
     from generate_series(1, $2::int) g`,
    [hash, options.managers],
  );
  const perManager = options.propertiesPerManager;
  await q(
    `insert into properties (user_id, name, address, city, state, zip, units, description, created_at)
     select u.id, (array['Palms','Oaks','Harbor','Lakes','Pines','Vista'])[1 + (u.id + g) % 6] || ' at ' || u.id || '-' || g,
            (u.id * 10 + g) || ' Bayshore Blvd',
            ${CITIES}[1 + (u.id * ${perManager} + g) % 20],
            'FL', lpad((33000 + (u.id + g) % 999)::text, 5, '0'), 40 + (u.id + g) % 400,
            'Garden-style community', u.created_at
     from users u cross join generate_series(1, ${perManager}) g
     where u.role = 'property_manager'`,
  );
  const [range] = await q<{ first: number; n: number }>(
    "select min(id)::int as first, count(*)::int as n from properties",
  );
  const first = range?.first ?? 1;
  const n = range?.n ?? 0;
  const indexes = await q<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where tablename in ('staffing_requests', 'staff_assignments')
       and indexname not in ('staffing_requests_pkey', 'staff_assignments_pkey')`,
  );
  for (const index of indexes) await q(`drop index "${index.name}"`);
  let started = performance.now();
  await q("set session_replication_role = replica");
  // Row g: one in ten from the public form (no account, no property); the others at property
  // number (g * 7919) mod n, its owner as the requester. created_at spreads over 4 years
  // (126,144,000 s) by a multiplicative hash of g, so ids and dates are not in the same order.
  await q(`
    insert into staffing_requests
      (user_id, property_id, company_name, contact_name, email, staff_type, details,
       start_date, end_date, status, notes, consent, created_at, updated_at)
    select u.id, p.id,
           coalesce(u.company_name, (array['Seaside','Harbor View','Magnolia','Cypress'])[1 + g % 4] || ' Apartments ' || (g % 5000)),
           coalesce(u.full_name, (array['Jordan','Casey','Riley','Avery','Quinn'])[1 + g % 5] || ' ' || (array['Lee','Diaz','Patel','Smith','Ng'])[1 + g % 5 + 0]),
           coalesce(u.email, 'visitor' || (g % 50000) || '@example.net'),
           ${STAFF_TYPES}[1 + (g * 31) % 7],
           ${detailsText("g")},
           (date '2022-12-01' + (g * 13 % 1460)),
           (date '2022-12-01' + (g * 13 % 1460) + 14 + g % 60),
           (array['completed','completed','completed','completed','completed','completed','completed','completed','completed',
                  'cancelled','cancelled','in_progress','in_progress','approved','approved','approved','pending','pending','pending','pending'])[1 + (g * 17) % 20],
           case when g % 4 = 0 then 'Confirmed by phone.' end,
           true,
           now() - make_interval(secs => ((g::bigint * 104729) % 126144000)::int),
           now() - make_interval(secs => ((g::bigint * 104729) % 126144000)::int) + interval '2 days'
    from generate_series(1, ${options.requests}) g
    left join properties p on g % 10 <> 0 and p.id = ${first} + (g::bigint * 7919) % ${n}
    left join users u on u.id = p.user_id`);
  // Placements (insertPlacements), with one staff account per 5 managers, so the admin list's
  // filled count reads real rows through its index.
  await insertPlacements(q, hash, {
    prefix: "bench.as",
    name: "Agency Staff",
    count: Math.max(20, Math.round(options.managers / 5)),
  });
  await q("set session_replication_role = origin");
  // Replica mode also skipped the triggers that keep the request counters (decisions 0018 and
  // 0023): filled here as their migrations fill them for the rows stored before them, or the
  // unfiltered list's X-Total-Count would read 0 and cost nothing.
  await q(`insert into staffing_request_counts (status, shard, n)
           select status, id % 16, count(*) from staffing_requests group by 1, 2
           on conflict (status, shard) do update set n = excluded.n`);
  await q(`insert into staffing_request_owner_counts (user_id, status, n)
           select user_id, status, count(*) from staffing_requests where user_id is not null
           group by 1, 2
           on conflict (user_id, status) do update set n = excluded.n`);
  const requestsSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  // Index builds sort in memory up to this size (the default, 64 MB, spills the trigram index's
  // build to many passes); only this session's setting.
  await q("set maintenance_work_mem = '256MB'");
  for (const index of indexes) await q(index.def);
  const indexSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  // After a bulk load autovacuum (PostgreSQL 13+ also vacuums insert-only tables) sets the
  // visibility map, which lets counts read an index alone; PGlite has no autovacuum, so the
  // benchmark does it for both.
  await q("vacuum analyze");
  const analyzeSeconds = (performance.now() - started) / 1000;
  const [admin] = await q<{ id: number }>(`select id from users where username = $1`, [ADMIN_USER]);
  const [counts] = await q<{ requests: number; property: number }>(
    `select (select count(*)::int from staffing_requests) as requests,
            (select property_id from staffing_requests where property_id is not null order by id limit 1) as property`,
  );
  return {
    adminUserId: admin?.id ?? 0,
    propertyId: counts?.property ?? 0,
    totalRequests: counts?.requests ?? 0,
    totalProperties: n,
    seconds: {
      requests: Math.round(requestsSeconds * 10) / 10,
      indexes: Math.round(indexSeconds * 10) / 10,
      analyze: Math.round(analyzeSeconds * 10) / 10,
    },
  };
}
