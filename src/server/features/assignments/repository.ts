/**
 * Staff assignments and their timeline (docs/decisions/0017-placements.md): the only code that
 * queries `staff_assignments` and `assignment_events`. It reads and writes; the rules are in
 * service.ts, which runs the writes in one transaction.
 */
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { citySlug } from "../../../content/site";
import {
  type AssignmentListQuery,
  assignmentSchema,
  type StaffDirectoryQuery,
} from "../../../domain/api/assignment";
import type { SortOrder } from "../../../domain/api/list-query";
import {
  fillingAssignmentStatuses,
  occupyingAssignmentStatuses,
  openAssignmentStatuses,
  type StaffAssignmentStatus,
  type StaffType,
} from "../../../domain/enums";
import { weekDayOf } from "../../../domain/profile";
import type { Database, Transaction } from "../../db/client";
import {
  inSchemaOrder,
  isoTimestamp,
  type JsonPage,
  jsonPageWithTotal,
  preparedPerShape,
  rowJson,
  totalAlone,
} from "../../db/json";
import {
  type Cursor,
  cursorKey,
  cursorParams,
  keysetAfter,
  keysetAfterPlaceholders,
  keysetOrder,
  literalLimit,
  pageOf,
} from "../../db/keyset";
import {
  assignmentEvents,
  jobApplications,
  jobInterests,
  jobPostings,
  properties,
  type StaffAssignmentRow,
  staffAssignments,
  staffingRequests,
  staffProfiles,
  users,
} from "../../db/schema";

const managers = alias(users, "managers");

/** Whose assignments a list shows: a worker's own, a manager's properties', or every one. */
export type AssignmentScope =
  | { kind: "staff"; userId: number }
  | { kind: "manager"; userId: number }
  | { kind: "all" };

/** The assignment fields of the API with the staff member, the property and the manager. */
const assignmentFields = {
  id: staffAssignments.id,
  requestId: staffAssignments.requestId,
  propertyId: staffAssignments.propertyId,
  staffId: staffAssignments.staffId,
  managerId: staffAssignments.managerId,
  status: staffAssignments.status,
  startDate: staffAssignments.startDate,
  endDate: staffAssignments.endDate,
  notes: staffAssignments.notes,
  expiresAt: staffAssignments.expiresAt,
  cancelReason: staffAssignments.cancelReason,
  staffType: staffingRequests.staffType,
  staffName: users.fullName,
  propertyName: properties.name,
  propertyCity: properties.city,
  propertyAddress: properties.address,
  propertyOwnerId: properties.userId,
  managerName: managers.fullName,
  rating: staffAssignments.rating,
  ratingNote: staffAssignments.ratingNote,
  requestAgain: staffAssignments.requestAgain,
  ratedAt: staffAssignments.ratedAt,
  billRateCents: staffAssignments.billRateCents,
  payRateCents: staffAssignments.payRateCents,
  createdAt: staffAssignments.createdAt,
  updatedAt: staffAssignments.updatedAt,
};

/** Assignments with their staff member, property, request and manager (add WHERE). */
const joinedQuery = (executor: Pick<Database, "select">) =>
  executor
    .select(assignmentFields)
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.staffId))
    .innerJoin(properties, eq(properties.id, staffAssignments.propertyId))
    .leftJoin(staffingRequests, eq(staffingRequests.id, staffAssignments.requestId))
    .leftJoin(managers, eq(managers.id, staffAssignments.managerId));

/** One assignment row with its joined names. */
export type AssignmentJoined = Awaited<ReturnType<typeof joinedQuery>>[number];

/**
 * An assignment as the API answers it: `ratingNote` and the pay rate only with `withPrivateNote`
 * (admins), the bill rate (dollars per hour) also with `withBillRate` (the property's manager);
 * staff see neither rate (docs/decisions/0019-timesheets.md).
 */
