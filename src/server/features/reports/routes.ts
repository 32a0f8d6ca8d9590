/**
 * The staffing reports over HTTP (docs/decisions/0019-timesheets.md, "Reports"): property
 * managers read their own figures (their requests, hours at their properties), admins the
 * agency's with per-client and per-city breakdowns; staff 403. A property that is not the
 * manager's answers 404. The default range is the last 90 days to today (America/New_York).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type Report,
  type ReportQuery,
  reportQuerySchema,
  reportSchema,
  reportSummarySchema,
} from "../../../domain/api/report";
import { type StaffType, staffTypes } from "../../../domain/enums";
import { addDays, minutesToHours } from "../../../domain/timesheet";
import { currentUser, requireRole } from "../../plugins/auth";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { agencyDay } from "../assignments/service";
import {
  type Breakdown,
  type HoursFigures,
  type ReportRange,
  type ReportScope,
  type RequestFigures,
  reportsRepository,
} from "./repository";

/** The range of `query`: its days, else the last {@link REPORT_DEFAULT_DAYS} days to today. */
export function reportRange(query: ReportQuery, today: string): ReportRange {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  // A reversed range given in full is refused by reportQuerySchema; the defaults never reverse it.
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  if (days > REPORT_MAX_DAYS) {
    const message = `A report covers at most ${REPORT_MAX_DAYS} days`;
    throw new HttpError(400, message, { from: message });
  }
  return { from, to, today, ...(query.propertyId ? { propertyId: query.propertyId } : {}) };
}

/** Hours to 1 decimal for time to fill (null stays null). */
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
/** Dollars to the cent from minutes × cents per hour. */
const dollars = (centMinutes: number) => Math.round(centMinutes / 60) / 100;
/** filled ÷ positions to 4 decimals, null without positions. */
const rate = (filled: number, positions: number) =>
  positions === 0 ? null : Math.round((filled / positions) * 10_000) / 10_000;

/** Every calendar month (`YYYY-MM`) from the month of day `from` to that of day `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, "0")}`;
    if (text > last) return months;
    months.push(text);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The report's figures from the two grouped reads. */
export function buildReport(
  range: ReportRange,
  requests: RequestFigures[],
  hours: HoursFigures[],
  withAgencyBreakdowns: boolean,
): Report {
  const of = <T extends { breakdown: Breakdown }>(rows: T[], breakdown: Breakdown) =>
    rows.filter((row) => row.breakdown === breakdown);
  const fill = (row: RequestFigures | undefined) => ({
    requests: row?.requests ?? 0,
    positions: row?.positions ?? 0,
    filled: row?.filled ?? 0,
    fillRate: rate(row?.filled ?? 0, row?.positions ?? 0),
  });
  const cost = (row: HoursFigures | undefined) => ({
    approvedHours: minutesToHours(row?.minutes ?? 0),
    spend: dollars(row?.centMinutes ?? 0),
  });
  /** The groups of a breakdown: every key either read has, requests' and hours' joined. */
  const groups = (breakdown: Breakdown) => {
    const reqs = new Map(of(requests, breakdown).map((row) => [row.key, row]));
    const hrs = new Map(of(hours, breakdown).map((row) => [row.key, row]));
    const keys = [...new Set([...reqs.keys(), ...hrs.keys()])];
    return keys.map((key) => ({ key, req: reqs.get(key), hrs: hrs.get(key) }));
  };
  const total = of(requests, "total")[0];
  const totalHours = of(hours, "total")[0];
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  const months = monthsBetween(range.from, range.to);
  const hoursByMonth = new Map(of(hours, "month").map((row) => [row.key, row]));

  const report: Report = {
    from: range.from,
    to: range.to,
    summary: {
      ...fill(total),
      timeToFillHours: {
        median: oneDecimal(total?.medianHours ?? null),
        p90: oneDecimal(total?.p90Hours ?? null),
      },
      ...cost(totalHours),
    },
    byMonth: months.map((month) => ({ month, ...cost(hoursByMonth.get(month)) })),
    byProperty: groups("property")
      .filter((g) => g.key !== null)
      .map((g) => ({
        propertyId: Number(g.key),
        name: g.req?.name ?? g.hrs?.name ?? "",
        ...fill(g.req),
        ...cost(g.hrs),
      }))
      .sort(byName),
    byStaffType: groups("staffType")
      .filter((g): g is typeof g & { key: StaffType } => staffTypes.includes(g.key as StaffType))
      .map((g) => ({
        staffType: g.key,
        ...fill(g.req),
        timeToFillHours: {
          median: oneDecimal(g.req?.medianHours ?? null),
          p90: oneDecimal(g.req?.p90Hours ?? null),
        },
        ...cost(g.hrs),
      }))
      .sort((a, b) => staffTypes.indexOf(a.staffType) - staffTypes.indexOf(b.staffType)),
    emergencies: {
      count: total?.emergencies ?? 0,
      answeredInTime: total?.answeredInTime ?? 0,
    },
  };
  if (withAgencyBreakdowns) {
    report.byClient = groups("client")
      .map((g) => ({ client: g.key ?? "No company", ...fill(g.req), ...cost(g.hrs) }))
      .sort((a, b) => a.client.localeCompare(b.client));
    report.byCity = groups("city")
      .map((g) => ({ city: g.key ?? "No property (public form)", ...fill(g.req), ...cost(g.hrs) }))
      .sort((a, b) => a.city.localeCompare(b.city));
  }
  return report;
}

/** Reports for property managers (their own) and admins (the agency's); staff 403. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without DATABASE_URL the database is the embedded PGlite (config.ts).
  const repo = reportsRepository(app.db, { embedded: app.config.databaseUrl === undefined });
  app.addHook("preHandler", requireRole("property_manager", "admin"));
  documentArea(app, { tag: "reports", signedIn: true });

  /** The scope and range of a request; 404 for a property that is not the manager's. */
  async function prepare(user: { id: number; role: string }, query: ReportQuery) {
    const scope: ReportScope =
      user.role === "admin" ? { kind: "all" } : { kind: "manager", userId: user.id };
    const range = reportRange(query, agencyDay(new Date()));
    if (scope.kind === "manager" && range.propertyId) {
      if (!(await repo.ownsProperty(user.id, range.propertyId)))
        throw notFound("Property not found");
    }
    return { scope, range };
  }

  /** The report of `user` for `query`; with `breakdowns` false, only its summary is right. */
  async function report(user: { id: number; role: string }, query: ReportQuery, breakdowns = true) {
    const { scope, range } = await prepare(user, query);
    const { requests, hours } = await repo.figures(scope, range, breakdowns);
    return buildReport(range, requests, hours, scope.kind === "all");
  }

  app.get(
    "/api/portal/reports/summary",
    {
      schema: {
        summary:
          "Headline figures for a date range (default: the last 90 days) and optionally one property: requests, positions, filled, fill rate, time to fill, approved hours, spend",
        querystring: reportQuerySchema,
        response: { 200: reportSummarySchema },
      },
    },
    async (request) => (await report(currentUser(request), request.query, false)).summary,
  );

  app.get(
    "/api/portal/reports",
    {
      schema: {
        summary:
          "The whole report: the summary, approved hours and spend per month, per property and per staff type, time to fill per staff type, emergencies answered within the promise; admins also get per-client and per-city breakdowns",
        querystring: reportQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => report(currentUser(request), request.query),
  );
};
