/**
 * Staffing requests and their timeline: the only code that queries those tables. It reads and
 * writes; the rules (who may change what, which notifications and e-mails a change causes) are in
 * service.ts, which runs the writes in one transaction.
 */
import { type AnyColumn, and, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { StaffingRequestStatus } from "../../../domain/enums";
import type { Database, Transaction } from "../../db/client";
import {
  properties,
  type StaffingRequestRow,
  staffingRequestEvents,
  staffingRequests,
  users,
} from "../../db/schema";

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
 * The fields of a request in the portal's answers (staffingRequestResponseSchema in
 * src/domain/api/staffing-request.ts, in its order), as SQL: the list is serialised to JSON by the database (docs/decisions/0007).
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
const ADMIN_LIST_LIMIT = 2000;

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

/** The repository on `db`; its reads are prepared once per instance. */
export function staffingRequestsRepository(db: Database) {
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
  const ownProperty = and(
    eq(properties.id, staffingRequests.propertyId),
    eq(properties.userId, sql.placeholder("userId")),
  );
  const newestOfUser = () =>
    db
      .select(withPropertyName)
      .from(staffingRequests)
      .leftJoin(properties, ownProperty)
      .where(eq(staffingRequests.userId, sql.placeholder("userId")))
      .orderBy(...newestFirst);
  const listOfUser = newestOfUser().prepare("staffing_requests_list_of_user");
  // The same list as one JSON text made by the database: no rows to decode, map, validate and
  // stringify in Node for the portal's most requested read (docs/decisions/0007).
  const listJsonOfUser = db
    .select({
      json: sql<string>`coalesce('[' || string_agg(row_to_json((select r from (select ${responseRecord}) r))::text, ',' order by ${staffingRequests.createdAt} desc, ${staffingRequests.id} desc) || ']', '[]')`,
    })
    .from(staffingRequests)
    .leftJoin(properties, ownProperty)
    .where(eq(staffingRequests.userId, sql.placeholder("userId")))
    .prepare("staffing_requests_list_json_of_user");
  // The dashboard's preview: the list above, cut to its newest few.
  const previewOfUser = newestOfUser()
    .limit(sql.placeholder("limit"))
    .prepare("staffing_requests_preview_of_user");
  const countByStatusOfUser = db
    .select({ status: staffingRequests.status, count: count() })
    .from(staffingRequests)
    .where(eq(staffingRequests.userId, sql.placeholder("userId")))
    .groupBy(staffingRequests.status)
    .prepare("staffing_requests_count_by_status_of_user");
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

    /** The newest `limit` requests of `userId`, newest first (the dashboard's preview). */
    listNewestForUser(userId: number, limit: number): Promise<StaffingRequestWithProperty[]> {
      return previewOfUser.execute({ userId, limit });
    },

    /**
     * How many requests `userId` has in each status; a status with none is absent (one
     * grouped count, no rows read into Node).
     */
    countByStatusForUser(
      userId: number,
    ): Promise<Array<{ status: StaffingRequestStatus; count: number }>> {
      return countByStatusOfUser.execute({ userId });
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

    /** Runs `work` in one transaction: everything it writes through `tx` commits or none does. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Inserts a request (status `pending`) in `tx`; returns it with its property's name. */
    async insert(tx: Transaction, input: NewStaffingRequest): Promise<StaffingRequestWithProperty> {
      const [row] = await tx.insert(staffingRequests).values(input).returning();
      if (!row) throw new Error("insert returned no row");
      return { ...row, propertyName: await propertyNameOf(tx, row.propertyId) };
    },

    /**
     * Sets the status of request `id` to `to`, only if it still is `from`, in `tx`; a `note`
     * also becomes the request's latest internal note.
     * @returns the updated request with its property's name, or undefined when it no longer
     *   exists or its status is no longer `from` (changed concurrently)
     */
    async setStatus(
      tx: Transaction,
      change: {
        id: number;
        from: StaffingRequestStatus;
        to: StaffingRequestStatus;
        note: string | null;
      },
    ): Promise<StaffingRequestWithProperty | undefined> {
      const [row] = await tx
        .update(staffingRequests)
        .set({
          status: change.to,
          updatedAt: new Date(),
          ...(change.note ? { notes: change.note } : {}),
        })
        // Only from the status the caller saw: a concurrent change makes this match nothing,
        // so the timeline never records a transition from a status the request no longer had.
        .where(and(eq(staffingRequests.id, change.id), eq(staffingRequests.status, change.from)))
        .returning();
      if (!row) return undefined;
      return { ...row, propertyName: await propertyNameOf(tx, row.propertyId) };
    },

    /**
     * Adds a timeline entry in `tx`: the request's creation (`fromStatus` null) or a status
     * change or note by `actorId` (null for a visitor). Returns the entry's id.
     */
    async addEvent(
      tx: Transaction,
      event: {
        requestId: number;
        actorId: number | null;
        fromStatus: StaffingRequestStatus | null;
        toStatus: StaffingRequestStatus;
        note: string | null;
      },
    ): Promise<number> {
      const [row] = await tx
        .insert(staffingRequestEvents)
        .values(event)
        .returning({ id: staffingRequestEvents.id });
      if (!row) throw new Error("insert returned no row");
      return row.id;
    },
  };
}
