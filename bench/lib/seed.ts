/**
 * Benchmark data written straight into the database with set-based SQL (generate_series,
 * INSERT ... SELECT), after the app's own migrations: users (one argon2id hash shared by all, made
 * with the app's hashPassword), properties, staffing requests with their timeline and the owners'
 * notifications. The same SQL runs on PGlite and PostgreSQL.
 */
import { type Database, type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { hashPassword } from "../../src/server/features/auth/passwords";

export const PASSWORD = "Bench-Mangrove-2026";
export const MEASURED_USER = "bench.manager";
export const POSTER_USER = "bench.poster";
export const ADMIN_USER = "bench.admin";

/** Runs SQL with $1.. parameters and returns the rows, on either driver. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface BenchDatabase {
  kind: DatabaseHandle["kind"];
  /** The app's Drizzle database (for the app's repositories). */
  db: Database;
  query: Query;
  /**
   * Runs `fn` and returns the SQL texts and parameters the app's repositories sent meanwhile
   * (Drizzle's query logger); create the repositories inside `fn`.
   */
  capture(fn: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]>;
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
    const queries: { text: string; params: unknown[] }[] = [];
    const previous = session.logger;
    session.logger = {
      logQuery: (text: string, params: unknown[]) => queries.push({ text, params }),
    };
    try {
      await fn();
    } finally {
      session.logger = previous;
    }
    return queries;
  };
  return { kind: handle.kind, db: handle.db, query, capture, close: () => handle.close() };
}

export interface SeedOptions {
  /** Requests of the measured manager (bench.manager). */
  measuredRequests: number;
  /** Other property managers (bench.m0001 ...), each with `requestsPerOther` requests. */
  otherManagers: number;
  requestsPerOther: number;
}

export interface Seeded {
  measuredUserId: number;
  /** Ids of the measured manager's requests (for the detail endpoint). */
  measuredRequestIds: number[];
  totalRequests: number;
  totalUsers: number;
}

const STAFF_TYPES = `(array['maintenance','groundskeeping','leasing','property-management','security','make-ready','other'])`;
const STATUSES = `(array['pending','approved','in_progress','completed','cancelled'])`;

/**
 * Requests for every user matching `userFilter`, `perUser` each, spread over the last 400 days,
 * about one in six without a property; with their "created" timeline entry.
 */
async function insertRequests(q: Query, userFilter: string, perUser: number): Promise<void> {
  await q(`
    insert into staffing_requests
      (user_id, property_id, company_name, contact_name, email, staff_type, details,
       start_date, end_date, status, consent, created_at, updated_at)
    select u.id,
           case when g % 6 = 0 then null else (
             select p.id from properties p where p.user_id = u.id order by p.id
             offset (g % 3) limit 1) end,
           coalesce(u.company_name, 'Bench Living'),
           u.full_name,
           u.email,
           ${STAFF_TYPES}[1 + (g + u.id) % 7],
           'Need reliable help for turnover season at the community: ' || g || '. ' ||
             'Please send people with experience in apartment maintenance and make-ready work.',
           (date '2026-01-01' + (g % 200)),
           (date '2026-01-01' + (g % 200) + 30),
           ${STATUSES}[1 + (g * 7 + u.id) % 5],
           true,
           now() - make_interval(secs => ((g * 7919 + u.id * 104729) % 34560000)),
           now() - make_interval(secs => ((g * 7919 + u.id * 104729) % 34560000))
    from users u cross join generate_series(1, ${perUser}) g
    where ${userFilter}`);
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
    where u.role = 'property_manager'`);
  await insertRequests(q, `u.username = '${MEASURED_USER}'`, options.measuredRequests);
  if (options.otherManagers > 0) {
    await insertRequests(
      q,
      String.raw`u.username ~ '^bench\.m[0-9]{4}$'`,
      options.requestsPerOther,
    );
  }
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
  return {
    measuredUserId: measured.id,
    measuredRequestIds: ids.map((r) => r.id),
    totalRequests: counts?.requests ?? 0,
    totalUsers: counts?.users ?? 0,
  };
}
