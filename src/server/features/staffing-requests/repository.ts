/**
 * Staffing requests and their timeline: the only code that queries those tables. It reads and
 * writes; the rules (who may change what, which notifications and e-mails a change causes) are in
 * service.ts, which runs the writes in one transaction.
 */
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { RequestFilters, RequestListQuery, SortOrder } from "../../../domain/api/list-query";
import {
  fillingAssignmentStatuses,
  type StaffingRequestStatus,
  type StaffType,
  staffTypeLabels,
  staffTypes,
} from "../../../domain/enums";
import type { Database, Transaction } from "../../db/client";
import {
  isoTimestamp,
  type JsonPage,
  jsonArray,
  jsonPageWithTotal,
  preparedPerShape,
  rowJson,
  totalAlone,
} from "../../db/json";
import {
  type Cursor,
  cursorKey,
  cursorParams,
  keysetAfterPlaceholders,
  keysetOrder,
} from "../../db/keyset";
import {
  properties,
  type StaffingRequestRow,
  staffAssignments,
  staffingRequestColumns,
  staffingRequestEvents,
  staffingRequestOwnerCounts,
  staffingRequestOwnerVersions,
  staffingRequests,
  users,
} from "../../db/schema";
import { containsPattern, containsText, indexedWords, searchPatterns } from "../../db/search";
import { versionedCounts, versionedTotal } from "../../db/versioned-counts";
import { badgesJson } from "../documents/repository";
import { propertyFields } from "../properties/repository";

/**
 * A request's emergency as the API shows it: null, or its reason, promised response time and the
 * agency's first response (null until then; the manager's countdown stops there).
 */
export type Emergency = {
  reason: NonNullable<StaffingRequestRow["emergencyReason"]>;
  respondBy: Date;
  respondedAt: Date | null;
};

export type StaffingRequestWithProperty = StaffingRequestRow & {
  propertyName: string | null;
  filled: number;
  emergency: Emergency | null;
};

/**
 * The API's `emergency` of a request row: `{ reason, respondBy, respondedAt }` when it was marked
 * Emergency, else null (docs/decisions/0017-placements.md).
 */
export function emergencyOf(
  row: Pick<StaffingRequestRow, "emergencyReason" | "respondBy" | "respondedAt">,
): Emergency | null {
  return row.emergencyReason && row.respondBy
    ? { reason: row.emergencyReason, respondBy: row.respondBy, respondedAt: row.respondedAt }
    : null;
}

/**
 * How many positions of the request row in scope are filled (its confirmed, active and completed
 * assignments; decision 0017): a correlated count read by the staff_assignments (request_id)
 * index, so a page of 50 requests costs 50 index probes, whatever the table's size.
 */
export const filledPositions =
  sql<number>`(select count(*)::int from ${staffAssignments} where ${staffAssignments.requestId} = ${staffingRequests.id} and ${staffAssignments.status} in ('confirmed', 'active', 'completed'))`.mapWith(
    Number,
  );

/** Adds the API's `emergency` to a request row. */
function present<T extends StaffingRequestRow>(row: T): T & { emergency: Emergency | null } {
  return { ...row, emergency: emergencyOf(row) };
}

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
  headcount: number;
  emergencyReason: Emergency["reason"] | null;
  respondBy: Date | null;
}

/** A request row with its filled positions (what an UPDATE … RETURNING gives back). */
const withFilled = { ...staffingRequestColumns, filled: filledPositions };
const withPropertyName = { ...withFilled, propertyName: properties.name };

/**
 * The fields of a request row in scope with its property's name (the joined `properties` row), as
 * staffingRequestResponseSchema in src/domain/api/staffing-request.ts names and orders them,
 * timestamps as `Date#toJSON` writes them. Internal notes are not among them.
 */
export const requestFields: Record<string, SQL> = {
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
  headcount: sql`${staffingRequests.headcount}`,
  filled: sql`${filledPositions}`,
  // emergencyOf's rule: an emergency has both its reason and its promised time.
  emergency: sql`case when ${staffingRequests.emergencyReason} is not null and ${staffingRequests.respondBy} is not null then ${rowJson(
    {
      reason: sql`${staffingRequests.emergencyReason}`,
      respondBy: isoTimestamp(staffingRequests.respondBy),
      respondedAt: isoTimestamp(staffingRequests.respondedAt),
    },
  )} end`,
  createdAt: isoTimestamp(staffingRequests.createdAt),
  updatedAt: isoTimestamp(staffingRequests.updatedAt),
};

