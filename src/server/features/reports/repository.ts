/**
 * The staffing reports' queries (docs/decisions/0019-timesheets.md, "Reports"): two aggregate
 * reads, each one statement with GROUPING SETS, run in one read-only transaction, so a report
 * costs the same few round trips whatever its size:
 * - requests created in the range (cancelled ones left out): counts, positions, filled positions
 *   (confirmed, active or completed people, at most the headcount), hours from creation to the
 *   first confirmation (median and 90th percentile), emergencies answered within the promise;
 * - approved hours on days in the range, and their cost at each assignment's bill rate: whole
 *   months from the trigger-kept `timesheet_month_totals`, the range's partial months from the
 *   days.
 * Days are the agency's (America/New_York).
 */
import { type SQL, sql } from "drizzle-orm";
import { addDays, weekStartOf } from "../../../domain/timesheet";
import type { Database, Transaction } from "../../db/client";
import { rowsOf } from "../../db/rows";

/** Whose figures: a property manager's (their requests, their properties' hours) or the agency's. */
export type ReportScope = { kind: "manager"; userId: number } | { kind: "all" };

/** A report's range (days, both included) and property. */
export interface ReportRange {
  from: string;
  to: string;
  propertyId?: number;
  /**
   * The agency's day when the report is asked for. No day after it has hours (a save refuses
   * future days, decision 0019 point 3), so when the range reaches it, the range's last month is
   * whole as far as hours go and is read from the monthly totals.
   */
  today?: string;
}

/** Which breakdown a row of a grouped read belongs to. */
export type Breakdown = "total" | "property" | "staffType" | "client" | "city" | "month";

/** One row of the requests read, for the total or one group. */
export interface RequestFigures {
  breakdown: Breakdown;
  key: string | null;
  name: string | null;
  requests: number;
  positions: number;
  filled: number;
  medianHours: number | null;
  p90Hours: number | null;
  emergencies: number;
  answeredInTime: number;
}

/** One row of the hours read, for the total or one group. */
export interface HoursFigures {
  breakdown: Breakdown;
  key: string | null;
  name: string | null;
  minutes: number;
  /** Minutes × bill rate in cents (divide by 6,000 for dollars). */
  centMinutes: number;
}

const ZONE = "America/New_York";

/**
 * Calendar day `day` (`YYYY-MM-DD`) as a date literal in the statement's text, not a parameter:
 * the planner then sees the range it is planning for, and PGlite's prepared statements
 * (db/pglite-statements.ts) keep one plan per range, which repeated reads of a report reuse. A
 * generic plan, made for any range, was pathological (docs/decisions/0019-timesheets.md point
 * 11). The strict format check makes the literal safe; the query schema has checked the day
 * before (`reportQuerySchema`).
 * @throws Error for anything but `YYYY-MM-DD`
 */
