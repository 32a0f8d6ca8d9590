/**
 * Queries of the admin console: every request and application, users, subscribers
 * and the overview counts. Only admins reach these (routes.ts guards the prefix).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  type AdminApplicationFilters,
  type AdminApplicationListQuery,
  type AdminRequestFilters,
  type AdminRequestListQuery,
  adminStaffingRequestSchema,
} from "../../../domain/api/admin";
import type { ListTotal, SearchListQuery, SortOrder } from "../../../domain/api/list-query";
import type { Database } from "../../db/client";
import { inSchemaOrder, isoTimestamp, type JsonPage, rowJson } from "../../db/json";
import {
  type Cursor,
  cursorKey,
  keysetAfter,
  keysetOrder,
  literalLimit,
  pageOf,
} from "../../db/keyset";
import { rowsOf } from "../../db/rows";
import {
  jobApplications,
  jobPostings,
  newsletterSubscribers,
  properties,
  staffingRequestCounts,
  staffingRequestEvents,
  staffingRequests,
  users,
} from "../../db/schema";
import { containsPattern } from "../../db/search";
import { publicUserColumns } from "../auth/repository";
import {
  emergencyOf,
  filledPositions,
  propertiesInCity,
  propertyCityMatches,
  requestConditions,
  requestFields,
} from "../staffing-requests/repository";

/**
 * An emergency request still waiting for the agency's response: marked Emergency, not yet
 * responded to (status change, note or offer) and still open. The admin list shows these first,
 * by time left (docs/decisions/0017-placements.md).
 */
const awaitingEmergencyResponse = sql`(${staffingRequests.emergencyReason} is not null and ${staffingRequests.respondedAt} is null and ${staffingRequests.status} in ('pending', 'approved', 'in_progress'))`;

/**
 * The fields of the admin list's request row in scope (with its property as `properties` and its
 * owner as `users`, both left-joined), in adminStaffingRequestSchema's order, timestamps as
 * `Date#toJSON` writes them: the portal's {@link requestFields} (the property's name whoever's it
 * is) with the property's city, the owner's name, the internal note and the first response.
 * @throws Error at start-up when the schema names a field that is not here
 */
const adminRequestFields = inSchemaOrder(adminStaffingRequestSchema, {
  ...requestFields,
  propertyCity: sql`${properties.city}`,
  ownerName: sql`${users.fullName}`,
  notes: sql`${staffingRequests.notes}`,
  respondedAt: isoTimestamp(staffingRequests.respondedAt),
});

/**
 * The admin list's request row in scope as the JSON text of its answer, written by the database
 * like the portal's lists (docs/decisions/0035-admin-list-json.md); tests/api/admin-requests-json.test.ts
 * checks that it equals what the route's schema makes of the same row, on both databases.
 */
const adminRequestJson = sql<string>`${rowJson(adminRequestFields)}::text`;

/** Adds the API's `emergency` to an admin request row and drops the columns it is made of. */
function presentAdminRequest<
  T extends {
    emergencyReason: Parameters<typeof emergencyOf>[0]["emergencyReason"];
    respondBy: Date | null;
    respondedAt: Date | null;
  },
>(row: T) {
  const { emergencyReason, respondBy, ...rest } = row;
  return {
    ...rest,
    emergency: emergencyOf({ emergencyReason, respondBy, respondedAt: rest.respondedAt }),
  };
}

/** Rows per read of a CSV export: memory holds one such batch at a time. */
const EXPORT_BATCH = 1000;

/**
 * The most requests a filtered count of the admin list counts (docs/decisions/0024-capped-counts.md):
 * counting stops after the next one, so a filter matching 50,000 of 1,000,000 requests costs
 * about what one matching 1,001 does. The unfiltered list and its status tabs stay exact (the
 * trigger-kept counters).
 */
export const ADMIN_REQUEST_COUNT_CAP = 1000;