/**
 * The name of the request row's property, read by its primary key for each row the answer holds:
 * only when the property is the request's owner's (`ownerOnly`: a request can point at another
 * account's property only if made by hand, and a list must not show that account's name), else
 * whoever's it is (the admin's list of everyone's). A subquery rather than a join
 * (docs/decisions/0031-list-total-in-page-statement.md): with a join PostgreSQL's generic plan of
 * the prepared page, used from its sixth execution, read all of the owner's properties once and
 * compared each page row with every one of them (20,377 comparisons for a page of 51 and 500
 * properties), so the page cost grew with the owner's properties.
 */
export const requestPropertyName = (ownerOnly: boolean): SQL =>
  sql`(select ${properties.name} from ${properties} where ${properties.id} = ${staffingRequests.propertyId}${
    ownerOnly ? sql` and ${properties.userId} = ${staffingRequests.userId}` : sql``
  })`;

/**
 * A request row in scope as a list's row, the JSON text of the portal's answer
 * ({@link requestFields} with {@link requestPropertyName}), made by the database: the list's page
 * is sent as PostgreSQL writes it, with no rows to decode, validate and stringify in Node
 * (docs/decisions/0007-server-performance.md). tests/api/staffing-requests-json.test.ts checks
 * that this text equals what the schema makes of the same rows, on both databases.
 */
const requestJson = (ownerOnly: boolean) =>
  sql<string>`${rowJson({ ...requestFields, propertyName: requestPropertyName(ownerOnly) })}::text`;

/** A timeline entry in scope (with its actor as `users`), with its internal note or without. */
const eventFields = (withNote: boolean) => ({
  id: sql`${staffingRequestEvents.id}`,
  fromStatus: sql`${staffingRequestEvents.fromStatus}`,
  toStatus: sql`${staffingRequestEvents.toStatus}`,
  actorName: sql`${users.fullName}`,
  actorRole: sql`${users.role}`,
  ...(withNote ? { note: sql`${staffingRequestEvents.note}` } : {}),
  createdAt: isoTimestamp(staffingRequestEvents.createdAt),
});

/**
 * The JSON text of GET /api/portal/staffing-requests/{id} (staffingRequestDetailSchema) for the
 * request row in scope, joined with its owner's property as `properties`: the request's fields,
 * then its property, its timeline oldest first (internal notes when the placeholder `admin` is
 * true), and the people placed (confirmed, active and completed assignments, by start date) with
 * the badges of their verified documents unexpired on the placeholder `today` (documents'
 * `badgesOf`). One statement instead of five in three round trips
 * (docs/decisions/0030-request-detail-one-statement.md).
 */
const detailJson = sql<string>`${rowJson({
  ...requestFields,
  property: sql`case when ${properties.id} is not null then ${rowJson(propertyFields)} end`,
  events: jsonArray(
    sql`case when ${sql.placeholder("admin")}::boolean then ${rowJson(eventFields(true))} else ${rowJson(eventFields(false))} end`,
    sql`from ${staffingRequestEvents} left join ${users} on ${users.id} = ${staffingRequestEvents.actorId}
        where ${staffingRequestEvents.requestId} = ${staffingRequests.id}`,
    sql`${staffingRequestEvents.createdAt}, ${staffingRequestEvents.id}`,
  ),
  placements: jsonArray(
    rowJson({
      assignmentId: sql`${staffAssignments.id}`,
      fullName: sql`${users.fullName}`,
      staffType: sql`${staffingRequests.staffType}`,
      startDate: sql`${staffAssignments.startDate}`,
      endDate: sql`${staffAssignments.endDate}`,
      status: sql`${staffAssignments.status}`,
      badges: badgesJson(staffAssignments.staffId),
    }),
    sql`from ${staffAssignments} inner join ${users} on ${users.id} = ${staffAssignments.staffId}
        where ${staffAssignments.requestId} = ${staffingRequests.id}
          and ${inArray(staffAssignments.status, [...fillingAssignmentStatuses])}`,
    sql`${staffAssignments.startDate}, ${staffAssignments.id}`,
  ),
})}::text`;

/** The most words of a search ({@link indexedWords}) whose page is built once per shape. */
const PREPARED_SEARCH_WORDS = 4;

