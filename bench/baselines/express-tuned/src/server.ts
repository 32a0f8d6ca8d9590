/**
 * Peer "a tuned Express" (bench peer contract, README.md here): Express 5 with the product's
 * engineering instead of the usual middleware, to tell the framework's cost from the design's:
 * - the session cookie is a random token whose SHA-256 is stored in `peer_express_tuned.sessions`;
 *   one prepared statement reads session and user together (join on primary keys), and the
 *   session's expiry is written at most once a day (no per-request session write);
 * - the request list is one prepared statement that counts and builds the JSON in SQL
 *   (`json_agg`), sent as it comes;
 * - the create is one prepared statement (the property check and the three inserts as CTEs);
 * - bundled by esbuild (`npm run build` → dist/server.mjs), run with `node`; `compression` on;
 *   no request logger (Express ships none), no ETag.
 * Serves `GET /api/user`, `GET/POST /api/portal/staffing-requests`, `POST /api/login` (for
 * setup.mjs, checking scrypt hashes in `peer_express_tuned.credentials`) and `GET /readyz`.
 *
 * Environment: PORT, HOST, DATABASE_URL (PostgreSQL).
 * Errors: an unexpected one answers 500 `{ message }`.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import pg from "pg";
import { createRequestBody, staffTypeLabels, validationError } from "./body.js";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required");

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on("error", (error) => console.error("idle client error", error));

await pool.query(`create schema if not exists peer_express_tuned;
  create table if not exists peer_express_tuned.credentials (
    user_id integer primary key, password_hash text not null);
  create table if not exists peer_express_tuned.sessions (
    token_hash text primary key, user_id integer not null,
    expires_at timestamptz not null, created_at timestamptz not null default now())`);

const COOKIE = "sid";
const SESSION_MS = 30 * 86_400_000;
/** The expiry is pushed forward only when it is older than a day: one write a day per session. */
const REFRESH_AFTER_MS = 86_400_000;

interface User {
  id: number;
  username: string;
  email: string;
  fullName: string;
  role: string;
  companyName: string | null;
  phone: string | null;
  createdAt: Date;
  lastLogin: Date | null;
}

const userColumns = `u.id, u.username, u.email, u.full_name as "fullName", u.role,
  u.company_name as "companyName", u.phone, u.created_at as "createdAt", u.last_login as "lastLogin"`;

// Named statements: pg prepares each once per pooled connection.
const sessionUser = {
  name: "tuned_session_user",
  text: `select ${userColumns}, s.expires_at as "expiresAt"
         from peer_express_tuned.sessions s join users u on u.id = s.user_id
         where s.token_hash = $1 and s.expires_at > now()`,
};

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A request row `r` (with its property `p`) as the product answers it, as SQL JSON. */
const requestJson = `json_build_object(
  'id', r.id, 'userId', r.user_id, 'propertyId', r.property_id, 'propertyName', p.name,
  'companyName', r.company_name, 'contactName', r.contact_name, 'email', r.email,
  'staffType', r.staff_type, 'details', r.details, 'startDate', r.start_date,
  'endDate', r.end_date, 'status', r.status, 'consent', r.consent, 'headcount', r.headcount,
  'filled', FILLED,
  'emergency', case when r.emergency_reason is not null and r.respond_by is not null
    then json_build_object('reason', r.emergency_reason, 'respondBy', ${iso("r.respond_by")},
                           'respondedAt', ${iso("r.responded_at")}) end,
  'createdAt', ${iso("r.created_at")}, 'updatedAt', ${iso("r.updated_at")})`;
const filled = `(select count(*)::int from staff_assignments a
  where a.request_id = r.id and a.status in ('confirmed', 'active', 'completed'))`;

const listStatement = {
  name: "tuned_list",
  text: `select (select count(*)::int from staffing_requests where user_id = $1) as total,
           coalesce(json_agg(${requestJson.replace("FILLED", filled)}
                             order by r.created_at desc, r.id desc)::text, '[]') as body
         from (select * from staffing_requests where user_id = $1
               order by created_at desc, id desc limit $2 offset $3) r
         left join properties p on p.id = r.property_id and p.user_id = $1`,
};

