/**
 * The staffing reports' queries (docs/decisions/0019-timesheets.md, "Reports"): two aggregate
 * reads, each one statement with GROUPING SETS, so a report costs two round trips whatever its
 * size:
 * - requests created in the range (cancelled ones left out): counts, positions, filled positions
 *   (confirmed, active or completed people, at most the headcount), hours from creation to the
 *   first confirmation (median and 90th percentile), emergencies answered within the promise;
 * - approved hours on days in the range, and their cost at each assignment's bill rate.
 * Days are the agency's (America/New_York).
 */
import { type SQL, sql } from "drizzle-orm";
import { weekStartOf } from "../../../domain/timesheet";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";

/** Whose figures: a property manager's (their requests, their properties' hours) or the agency's. */
export type ReportScope = { kind: "manager"; userId: number } | { kind: "all" };

/** A report's range (days, both included) and property. */
export interface ReportRange {
  from: string;
  to: string;
  propertyId?: number;
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

/** The start of calendar day `day` where the agency works, as a timestamptz. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone ${ZONE})`;

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** The breakdown of a grouped row from its GROUPING() bits (1: not grouped by that column). */
function breakdownOf(row: Record<string, unknown>, keys: Array<[Breakdown, string]>): Breakdown {
  for (const [breakdown, bit] of keys) if (Number(row[bit]) === 0) return breakdown;
  return "total";
}

/** The report reads on `db`. */
export function reportsRepository(db: Database) {
  return {
    /** The requests figures of `scope` in `range`: the total, and per property, staff type, client and city. */
    async requestFigures(scope: ReportScope, range: ReportRange): Promise<RequestFigures[]> {
      const where: SQL[] = [
        sql`r.status <> 'cancelled'`,
        sql`r.created_at >= ${startOfDay(range.from)}`,
        sql`r.created_at < (${range.to}::date + 1)::timestamp at time zone ${ZONE}`,
      ];
      if (scope.kind === "manager") where.push(sql`r.user_id = ${scope.userId}`);
      if (range.propertyId) where.push(sql`r.property_id = ${range.propertyId}`);
      const result = await db.execute(sql`
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
        select grouping(req.property_id) as g_property, grouping(req.staff_type) as g_staff_type,
               grouping(req.company_name) as g_client, grouping(p.city) as g_city,
               req.property_id, p.name as property_name, req.staff_type, req.company_name, p.city,
               count(*) as requests, sum(req.headcount) as positions, sum(req.filled) as filled,
               percentile_cont(0.5) within group (order by req.hours_to_fill) as median_hours,
               percentile_cont(0.9) within group (order by req.hours_to_fill) as p90_hours,
               count(*) filter (where req.emergency_reason is not null) as emergencies,
               count(*) filter (
                 where req.emergency_reason is not null and req.responded_at is not null
                   and req.responded_at <= req.respond_by
               ) as answered_in_time
        from req left join properties p on p.id = req.property_id
        group by grouping sets ((), (req.property_id, p.name), (req.staff_type), (req.company_name), (p.city))`);
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
     * type (the request's), client (the property owner's company) and city.
     */
    async hoursFigures(scope: ReportScope, range: ReportRange): Promise<HoursFigures[]> {
      const where: SQL[] = [
        sql`t.status = 'approved'`,
        // The weeks that can hold a day of the range, so the (property, week) index narrows first.
        sql`t.week_start between ${weekStartOf(range.from)}::date and ${range.to}::date`,
        sql`d.date between ${range.from}::date and ${range.to}::date`,
      ];
      if (scope.kind === "manager") where.push(sql`p.user_id = ${scope.userId}`);
      if (range.propertyId) where.push(sql`t.property_id = ${range.propertyId}`);
      const result = await db.execute(sql`
        select grouping(to_char(d.date, 'YYYY-MM')) as g_month, grouping(t.property_id) as g_property,
               grouping(r.staff_type) as g_staff_type,
               grouping(coalesce(o.company_name, p.name)) as g_client, grouping(p.city) as g_city,
               to_char(d.date, 'YYYY-MM') as month, t.property_id, p.name as property_name,
               r.staff_type, coalesce(o.company_name, p.name) as client, p.city,
               sum(d.minutes) as minutes,
               sum(d.minutes::bigint * coalesce(a.bill_rate_cents, 0)) as cent_minutes
        from timesheets t
        join timesheet_days d on d.timesheet_id = t.id
        join staff_assignments a on a.id = t.assignment_id
        join properties p on p.id = t.property_id
        left join users o on o.id = p.user_id
        left join staffing_requests r on r.id = a.request_id
        where ${sql.join(where, sql` and `)}
        group by grouping sets ((), (to_char(d.date, 'YYYY-MM')), (t.property_id, p.name),
                                (r.staff_type), (coalesce(o.company_name, p.name)), (p.city))`);
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

    /** Whether property `propertyId` belongs to manager `userId`. */
    async ownsProperty(userId: number, propertyId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from properties where id = ${propertyId} and user_id = ${userId}`,
      );
      return rowsOf(result).length > 0;
    },
  };
}
