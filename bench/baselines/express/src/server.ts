/**
 * Baseline for bench/api.ts: the two reads (GET /api/user, GET /api/portal/staffing-requests)
 * served the way the specification's original stack did: Express 5, passport-local,
 * express-session with connect-pg-simple (its own `session` table, created by it), from the same
 * `users`, `properties` and `staffing_requests` tables as our server. See README.md here.
 *
 * Environment: PORT, HOST, and DATABASE_URL (PostgreSQL through pg.Pool) or DATA_DIR (PGlite in
 * DATA_DIR/pglite, opened by this process alone: our server must be stopped). Compiled by
 * `npm run build` (tsc) to dist/server.js, which `node dist/server.js` runs.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { verify } from "@node-rs/argon2";
import connectPgSimple from "connect-pg-simple";
import express, { type NextFunction, type Request, type Response } from "express";
import session from "express-session";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import pg from "pg";
import { acquireDataDirLock } from "./lock.js";

interface Pool {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}

/**
 * A pool over PGlite's single connection, enough for connect-pg-simple and the queries below:
 * `query` with parameters goes to PGlite's `query` (which queues callers), a parameterless
 * script (connect-pg-simple's table.sql has several statements) to `exec`.
 */
function pglitePool(db: PGlite, release: () => void): Pool {
  return {
    async query(text, params) {
      if (params && params.length > 0) {
        return (await db.query(text, params)) as { rows: Record<string, unknown>[] };
      }
      const results = await db.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async end() {
      await db.close();
      release();
    },
  };
}

async function openPool(): Promise<Pool> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on("error", () => {});
    return pool as unknown as Pool;
  }
  const dir = path.join(path.resolve(process.env.DATA_DIR ?? "./data"), "pglite");
  const release = acquireDataDirLock(dir);
  return pglitePool(await PGlite.create({ dataDir: dir }), release);
}

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

const userColumns = `id, username, email, full_name as "fullName", role,
  company_name as "companyName", phone, created_at as "createdAt", last_login as "lastLogin"`;

const pool = await openPool();
const PgStore = connectPgSimple(session);

passport.use(
  new LocalStrategy((username, password, done) => {
    pool
      .query(
        `select ${userColumns}, password_hash as "passwordHash" from users where lower(username) = lower($1) limit 1`,
        [username],
      )
      .then(async ({ rows }) => {
        const row = rows[0] as (User & { passwordHash: string }) | undefined;
        if (!row || !(await verify(row.passwordHash, password).catch(() => false))) {
          return done(null, false);
        }
        const { passwordHash: _hash, ...user } = row;
        return done(null, user);
      }, done);
  }),
);
passport.serializeUser((user, done) => done(null, (user as User).id));
passport.deserializeUser((id: number, done) => {
  pool
    .query(`select ${userColumns} from users where id = $1`, [id])
    .then(({ rows }) => done(null, (rows[0] as User | undefined) ?? false), done);
});

const app = express();
app.use(express.json());
app.use(
  session({
    store: new PgStore({ pool, createTableIfMissing: true }),
    secret: process.env.SESSION_SECRET ?? "baseline-session-secret-not-for-production",
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: "lax", maxAge: 30 * 24 * 3600 * 1000 },
  }),
);
app.use(passport.initialize());
app.use(passport.session());

function requireUser(req: Request, res: Response, next: NextFunction) {
  if (!req.isAuthenticated()) {
    res.status(401).json({ message: "Please sign in to continue" });
    return;
  }
  next();
}

app.get("/readyz", async (_req, res) => {
  await pool.query("select 1 as ok", []);
  res.json({ status: "ready" });
});

app.post("/api/login", passport.authenticate("local"), (req, res) => {
  res.json(req.user);
});

app.get("/api/user", requireUser, (req, res) => {
  res.json(req.user);
});

app.get("/api/portal/staffing-requests", requireUser, async (req, res, next) => {
  try {
    const { rows } = await pool.query(
      `select r.id, r.user_id as "userId", r.property_id as "propertyId", p.name as "propertyName",
              r.company_name as "companyName", r.contact_name as "contactName", r.email,
              r.staff_type as "staffType", r.details, r.start_date::text as "startDate",
              r.end_date::text as "endDate", r.status, r.consent, r.created_at as "createdAt",
              r.updated_at as "updatedAt"
       from staffing_requests r left join properties p on p.id = r.property_id
       where r.user_id = $1
       order by r.created_at desc, r.id desc`,
      [(req.user as User).id],
    );
    res.json(rows);
  } catch (error) {
    next(error);
  }
});

const port = Number(process.env.PORT ?? 5001);
const server = app.listen(port, process.env.HOST ?? "127.0.0.1");

process.on("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