export function dayLiteral(day: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a calendar day: ${day}`);
  return sql.raw(`date '${day}'`);
}

/** The start of calendar day `day` where the agency works, as a timestamptz. */
const startOfDay = (day: string) => sql`(${dayLiteral(day)}::timestamp at time zone ${ZONE})`;

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** The breakdown of a grouped row from its GROUPING() bits (1: not grouped by that column). */
function breakdownOf(row: Record<string, unknown>, keys: Array<[Breakdown, string]>): Breakdown {
  for (const [breakdown, bit] of keys) if (Number(row[bit]) === 0) return breakdown;
  return "total";
}

/** The last day (`YYYY-MM-DD`) of the month of day `day`. */
export function lastDayOfMonth(day: string): string {
  return addDays(`${addDays(`${day.slice(0, 7)}-01`, 31).slice(0, 7)}-01`, -1);
}

/** The whole calendar months of a range, first days of the first and last, or null if none. */
export interface RangeSplit {
  months: { first: string; last: string } | null;
  /** The days outside whole months: none, the head, the tail, or both (or the whole range). */
  dayRanges: Array<{ from: string; to: string }>;
}

/**
 * Splits the days `from`…`to` (both included, `YYYY-MM-DD`) into the calendar months wholly
 * inside it and the days before and after them. 2026-01-15…2026-04-10 gives months
 * 2026-02-01…2026-03-01 and days 2026-01-15…2026-01-31 and 2026-04-01…2026-04-10.
 */
export function splitRange(from: string, to: string): RangeSplit {
  const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
  const nextMonth = (day: string) => monthStart(addDays(monthStart(day), 31));
  // The first month starting on or after `from`, and the last ending on or before `to`.
  const first = from === monthStart(from) ? from : nextMonth(from);
  const afterTo = addDays(to, 1);
  const endExclusive = afterTo === monthStart(afterTo) ? afterTo : monthStart(to);
  if (first >= endExclusive) return { months: null, dayRanges: [{ from, to }] };
  const dayRanges: RangeSplit["dayRanges"] = [];
  if (from < first) dayRanges.push({ from, to: addDays(first, -1) });
  if (endExclusive <= to) dayRanges.push({ from: endExclusive, to });
  const last = monthStart(addDays(endExclusive, -1));
  return { months: { first, last }, dayRanges };
}

/**
 * What a report's transaction sets for its reads: no parallel workers. Each read touches a few
 * hundred rows, yet PostgreSQL's planner launched two workers for the hours read, whose start
 * cost ~100 ms of a read whose work is ~6 ms, and concurrent reports queue for the few worker
 * slots.
 */
export const REPORT_READ_SETTINGS = ["max_parallel_workers_per_gather = 0"] as const;

/**
 * The report reads on `db`; `embedded` for PGlite (no parallel workers, one session), which
 * {@link figures} reads without a transaction.
 */
export function reportsRepository(
  db: Database,
  options: { embedded: boolean } = { embedded: false },
) {
  return {
    /**
     * The requests figures of `scope` in `range`: the total, and with `breakdowns` per property,
     * staff type, client and city (without, the total alone, for the summary).
     */
    async requestFigures(
      scope: ReportScope,
      range: ReportRange,
      tx?: Transaction,
      breakdowns = true,
    ): Promise<RequestFigures[]> {
      const where: SQL[] = [
        sql`r.status <> 'cancelled'`,
        sql`r.created_at >= ${startOfDay(range.from)}`,
        sql`r.created_at < (${dayLiteral(range.to)} + 1)::timestamp at time zone ${ZONE}`,
      ];
      if (scope.kind === "manager") where.push(sql`r.user_id = ${scope.userId}`);
      if (range.propertyId) where.push(sql`r.property_id = ${range.propertyId}`);
      const result = await (tx ?? db).execute(sql`
        with req as (
          select r.id, r.headcount, r.staff_type, r.property_id, r.company_name,
                 r.emergency_reason, r.respond_by, r.responded_at,
                 least(r.headcount, (
                   select count(*) from staff_assignments a
                   where a.request_id = r.id and a.status in ('confirmed', 'active', 'completed')
                 )) as filled,
                 extract(epoch from (
                   select min(e.created_at) from assignment_events e
                   where e.request_id = r.id and e.to_status = 'confirmed'
                 ) - r.created_at) / 3600.0 as hours_to_fill
          from staffing_requests r
          where ${sql.join(where, sql` and `)}
        )
        select ${
          breakdowns
            ? sql`grouping(req.property_id) as g_property, grouping(req.staff_type) as g_staff_type,
               grouping(req.company_name) as g_client, grouping(p.city) as g_city,
               req.property_id, p.name as property_name, req.staff_type, req.company_name, p.city,`
            : sql``
        }
               count(*) as requests, sum(req.headcount) as positions, sum(req.filled) as filled,
               percentile_cont(0.5) within group (order by req.hours_to_fill) as median_hours,
               percentile_cont(0.9) within group (order by req.hours_to_fill) as p90_hours,
               count(*) filter (where req.emergency_reason is not null) as emergencies,
               count(*) filter (
                 where req.emergency_reason is not null and req.responded_at is not null
                   and req.responded_at <= req.respond_by
               ) as answered_in_time
        ${
          breakdowns
            ? sql`from req left join properties p on p.id = req.property_id
        group by grouping sets ((), (req.property_id, p.name), (req.staff_type), (req.company_name), (p.city))`
            : sql`from req`
        }`);
      return rowsOf<Record<string, unknown>>(result).map((row) => {
        const breakdown = breakdownOf(row, [
          ["property", "g_property"],
          ["staffType", "g_staff_type"],
          ["client", "g_client"],
          ["city", "g_city"],
        ]);
        const key = {
          total: null,
          property: row.property_id,
          staffType: row.staff_type,
          client: row.company_name,
          city: row.city,
          month: null,
        }[breakdown];
        return {
          breakdown,
          key: key === null || key === undefined ? null : String(key),
          name: (row.property_name as string | null) ?? null,
          requests: num(row.requests),
          positions: num(row.positions),
          filled: num(row.filled),
          medianHours: numOrNull(row.median_hours),
          p90Hours: numOrNull(row.p90_hours),
          emergencies: num(row.emergencies),
          answeredInTime: num(row.answered_in_time),
        };
      });
    },

    /**
     * The approved hours of `scope` on days in `range`: the total, and per month, property, staff
     * type (the request's), client (the property owner's company) and city (without
     * `breakdowns`, the total alone, which needs no other table's names). Whole months of the
     * range are read from `timesheet_month_totals` (a row per assignment and month), the days of
     * its partial first and last months from `timesheet_days` ({@link splitRange}; a last month
     * that reaches `range.today` counts as whole), so a year costs a few hundred rows rather
     * than every day worked.
     */
    async hoursFigures(
      scope: ReportScope,
      range: ReportRange,
      tx?: Transaction,
      breakdowns = true,
    ): Promise<HoursFigures[]> {
      const until = range.today && range.to >= range.today ? lastDayOfMonth(range.to) : range.to;
      const { months, dayRanges } = splitRange(range.from, until);
      /** The scope's conditions, on the property column `property` of the part. */
      const and = (property: SQL) => {
        const conditions: SQL[] = [];
        if (scope.kind === "manager") conditions.push(sql`p.user_id = ${scope.userId}`);
        if (range.propertyId) conditions.push(sql`${property} = ${range.propertyId}`);
        return conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
      };
      // Each part names its assignment, month and minutes; the scope is applied inside each so
      // the planner narrows by the manager's properties before reading totals or days.
      const parts: SQL[] = [];
      if (months)
        parts.push(sql`
          select m.assignment_id, m.month, m.minutes
          from timesheet_month_totals m
          join staff_assignments a on a.id = m.assignment_id
          join properties p on p.id = a.property_id
          where m.month between ${dayLiteral(months.first)} and ${dayLiteral(months.last)}${and(sql`a.property_id`)}`);
      for (const days of dayRanges)
        parts.push(sql`
          select t.assignment_id, date_trunc('month', d.date)::date as month, sum(d.minutes) as minutes
          from timesheets t
          join timesheet_days d on d.timesheet_id = t.id
          join properties p on p.id = t.property_id
          where t.status = 'approved'
            -- The weeks that can hold a day of the range, so the (property, week) index narrows first.
            and t.week_start between ${dayLiteral(weekStartOf(days.from))} and ${dayLiteral(days.to)}
            and d.date between ${dayLiteral(days.from)} and ${dayLiteral(days.to)}${and(sql`t.property_id`)}
          group by 1, 2`);
      const approved = sql`with approved as (${sql.join(parts, sql` union all `)})`;
      const totals = sql`sum(c.minutes) as minutes,
               sum(c.minutes::bigint * coalesce(a.bill_rate_cents, 0)) as cent_minutes`;
      const result = await (tx ?? db).execute(
        breakdowns
          ? sql`${approved}
        select grouping(to_char(c.month, 'YYYY-MM')) as g_month, grouping(a.property_id) as g_property,
               grouping(r.staff_type) as g_staff_type,
               grouping(coalesce(o.company_name, p.name)) as g_client, grouping(p.city) as g_city,
               to_char(c.month, 'YYYY-MM') as month, a.property_id, p.name as property_name,
               r.staff_type, coalesce(o.company_name, p.name) as client, p.city, ${totals}
        from approved c
        join staff_assignments a on a.id = c.assignment_id
        join properties p on p.id = a.property_id
        left join users o on o.id = p.user_id
        left join staffing_requests r on r.id = a.request_id
        group by grouping sets ((), (to_char(c.month, 'YYYY-MM')), (a.property_id, p.name),
                                (r.staff_type), (coalesce(o.company_name, p.name)), (p.city))`
          : sql`${approved}
        select ${totals} from approved c join staff_assignments a on a.id = c.assignment_id`,
      );
      return rowsOf<Record<string, unknown>>(result).map((row) => {
        const breakdown = breakdownOf(row, [
          ["month", "g_month"],
          ["property", "g_property"],
          ["staffType", "g_staff_type"],
          ["client", "g_client"],
          ["city", "g_city"],
        ]);
        const key = {
          total: null,
          month: row.month,
          property: row.property_id,
          staffType: row.staff_type,
          client: row.client,
          city: row.city,
        }[breakdown];
        return {
          breakdown,
          key: key === null || key === undefined ? null : String(key),
          name: (row.property_name as string | null) ?? null,
          minutes: num(row.minutes),
          centMinutes: num(row.cent_minutes),
        };
      });
    },

    /**
     * Both reads of a report, the totals alone or with every breakdown. On a PostgreSQL server
     * they run in one read-only, repeatable-read transaction with {@link REPORT_READ_SETTINGS}:
     * one snapshot, so the requests and the hours describe the same moment, and no parallel
     * workers. The embedded PGlite has no parallel workers and no concurrent sessions, so there
     * the two reads are sent one after the other without a transaction's four extra statements,
     * which cost more than a tenth of a report's time on its single thread
     * (docs/decisions/0019-timesheets.md point 11).
     */
    async figures(
      scope: ReportScope,
      range: ReportRange,
      breakdowns: boolean,
    ): Promise<{ requests: RequestFigures[]; hours: HoursFigures[] }> {
      if (options.embedded) {
        const requests = await this.requestFigures(scope, range, undefined, breakdowns);
        const hours = await this.hoursFigures(scope, range, undefined, breakdowns);
        return { requests, hours };
      }
      return db.transaction(
        async (tx) => {
          for (const setting of REPORT_READ_SETTINGS)
            await tx.execute(sql.raw(`set local ${setting}`));
          const requests = await this.requestFigures(scope, range, tx, breakdowns);
          const hours = await this.hoursFigures(scope, range, tx, breakdowns);
          return { requests, hours };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    /** Whether property `propertyId` belongs to manager `userId`. */
    async ownsProperty(userId: number, propertyId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from properties where id = ${propertyId} and user_id = ${userId}`,
      );
      return rowsOf(result).length > 0;
    },
  };
}
