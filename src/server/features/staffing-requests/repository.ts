/**
 * Staffing requests, their timeline and the notifications they cause: the only code that
 * queries those tables for this feature. A write and the notification it causes share one
 * transaction (architecture.md, "Data flow").
 */
import { type AnyColumn, and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { humanize, type StaffingRequestStatus, staffTypeLabels } from "../../../domain/enums";
import type { Database } from "../../db/client";
import {
  notifications,
  properties,
  type StaffingRequestRow,
  staffingRequestEvents,
  staffingRequests,
  users,
} from "../../db/schema";
import { HttpError } from "../../plugins/error-handler";
import type { DomainEvents } from "../events";

export type StaffingRequestWithProperty = StaffingRequestRow & { propertyName: string | null };

export interface NewStaffingRequest {
  userId: number | null;
  propertyId: number | null;
  companyName: string;
  contactName: string;
  email: string;
  staffType: StaffingRequestRow["staffType"];
  details: string | null;
  startDate: string | null;
  endDate: string | null;
  consent: boolean;
}

const withPropertyName = { ...getTableColumns(staffingRequests), propertyName: properties.name };

/** A timestamptz as JavaScript's Date#toJSON writes it: UTC, milliseconds, `Z`. */
const isoTimestamp = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The fields of a request in the portal's answers (staffingRequestResponseSchema in routes.ts, in
 * its order), as SQL: the list is serialised to JSON by the database (docs/decisions/0007).
 * Internal notes are not among them. tests/api/staffing-requests-json.test.ts checks that this
 * JSON equals what the schema's serialiser makes of the same rows.
 */
const responseFields: Record<string, SQL> = {
  id: sql`${staffingRequests.id}`,
  userId: sql`${staffingRequests.userId}`,
  propertyId: sql`${staffingRequests.propertyId}`,
  propertyName: sql`${properties.name}`,
  companyName: sql`${staffingRequests.companyName}`,
  contactName: sql`${staffingRequests.contactName}`,
  email: sql`${staffingRequests.email}`,
  staffType: sql`${staffingRequests.staffType}`,
  details: sql`${staffingRequests.details}`,
  startDate: sql`${staffingRequests.startDate}`,
  endDate: sql`${staffingRequests.endDate}`,
  status: sql`${staffingRequests.status}`,
  consent: sql`${staffingRequests.consent}`,
  createdAt: isoTimestamp(staffingRequests.createdAt),
  updatedAt: isoTimestamp(staffingRequests.updatedAt),
};
const responseRecord = sql.join(
  Object.entries(responseFields).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * At most this many requests in an admin's portal list (the newest): the whole table would grow
 * without bound. The admin console's list has the same cap and filters for the rest.
 */
export const ADMIN_LIST_LIMIT = 2000;

/** The name of property `id` (null for none), read inside the caller's transaction. */
async function propertyNameOf(
  tx: Pick<Database, "select">,
  id: number | null,
): Promise<string | null> {
  if (id === null) return null;
  const [property] = await tx
    .select({ name: properties.name })
    .from(properties)
    .where(eq(properties.id, id));
  return property?.name ?? null;
}

/** The link of a request in the portal; notifications point to it. */
export const requestLink = (id: number) => `/staffing-requests/${id}`;

/** The facts of a request that notifications and e-mails need. */
function factsOf(row: StaffingRequestWithProperty) {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    staffType: row.staffType,
    details: row.details,
    startDate: row.startDate,
    endDate: row.endDate,
    propertyName: row.propertyName,
    hasOwner: row.userId !== null,
  };
}

/**
 * @param events side effects run inside each write's transaction (admin notifications and
 *   e-mails, issue 6); omitted, only the owner's in-app notification is written.
 */