export function presentAssignment(
  row: AssignmentJoined,
  withPrivateNote = false,
  withBillRate = withPrivateNote,
) {
  const {
    billRateCents,
    payRateCents,
    staffName,
    propertyName,
    propertyCity,
    propertyAddress,
    propertyOwnerId: _owner,
    ratingNote,
    ratedAt: _rated,
    ...rest
  } = row;
  return {
    ...rest,
    staff: { fullName: staffName ?? "" },
    property: {
      name: propertyName ?? "",
      city: propertyCity ?? "",
      address: propertyAddress ?? "",
    },
    ...(withPrivateNote ? { ratingNote } : {}),
    ...(withBillRate ? { billRate: billRateCents === null ? null : billRateCents / 100 } : {}),
    ...(withPrivateNote ? { payRate: payRateCents === null ? null : payRateCents / 100 } : {}),
  };
}
export type PresentedAssignment = ReturnType<typeof presentAssignment>;

/** `daterange(start, end, '[]')` of a row or of given days: null bounds are open ends. */
const rangeOf = (start: SQL | string | null, end: SQL | string | null) =>
  sql`daterange(${start}::date, ${end}::date, '[]')`;

/**
 * What an assignment list's filters compare with, each the value of the placeholder of its
 * name; absent filters are absent. Work days meeting `from`..`to` (`YYYY-MM-DD`) set both: a
 * missing end is null, an open end of the range.
 */
interface ListValues {
  status?: StaffAssignmentStatus;
  propertyId?: number;
  from?: string | null;
  to?: string | null;
}

function listValues(query: Partial<AssignmentListQuery>): ListValues {
  const values: ListValues = {};
  if (query.status) values.status = query.status;
  if (query.propertyId) values.propertyId = query.propertyId;
  if (query.from || query.to) {
    values.from = query.from ?? null;
    values.to = query.to ?? null;
  }
  return values;
}

/**
 * The scope's condition on placeholder `userId`: a worker's own, or a manager's properties'
 * (the statement joins `properties`).
 */
function scopeCondition(kind: AssignmentScope["kind"]): SQL | undefined {
  if (kind === "staff") return eq(staffAssignments.staffId, sql.placeholder("userId"));
  if (kind === "manager") return eq(properties.userId, sql.placeholder("userId"));
  return undefined;
}

/**
 * The list's filters set in `values`, each on a placeholder of its name: status, property, work
 * days meeting `from`..`to`.
 */
function listConditions(values: ListValues): SQL[] {
  const where: SQL[] = [];
  if (values.status) where.push(eq(staffAssignments.status, sql.placeholder("status")));
  if (values.propertyId) where.push(eq(staffAssignments.propertyId, sql.placeholder("propertyId")));
  if ("from" in values) {
    where.push(
      sql`${rangeOf(sql`${staffAssignments.startDate}`, sql`${staffAssignments.endDate}`)} && ${rangeOf(sql`${sql.placeholder("from")}`, sql`${sql.placeholder("to")}`)}`,
    );
  }
  return where;
}

/** Dollars per hour of a rate in cents, as a JSON number (`1850` → `18.5`, as `cents / 100`). */
const dollars = (cents: AnyColumn) =>
  sql`case when ${cents} is null then null else ${cents}::float8 / 100 end`;

/** Every field of an assignment's JSON, for {@link assignmentJson}'s views to choose from. */
const assignmentFieldsSql: Record<string, SQL> = {
  id: sql`${staffAssignments.id}`,
  requestId: sql`${staffAssignments.requestId}`,
  propertyId: sql`${staffAssignments.propertyId}`,
  staffId: sql`${staffAssignments.staffId}`,
  managerId: sql`${staffAssignments.managerId}`,
  status: sql`${staffAssignments.status}`,
  startDate: sql`${staffAssignments.startDate}`,
  endDate: sql`${staffAssignments.endDate}`,
  notes: sql`${staffAssignments.notes}`,
  expiresAt: isoTimestamp(staffAssignments.expiresAt),
  cancelReason: sql`${staffAssignments.cancelReason}`,
  staffType: sql`${staffingRequests.staffType}`,
  staff: rowJson({ fullName: sql`coalesce(${users.fullName}, '')` }),
  property: rowJson({
    name: sql`coalesce(${properties.name}, '')`,
    city: sql`coalesce(${properties.city}, '')`,
    address: sql`coalesce(${properties.address}, '')`,
  }),
  managerName: sql`${managers.fullName}`,
  rating: sql`${staffAssignments.rating}`,
  requestAgain: sql`${staffAssignments.requestAgain}`,
  ratingNote: sql`${staffAssignments.ratingNote}`,
  billRate: dollars(staffAssignments.billRateCents),
  payRate: dollars(staffAssignments.payRateCents),
  createdAt: isoTimestamp(staffAssignments.createdAt),
  updatedAt: isoTimestamp(staffAssignments.updatedAt),
};