/**
 * Every row `read` gives, batch after batch: `read(cursor)` returns up to {@link EXPORT_BATCH}
 * + 1 rows after `cursor` (undefined: from the start); the extra row only says that more follow.
 */
async function* batches<T extends { id: number; cursorKey: string }>(
  read: (cursor: Cursor | undefined) => Promise<T[]>,
  sort: SortOrder,
): AsyncGenerator<Omit<T, "cursorKey">[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await read(cursor);
    const page = pageOf(rows, EXPORT_BATCH, sort);
    if (page.items.length) yield page.items;
    if (!page.next) return;
    cursor = page.next;
  }
}

function userSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.fullName, pattern),
    ilike(users.companyName, pattern),
  );
}

function subscriberSearch(q: string | undefined): SQL | undefined {
  return q ? ilike(newsletterSubscribers.email, containsPattern(q)) : undefined;
}

/** Filters of the job applications: status, position, `q` in the name, e-mail or phone. */
function applicationConditions(filters: AdminApplicationFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(jobApplications.status, filters.status));
  if (filters.position) where.push(eq(jobApplications.position, filters.position));
  if (filters.q) {
    const q = containsPattern(filters.q);
    const text = or(
      ilike(jobApplications.fullName, q),
      ilike(jobApplications.email, q),
      ilike(jobApplications.phone, q),
    );
    if (text) where.push(text);
  }
  return where;
}

/** An application's columns with the title of the job posting it was sent from, if any. */
const applicationColumns = {
  ...getTableColumns(jobApplications),
  jobPostingTitle: sql<
    string | null
  >`(select ${jobPostings.title} from ${jobPostings} where ${jobPostings.id} = ${jobApplications.jobPostingId})`,
};

/**
 * Whether the trigger-kept counters (decision 0018) count the requests matching `filters`: no
 * filter but `status`. Any other filter is counted by reading the matching rows, up to
 * {@link ADMIN_REQUEST_COUNT_CAP}.
 */
export function countedByCounters(filters: AdminRequestFilters): boolean {
  const { staffType, propertyId, from, to, q, city } = filters;
  return [staffType, propertyId, from, to, q, city].every((value) => value === undefined);
}

