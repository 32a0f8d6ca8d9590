/**
 * The signed-in user's staffing requests.
 *
 * GET: the first page (or the page after `cursor`) of the user's own requests, newest first
 * (created_at, id), `limit` rows (default 50, at most 100), with the property's name and the
 * positions filled, as the product answers them; `X-Total-Count` is the number of all the
 * user's requests, and `Link: <…>; rel="next"` points to the next page when there is one (the
 * cursor is the last row's id, base64url). Queries: the session (Auth.js), the user, then the
 * page and the count in parallel.
 *
 * POST: the portal's create. 400 on invalid input (zod, the product's messages), 400 on
 * `propertyId` when the property is not the user's (as the product); otherwise the request, its
 * "created" timeline entry and the owner's "Request received" notification are written in one
 * transaction and the request answered 201 as the product answers it.
 */
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { auth } from "../../../../auth";
import { db } from "../../../../db";
import {
  notifications,
  properties,
  staffAssignments,
  staffingRequestEvents,
  staffingRequests,
} from "../../../../db/schema";
import { currentUser, unauthorized } from "../../../../lib/current-user";
import {
  portalStaffingRequestSchema,
  staffTypeLabels,
  validationError,
} from "../../../../lib/staffing-request-schema";

const PAGE_LIMIT_DEFAULT = 50;
const PAGE_LIMIT_MAX = 100;
/** How long the agency promises to take to answer an emergency (the product's default). */
const EMERGENCY_RESPONSE_MS = 120 * 60_000;

/** Positions filled: the request's confirmed, active and completed assignments. */
const filled =
  sql<number>`(select count(*)::int from ${staffAssignments} where ${staffAssignments.requestId} = ${staffingRequests.id} and ${staffAssignments.status} in ('confirmed', 'active', 'completed'))`.mapWith(
    Number,
  );

/** The columns the API answers (the product's response schema, `emergency` built after). */
const listColumns = {
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
  filled,
  emergencyReason: staffingRequests.emergencyReason,
  respondBy: staffingRequests.respondBy,
  respondedAt: staffingRequests.respondedAt,
  createdAt: staffingRequests.createdAt,
  updatedAt: staffingRequests.updatedAt,
};

type Row = {
  emergencyReason: string | null;
  respondBy: Date | null;
  respondedAt: Date | null;
};

/** A row as the API answers it: `emergency` is `{ reason, respondBy, respondedAt }` or null. */
function present<T extends Row>({ emergencyReason, respondBy, respondedAt, ...rest }: T) {
  return {
    ...rest,
    emergency:
      emergencyReason && respondBy ? { reason: emergencyReason, respondBy, respondedAt } : null,
  };
}

const encodeCursor = (id: number) => Buffer.from(String(id)).toString("base64url");
function decodeCursor(text: string): number | undefined {
  const id = Number(Buffer.from(text, "base64url").toString("utf8"));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export const GET = auth(async function GET(req) {
  const user = await currentUser(req.auth);
  if (!user) return unauthorized();
  const params = req.nextUrl.searchParams;
  const limit = Number(params.get("limit") ?? PAGE_LIMIT_DEFAULT);
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX) {
    const message = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;
    return Response.json({ message, errors: { limit: message } }, { status: 400 });
  }
  const cursorText = params.get("cursor");
  const after = cursorText ? decodeCursor(cursorText) : undefined;
  if (cursorText && after === undefined) {
    const message = "This page link is not valid. Start again from the first page.";
    return Response.json({ message, errors: { cursor: message } }, { status: 400 });
  }
  const where: SQL[] = [eq(staffingRequests.userId, user.id)];
  if (after !== undefined) {
    where.push(
      sql`(${staffingRequests.createdAt}, ${staffingRequests.id}) < (select created_at, id from staffing_requests where id = ${after})`,
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(staffingRequests)
      .leftJoin(
        properties,
        and(eq(properties.id, staffingRequests.propertyId), eq(properties.userId, user.id)),
      )
      .where(and(...where))
      .orderBy(desc(staffingRequests.createdAt), desc(staffingRequests.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(staffingRequests).where(eq(staffingRequests.userId, user.id)),
  ]);
  const page = rows.slice(0, limit).map(present);
  const headers = new Headers({ "x-total-count": String(total?.n ?? 0) });
  const last = page.at(-1);
  if (rows.length > limit && last) {
    const next = new URL(req.nextUrl);
    next.searchParams.set("cursor", encodeCursor(last.id));
    headers.set("link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return Response.json(page, { headers });
});

export const POST = auth(async function POST(req) {
  const user = await currentUser(req.auth);
  if (!user) return unauthorized();
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return Response.json({ message: "The request body is not valid JSON" }, { status: 400 });
  }
  const parsed = portalStaffingRequestSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const { propertyId: chosen, companyName: given, emergency, ...fields } = parsed.data;

  let propertyId: number | null = null;
  let propertyName: string | null = null;
  let companyName = given;
  if (chosen != null) {
    const [property] = await db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(and(eq(properties.id, chosen), eq(properties.userId, user.id)))
      .limit(1);
    if (!property) {
      const message = "Select one of your properties";
      return Response.json({ message, errors: { propertyId: message } }, { status: 400 });
    }
    propertyId = property.id;
    propertyName = property.name;
    companyName ??= user.companyName ?? property.name;
  }
  if (companyName === null) throw new Error("a request needs a company name or a property");

  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffingRequests)
      .values({
        ...fields,
        userId: user.id,
        propertyId,
        companyName,
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
  const { emergencyReason, respondBy, respondedAt, ...row } = created;
  return Response.json(
    {
      id: row.id,
      userId: row.userId,
      propertyId: row.propertyId,
      propertyName,
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
      // A new request has no assignment yet.
      filled: 0,
      emergency:
        emergencyReason && respondBy ? { reason: emergencyReason, respondBy, respondedAt } : null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
    { status: 201 },
  );
});