/** The fields each scope's reader does not see ({@link presentAssignment}'s rules). */
const hiddenFrom: Record<AssignmentScope["kind"], string[]> = {
  staff: ["ratingNote", "billRate", "payRate"],
  manager: ["ratingNote", "payRate"],
  all: [],
};

/**
 * An assignment row in scope (with its staff member `users`, `properties`, request and
 * `managers`) as the JSON text of assignmentSchema (src/domain/api/assignment.ts) in each
 * scope's view, as {@link presentAssignment} shows it: a worker's without the rates or the
 * rating's note, a manager's with the bill rate, an admin's with both rates and the note. Built
 * once, in the schema's order: a schema field without its SQL fails at start-up.
 * tests/api/assignments-json.test.ts checks it against the schema.
 */
const assignmentJson = Object.fromEntries(
  Object.entries(hiddenFrom).map(([kind, hidden]) => [
    kind,
    sql<string>`${rowJson(inSchemaOrder(assignmentSchema, assignmentFieldsSql, hidden))}::text`,
  ]),
) as Record<AssignmentScope["kind"], SQL<string>>;

/** The staff type of a staff account: its profile's position, else its hiring application's. */
const staffTypeOfUser = sql<
  string | null
>`coalesce(${staffProfiles.position}, (select ${jobApplications.position} from ${jobApplications} where ${jobApplications.staffUserId} = ${users.id} limit 1))`;

/**
 * The repository on `db`: reads of assignments (one, a page in a scope, the directory, a
 * request's placements and timeline, candidates), guarded transitions and the job's claims.
 * Writes take the caller's transaction.
 */