const createStatement = {
  name: "tuned_create",
  text: `with p as (select id, name from properties where id = $2::int and user_id = $1::int),
  r as (
    insert into staffing_requests (user_id, property_id, company_name, contact_name, email,
      staff_type, details, start_date, end_date, consent, headcount, emergency_reason, respond_by)
    select $1::int, p.id, coalesce($3::text, $4::text, p.name), $5::text, $6::text, $7::text,
           $8::text, $9::date, $10::date, $11::boolean, $12::int, $13::text, $14::timestamptz
    from (select 1) one left join p on true
    where $2::int is null or p.id is not null
    returning *),
  e as (insert into staffing_request_events (request_id, actor_id, from_status, to_status)
        select id, user_id, null, status from r),
  n as (insert into notifications (user_id, title, message, type, link, related_id, related_type)
        select user_id, 'Request received',
               'We received your request for ' || $15::text || ' at ' || company_name
                 || '. Our team will review it and contact you within one business day.',
               'success', '/staffing-requests/' || id, id, 'staffing_request' from r)
  select ${requestJson.replace("FILLED", "0")}::text as body from r left join p on true`,
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The value of cookie `name` in a Cookie header, without a parser middleware. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

declare module "express-serve-static-core" {
  interface Request {
    user?: User;
  }
}

/** Reads the signed-in user (one statement); 401 without one. */
async function requireUser(req: Request, res: Response, next: NextFunction) {
  const token = cookieValue(req.headers.cookie, COOKIE);
  if (token) {
    const tokenHash = hashToken(token);
    const { rows } = await pool.query({ ...sessionUser, values: [tokenHash] });
    const row = rows[0] as (User & { expiresAt: Date }) | undefined;
    if (row) {
      const { expiresAt, ...user } = row;
      if (expiresAt.getTime() - Date.now() < SESSION_MS - REFRESH_AFTER_MS) {
        await pool.query(
          "update peer_express_tuned.sessions set expires_at = $2 where token_hash = $1",
          [tokenHash, new Date(Date.now() + SESSION_MS)],
        );
      }
      req.user = user;
      next();
      return;
    }
  }
  res.status(401).json({ message: "Please sign in to continue" });
}

const scryptAsync = promisify(scrypt) as (p: string, s: string, n: number) => Promise<Buffer>;

async function comparePasswords(supplied: string, stored: string): Promise<boolean> {
  const [hashed, salt] = stored.split(".");
  if (!hashed || !salt) return false;
  const expected = Buffer.from(hashed, "hex");
  const actual = await scryptAsync(supplied, salt, 64);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const app = express();
app.disable("x-powered-by");
app.set("etag", false);
app.use(compression());
app.use(express.json());

app.get("/readyz", async (_req, res) => {
  await pool.query("select 1");
  res.json({ status: "ready" });
});

app.post("/api/login", async (req, res) => {
  const { username, password } = (req.body ?? {}) as { username?: unknown; password?: unknown };
  if (typeof username !== "string" || typeof password !== "string") {
    res.status(400).json({ message: "Enter your username and password" });
    return;
  }
  const { rows } = await pool.query(
    `select ${userColumns}, c.password_hash as "passwordHash"
     from users u join peer_express_tuned.credentials c on c.user_id = u.id
     where lower(u.username) = lower($1) and u.deleted_at is null`,
    [username],
  );
  const row = rows[0] as (User & { passwordHash: string }) | undefined;
  if (!row || !(await comparePasswords(password, row.passwordHash))) {
    res.status(401).json({ message: "Invalid username or password" });
    return;
  }
  const { passwordHash: _hash, ...user } = row;
  const token = randomBytes(32).toString("base64url");
  await pool.query(
    "insert into peer_express_tuned.sessions (token_hash, user_id, expires_at) values ($1, $2, $3)",
    [hashToken(token), user.id, new Date(Date.now() + SESSION_MS)],
  );
  res.cookie(COOKIE, token, { httpOnly: true, sameSite: "lax", maxAge: SESSION_MS });
  res.json(user);
});

app.get("/api/user", requireUser, (req, res) => {
  res.json(req.user);
});

const DEFAULT_LIMIT = 50;

app.get("/api/portal/staffing-requests", requireUser, async (req, res) => {
  const user = req.user as User;
  // Pages by offset; the cursor is the offset, base64url.
  const limitParam = Number(req.query.limit ?? DEFAULT_LIMIT);
  const limit =
    Number.isInteger(limitParam) && limitParam >= 1 && limitParam <= 100
      ? limitParam
      : DEFAULT_LIMIT;
  const offset =
    typeof req.query.cursor === "string"
      ? Number(Buffer.from(req.query.cursor, "base64url").toString()) || 0
      : 0;
  const { rows } = await pool.query({ ...listStatement, values: [user.id, limit, offset] });
  const { total, body } = rows[0] as { total: number; body: string };
  res.set("X-Total-Count", String(total));
  if (offset + limit < total) {
    const cursor = Buffer.from(String(offset + limit)).toString("base64url");
    res.set("Link", `</api/portal/staffing-requests?limit=${limit}&cursor=${cursor}>; rel="next"`);
  }
  res.type("application/json").send(body);
});

const EMERGENCY_RESPONSE_MS = 120 * 60_000;

app.post("/api/portal/staffing-requests", requireUser, async (req, res) => {
  const user = req.user as User;
  const parsed = createRequestBody.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json(validationError(parsed.error));
    return;
  }
  const b = parsed.data;
  const { rows } = await pool.query({
    ...createStatement,
    values: [
      user.id,
      b.propertyId ?? null,
      b.companyName,
      user.companyName,
      b.contactName,
      b.email,
      b.staffType,
      b.details,
      b.startDate,
      b.endDate,
      b.consent,
      b.headcount,
      b.emergency?.reason ?? null,
      b.emergency ? new Date(Date.now() + EMERGENCY_RESPONSE_MS) : null,
      staffTypeLabels[b.staffType],
    ],
  });
  const row = rows[0] as { body: string } | undefined;
  if (!row) {
    // Only a property that is not the caller's inserts nothing; as the product: 400.
    const message = "Select one of your properties";
    res.status(400).json({ message, errors: { propertyId: message } });
    return;
  }
  res.status(201).type("application/json").send(row.body);
});

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  console.error(error);
  if (!res.headersSent) res.status(500).json({ message: "Something went wrong" });
});

const port = Number(process.env.PORT ?? 5001);
const server = app.listen(port, process.env.HOST ?? "127.0.0.1");

process.on("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