/** Staff types whose value or label holds `q` (case-insensitive): "guards" finds none, "secur" security. */
function staffTypesMatching(q: string): StaffType[] {
  const needle = q.toLowerCase();
  return staffTypes.filter(
    (type) => type.includes(needle) || staffTypeLabels[type].toLowerCase().includes(needle),
  );
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * What a request list's equality, date and city filters compare with, as SQL binds them:
 * created from/to become the instants that bound those calendar days (inclusive, UTC) as ISO
 * text, the city an ILIKE pattern. Absent filters are absent.
 */
interface FilterValues {
  status?: StaffingRequestStatus;
  staffType?: StaffType;
  propertyId?: number;
  from?: string;
  to?: string;
  city?: string;
}

function filterValues(filters: Partial<RequestFilters> & { city?: string }): FilterValues {
  const values: FilterValues = {};
  if (filters.status) values.status = filters.status;
  if (filters.staffType) values.staffType = filters.staffType;
  if (filters.propertyId) values.propertyId = filters.propertyId;
  if (filters.from) values.from = dayStart(filters.from).toISOString();
  if (filters.to) values.to = nextDay(filters.to).toISOString();
  if (filters.city) values.city = containsPattern(filters.city);
  return values;
}

/** The ids of the properties whose city holds `pattern` (an ILIKE pattern), as a subquery. */
export function propertiesInCity(pattern: SQL | string): SQL {
  return sql`select ${properties.id} from ${properties} where ${properties.city} ilike ${pattern}`;
}

/**
 * `pattern` (an ILIKE pattern) in the city of a request's property: the request's property is
 * among the properties so named. A subquery rather than a join, so a list reads the properties
 * once, not once per request it passes over, and needs no join to filter.
 */
export function propertyCityMatches(pattern: SQL | string): SQL {
  return sql`${staffingRequests.propertyId} in (${propertiesInCity(pattern)})`;
}

/**
 * The conditions of the filters set in `values`, each compared with `bind(name)`: the value
 * itself, or a placeholder of a prepared statement. `city` is the property's city or the
 * company name.
 */
function filterConditions(values: FilterValues, bind: (name: keyof FilterValues) => SQL): SQL[] {
  const where: SQL[] = [];
  if (values.status) where.push(sql`${staffingRequests.status} = ${bind("status")}`);
  if (values.staffType) where.push(sql`${staffingRequests.staffType} = ${bind("staffType")}`);
  if (values.propertyId) where.push(sql`${staffingRequests.propertyId} = ${bind("propertyId")}`);
  if (values.from) where.push(sql`${staffingRequests.createdAt} >= ${bind("from")}`);
  if (values.to) where.push(sql`${staffingRequests.createdAt} < ${bind("to")}`);
  if (values.city) {
    const city = bind("city");
    where.push(
      sql`(${propertyCityMatches(city)} or ${staffingRequests.companyName} ilike ${city})`,
    );
  }
  return where;
}

/**
 * `q`: a substring of the indexed search text, or the name of a staff type; its patterns
 * written by `bind` ({@link containsText}: values, or placeholders of {@link searchPatterns}).
 */
function searchCondition(q: string, bind?: (name: string, pattern: string) => unknown): SQL {
  const text = containsText(staffingRequests.searchText, q, bind);
  const types = staffTypesMatching(q);
  return types.length ? (or(text, inArray(staffingRequests.staffType, types)) ?? text) : text;
}

/**
 * The WHERE conditions of a request list's filters (src/domain/api/list-query.ts): status, staff
 * type, property, created from/to (calendar days, inclusive, UTC), `q` (a substring of the
 * indexed search text, or a staff type's name) and, for the admin console, `city` (the
 * property's city or the company name).
 */
export function requestConditions(filters: Partial<RequestFilters> & { city?: string }): SQL[] {
  const values = filterValues(filters);
  const where = filterConditions(values, (name) => sql`${values[name]}`);
  if (filters.q) where.push(searchCondition(filters.q));
  return where;
}

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

  // The portal's fixed reads, built once and prepared (PostgreSQL plans each once per
  // connection); the list's pages depend on their filters and are built per call. Every one is
  // an index scan: staffing_requests (user_id, created_at, id), the primary keys,
  // staffing_request_events (request_id, created_at).
  // A user's counts come from the trigger-kept staffing_request_owner_counts (decision 0023): at
  // most five rows by its primary key, whatever the number of requests ({@link totalQuery}).
  const ownCounts = staffingRequestOwnerCounts;
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
  // The detail names its owner's property only, like the list: a request can point at another
  // account's property only if made by hand, and must not show that account's property.
  const detailOf = db
    .select({ json: detailJson })
    .from(staffingRequests)
    .leftJoin(
      properties,
      and(
        eq(properties.id, staffingRequests.propertyId),
        eq(properties.userId, staffingRequests.userId),
      ),
    )
    .where(
      and(
        eq(staffingRequests.id, sql.placeholder("id")),
        or(
          eq(staffingRequests.userId, sql.placeholder("viewerId")),
          sql`${sql.placeholder("admin")}::boolean`,
        ),
      ),
    )
    .prepare("staffing_request_detail");

  /** Whether the per-user counters answer a user's list with these filters: `status` or none. */
  const countersAnswer = (values: FilterValues, q?: string) =>
    !q && Object.keys(values).every((name) => name === "status");
  /** The version of the user's requests (0 without a row), as a scalar subquery by primary key. */
  const ownVersion = sql<number>`coalesce((select ${staffingRequestOwnerVersions.version}
    from ${staffingRequestOwnerVersions}
    where ${staffingRequestOwnerVersions.userId} = ${sql.placeholder("userId")}), 0)`;
  // A user's filtered counts, remembered with the version of their requests (decision 0042).
  const counts = versionedCounts();

  /**
   * How many requests match the list's filters, as a scalar subquery for the page's SELECT
   * (decision 0031): of `userId`'s requests when `owned` (else everyone's), with the filters set
   * in `values` (placeholders of the same names) and the search `q` (bound as a value). It names
   * only its own `staffing_requests`, so PostgreSQL runs it once per statement (an InitPlan),
   * whatever the page's length. A user's requests with no filter but `status` are read from the
   * trigger-kept per-user counts (decision 0023), the portal list's default view and its status
   * tabs: the counters know only owner and status, so any other filter counts the matching rows.
   */
  function totalQuery(
    owned: boolean,
    values: FilterValues,
    q?: string,
    bind?: (name: string, pattern: string) => unknown,
  ): SQL<number> {
    if (owned && countersAnswer(values, q)) {
      const inStatus = values.status
        ? sql` and ${ownCounts.status} = ${sql.placeholder("status")}`
        : sql``;
      return sql<number>`(select coalesce(sum(${ownCounts.n}), 0)::int from ${ownCounts}
        where ${ownCounts.userId} = ${sql.placeholder("userId")}${inStatus})`.mapWith(Number);
    }
    const where = and(
      owned ? eq(staffingRequests.userId, sql.placeholder("userId")) : undefined,
      ...filterConditions(values, (name) => sql`${sql.placeholder(name)}`),
      q ? searchCondition(q, bind) : undefined,
    );
    return sql<number>`(select count(*)::int from ${staffingRequests}${where ? sql` where ${where}` : sql``})`.mapWith(
      Number,
    );
  }

  /**
   * The SELECT of one page of requests with the filters set in `values` (compared with
   * placeholders of the same names), of `userId`'s requests when `owned` (else everyone's),
   * after the placeholders' cursor when `afterCursor`, at most `limit` rows; a search `q` has
   * its patterns written by `bind` (values by default, or placeholders of {@link searchPatterns}).
   * A user's count that the counters cannot give comes with the version of their requests, and
   * is left out unless `counted` (decision 0042).
   */
  function pageQuery(
    owned: boolean,
    values: FilterValues,
    sort: SortOrder,
    afterCursor: boolean,
    counted: boolean,
    q?: string,
    bind?: (name: string, pattern: string) => unknown,
  ) {
    return db
      .select({
        id: staffingRequests.id,
        json: requestJson(owned),
        cursorKey: cursorKey(staffingRequests),
        ...(owned && !countersAnswer(values, q)
          ? versionedTotal(ownVersion, totalQuery(owned, values, q, bind), counted)
          : { total: totalQuery(owned, values, q, bind) }),
      })
      .from(staffingRequests)
      .where(
        and(
          owned ? eq(staffingRequests.userId, sql.placeholder("userId")) : undefined,
          ...filterConditions(values, (name) => sql`${sql.placeholder(name)}`),
          q ? searchCondition(q, bind) : undefined,
          afterCursor ? keysetAfterPlaceholders(staffingRequests, sort) : undefined,
        ),
      )
      .orderBy(...keysetOrder(staffingRequests, sort))
      .limit(sql.placeholder("limit"));
  }
  // A list's page is one of a few shapes (whose requests, which filters, which order, first page
  // or not), each built and prepared once, when first asked for: building a query with Drizzle
  // cost more CPU than PostgreSQL's answer to it (docs/decisions/0007-server-performance.md).
  const shapeName = (
    owned: boolean,
    values: FilterValues,
    sort: SortOrder,
    afterCursor: boolean,
    counted: boolean,
  ) =>
    [
      owned ? "own" : "all",
      sort,
      afterCursor ? "after" : "first",
      counted ? "counted" : "known",
      ...Object.keys(values),
    ].join("_");
  const preparedPage = preparedPerShape(shapeName, (shape, owned, values, sort, after, counted) =>
    pageQuery(owned, values, sort, after, counted).prepare(`staffing_requests_page_${shape}`),
  );
  // A search's page is built once per shape as well: the shape above, the number of q's words
  // the trigram index is asked for and the staff types q names, with q's patterns as
  // placeholders (building it cost about 0.45 ms of the large client's search, on PGlite). It
  // stays an unnamed statement (an empty name: node-postgres then sends the unnamed Parse, and
  // PGlite keeps no pattern match prepared, db/pglite-statements.ts), planned with its values
  // on every call: a generic plan cannot tell a word that 1 in 11 rows holds from one that
  // none does, and would walk every one of a large client's requests for the second. A text of
  // more words is built per call.
  const preparedSearchPage = preparedPerShape(
    (
      owned: boolean,
      values: FilterValues,
      sort: SortOrder,
      afterCursor: boolean,
      counted: boolean,
      shape: string,
      _q: string,
    ) => `${shapeName(owned, values, sort, afterCursor, counted)}_${shape}`,
    (_, owned, values, sort, afterCursor, counted, _shape, q) =>
      pageQuery(owned, values, sort, afterCursor, counted, q, (name) =>
        sql.placeholder(name),
      ).prepare(""),
  );
  /** The shape of q's search for {@link preparedSearchPage}, or undefined beyond its words. */
  const searchShape = (q: string) => {
    const words = indexedWords(q)?.length ?? 0;
    return words <= PREPARED_SEARCH_WORDS
      ? `q${words}_${staffTypesMatching(q).join("+")}`
      : undefined;
  };

  return {
    /**
     * One page of the requests of `userId` (null: everyone's, for admins) matching `query`'s
     * filters, in its order, after `cursor` (keyset pagination, src/server/db/keyset.ts), as
     * the JSON text of the portal's answer ({@link requestJson}), with how many requests match
     * the filters in all (X-Total-Count), read by the same statement (decision 0031).
     */
    async page(
      userId: number | null,
      query: RequestListQuery,
      cursor: Cursor | undefined,
    ): Promise<JsonPage & { total: number }> {
      const owned = userId !== null;
      const values = filterValues(query);
      // The count's key: whose requests and which filters (the order and the cursor do not
      // change it); only a user's list whose count the counters cannot give has one.
      const countKey =
        owned && !countersAnswer(values, query.q)
          ? `${userId}\n${query.q ?? ""}\n${JSON.stringify(values)}`
          : undefined;
      const known = countKey ? counts.known(countKey) : undefined;
      const counted = !known;
      const params = {
        ...values,
        ...(owned ? { userId } : {}),
        ...(cursor ? cursorParams(cursor) : {}),
        limit: query.limit + 1,
      };
      const after = cursor !== undefined;
      const shape = query.q ? searchShape(query.q) : undefined;
      const rows = !query.q
        ? await preparedPage(owned, values, query.sort, after, counted).execute(params)
        : shape
          ? await preparedSearchPage(
              owned,
              values,
              query.sort,
              after,
              counted,
              shape,
              query.q,
            ).execute({ ...params, ...searchPatterns(query.q) })
          : await pageQuery(owned, values, query.sort, after, counted, query.q).execute(params);
      const [first] = rows;
      if (countKey && first && "version" in first) {
        // The count with its version, read together when the requests changed since the
        // remembered one.
        const countNow = async () => {
          const [now] = await db
            .select(versionedTotal(ownVersion, totalQuery(owned, values, query.q), true))
            .from(sql`(values (1)) as one`)
            .execute(params);
          return { version: now?.version ?? 0, total: now?.total ?? 0 };
        };
        const total = await counts.totalOf(countKey, known, first, countNow);
        rows[0] = { ...first, total };
      }
      return jsonPageWithTotal(rows, query, cursor, () =>
        totalAlone(db, totalQuery(owned, values, query.q), params),
      );
    },

    /** One request with its property's name, whoever owns it (callers authorise). */
    async findById(id: number): Promise<StaffingRequestWithProperty | undefined> {
      const [row] = await byId.execute({ id });
      return row && present(row);
    },

    /**
     * The JSON text of request `id`'s detail ({@link detailJson}) if `viewer` may see it (it is
     * theirs, or they are an admin; an admin also reads the timeline's internal notes), else
     * undefined (the route answers 404 either way: spec section 7). Badges count the documents
     * unexpired on `today` (`YYYY-MM-DD`, the agency's calendar day).
     */
    async detailJson(
      id: number,
      viewer: { id: number; admin: boolean },
      today: string,
    ): Promise<string | undefined> {
      const [row] = await detailOf.execute({ id, viewerId: viewer.id, admin: viewer.admin, today });
      return row?.json;
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
      const [row] = await tx
        .insert(staffingRequests)
        .values(input)
        .returning(staffingRequestColumns);
      if (!row) throw new Error("insert returned no row");
      // A new request has no assignment yet.
      return present({ ...row, filled: 0, propertyName: await propertyNameOf(tx, row.propertyId) });
    },

    /**
     * Sets the status of request `id` to `to`, only if it still is `from`, in `tx`; a `note`
     * also becomes the request's latest internal note. It is the agency's response when it comes
     * from an admin (`byAgency`): `responded_at` is set if still empty (ends an emergency's promise).
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
        byAgency?: boolean;
      },
    ): Promise<StaffingRequestWithProperty | undefined> {
      const [row] = await tx
        .update(staffingRequests)
        .set({
          status: change.to,
          updatedAt: new Date(),
          ...(change.note ? { notes: change.note } : {}),
          ...(change.byAgency
            ? { respondedAt: sql`coalesce(${staffingRequests.respondedAt}, now())` }
            : {}),
        })
        // Only from the status the caller saw: a concurrent change makes this match nothing,
        // so the timeline never records a transition from a status the request no longer had.
        .where(and(eq(staffingRequests.id, change.id), eq(staffingRequests.status, change.from)))
        .returning(withFilled);
      if (!row) return undefined;
      return present({ ...row, propertyName: await propertyNameOf(tx, row.propertyId) });
    },

    /**
     * Records the agency's first response to request `id` in `tx` (an offer, a status change or
     * a note): `responded_at` is set once; an emergency's promise then holds no more.
     */
    async markResponded(tx: Transaction, id: number): Promise<void> {
      await tx
        .update(staffingRequests)
        .set({ respondedAt: sql`coalesce(${staffingRequests.respondedAt}, now())` })
        .where(eq(staffingRequests.id, id));
    },

    /**
     * Claims the emergency requests due for their half-time reminder at `now`: open, not
     * responded to, not yet reminded, and half of the time from creation to `respond_by` gone.
     * One UPDATE … WHERE reminded_at IS NULL … RETURNING in `tx`, so with several instances each
     * request is claimed (and reminded) once.
     */
    async claimEmergencyReminders(
      tx: Transaction,
      now: Date,
    ): Promise<StaffingRequestWithProperty[]> {
      const rows = await tx
        .update(staffingRequests)
        .set({ remindedAt: now })
        .where(
          and(
            sql`${staffingRequests.emergencyReason} is not null`,
            sql`${staffingRequests.respondedAt} is null`,
            sql`${staffingRequests.remindedAt} is null`,
            inArray(staffingRequests.status, ["pending", "approved", "in_progress"]),
            sql`${staffingRequests.createdAt} + (${staffingRequests.respondBy} - ${staffingRequests.createdAt}) / 2 <= ${now}`,
          ),
        )
        .returning(withFilled);
      // The properties' names in one read, however many requests are due at once.
      const ids = [
        ...new Set(rows.flatMap((row) => (row.propertyId === null ? [] : [row.propertyId]))),
      ];
      const names = new Map(
        ids.length === 0
          ? []
          : (
              await tx
                .select({ id: properties.id, name: properties.name })
                .from(properties)
                .where(inArray(properties.id, ids))
            ).map((property) => [property.id, property.name]),
      );
      return rows.map((row) =>
        present({
          ...row,
          propertyName: row.propertyId === null ? null : (names.get(row.propertyId) ?? null),
        }),
      );
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
