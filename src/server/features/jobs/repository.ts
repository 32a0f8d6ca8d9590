/**
 * Job postings and workers' interest in them: the only code that queries those tables
 * (docs/decisions/0020-job-board.md). A posting is open while it is not closed and its last day
 * (`valid_through`, America/New_York) has not passed; "today" is the database's clock read in
 * that zone, so every instance agrees.
 */
import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AdminJobListQuery, JobFilters, JobPostingStatus } from "../../../domain/api/job";
import type { PageQuery } from "../../../domain/api/list-query";
import type { StaffType } from "../../../domain/enums";
import { type JobPostingInput, jobSlug, placesMatching } from "../../../domain/job-posting";
import type { Database } from "../../db/client";
import {
  type Cursor,
  cursorKey,
  keysetAfter,
  keysetOrder,
  literalLimit,
  type Page,
  pageOf,
} from "../../db/keyset";
import {
  jobApplications,
  jobInterests,
  jobPostings,
  staffingRequests,
  users,
} from "../../db/schema";

export type JobPostingRow = typeof jobPostings.$inferSelect;

/** Today in America/New_York, as the database sees it (a `date`). */
const todayInFlorida = sql`(now() at time zone 'America/New_York')::date`;

/** The condition "open": not closed, last day not passed. */
export const isOpen: SQL = and(
  isNull(jobPostings.closedAt),
  sql`${jobPostings.validThrough} >= ${todayInFlorida}`,
) as SQL;

/** A posting's state (open, closed, expired) computed in SQL. */
const statusOf = sql<JobPostingStatus>`case when ${jobPostings.closedAt} is not null then 'closed' when ${jobPostings.validThrough} < ${todayInFlorida} then 'expired' else 'open' end`;

/** How many workers are interested in the posting in scope (by the primary key's lead). */
const interestedCount =
  sql<number>`(select count(*)::int from ${jobInterests} where ${jobInterests.postingId} = ${jobPostings.id})`.mapWith(
    Number,
  );

