/**
 * Timesheets (docs/decisions/0019-timesheets.md): the only code that queries `timesheets`,
 * `timesheet_days`, `timesheet_events`, `timesheet_approval_tokens` and the rates of
 * `staff_assignments`. It reads and writes; the rules are in service.ts, which runs each change in
 * one transaction with its history step and notices.
 */
import { and, asc, count, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TimesheetExportQuery, TimesheetListQuery } from "../../../domain/api/timesheet";
import { type TimesheetAction, timesheetAssignmentStatuses } from "../../../domain/enums";
import { addDays, type TimesheetStatus, weekStartOf } from "../../../domain/timesheet";
import type { Database, Transaction } from "../../db/client";
import {
  type Cursor,
  cursorKey,
  keysetAfter,
  keysetOrder,
  literalLimit,
  pageOf,
} from "../../db/keyset";
import {
  properties,
  staffAssignments,
  staffingRequests,
  timesheetApprovalTokens,
  timesheetDays,
  timesheetEvents,
  timesheets,
  users,
} from "../../db/schema";

const approvers = alias(users, "approvers");

/** Whose timesheets a list shows: a worker's own, those at a manager's properties, or every one. */
export type TimesheetScope =
  | { kind: "staff"; userId: number }
  | { kind: "manager"; userId: number }
  | { kind: "all" };

/** The fields of a timesheet with its worker, property, assignment and approver. */
const timesheetFields = {
  id: timesheets.id,
  assignmentId: timesheets.assignmentId,
  propertyId: timesheets.propertyId,
  staffId: timesheets.staffId,
  weekStart: timesheets.weekStart,
  status: timesheets.status,
  totalMinutes: timesheets.totalMinutes,
  submittedAt: timesheets.submittedAt,
  approvedAt: timesheets.approvedAt,
  approvedVia: timesheets.approvedVia,
  approverName: approvers.fullName,
  disputeNote: timesheets.disputeNote,
  lockedAt: timesheets.lockedAt,
  createdAt: timesheets.createdAt,
  updatedAt: timesheets.updatedAt,
  staffName: users.fullName,
  propertyName: properties.name,
  propertyCity: properties.city,
  propertyOwnerId: properties.userId,
  staffType: staffingRequests.staffType,
  assignmentStart: staffAssignments.startDate,
  assignmentEnd: staffAssignments.endDate,
  billRateCents: staffAssignments.billRateCents,
  payRateCents: staffAssignments.payRateCents,
};

/** Timesheets joined with what the API shows of them (add WHERE). */
const joinedQuery = (executor: Pick<Database, "select">, extra = {}) =>
  executor
    .select({ ...timesheetFields, ...extra })
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.staffId))
    .innerJoin(properties, eq(properties.id, timesheets.propertyId))
    .innerJoin(staffAssignments, eq(staffAssignments.id, timesheets.assignmentId))
    .leftJoin(staffingRequests, eq(staffingRequests.id, staffAssignments.requestId))
    .leftJoin(approvers, eq(approvers.id, timesheets.approvedById));

/** One timesheet row with its joined names, without its days. */
export type TimesheetJoined = Omit<Awaited<ReturnType<typeof joinedQuery>>[number], "cursorKey">;

/** A stored day with hours. */
export interface StoredDay {
  timesheetId: number;
  date: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  minutes: number;
}

/**
 * The scope's condition. A manager sees the timesheets at their properties (the property's
 * owner, like assignments) once submitted: a draft is the worker's until they send it.
 */
function scopeCondition(scope: TimesheetScope): SQL | undefined {
  if (scope.kind === "staff") return eq(timesheets.staffId, scope.userId);
  if (scope.kind === "manager") {
    return and(eq(properties.userId, scope.userId), ne(timesheets.status, "draft"));
  }
  return undefined;
}

/** The list's filters: the week holding `week`, status, property. */
function listConditions(query: Partial<TimesheetListQuery>): SQL[] {
  const where: SQL[] = [];
  if (query.week) where.push(eq(timesheets.weekStart, weekStartOf(query.week)));
  if (query.status) where.push(eq(timesheets.status, query.status));
  if (query.propertyId) where.push(eq(timesheets.propertyId, query.propertyId));
  return where;
}

/**
 * The repository on `db`: timesheet reads (one, a page in a scope, a worker's weeks, the export),
 * the draft-on-first-read insert, guarded transitions, days, history, approval tokens and the
 * rates of an assignment. Writes take the caller's transaction.
 */
