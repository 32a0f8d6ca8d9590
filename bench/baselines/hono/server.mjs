/**
 * Benchmark peer: Hono on Node (@hono/node-server) with better-auth (Drizzle adapter, database
 * sessions) and Drizzle over a pg Pool, serving the product's benchmark contract:
 * - `/api/auth/*`: better-auth's own handler (sign-in with e-mail and password, sign-out, …);
 * - `GET /api/user`: the signed-in user as the product answers it, 401 `{ message }` without one;
 * - `GET /api/portal/staffing-requests`: the user's requests, newest first, 50 a page, with
 *   `X-Total-Count` and a `Link: <…>; rel="next"` when there are more (an opaque cursor);
 * - `POST /api/portal/staffing-requests`: validated with zod (400 `{ message, errors }`), the
 *   property must be the user's (400 on `propertyId`, as the product answers), 201 with the row;
 * - `GET /readyz`: 200 once the database answers.
 * The session is read per request by `auth.api.getSession({ headers })` in a middleware, as
 * better-auth's Hono guide shows; answers are compressed by `hono/compress` (gzip or deflate).
 * Env: PORT (5001), HOST (127.0.0.1), DATABASE_URL, NODE_ENV=production.
 */
import { serve } from "@hono/node-server";
import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { z } from "zod";
import { auth } from "./auth.mjs";
import {
  db,
  notifications,
  pool,
  properties,
  staffAssignments,
  staffingRequestEvents,
  staffingRequests,
  users,
} from "./db.mjs";

const PAGE_SIZE = 50;
const SIGN_IN_MESSAGE = "Please sign in to continue";
const SELECT_OWN_PROPERTY = "Select one of your properties";

const staffTypes = [
  "maintenance",
  "groundskeeping",
  "leasing",
  "property-management",
  "security",
  "make-ready",
  "other",
];
const staffTypeLabels = {
  maintenance: "Maintenance Technicians",
  groundskeeping: "Groundskeepers",
  leasing: "Leasing Consultants",
  "property-management": "Property Managers",
  security: "Security Personnel",
  "make-ready": "Make-Ready Specialists",
  other: "Other",
};
const emergencyReasons = ["storm_preparation", "storm_recovery", "sudden_vacancy", "other"];
/** How long the agency promises to answer an emergency (the product's default, 120 minutes). */
const EMERGENCY_RESPONSE_MS = 120 * 60_000;

/** A calendar day `YYYY-MM-DD` that exists; "" or null means none. */
const day = z
  .union([z.literal(""), z.iso.date({ error: "Enter a valid date" })])
  .nullish()
  .transform((value) => value || null);

/** The portal's new-request form, with the product's rules and limits. */
const createSchema = z
  .object({
    propertyId: z.number().int().positive().max(2_147_483_647).nullish(),
    companyName: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || null),
    contactName: z.string().trim().min(1, "Contact name is required").max(200),
    email: z.email({ error: "Valid email is required" }).max(200),
    staffType: z.enum(staffTypes, { error: "Please select a staff type" }),
    details: z.string().trim().min(1, "Please describe the position and your needs").max(5000),
    startDate: day,
    endDate: day,
    headcount: z.number().int().min(1).max(50).default(1),
    emergency: z
      .object({ reason: z.enum(emergencyReasons) })
      .nullish()
      .transform((value) => value ?? null),
    consent: z.literal(true, { error: "You must agree to be contacted" }),
  })
  .refine((data) => data.propertyId != null || data.companyName != null, {
    message: "Company name is required",
    path: ["companyName"],
  })
  .refine((data) => !data.startDate || !data.endDate || data.endDate >= data.startDate, {
    message: "End date cannot be before the start date",
    path: ["endDate"],
  });

/** Positions filled: the request's confirmed, active and completed assignments. */
const filled =
  sql`(select count(*)::int from ${staffAssignments} where ${staffAssignments.requestId} = ${staffingRequests.id} and ${staffAssignments.status} in ('confirmed', 'active', 'completed'))`.mapWith(
    Number,
  );

/** A request row as the product's API answers it (never its internal notes). */
function present(row) {
  return {
    id: row.id,
    userId: row.userId,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    staffType: row.staffType,
    details: row.details,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    consent: row.consent,
    headcount: row.headcount,
    filled: row.filled,
    emergency:
      row.emergencyReason && row.respondBy
        ? { reason: row.emergencyReason, respondBy: row.respondBy, respondedAt: row.respondedAt }
        : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The opaque cursor of a page's last row: its (created_at, id), base64url JSON. */
const encodeCursor = (row) =>
  Buffer.from(JSON.stringify([row.cursorAt, row.id])).toString("base64url");
function decodeCursor(text) {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, "base64url").toString());
    if (typeof at === "string" && Number.isInteger(id)) return { at, id };
  } catch {}
  return undefined;
}

const app = new Hono();

app.use(compress());

app.onError((error, c) => {
  console.error(error);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
});

app.get("/readyz", async (c) => {
  await pool.query("select 1");
  return c.text("ok");
});

app.on(["POST", "GET"], "/api/auth/*", (c) => auth.handler(c.req.raw));