export function adminRepository(db: Database) {
  /** The admin's request rows (owner, property, internal note) with their keyset key. */
  const requestSelect = () =>
    db
      .select({
        id: staffingRequests.id,
        userId: staffingRequests.userId,
        propertyId: staffingRequests.propertyId,
        propertyName: properties.name,
        propertyCity: properties.city,
        ownerName: users.fullName,
        companyName: staffingRequests.companyName,
        contactName: staffingRequests.contactName,
        email: staffingRequests.email,
        staffType: staffingRequests.staffType,
        details: staffingRequests.details,
        startDate: staffingRequests.startDate,
        endDate: staffingRequests.endDate,
        status: staffingRequests.status,
        notes: staffingRequests.notes,
        consent: staffingRequests.consent,
        headcount: staffingRequests.headcount,
        filled: filledPositions,
        emergencyReason: staffingRequests.emergencyReason,
        respondBy: staffingRequests.respondBy,
        respondedAt: staffingRequests.respondedAt,
        createdAt: staffingRequests.createdAt,
        updatedAt: staffingRequests.updatedAt,
        cursorKey: cursorKey(staffingRequests),
      })
      .from(staffingRequests)
      .leftJoin(properties, eq(properties.id, staffingRequests.propertyId))
      .leftJoin(users, eq(users.id, staffingRequests.userId));
  const applicationRows = (
    filters: AdminApplicationFilters,
    cursor: Cursor | undefined,
    sort: SortOrder,
    limit: number,
  ) =>
    db
      .select({
        ...applicationColumns,
        cursorKey: cursorKey(jobApplications),
      })
      .from(jobApplications)
      .where(and(...applicationConditions(filters), keysetAfter(jobApplications, cursor)))
      .orderBy(...keysetOrder(jobApplications, sort))
      .limit(literalLimit(limit));

  return {
    /** Counts for the overview and the latest activity. */
    async overview() {
      // The trigger-kept counters (decision 0018): a few rows, whatever the number of requests.
      const byStatus = await db
        .select({
          status: staffingRequestCounts.status,
          n: sql<number>`sum(${staffingRequestCounts.n})::int`.mapWith(Number),
        })
        .from(staffingRequestCounts)
        .groupBy(staffingRequestCounts.status)
        .having(sql`sum(${staffingRequestCounts.n}) > 0`);
      const appsByStatus = await db
        .select({ status: jobApplications.status, n: count() })
        .from(jobApplications)
        .groupBy(jobApplications.status);
      const [subscribers] = await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(isNull(newsletterSubscribers.unsubscribedAt));
      const [usersCount] = await db.select({ n: count() }).from(users);
      const recentRequestEvents = await db
        .select({
          requestId: staffingRequestEvents.requestId,
          fromStatus: staffingRequestEvents.fromStatus,
          toStatus: staffingRequestEvents.toStatus,
          actorName: users.fullName,
          companyName: staffingRequests.companyName,
          staffType: staffingRequests.staffType,
          createdAt: staffingRequestEvents.createdAt,
        })
        .from(staffingRequestEvents)
        .innerJoin(staffingRequests, eq(staffingRequests.id, staffingRequestEvents.requestId))
        .leftJoin(users, eq(users.id, staffingRequestEvents.actorId))
        .orderBy(desc(staffingRequestEvents.createdAt), desc(staffingRequestEvents.id))
        .limit(literalLimit(10));
      const recentApplications = await db
        .select({
          id: jobApplications.id,
          fullName: jobApplications.fullName,
          position: jobApplications.position,
          status: jobApplications.status,
          createdAt: jobApplications.createdAt,
        })
        .from(jobApplications)
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(literalLimit(5));
      return {
        requestsByStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
        applicationsByStatus: Object.fromEntries(appsByStatus.map((r) => [r.status, r.n])),
        subscribers: subscribers?.n ?? 0,
        users: usersCount?.n ?? 0,
        recentRequestEvents,
        recentApplications,
      };
    },

    /**
     * One page of the staffing requests matching `query`, with owner and property
     * (docs/decisions/0017-placements.md), as the JSON array text of the answer, written by the
     * database (decision 0035): the first page starts with every matching emergency still
     * awaiting a response, by `respond_by` (overdue first), beyond `limit` (they are few: each is
     * answered within hours); then, on every page, the other requests in `query`'s order,
     * keyset-paged as every list (decision 0013). The cursor only walks the rest, so paging never
     * repeats or skips a row; an emergency answered between two pages joins the rest at its
     * creation time. `rows`: how many the page holds.
     */
    async pageRequests(
      query: AdminRequestListQuery,
      cursor: Cursor | undefined,
    ): Promise<JsonPage & { rows: number }> {
      const filters = requestConditions(query);
      const jsonSelect = () =>
        db
          .select({
            id: staffingRequests.id,
            json: adminRequestJson,
            cursorKey: cursorKey(staffingRequests),
          })
          .from(staffingRequests)
          .leftJoin(properties, eq(properties.id, staffingRequests.propertyId))
          .leftJoin(users, eq(users.id, staffingRequests.userId));
      const head = cursor
        ? []
        : await jsonSelect()
            .where(and(...filters, awaitingEmergencyResponse))
            .orderBy(asc(staffingRequests.respondBy), asc(staffingRequests.id));
      const order = keysetOrder(staffingRequests, query.sort);
      // The page's requests are chosen first, then joined to their property and owner. In one
      // query, the planner takes a search's matches for a fixed 100 rows (pg_trgm has no
      // statistics) and hashed every property and user to join one request.
      const pageIds = db
        .select({ id: staffingRequests.id })
        .from(staffingRequests)
        .where(
          and(...filters, not(awaitingEmergencyResponse), keysetAfter(staffingRequests, cursor)),
        )
        .orderBy(...order)
        .limit(literalLimit(query.limit + 1));
      const rows = await jsonSelect()
        .where(inArray(staffingRequests.id, pageIds))
        .orderBy(...order);
      const page = pageOf(rows, query.limit, query.sort);
      const items = [...head, ...page.items].map((row) => row.json);
      return { json: `[${items.join(",")}]`, next: page.next, rows: items.length };
    },

    /**
     * How many staffing requests match `filters` (the list's X-Total-Count): exact from the
     * trigger-kept counters when no filter but `status` is set (decision 0018); else the matching
     * rows counted up to {@link ADMIN_REQUEST_COUNT_CAP}, and `{ exceeds: cap }` when more match
     * (decision 0024).
     */
    async countRequests(filters: AdminRequestFilters): Promise<ListTotal> {
      const { status, city } = filters;
      if (countedByCounters(filters)) {
        const [counted] = await db
          .select({
            n: sql<number>`coalesce(sum(${staffingRequestCounts.n}), 0)::int`.mapWith(Number),
          })
          .from(staffingRequestCounts)
          .where(status ? eq(staffingRequestCounts.status, status) : undefined);
        return counted?.n ?? 0;
      }
      const matching = (conditions: SQL[]) =>
        db
          .select({ one: sql`1` })
          .from(staffingRequests)
          .where(and(...conditions));
      const cap = ADMIN_REQUEST_COUNT_CAP + 1;
      let capped: SQL;
      if (city === undefined) {
        // Newest first, as page 1 reads them: the count stops at the cap among the requests the
        // first pages show (the ones most likely in memory), by the created_at index when many
        // match, or by a filter's own index and a sort of its few rows when few do. Unordered,
        // PGlite's planner counted a common phrase by collecting all of its matches from the
        // trigram index first, 90,909 rows for 1,001 (decision 0028).
        capped = sql`${matching(requestConditions(filters)).orderBy(
          ...keysetOrder(staffingRequests, "newest"),
        )} limit ${cap}`;
      } else {
        // The city is the property's city or the company name. Counted as one OR, every request
        // is read until the cap is reached (a sequential scan); counted as two reads that cannot
        // overlap, each has an index: the requests of the properties so named (by property_id),
        // then the others whose company name holds it. The search text holds the company name,
        // so its condition adds nothing but lets staffing_requests_search_idx answer.
        const others = requestConditions({ ...filters, city: undefined });
        const pattern = containsPattern(city);
        const ofProperty = propertyCityMatches(pattern);
        // The properties so named are read whole, once, as an array (by their trigram index),
        // then their requests by property_id. As a semi-join under the LIMIT, PGlite's planner
        // tested the properties' cities one by one until it had the first few (5.4 ms of
        // 10,000), where PostgreSQL's read the index.
        const ofPropertyIds = sql`${staffingRequests.propertyId} = any(array(${propertiesInCity(pattern)}))`;
        const byProperty = matching([...others, ofPropertyIds]);
        const byCompany = matching([
          ...others,
          ilike(staffingRequests.companyName, pattern),
          sql`${staffingRequests.searchText} like lower(${pattern})`,
          sql`not coalesce(${ofProperty}, false)`,
        ]);
        capped = sql`(${byProperty}) union all (${byCompany}) limit ${cap}`;
      }
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from (${capped}) as matching`),
      );
      const n = Number(row?.n ?? 0);
      return n > ADMIN_REQUEST_COUNT_CAP ? { exceeds: ADMIN_REQUEST_COUNT_CAP } : n;
    },

    /** One staffing request with owner, property and internal note, or undefined. */
    async findRequest(id: number) {
      const [row] = await requestSelect().where(eq(staffingRequests.id, id));
      return row && presentAdminRequest(row);
    },

    /**
     * The staffing requests matching `filters`, in `sort` order, as one text each written by
     * the database: `line`, an expression over the request and its left-joined property and
     * owner (the CSV export's record, ./csv-sql.ts). Two ways to read them:
     * - `batches()`: {@link EXPORT_BATCH} rows a read, one read after the other by keyset, so
     *   memory holds one batch whatever the count;
     * - `statement`: the whole read as one statement, for COPY (../../db/copy.ts).
     */
    requestLines(filters: AdminRequestFilters, sort: SortOrder, line: SQL<string>) {
      const conditions = requestConditions(filters);
      const order = keysetOrder(staffingRequests, sort);
      const whole = db
        .select({ line })
        .from(staffingRequests)
        .leftJoin(properties, eq(properties.id, staffingRequests.propertyId))
        .leftJoin(users, eq(users.id, staffingRequests.userId))
        .where(and(...conditions))
        .orderBy(...order);
      const after = (cursor: Cursor | undefined) =>
        db
          .select({ line, id: staffingRequests.id, cursorKey: cursorKey(staffingRequests) })
          .from(staffingRequests)
          .leftJoin(properties, eq(properties.id, staffingRequests.propertyId))
          .leftJoin(users, eq(users.id, staffingRequests.userId))
          .where(and(...conditions, keysetAfter(staffingRequests, cursor)))
          .orderBy(...order)
          .limit(literalLimit(EXPORT_BATCH + 1));
      return {
        async *batches(): AsyncGenerator<string[]> {
          for await (const rows of batches(after, sort)) yield rows.map((row) => row.line);
        },
        statement: whole.toSQL(),
      };
    },

    /** One page of the job applications matching `query`, in its order. */
    async pageApplications(query: AdminApplicationListQuery, cursor: Cursor | undefined) {
      const rows = await applicationRows(query, cursor, query.sort, query.limit + 1);
      return pageOf(rows, query.limit, query.sort);
    },

    /** How many job applications match `filters`. */
    async countApplications(filters: AdminApplicationFilters): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(jobApplications)
        .where(and(...applicationConditions(filters)));
      return row?.n ?? 0;
    },

    /** Every job application matching `filters`, in batches (see {@link eachRequestBatch}). */
    async *eachApplicationBatch(filters: AdminApplicationFilters, sort: SortOrder) {
      yield* batches((cursor) => applicationRows(filters, cursor, sort, EXPORT_BATCH + 1), sort);
    },

    async findApplication(id: number) {
      const [row] = await db
        .select(applicationColumns)
        .from(jobApplications)
        .where(eq(jobApplications.id, id));
      return row;
    },

    /**
     * One page of the user accounts, `q` a substring of the username, e-mail, full name or
     * company (never the password hash).
     */
    async pageUsers(query: SearchListQuery, cursor: Cursor | undefined) {
      const rows = await db
        .select({ ...publicUserColumns, cursorKey: cursorKey(users) })
        .from(users)
        .where(and(userSearch(query.q), keysetAfter(users, cursor)))
        .orderBy(...keysetOrder(users, query.sort))
        .limit(literalLimit(query.limit + 1));
      return pageOf(rows, query.limit, query.sort);
    },

    /** How many user accounts match `q`. */
    async countUsers(q: string | undefined): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(userSearch(q));
      return row?.n ?? 0;
    },

    /** One page of the newsletter subscribers, `q` a substring of the address. */
    async pageSubscribers(query: SearchListQuery, cursor: Cursor | undefined) {
      const rows = await db
        .select({
          ...getTableColumns(newsletterSubscribers),
          cursorKey: cursorKey(newsletterSubscribers),
        })
        .from(newsletterSubscribers)
        .where(and(subscriberSearch(query.q), keysetAfter(newsletterSubscribers, cursor)))
        .orderBy(...keysetOrder(newsletterSubscribers, query.sort))
        .limit(literalLimit(query.limit + 1));
      return pageOf(rows, query.limit, query.sort);
    },

    /** How many newsletter subscribers match `q`. */
    async countSubscribers(q: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(subscriberSearch(q));
      return row?.n ?? 0;
    },
  };
}