export function assignmentsRepository(db: Database) {
  const joined = (executor: Pick<Database, "select"> = db) => joinedQuery(executor);

  /**
   * How many assignments in scope `kind` match the filters set in `values`, as a scalar
   * subquery on the page's placeholders, which names only its own tables (an inner FROM
   * shadows the outer one of the same name), so PostgreSQL runs it once per statement
   * (docs/decisions/0031-list-total-in-page-statement.md).
   */
  function totalQuery(kind: AssignmentScope["kind"], values: ListValues): SQL<number> {
    const where = and(scopeCondition(kind), ...listConditions(values));
    const ofManager =
      kind === "manager"
        ? sql` inner join ${properties} on ${eq(properties.id, staffAssignments.propertyId)}`
        : sql``;
    return sql<number>`(select count(*)::int from ${staffAssignments}${ofManager}${where ? sql` where ${where}` : sql``})`.mapWith(
      Number,
    );
  }

  /**
   * The SELECT of one page of the assignments in scope `kind` (placeholder `userId`) matching
   * the filters set in `values` (placeholders of their names), after the placeholders' cursor
   * when `afterCursor`, in order `sort`: each row's JSON text ({@link assignmentJson}), cursor
   * and the total. `limit`: the rows to read, written into the statement; without it, the
   * placeholder `limit`.
   */
  function pageQuery(
    kind: AssignmentScope["kind"],
    values: ListValues,
    sort: SortOrder,
    afterCursor: boolean,
    limit?: number,
  ) {
    return db
      .select({
        id: staffAssignments.id,
        json: assignmentJson[kind],
        cursorKey: cursorKey(staffAssignments),
        total: totalQuery(kind, values),
      })
      .from(staffAssignments)
      .innerJoin(users, eq(users.id, staffAssignments.staffId))
      .innerJoin(properties, eq(properties.id, staffAssignments.propertyId))
      .leftJoin(staffingRequests, eq(staffingRequests.id, staffAssignments.requestId))
      .leftJoin(managers, eq(managers.id, staffAssignments.managerId))
      .where(
        and(
          scopeCondition(kind),
          ...listConditions(values),
          afterCursor ? keysetAfterPlaceholders(staffAssignments, sort) : undefined,
        ),
      )
      .orderBy(...keysetOrder(staffAssignments, sort))
      .limit(limit === undefined ? sql.placeholder("limit") : literalLimit(limit));
  }
  // A worker's page is one of a few shapes (order, first page or later, which filters), each
  // built and prepared once (docs/decisions/0007-server-performance.md): whatever the worker,
  // its plan is a seek in staff_assignments (staff_id, created_at, id).
  const preparedWorkerPage = preparedPerShape(
    (values: ListValues, sort: SortOrder, afterCursor: boolean) =>
      [sort, afterCursor ? "after" : "first", ...Object.keys(values)].join("_"),
    (shape, values, sort, afterCursor) =>
      pageQuery("staff", values, sort, afterCursor).prepare(`assignments_page_staff_${shape}`),
  );

  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** One assignment with its people and property, or undefined; read in `tx` when given. */
    async findById(id: number, tx?: Transaction): Promise<AssignmentJoined | undefined> {
      const [row] = await joined(tx).where(eq(staffAssignments.id, id));
      return row;
    },

    /** Every assignment made for request `requestId`, any status, oldest first (admin detail). */
    ofRequest(requestId: number): Promise<AssignmentJoined[]> {
      return joined()
        .where(eq(staffAssignments.requestId, requestId))
        .orderBy(asc(staffAssignments.createdAt), asc(staffAssignments.id));
    },

    /**
     * One page of the assignments in `scope` matching `query`, in its order (decision 0013), as
     * the JSON text of the portal's answer in the scope's view ({@link assignmentJson}), with
     * how many match in all (X-Total-Count), read by the same statement (decision 0031).
     */
    async page(
      scope: AssignmentScope,
      query: AssignmentListQuery,
      cursor: Cursor | undefined,
    ): Promise<JsonPage & { total: number }> {
      const values = listValues(query);
      const params = {
        ...values,
        ...(scope.kind === "all" ? {} : { userId: scope.userId }),
        ...(cursor ? cursorParams(cursor) : {}),
        limit: query.limit + 1,
      };
      // A worker's page is prepared per shape. A manager's and an admin's are built per call
      // with the page size written into the statement (decision 0034): a generic plan, made
      // without the manager's id and with `LIMIT $n`, walked every placement newest first
      // (docs/decisions/0036-placements-list-json.md).
      const rows =
        scope.kind === "staff"
          ? await preparedWorkerPage(values, query.sort, cursor !== undefined).execute(params)
          : await pageQuery(
              scope.kind,
              values,
              query.sort,
              cursor !== undefined,
              query.limit + 1,
            ).execute(params);
      return jsonPageWithTotal(rows, query, cursor, () =>
        totalAlone(db, totalQuery(scope.kind, values), params),
      );
    },

    /**
     * One page of the staff directory of manager `userId`: every placement (confirmed, active,
     * completed) at their properties, filtered by property and staff type.
     */
    async directoryPage(userId: number, query: StaffDirectoryQuery, cursor: Cursor | undefined) {
      const rows = await db
        .select({
          id: staffAssignments.id,
          assignmentId: staffAssignments.id,
          staffId: staffAssignments.staffId,
          fullName: users.fullName,
          staffType: staffingRequests.staffType,
          propertyId: staffAssignments.propertyId,
          propertyName: properties.name,
          startDate: staffAssignments.startDate,
          endDate: staffAssignments.endDate,
          status: staffAssignments.status,
          rating: staffAssignments.rating,
          requestAgain: staffAssignments.requestAgain,
          cursorKey: cursorKey(staffAssignments),
        })
        .from(staffAssignments)
        .innerJoin(users, eq(users.id, staffAssignments.staffId))
        .innerJoin(properties, eq(properties.id, staffAssignments.propertyId))
        .leftJoin(staffingRequests, eq(staffingRequests.id, staffAssignments.requestId))
        .where(and(...directoryConditions(userId, query), keysetAfter(staffAssignments, cursor)))
        .orderBy(...keysetOrder(staffAssignments, query.sort))
        .limit(literalLimit(query.limit + 1));
      const page = pageOf(rows, query.limit, query.sort);
      return { ...page, items: page.items.map(({ id: _id, ...row }) => row) };
    },

    /** How many directory rows of manager `userId` match `query`. */
    async directoryCount(userId: number, query: Partial<StaffDirectoryQuery>): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffAssignments)
        .innerJoin(properties, eq(properties.id, staffAssignments.propertyId))
        .leftJoin(staffingRequests, eq(staffingRequests.id, staffAssignments.requestId))
        .where(and(...directoryConditions(userId, query)));
      return row?.n ?? 0;
    },

    /** The user `id` if it is a staff account, locked for the rest of `tx` (serialises its offers). */
    async lockStaffUser(tx: Transaction, id: number) {
      const [row] = await tx
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, "staff")))
        .for("update");
      return row;
    },

    /** The city of property `id` (undefined when it is gone). */
    async propertyCity(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ city: properties.city })
        .from(properties)
        .where(eq(properties.id, id));
      return row?.city;
    },

    /** The e-mail address of user `id`, read in `tx` (null when there is none). */
    async emailOfUser(tx: Transaction, id: number | null): Promise<string | null> {
      if (id === null) return null;
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
      return row?.email ?? null;
    },

    /** An open assignment (offered, confirmed, active) of `staffId` on request `requestId`. */
    async openOnRequest(tx: Transaction, staffId: number, requestId: number) {
      const [row] = await tx
        .select({ id: staffAssignments.id, status: staffAssignments.status })
        .from(staffAssignments)
        .where(
          and(
            eq(staffAssignments.staffId, staffId),
            eq(staffAssignments.requestId, requestId),
            inArray(staffAssignments.status, [...openAssignmentStatuses]),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * A confirmed or active assignment of `staffId` whose days meet `start`..`end` (null: open
     * ended), other than `exceptId`, with its property's name; undefined when none.
     */
    async overlapping(
      tx: Transaction,
      staffId: number,
      start: string | null,
      end: string | null,
      exceptId?: number,
    ) {
      const [row] = await tx
        .select({
          id: staffAssignments.id,
          startDate: staffAssignments.startDate,
          endDate: staffAssignments.endDate,
          propertyName: properties.name,
        })
        .from(staffAssignments)
        .innerJoin(properties, eq(properties.id, staffAssignments.propertyId))
        .where(
          and(
            eq(staffAssignments.staffId, staffId),
            inArray(staffAssignments.status, [...occupyingAssignmentStatuses]),
            sql`${rangeOf(sql`${staffAssignments.startDate}`, sql`${staffAssignments.endDate}`)} && ${rangeOf(start, end)}`,
            exceptId === undefined ? undefined : sql`${staffAssignments.id} <> ${exceptId}`,
          ),
        )
        .limit(1);
      return row;
    },

    /** Inserts an assignment in `tx`; returns its row. */
    async insert(
      tx: Transaction,
      values: typeof staffAssignments.$inferInsert,
    ): Promise<StaffAssignmentRow> {
      const [row] = await tx.insert(staffAssignments).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /**
     * Moves assignment `id` to `to` only from one of `from` (what the caller saw), in `tx`, with
     * `extra` columns; undefined when its status was no longer one of them.
     */
    async transition(
      tx: Transaction,
      id: number,
      from: readonly StaffAssignmentStatus[],
      to: StaffAssignmentStatus,
      extra: Partial<typeof staffAssignments.$inferInsert> = {},
    ): Promise<StaffAssignmentRow | undefined> {
      const [row] = await tx
        .update(staffAssignments)
        .set({ ...extra, status: to, updatedAt: new Date() })
        .where(and(eq(staffAssignments.id, id), inArray(staffAssignments.status, [...from])))
        .returning();
      return row;
    },

    /** Records the rating of assignment `id` once (undefined when it was already rated). */
    async rate(
      tx: Transaction,
      id: number,
      rating: { rating: number; note: string | null; requestAgain: boolean },
    ) {
      const [row] = await tx
        .update(staffAssignments)
        .set({
          rating: rating.rating,
          ratingNote: rating.note,
          requestAgain: rating.requestAgain,
          ratedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(staffAssignments.id, id),
            eq(staffAssignments.status, "completed"),
            isNull(staffAssignments.ratedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Adds a step to the placement timeline in `tx`. */
    async addEvent(tx: Transaction, event: typeof assignmentEvents.$inferInsert): Promise<void> {
      await tx.insert(assignmentEvents).values(event);
    },

    /** The placement timeline of request `requestId`, oldest first, with who did each step. */
    eventsOfRequest(requestId: number) {
      return db
        .select({
          id: assignmentEvents.id,
          assignmentId: assignmentEvents.assignmentId,
          fromStatus: assignmentEvents.fromStatus,
          toStatus: assignmentEvents.toStatus,
          note: assignmentEvents.note,
          actorName: users.fullName,
          createdAt: assignmentEvents.createdAt,
        })
        .from(assignmentEvents)
        .leftJoin(users, eq(users.id, assignmentEvents.actorId))
        .where(eq(assignmentEvents.requestId, requestId))
        .orderBy(asc(assignmentEvents.createdAt), asc(assignmentEvents.id));
    },

    /**
     * Staff accounts ranked for a request: available (no confirmed or active assignment meeting
     * its days; everyone, when the request gives no dates) before busy; people who pressed "I'm
     * interested" on a job posting published from it, unless their recorded staff types are others
     * (decision 0020); for an emergency, call-out staff of its type; "request again" by its
     * manager; a matching staff type (the profile's roles, its position or the hiring
     * application's); the property's city among the
     * places the worker chose; having worked in that city; the start day's weekday in the
     * worker's weekly availability; then by name. Deleted accounts never appear. The best `limit`.
     */
    async candidates(request: {
      /** The request's id: interest in its job postings ranks first. */
      id: number;
      managerId: number | null;
      /** An emergency request: call-out staff of its staff type rank first. */
      emergency: boolean;
      staffType: StaffType;
      city: string | null;
      startDate: string | null;
      endDate: string | null;
      limit: number;
    }) {
      const requestedAgain = request.managerId
        ? sql<boolean>`exists (select 1 from ${staffAssignments} a join ${properties} p on p.id = a.property_id where a.staff_id = ${users.id} and p.user_id = ${request.managerId} and a.request_again)`
        : sql<boolean>`false`;
      const typeMatches = sql<boolean>`(coalesce(${staffTypeOfUser} = ${request.staffType}, false) or ${request.staffType} = any(coalesce(${staffProfiles.staffTypes}, '{}')))`;
      const servesCity = request.city
        ? sql<boolean>`${citySlug(request.city)} = any(coalesce(${staffProfiles.workCities}, '{}'))`
        : sql<boolean>`false`;
      const worksStartDay = request.startDate
        ? sql<boolean>`exists (select 1 from unnest(${staffProfiles.availabilitySlots}) slot where starts_with(slot, ${`${weekDayOf(request.startDate)}:`}))`
        : sql<boolean>`false`;
      const interested = sql<boolean>`exists (select 1 from ${jobInterests} i join ${jobPostings} j on j.id = i.posting_id where i.user_id = ${users.id} and j.request_id = ${request.id})`;
      const cityMatches = request.city
        ? sql<boolean>`exists (select 1 from ${staffAssignments} a join ${properties} p on p.id = a.property_id where a.staff_id = ${users.id} and lower(p.city) = lower(${request.city}) and a.status in ('confirmed', 'active', 'completed'))`
        : sql<boolean>`false`;
      // A request without dates says nothing about when: nobody counts as busy for it.
      const busy =
        request.startDate === null && request.endDate === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${staffAssignments} a where a.staff_id = ${users.id} and a.status in ('confirmed', 'active') and daterange(a.start_date, a.end_date, '[]') && ${rangeOf(request.startDate, request.endDate)})`;
      const rows = await db
        .select({
          staffId: users.id,
          fullName: users.fullName,
          email: users.email,
          staffType: staffTypeOfUser,
          requestedAgain,
          staffTypeMatches: typeMatches,
          cityMatches,
          servesCity,
          worksStartDay,
          available: sql<boolean>`not ${busy}`,
          emergencyCallouts: sql<boolean>`coalesce(${staffProfiles.emergencyCallouts}, false)`,
          interested,
        })
        .from(users)
        .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(and(eq(users.role, "staff"), isNull(users.deletedAt)))
        // A rank that is the same for everyone (no manager, no city) is left out of the order:
        // PostgreSQL refuses a bare constant in ORDER BY ("non-integer constant").
        .orderBy(
          desc(sql`not ${busy}`),
          // Interest in a posting of the request counts unless the person is known to do other
          // kinds of work (pressing it says they do this one; decision 0020).
          desc(
            sql`${interested} and (${typeMatches} or (${staffTypeOfUser} is null and coalesce(cardinality(${staffProfiles.staffTypes}), 0) = 0))`,
          ),
          // An emergency goes first to people who take call-outs and do this kind of work.
          ...(request.emergency
            ? [desc(sql`coalesce(${staffProfiles.emergencyCallouts}, false) and ${typeMatches}`)]
            : []),
          ...(request.managerId ? [desc(requestedAgain)] : []),
          desc(typeMatches),
          ...(request.city ? [desc(servesCity), desc(cityMatches)] : []),
          ...(request.startDate ? [desc(worksStartDay)] : []),
          asc(users.fullName),
          asc(users.id),
        )
        .limit(literalLimit(request.limit));
      return rows;
    },

    /** Whether staff member `userId` takes emergency call-outs (false without a profile). */
    async emergencyCalloutsOf(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ callouts: staffProfiles.emergencyCallouts })
        .from(staffProfiles)
        .where(eq(staffProfiles.userId, userId));
      return row?.callouts ?? false;
    },

    /** Records whether staff member `userId` takes emergency call-outs (creates their profile). */
    async setEmergencyCallouts(userId: number, callouts: boolean): Promise<boolean> {
      const [row] = await db
        .insert(staffProfiles)
        .values({ userId, emergencyCallouts: callouts })
        .onConflictDoUpdate({
          target: staffProfiles.userId,
          set: { emergencyCallouts: callouts, updatedAt: new Date() },
        })
        .returning({ callouts: staffProfiles.emergencyCallouts });
      return row?.callouts ?? callouts;
    },

    /**
     * Expires up to `limit` open offers whose deadline is at or before `now`, in `tx`: one
     * UPDATE … RETURNING whose WHERE is checked again on each row it locks, so two instances
     * never expire (and report) the same offer twice.
     */
    async expireOffers(tx: Transaction, now: Date, limit: number): Promise<StaffAssignmentRow[]> {
      return claimDue(
        tx,
        and(eq(staffAssignments.status, "offered"), lte(staffAssignments.expiresAt, now)),
        { status: "expired", updatedAt: now },
        limit,
      );
    },

    /** Up to `limit` confirmed assignments whose start day has come (`today` or before) become active. */
    async startDue(tx: Transaction, today: string, limit: number): Promise<StaffAssignmentRow[]> {
      return claimDue(
        tx,
        and(eq(staffAssignments.status, "confirmed"), lte(staffAssignments.startDate, today)),
        { status: "active", updatedAt: new Date() },
        limit,
      );
    },

    /** Up to `limit` confirmed or active assignments whose end day is before `today` become completed. */
    async completeDue(
      tx: Transaction,
      today: string,
      limit: number,
    ): Promise<StaffAssignmentRow[]> {
      return claimDue(
        tx,
        and(
          or(eq(staffAssignments.status, "confirmed"), eq(staffAssignments.status, "active")),
          sql`${staffAssignments.endDate} < ${today}::date`,
        ),
        { status: "completed", updatedAt: new Date() },
        limit,
      );
    },
  };
}

/**
 * Moves up to `limit` assignments matching `due` to `set` and returns them. The condition is in
 * the UPDATE itself as well as in the sub-select that picks the rows: an instance that waited
 * for another's lock re-checks it and skips a row already moved. The rows are picked in no
 * order: ordered by id, PostgreSQL walks the primary key through every finished placement
 * (132 ms at 500,000) instead of reading the partial index of those still due (0.07 ms).
 */
function claimDue(
  tx: Transaction,
  due: SQL | undefined,
  set: { status: StaffAssignmentStatus; updatedAt: Date },
  limit: number,
): Promise<StaffAssignmentRow[]> {
  const picked = tx
    .select({ id: staffAssignments.id })
    .from(staffAssignments)
    .where(due)
    .limit(limit);
  return tx
    .update(staffAssignments)
    .set(set)
    .where(and(due, inArray(staffAssignments.id, picked)))
    .returning();
}

/** The directory's conditions: the manager's properties, placements only, the filters. */
function directoryConditions(userId: number, query: Partial<StaffDirectoryQuery>): SQL[] {
  const where: SQL[] = [
    eq(properties.userId, userId),
    inArray(staffAssignments.status, [...fillingAssignmentStatuses]),
  ];
  if (query.propertyId) where.push(eq(staffAssignments.propertyId, query.propertyId));
  if (query.staffType) where.push(eq(staffingRequests.staffType, query.staffType));
  return where;
}