// The session of every request, as better-auth's Hono guide shows.
app.use("*", async (c, next) => {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  c.set("user", session?.user ?? null);
  c.set("session", session?.session ?? null);
  return next();
});

/** 401 `{ message }` for a visitor. */
const requireUser = async (c, next) => {
  if (!c.get("user")) return c.json({ message: SIGN_IN_MESSAGE }, 401);
  return next();
};
app.use("/api/user", requireUser);
app.use("/api/portal/*", requireUser);

app.get("/api/user", async (c) => {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      companyName: users.companyName,
      phone: users.phone,
      createdAt: users.createdAt,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(and(eq(users.id, c.get("user").appUserId), sql`${users.deletedAt} is null`));
  if (!user) return c.json({ message: SIGN_IN_MESSAGE }, 401);
  return c.json(user);
});

app.get("/api/portal/staffing-requests", async (c) => {
  const userId = c.get("user").appUserId;
  const cursorText = c.req.query("cursor");
  const cursor = cursorText ? decodeCursor(cursorText) : undefined;
  if (cursorText && !cursor) return c.json({ message: "Invalid cursor" }, 400);
  const after = cursor
    ? sql`(${staffingRequests.createdAt}, ${staffingRequests.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...getTableColumns(staffingRequests),
        propertyName: properties.name,
        filled,
        cursorAt: sql`${staffingRequests.createdAt}::text`,
      })
      .from(staffingRequests)
      .leftJoin(
        properties,
        and(eq(properties.id, staffingRequests.propertyId), eq(properties.userId, userId)),
      )
      .where(and(eq(staffingRequests.userId, userId), after))
      .orderBy(desc(staffingRequests.createdAt), desc(staffingRequests.id))
      .limit(PAGE_SIZE + 1),
    db.select({ n: count() }).from(staffingRequests).where(eq(staffingRequests.userId, userId)),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  c.header("X-Total-Count", String(total?.n ?? 0));
  if (rows.length > PAGE_SIZE) {
    const next = encodeCursor(page[page.length - 1]);
    c.header("Link", `</api/portal/staffing-requests?cursor=${next}>; rel="next"`);
  }
  return c.json(page.map(present));
});

app.post("/api/portal/staffing-requests", async (c) => {
  const body = await c.req.json().catch(() => undefined);
  const parsed = createSchema.safeParse(body);
  if (!parsed.success) {
    const errors = {};
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? "body")] ??= issue.message;
    const message =
      typeof body === "object" && body !== null
        ? (parsed.error.issues[0]?.message ?? "Invalid body")
        : "Invalid body: expected a JSON object with the form's fields";
    return c.json({ message, errors }, 400);
  }
  const { propertyId: chosen, companyName: given, emergency, ...fields } = parsed.data;
  const userId = c.get("user").appUserId;
  let propertyId = null;
  let propertyName = null;
  let companyName = given;
  if (chosen != null) {
    // The property must be the caller's; the request is made in the name of the caller's
    // company, or of the property when the account has none.
    const [property] = await db
      .select({ id: properties.id, name: properties.name, ownerCompany: users.companyName })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(and(eq(properties.id, chosen), eq(properties.userId, userId)));
    if (!property) {
      return c.json(
        { message: SELECT_OWN_PROPERTY, errors: { propertyId: SELECT_OWN_PROPERTY } },
        400,
      );
    }
    propertyId = property.id;
    propertyName = property.name;
    companyName ??= property.ownerCompany ?? property.name;
  }
  // The request, its first timeline entry, the owner's and the admins' notifications: one
  // transaction, so none is stored without the others.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffingRequests)
      .values({
        ...fields,
        userId,
        propertyId,
        companyName,
        emergencyReason: emergency?.reason ?? null,
        respondBy: emergency ? new Date(Date.now() + EMERGENCY_RESPONSE_MS) : null,
      })
      .returning();
    await tx.insert(staffingRequestEvents).values({
      requestId: row.id,
      actorId: userId,
      fromStatus: null,
      toStatus: row.status,
      note: null,
    });
    const what = staffTypeLabels[row.staffType];
    await tx.insert(notifications).values({
      userId,
      title: "Request received",
      message: `We received your request for ${what} at ${row.companyName}. Our team will review it and contact you within one business day.`,
      type: "success",
      link: `/staffing-requests/${row.id}`,
      relatedId: row.id,
      relatedType: "staffing_request",
    });
    await tx.execute(sql`
      insert into ${notifications} (user_id, title, message, type, link, related_id, related_type)
      select ${users.id}, 'New staffing request', ${`${row.companyName} asked for ${what} (request #${row.id}).`},
        'info', ${`/admin/staffing-requests/${row.id}`}, ${row.id}, 'staffing_request'
      from ${users} where ${users.role} = 'admin'`);
    return row;
  });
  return c.json(present({ ...created, propertyName, filled: 0 }), 201);
});

const port = Number(process.env.PORT ?? 5001);
const hostname = process.env.HOST ?? "127.0.0.1";
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`peer-hono listening on http://${hostname}:${info.port}`);
});

/** Stops taking connections and closes the pool on SIGTERM/SIGINT (the harness's stop). */
function shutdown() {
  server.close(() => pool.end().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
