/**
 * Peer "Express as such apps ship" (bench peer contract, README.md here): the stack the
 * specification's original app was built on — Express 5, passport-local with Node's
 * `crypto.scrypt` hashes, express-session with connect-pg-simple, the Drizzle query builder over
 * `pg`, morgan's `combined` request log on stdout and the `compression` middleware — serving
 * `GET /api/user`, `GET /api/portal/staffing-requests`, `POST /api/portal/staffing-requests`,
 * `POST /api/login` (used by setup.mjs) and `GET /readyz`, with the product's answers.
 *
 * Environment: PORT, HOST, DATABASE_URL (PostgreSQL), SESSION_SECRET (optional). Compiled by
 * `npm run build` (tsc) to dist/server.js, run with `node dist/server.js`.
 * Errors: an unexpected one answers 500 `{ message }` (Express's handler would send HTML).
 */
import { type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import compression from "compression";
import connectPgSimple from "connect-pg-simple";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import express, { type NextFunction, type Request, type Response } from "express";
import session from "express-session";
import morgan from "morgan";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import pg from "pg";
import { createRequestBody, staffTypeLabels, validationError } from "./body.js";
import {
  credentials,
  notifications,
  properties,
  staffAssignments,
  staffingRequestEvents,
  staffingRequests,
  users,
} from "./schema.js";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required");

// As the product: one pool of 10 connections.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on("error", (error) => console.error("idle client error", error));
const db = drizzle({ client: pool });

// The peer's own schema; connect-pg-simple creates its `session` table there on first use.
await pool.query(`create schema if not exists peer_express;
  create table if not exists peer_express.credentials (
    user_id integer primary key, password_hash text not null)`);

/** The user as the product's GET /api/user answers it (never a hash). */
const publicUser = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  companyName: users.companyName,
  phone: users.phone,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};
type User = { [K in keyof typeof publicUser]: (typeof publicUser)[K]["_"]["data"] };