export function timesheetsRepository(db: Database) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Makes a draft for each assignment of `staffId` that is confirmed, active or completed and
     * whose days meet the week starting `weekStart`, unless it has one (first read of a week).
     */
    async ensureDrafts(staffId: number, weekStart: string): Promise<void> {
      const weekEnd = addDays(weekStart, 6);
      await db.execute(sql`
        insert into ${timesheets} (assignment_id, property_id, staff_id, week_start)
        select ${staffAssignments.id}, ${staffAssignments.propertyId}, ${staffAssignments.staffId}, ${weekStart}::date
        from ${staffAssignments}
        where ${staffAssignments.staffId} = ${staffId}
          and ${inArray(staffAssignments.status, [...timesheetAssignmentStatuses])}
          and daterange(${staffAssignments.startDate}, ${staffAssignments.endDate}, '[]')
              && daterange(${weekStart}::date, ${weekEnd}::date, '[]')
        on conflict (assignment_id, week_start) do nothing`);
    },

    /** One timesheet with its joined names, or undefined; read in `tx` when given. */
    async findById(id: number, tx?: Transaction): Promise<TimesheetJoined | undefined> {
      const [row] = await joinedQuery(tx ?? db).where(eq(timesheets.id, id));
      return row;
    },

    /** One page of the timesheets in `scope` matching `query`, in its order (decision 0013). */
    async page(scope: TimesheetScope, query: TimesheetListQuery, cursor: Cursor | undefined) {
      const rows = await joinedQuery(db, { cursorKey: cursorKey(timesheets) })
        .where(
          and(scopeCondition(scope), ...listConditions(query), keysetAfter(timesheets, cursor)),
        )
        .orderBy(...keysetOrder(timesheets, query.sort))
        .limit(literalLimit(query.limit + 1));
      return pageOf(
        rows as Array<TimesheetJoined & { cursorKey: string }>,
        query.limit,
        query.sort,
      );
    },

    /** How many timesheets in `scope` match `query` (X-Total-Count). */
    async count(scope: TimesheetScope, query: Partial<TimesheetListQuery>): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(timesheets)
        .innerJoin(properties, eq(properties.id, timesheets.propertyId))
        .where(and(scopeCondition(scope), ...listConditions(query)));
      return row?.n ?? 0;
    },

    /** The days with hours of the timesheets `ids`, by date. */
    async daysOf(ids: number[], tx?: Transaction): Promise<StoredDay[]> {
      if (ids.length === 0) return [];
      return (tx ?? db)
        .select({
          timesheetId: timesheetDays.timesheetId,
          date: timesheetDays.date,
          startTime: timesheetDays.startTime,
          endTime: timesheetDays.endTime,
          breakMinutes: timesheetDays.breakMinutes,
          minutes: timesheetDays.minutes,
        })
        .from(timesheetDays)
        .where(inArray(timesheetDays.timesheetId, ids))
        .orderBy(asc(timesheetDays.date), asc(timesheetDays.timesheetId));
    },

    /**
     * The days with hours of every timesheet of the workers in `weeks` (staff id and week start
     * pairs), for the FLSA week: overtime counts all of a worker's hours in a week, whatever the
     * assignment.
     */
    async workerWeekDays(weeks: Array<{ staffId: number; weekStart: string }>, tx?: Transaction) {
      if (weeks.length === 0) return [];
      const pairs = sql.join(
        weeks.map((w) => sql`(${w.staffId}::integer, ${w.weekStart}::date)`),
        sql`, `,
      );
      return (tx ?? db)
        .select({
          staffId: timesheets.staffId,
          weekStart: timesheets.weekStart,
          timesheetId: timesheetDays.timesheetId,
          date: timesheetDays.date,
          minutes: timesheetDays.minutes,
        })
        .from(timesheetDays)
        .innerJoin(timesheets, eq(timesheets.id, timesheetDays.timesheetId))
        .where(sql`(${timesheets.staffId}, ${timesheets.weekStart}) in (${pairs})`)
        .orderBy(asc(timesheetDays.date), asc(timesheetDays.timesheetId));
    },

    /** Replaces the days of timesheet `id` and its total, in `tx`. */
    async replaceDays(tx: Transaction, id: number, days: Omit<StoredDay, "timesheetId">[]) {
      await tx.delete(timesheetDays).where(eq(timesheetDays.timesheetId, id));
      if (days.length > 0) {
        await tx.insert(timesheetDays).values(days.map((day) => ({ ...day, timesheetId: id })));
      }
      const total = days.reduce((sum, day) => sum + day.minutes, 0);
      await tx
        .update(timesheets)
        .set({ totalMinutes: total, updatedAt: new Date() })
        .where(eq(timesheets.id, id));
    },

    /**
     * Moves timesheet `id` to new values when its status is one of `from` and it is not locked,
     * in `tx` (a concurrent change makes the second one find nothing).
     * @returns whether it changed
     */
    async transition(
      tx: Transaction,
      id: number,
      from: readonly TimesheetStatus[],
      values: Partial<typeof timesheets.$inferInsert>,
    ): Promise<boolean> {
      const changed = await tx
        .update(timesheets)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(timesheets.id, id),
            inArray(timesheets.status, [...from]),
            sql`${timesheets.lockedAt} is null`,
          ),
        )
        .returning({ id: timesheets.id });
      return changed.length > 0;
    },

    /** Adds a step to the history of a timesheet, in `tx`. */
    async addEvent(
      tx: Transaction,
      event: {
        timesheetId: number;
        actorId: number | null;
        action: TimesheetAction;
        fromStatus?: TimesheetStatus | null;
        toStatus?: TimesheetStatus | null;
        note?: string | null;
        changes?: unknown;
      },
    ): Promise<void> {
      await tx.insert(timesheetEvents).values(event);
    },

    /** The history of timesheet `id`, oldest first, with who did each step. */
    history(id: number) {
      return db
        .select({
          id: timesheetEvents.id,
          action: timesheetEvents.action,
          fromStatus: timesheetEvents.fromStatus,
          toStatus: timesheetEvents.toStatus,
          note: timesheetEvents.note,
          changes: timesheetEvents.changes,
          actorName: users.fullName,
          createdAt: timesheetEvents.createdAt,
        })
        .from(timesheetEvents)
        .leftJoin(users, eq(users.id, timesheetEvents.actorId))
        .where(eq(timesheetEvents.timesheetId, id))
        .orderBy(asc(timesheetEvents.createdAt), asc(timesheetEvents.id));
    },

    /** Stores an approval link's token hash for `managerId`, in `tx`. */
    async addApprovalToken(
      tx: Transaction,
      token: {
        tokenHash: string;
        timesheetId: number;
        managerId: number;
        expiresAt: Date;
        createdAt: Date;
      },
    ): Promise<void> {
      await tx.insert(timesheetApprovalTokens).values(token);
    },

    /** The approval token with hash `tokenHash`, or undefined. */
    async findApprovalToken(tokenHash: string, tx?: Transaction) {
      const [row] = await (tx ?? db)
        .select()
        .from(timesheetApprovalTokens)
        .where(eq(timesheetApprovalTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Uses the approval token `tokenHash` once, in `tx`: only when unused and not expired at
     * `now`, so two posts of one link cannot both approve.
     * @returns the token's row, or undefined when it cannot be used
     */
    async useApprovalToken(tx: Transaction, tokenHash: string, now: Date) {
      const [row] = await tx
        .update(timesheetApprovalTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(timesheetApprovalTokens.tokenHash, tokenHash),
            sql`${timesheetApprovalTokens.usedAt} is null`,
            sql`${timesheetApprovalTokens.expiresAt} > ${now}`,
          ),
        )
        .returning();
      return row;
    },

    /** The e-mail address and name of user `id` (null when gone), in `tx`. */
    async contactOf(tx: Transaction, id: number | null) {
      if (id === null) return null;
      const [row] = await tx
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /**
     * Sets the rates of assignment `id` (cents per hour; null: not set).
     * @returns whether the assignment exists
     */
    async setRates(
      id: number,
      rates: { billRateCents: number | null; payRateCents: number | null },
    ) {
      const changed = await db
        .update(staffAssignments)
        .set({ ...rates, updatedAt: new Date() })
        .where(eq(staffAssignments.id, id))
        .returning({ id: staffAssignments.id });
      return changed.length > 0;
    },

    /**
     * The export's rows, one per worker per day with hours, in batches of timesheets (weeks
     * between `from` and `to`, the weeks holding those days; status and property filters), by
     * week, worker and date. Each timesheet comes with its days.
     */
    async *exportBatches(query: TimesheetExportQuery, batchSize = 500) {
      const where: SQL[] = [];
      if (query.from) where.push(gte(timesheets.weekStart, weekStartOf(query.from)));
      if (query.to) where.push(lte(timesheets.weekStart, weekStartOf(query.to)));
      if (query.status) where.push(eq(timesheets.status, query.status));
      if (query.propertyId) where.push(eq(timesheets.propertyId, query.propertyId));
      let after = 0;
      for (;;) {
        const rows = await joinedQuery(db, {
          clientName: sql<
            string | null
          >`(select ${users.companyName} from ${users} where ${users.id} = ${properties.userId})`,
        })
          .where(and(...where, sql`${timesheets.id} > ${after}`))
          .orderBy(asc(timesheets.id))
          .limit(literalLimit(batchSize));
        if (rows.length === 0) return;
        after = rows[rows.length - 1]?.id ?? after;
        const days = await this.daysOf(rows.map((row) => row.id));
        yield { rows: rows as Array<TimesheetJoined & { clientName: string | null }>, days };
        if (rows.length < batchSize) return;
      }
    },
  };
}