/** How many applications were sent from the posting in scope's page. */
const applicantCount =
  sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobPostingId} = ${jobPostings.id})`.mapWith(
    Number,
  );

/**
 * A worker's profile as a filter: postings of one of `staffTypes` (when any) in one of
 * `places` (place names, when any).
 */
export interface ProfileMatch {
  staffTypes: readonly StaffType[];
  places: readonly string[];
}

/** The filters of a list of open postings: the public ones, and a worker's profile. */
export type OpenJobFilters = JobFilters & { profile?: ProfileMatch };

/**
 * The filters as conditions: role, place (a city with its nearby places), and the worker's
 * roles and places when given.
 */
function filterConditions(filters: OpenJobFilters): SQL[] {
  const conditions: SQL[] = [];
  const profile = filters.profile;
  if (profile && profile.staffTypes.length > 0) {
    conditions.push(inArray(jobPostings.staffType, [...profile.staffTypes]));
  }
  if (profile && profile.places.length > 0) {
    conditions.push(inArray(jobPostings.city, [...profile.places]));
  }
  if (filters.staffType) conditions.push(eq(jobPostings.staffType, filters.staffType));
  if (filters.city) conditions.push(inArray(jobPostings.city, placesMatching(filters.city)));
  return conditions;
}

function adminConditions(query: Omit<AdminJobListQuery, keyof PageQuery>): SQL[] {
  const conditions: SQL[] = [];
  if (query.requestId) conditions.push(eq(jobPostings.requestId, query.requestId));
  if (query.status === "closed") conditions.push(isNotNull(jobPostings.closedAt));
  if (query.status === "open") conditions.push(isOpen);
  if (query.status === "expired") {
    conditions.push(
      isNull(jobPostings.closedAt),
      sql`${jobPostings.validThrough} < ${todayInFlorida}`,
    );
  }
  return conditions;
}

/** The row values of a publish or an edit (pay in cents; the slug from title and place). */
function valuesOf(input: JobPostingInput) {
  return {
    requestId: input.requestId,
    title: input.title,
    slug: jobSlug(input.title, input.city),
    description: input.description,
    staffType: input.staffType,
    city: input.city,
    employmentType: input.employmentType,
    payMinCents: Math.round(input.payMin * 100),
    payMaxCents: Math.round(input.payMax * 100),
    schedule: input.schedule,
    startDate: input.startDate,
    validThrough: input.validThrough,
  };
}

const adminColumns = {
  ...getTableColumns(jobPostings),
  status: statusOf,
  interestedCount,
  applicantCount,
};
export type AdminJobPostingRow = JobPostingRow & {
  status: JobPostingStatus;
  interestedCount: number;
  applicantCount: number;
};

/** Job postings and interest, for one database. */
export function jobsRepository(db: Database) {
  return {
    /** One page of open postings matching `filters`, newest first by default. */
    async pageOpen(
      filters: OpenJobFilters,
      query: Pick<PageQuery, "limit" | "sort">,
      cursor: Cursor | undefined,
    ): Promise<Page<JobPostingRow>> {
      const rows = await db
        .select({ ...getTableColumns(jobPostings), cursorKey: cursorKey(jobPostings) })
        .from(jobPostings)
        .where(and(isOpen, ...filterConditions(filters), keysetAfter(jobPostings, cursor)))
        .orderBy(...keysetOrder(jobPostings, query.sort))
        .limit(literalLimit(query.limit + 1));
      return pageOf(rows, query.limit, query.sort);
    },

    /** How many open postings match `filters`. */
    async countOpen(filters: OpenJobFilters): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(jobPostings)
        .where(and(isOpen, ...filterConditions(filters)));
      return row?.n ?? 0;
    },

    /** Every open posting matching `filters`, newest first (the sitemap, a city page's list). */
    async listOpen(filters: JobFilters, limit: number): Promise<JobPostingRow[]> {
      return db
        .select()
        .from(jobPostings)
        .where(and(isOpen, ...filterConditions(filters)))
        .orderBy(...keysetOrder(jobPostings, "newest"))
        .limit(literalLimit(limit));
    },

    /** The posting `id` with whether it is open, or undefined. */
    async findById(id: number): Promise<(JobPostingRow & { open: boolean }) | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(jobPostings), open: sql<boolean>`coalesce(${isOpen}, false)` })
        .from(jobPostings)
        .where(eq(jobPostings.id, id));
      return row;
    },

    /** The open posting `id`, or undefined when there is none or it is closed or expired. */
    async findOpen(id: number): Promise<JobPostingRow | undefined> {
      const [row] = await db
        .select()
        .from(jobPostings)
        .where(and(eq(jobPostings.id, id), isOpen));
      return row;
    },

    /** The ids of `postingIds` that `userId` is interested in. */
    async interestedIn(userId: number, postingIds: number[]): Promise<Set<number>> {
      if (postingIds.length === 0) return new Set();
      const rows = await db
        .select({ postingId: jobInterests.postingId })
        .from(jobInterests)
        .where(and(eq(jobInterests.userId, userId), inArray(jobInterests.postingId, postingIds)));
      return new Set(rows.map((row) => row.postingId));
    },

    /** One page of every posting for the agency, with state, interest and applicant counts. */
    async pageAdmin(
      query: AdminJobListQuery,
      cursor: Cursor | undefined,
    ): Promise<Page<AdminJobPostingRow>> {
      const rows = await db
        .select({ ...adminColumns, cursorKey: cursorKey(jobPostings) })
        .from(jobPostings)
        .where(and(...adminConditions(query), keysetAfter(jobPostings, cursor)))
        .orderBy(...keysetOrder(jobPostings, query.sort))
        .limit(literalLimit(query.limit + 1));
      return pageOf(rows, query.limit, query.sort);
    },

    /** How many postings match the agency's filters. */
    async countAdmin(query: AdminJobListQuery): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(jobPostings)
        .where(and(...adminConditions(query)));
      return row?.n ?? 0;
    },

    /** The posting `id` for the agency, with state, interest and applicant counts, or undefined. */
    async findAdmin(id: number): Promise<AdminJobPostingRow | undefined> {
      const [row] = await db.select(adminColumns).from(jobPostings).where(eq(jobPostings.id, id));
      return row;
    },

    /** The workers interested in posting `id`, newest first. */
    async interestedWorkers(id: number) {
      return db
        .select({
          userId: users.id,
          fullName: users.fullName,
          email: users.email,
          createdAt: jobInterests.createdAt,
        })
        .from(jobInterests)
        .innerJoin(users, eq(users.id, jobInterests.userId))
        .where(eq(jobInterests.postingId, id))
        .orderBy(sql`${jobInterests.createdAt} desc`, users.id);
    },

    /**
     * A text that changes whenever the open postings may have changed: how many postings
     * there are, the latest change to one, and today's date in America/New_York (postings expire
     * at its end).
     */
    async version(): Promise<string> {
      const [row] = await db
        .select({
          version: sql<string>`count(*)::text || '/' || coalesce(max(${jobPostings.updatedAt})::text, '') || '/' || ${todayInFlorida}::text`,
        })
        .from(jobPostings);
      return row?.version ?? "";
    },

    /** Whether staffing request `id` exists. */
    async requestExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: staffingRequests.id })
        .from(staffingRequests)
        .where(eq(staffingRequests.id, id));
      return row !== undefined;
    },

    /** Publishes a posting dated today (America/New_York); returns its id. */
    async insert(input: JobPostingInput): Promise<number> {
      const [row] = await db
        .insert(jobPostings)
        .values({ ...valuesOf(input), datePosted: sql`${todayInFlorida}` })
        .returning({ id: jobPostings.id });
      return (row as { id: number }).id;
    },

    /** Replaces what posting `id` says; false when there is none. */
    async update(id: number, input: JobPostingInput): Promise<boolean> {
      const rows = await db
        .update(jobPostings)
        .set({ ...valuesOf(input), updatedAt: sql`now()` })
        .where(eq(jobPostings.id, id))
        .returning({ id: jobPostings.id });
      return rows.length > 0;
    },

    /** Closes posting `id` (once: a closed posting keeps its first closing time); false when there is none. */
    async close(id: number): Promise<boolean> {
      const rows = await db
        .update(jobPostings)
        .set({ closedAt: sql`coalesce(${jobPostings.closedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(jobPostings.id, id))
        .returning({ id: jobPostings.id });
      return rows.length > 0;
    },

    /** Records `userId`'s interest in posting `postingId` (again: no change). */
    async addInterest(postingId: number, userId: number): Promise<void> {
      await db.insert(jobInterests).values({ postingId, userId }).onConflictDoNothing();
    },

    /** Withdraws `userId`'s interest in posting `postingId` (none: no change). */
    async removeInterest(postingId: number, userId: number): Promise<void> {
      await db
        .delete(jobInterests)
        .where(and(eq(jobInterests.postingId, postingId), eq(jobInterests.userId, userId)));
    },
  };
}
export type JobsRepository = ReturnType<typeof jobsRepository>;