function scryptAsync(password: string, salt: string, keylen: number, options: ScryptOptions = {}) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Checks `supplied` against a `<hex key>.<hex salt>` hash (the original app's format). */
async function comparePasswords(supplied: string, stored: string): Promise<boolean> {
  const [hashed, salt] = stored.split(".");
  if (!hashed || !salt) return false;
  const stored64 = Buffer.from(hashed, "hex");
  const supplied64 = await scryptAsync(supplied, salt, 64);
  return stored64.length === supplied64.length && timingSafeEqual(stored64, supplied64);
}

passport.use(
  new LocalStrategy((username, password, done) => {
    db.select({ ...publicUser, passwordHash: credentials.passwordHash })
      .from(users)
      .innerJoin(credentials, eq(credentials.userId, users.id))
      .where(
        and(sql`lower(${users.username}) = lower(${username})`, sql`${users.deletedAt} is null`),
      )
      .limit(1)
      .then(async ([row]) => {
        if (!row || !(await comparePasswords(password, row.passwordHash))) return done(null, false);
        const { passwordHash: _hash, ...user } = row;
        return done(null, user);
      }, done);
  }),
);
passport.serializeUser((user, done) => done(null, (user as User).id));
passport.deserializeUser((id: number, done) => {
  db.select(publicUser)
    .from(users)
    .where(eq(users.id, id))
    .then(([row]) => done(null, row ?? false), done);
});

const PgStore = connectPgSimple(session);
const app = express();
app.disable("x-powered-by");
app.use(morgan("combined"));
app.use(compression());
app.use(express.json());
app.use(
  session({
    // connect-pg-simple's defaults otherwise: touch() refreshes the row's expiry on every
    // request (express-session calls it when the session was not modified), prune every 15 min.
    store: new PgStore({ pool, schemaName: "peer_express", createTableIfMissing: true }),
    secret: process.env.SESSION_SECRET ?? "peer-express-session-secret-not-for-production",
    // What the tutorials (and the original app) set.
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
  await pool.query("select 1");
  res.json({ status: "ready" });
});

app.post("/api/login", passport.authenticate("local"), (req, res) => {
  res.json(req.user);
});

app.get("/api/user", requireUser, (req, res) => {
  res.json(req.user);
});

/** A request's columns as the product's list and create answer them (before `emergency`). */
const requestColumns = {
  id: staffingRequests.id,
  userId: staffingRequests.userId,
  propertyId: staffingRequests.propertyId,
  propertyName: properties.name,
  companyName: staffingRequests.companyName,
  contactName: staffingRequests.contactName,
  email: staffingRequests.email,
  staffType: staffingRequests.staffType,
  details: staffingRequests.details,
  startDate: staffingRequests.startDate,
  endDate: staffingRequests.endDate,
  status: staffingRequests.status,
  consent: staffingRequests.consent,
  headcount: staffingRequests.headcount,
  filled:
    sql<number>`(select count(*)::int from ${staffAssignments} where ${staffAssignments.requestId} = ${staffingRequests.id} and ${staffAssignments.status} in ('confirmed', 'active', 'completed'))`.mapWith(
      Number,
    ),
  emergencyReason: staffingRequests.emergencyReason,
  respondBy: staffingRequests.respondBy,
  respondedAt: staffingRequests.respondedAt,
  createdAt: staffingRequests.createdAt,
  updatedAt: staffingRequests.updatedAt,
};

/** The product's answer for a row: `emergency` instead of its three columns. */
function present(row: {
  emergencyReason: string | null;
  respondBy: Date | null;
  respondedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  [key: string]: unknown;
}) {
  const { emergencyReason, respondBy, respondedAt, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    emergency:
      emergencyReason && respondBy ? { reason: emergencyReason, respondBy, respondedAt } : null,
    createdAt,
    updatedAt,
  };
}

const DEFAULT_LIMIT = 50;

app.get("/api/portal/staffing-requests", requireUser, async (req, res) => {
  const user = req.user as User;
  // Pages by offset (what such apps ship); the cursor is the offset, base64url.
  const limitParam = Number(req.query.limit ?? DEFAULT_LIMIT);
  const limit =
    Number.isInteger(limitParam) && limitParam >= 1 && limitParam <= 100
      ? limitParam
      : DEFAULT_LIMIT;
  const offset =
    typeof req.query.cursor === "string"
      ? Number(Buffer.from(req.query.cursor, "base64url").toString()) || 0
      : 0;
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(staffingRequests)
      .leftJoin(properties, eq(properties.id, staffingRequests.propertyId))
      .where(eq(staffingRequests.userId, user.id))
      .orderBy(desc(staffingRequests.createdAt), desc(staffingRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(staffingRequests).where(eq(staffingRequests.userId, user.id)),
  ]);
  const n = total?.n ?? 0;
  res.set("X-Total-Count", String(n));
  if (offset + limit < n) {
    const cursor = Buffer.from(String(offset + limit)).toString("base64url");
    res.set("Link", `</api/portal/staffing-requests?limit=${limit}&cursor=${cursor}>; rel="next"`);
  }
  res.json(rows.map(present));
});

const EMERGENCY_RESPONSE_MS = 120 * 60_000;

app.post("/api/portal/staffing-requests", requireUser, async (req, res) => {
  const user = req.user as User;
  const parsed = createRequestBody.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json(validationError(parsed.error));
    return;
  }
  const { propertyId: chosen, companyName: given, emergency, ...fields } = parsed.data;
  let propertyId: number | null = null;
  let propertyName: string | null = null;
  let companyName = given;
  if (chosen != null) {
    const [property] = await db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(and(eq(properties.id, chosen), eq(properties.userId, user.id)));
    if (!property) {
      // As the product: 400 on propertyId.
      const message = "Select one of your properties";
      res.status(400).json({ message, errors: { propertyId: message } });
      return;
    }
    propertyId = property.id;
    propertyName = property.name;
    companyName ??= user.companyName ?? property.name;
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffingRequests)
      .values({
        ...fields,
        userId: user.id,
        propertyId,
        companyName: companyName as string,
        emergencyReason: emergency?.reason ?? null,
        respondBy: emergency ? new Date(Date.now() + EMERGENCY_RESPONSE_MS) : null,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await tx.insert(staffingRequestEvents).values({
      requestId: row.id,
      actorId: user.id,
      fromStatus: null,
      toStatus: row.status,
    });
    await tx.insert(notifications).values({
      userId: user.id,
      title: "Request received",
      message: `We received your request for ${staffTypeLabels[fields.staffType]} at ${row.companyName}. Our team will review it and contact you within one business day.`,
      type: "success",
      link: `/staffing-requests/${row.id}`,
      relatedId: row.id,
      relatedType: "staffing_request",
    });
    return row;
  });
  const { id, userId, ...rest } = created;
  res.status(201).json(
    present({
      id,
      userId,
      propertyId: rest.propertyId,
      propertyName,
      companyName: rest.companyName,
      contactName: rest.contactName,
      email: rest.email,
      staffType: rest.staffType,
      details: rest.details,
      startDate: rest.startDate,
      endDate: rest.endDate,
      status: rest.status,
      consent: rest.consent,
      headcount: rest.headcount,
      filled: 0,
      emergencyReason: rest.emergencyReason,
      respondBy: rest.respondBy,
      respondedAt: rest.respondedAt,
      createdAt: rest.createdAt,
      updatedAt: rest.updatedAt,
    }),
  );
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