export function staffingRequestsRepository(db: Database, events?: DomainEvents) {
  const selectWithProperty = () =>
    db
      .select(withPropertyName)
      .from(staffingRequests)
      .leftJoin(properties, eq(properties.id, staffingRequests.propertyId));
  const newestFirst = [desc(staffingRequests.createdAt), desc(staffingRequests.id)] as const;

  // The portal's reads, built once and prepared (PostgreSQL plans each once per connection).
  // Every one is an index scan: staffing_requests (user_id, created_at), the primary keys,
  // staffing_request_events (request_id, created_at).
  // The property's name comes from the caller's own properties only (a request's property is
  // always its owner's): the planner then reads them by properties (user_id) instead of
  // hashing the whole properties table, so the list costs the same with 3 or 3,000,000 of them.
  const listOfUser = db
    .select(withPropertyName)
    .from(staffingRequests)
    .leftJoin(
      properties,
      and(
        eq(properties.id, staffingRequests.propertyId),
        eq(properties.userId, sql.placeholder("userId")),
      ),
    )
    .where(eq(staffingRequests.userId, sql.placeholder("userId")))
    .orderBy(...newestFirst)
    .prepare("staffing_requests_list_of_user");
  // The same list as one JSON text made by the database: no rows to decode, map, validate and
  // stringify in Node for the portal's most requested read (docs/decisions/0007).
  const listJsonOfUser = db
    .select({
      json: sql<string>`coalesce('[' || string_agg(row_to_json((select r from (select ${responseRecord}) r))::text, ',' order by ${staffingRequests.createdAt} desc, ${staffingRequests.id} desc) || ']', '[]')`,
    })
    .from(staffingRequests)
    .leftJoin(
      properties,
      and(
        eq(properties.id, staffingRequests.propertyId),
        eq(properties.userId, sql.placeholder("userId")),
      ),
    )
    .where(eq(staffingRequests.userId, sql.placeholder("userId")))
    .prepare("staffing_requests_list_json_of_user");
  const listNewest = selectWithProperty()
    .orderBy(...newestFirst)
    .limit(ADMIN_LIST_LIMIT)
    .prepare("staffing_requests_list_newest");
  const byId = selectWithProperty()
    .where(eq(staffingRequests.id, sql.placeholder("id")))
    .limit(1)
    .prepare("staffing_requests_by_id");
  const eventsOf = db
    .select({
      id: staffingRequestEvents.id,
      fromStatus: staffingRequestEvents.fromStatus,
      toStatus: staffingRequestEvents.toStatus,
      note: staffingRequestEvents.note,
      actorName: users.fullName,
      actorRole: users.role,
      createdAt: staffingRequestEvents.createdAt,
    })
    .from(staffingRequestEvents)
    .leftJoin(users, eq(users.id, staffingRequestEvents.actorId))
    .where(eq(staffingRequestEvents.requestId, sql.placeholder("id")))
    .orderBy(staffingRequestEvents.createdAt, staffingRequestEvents.id)
    .prepare("staffing_request_events_of_request");

  return {
    /**
     * The requests of `userId`, newest first; with `userId` null (admins) the newest
     * {@link ADMIN_LIST_LIMIT} of everyone's.
     */
    list(userId: number | null): Promise<StaffingRequestWithProperty[]> {
      return userId === null ? listNewest.execute() : listOfUser.execute({ userId });
    },

    /**
     * {@link list} of `userId` as the JSON text of the portal's answer (an array of
     * staffingRequestResponseSchema, newest first), serialised by the database.
     */
    async listJson(userId: number): Promise<string> {
      const [row] = await listJsonOfUser.execute({ userId });
      return row?.json ?? "[]";
    },

    /** One request with its property's name, whoever owns it (callers authorise). */
    async findById(id: number): Promise<StaffingRequestWithProperty | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** The timeline of request `id`, oldest first, with the name of whoever made each change. */
    listEvents(id: number) {
      return eventsOf.execute({ id });
    },

    /**
     * Stores a request, its first timeline entry and, when it has an author, the author's
     * "Request received" notification, in one transaction.
     */
    create(input: NewStaffingRequest): Promise<StaffingRequestWithProperty> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(staffingRequests).values(input).returning();
        if (!row) throw new Error("insert returned no row");
        await tx.insert(staffingRequestEvents).values({
          requestId: row.id,
          actorId: input.userId,
          fromStatus: null,
          toStatus: row.status,
        });
        if (input.userId !== null) {
          await tx.insert(notifications).values({
            userId: input.userId,
            title: "Request received",
            message: `We received your request for ${staffTypeLabels[row.staffType]} at ${row.companyName}. Our team will review it and contact you within one business day.`,
            type: "success",
            link: requestLink(row.id),
            relatedId: row.id,
            relatedType: "staffing_request",
          });
        }
        const created = { ...row, propertyName: await propertyNameOf(tx, row.propertyId) };
        await events?.staffingRequestCreated(tx, factsOf(created));
        return created;
      });
    },

    /**
     * Sets the status of request `id` from `from` to `to` (only if it still is `from`), records who did it in the timeline and
     * tells the request's owner (if any) in words, in one transaction.
     * @returns the updated request, or undefined if it no longer exists or its status is no
     *   longer `from` (changed concurrently; the caller answers 409 or 404)
     */
    updateStatus(params: {
      id: number;
      from: StaffingRequestStatus;
      to: StaffingRequestStatus;
      actorId: number;
      ownerId: number | null;
      note?: string | null;
      /** Records the timeline entry (a note) without notifying or mailing anyone. */
      silent?: boolean;
    }): Promise<StaffingRequestWithProperty | undefined> {
      const { id, from, to, actorId, ownerId } = params;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffingRequests)
          .set({
            status: to,
            updatedAt: new Date(),
            ...(params.note ? { notes: params.note } : {}),
          })
          // Only from the status the caller saw: a concurrent change makes this match nothing,
          // so the timeline never records a transition from a status the request no longer had.
          .where(and(eq(staffingRequests.id, id), eq(staffingRequests.status, from)))
          .returning();
        if (!row) return undefined;
        const [event] = await tx
          .insert(staffingRequestEvents)
          .values({
            requestId: id,
            actorId,
            fromStatus: from,
            toStatus: to,
            note: params.note ?? null,
          })
          .returning({ id: staffingRequestEvents.id });
        if (ownerId !== null && !params.silent) {
          await tx.insert(notifications).values({
            userId: ownerId,
            title: "Request status updated",
            message: `Your request for ${staffTypeLabels[row.staffType]} at ${row.companyName} is now ${humanize(to)}.`,
            type: to === "cancelled" ? "warning" : to === "completed" ? "success" : "info",
            link: requestLink(id),
            relatedId: id,
            relatedType: "staffing_request",
          });
        }
        const updated = { ...row, propertyName: await propertyNameOf(tx, row.propertyId) };
        if (event && !params.silent)
          await events?.staffingRequestStatusChanged(tx, factsOf(updated), to, event.id);
        return updated;
      });
    },
  };
}

/**
 * The error for an updateStatus that matched nothing: 409 when the request still exists (its
 * status changed meanwhile), 404 when it is gone.
 */
export async function staleOrMissing(
  repo: Pick<ReturnType<typeof staffingRequestsRepository>, "findById">,
  id: number,
): Promise<HttpError> {
  return (await repo.findById(id))
    ? new HttpError(409, "This request was just changed by someone else. Reload it and try again.")
    : new HttpError(404, "Staffing request not found");
}
