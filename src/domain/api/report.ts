/**
 * The staffing reports (docs/decisions/0019-timesheets.md, "Reports"): for a date range and
 * optionally one property, what was asked for and filled, how fast, the approved hours and what
 * they cost. Property managers read their own (`/api/portal/reports…`); admins the agency's,
 * with per-client and per-city breakdowns.
 */
import { staffTypes } from "../enums";
import { isoDaySchema } from "../staffing-request";
import { z } from "../zod";
import { anyWhenEmpty } from "./list-query";

/** How far back a report reaches when the query does not say: the last 90 days. */
export const REPORT_DEFAULT_DAYS = 90;
/** The longest range one report covers (a little over five years). */
export const REPORT_MAX_DAYS = 1900;

const RANGE_MESSAGE = "The start of the range cannot be after its end";

/**
 * Query of the reports: `from` and `to` (calendar days in America/New_York, both included;
 * default: the last {@link REPORT_DEFAULT_DAYS} days to today) and `propertyId`.
 */
export const reportQuerySchema = z
  .object({
    from: anyWhenEmpty(isoDaySchema),
    to: anyWhenEmpty(isoDaySchema),
    propertyId: anyWhenEmpty(z.coerce.number().int().min(1).max(2_147_483_647)),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: RANGE_MESSAGE, path: ["from"] });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** Median and 90th percentile of hours from a request to its first confirmed person (null: none filled). */
const timeToFillSchema = z.object({ median: z.number().nullable(), p90: z.number().nullable() });

/**
 * GET /api/portal/reports/summary: requests (cancelled ones left out) and the positions they ask
 * for, positions filled (confirmed, active or completed people, at most the headcount), the fill
 * rate (filled ÷ positions, 0–1; null without positions), time to fill, approved hours (days in
 * the range of approved timesheets) and spend (approved hours × the assignment's bill rate,
 * dollars; hours without a rate add nothing).
 */
export const reportSummarySchema = z.object({
  requests: z.number(),
  positions: z.number(),
  filled: z.number(),
  fillRate: z.number().nullable(),
  timeToFillHours: timeToFillSchema,
  approvedHours: z.number(),
  spend: z.number(),
});
export type ReportSummary = z.input<typeof reportSummarySchema>;

/** Requests, positions and fill of one group (a property, a staff type, a client, a city). */
const fillFields = {
  requests: z.number(),
  positions: z.number(),
  filled: z.number(),
  fillRate: z.number().nullable(),
};
/** Approved hours and their cost in one group. */
const hoursFields = { approvedHours: z.number(), spend: z.number() };

/** GET /api/portal/reports (and /api/admin/reports, with `byClient` and `byCity`). */
export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  summary: reportSummarySchema,
  /** Approved hours and spend per calendar month (`YYYY-MM`) of the range, every month listed. */
  byMonth: z.array(z.object({ month: z.string(), ...hoursFields })),
  byProperty: z.array(
    z.object({ propertyId: z.number(), name: z.string(), ...fillFields, ...hoursFields }),
  ),
  byStaffType: z.array(
    z.object({
      staffType: z.enum(staffTypes),
      ...fillFields,
      timeToFillHours: timeToFillSchema,
      ...hoursFields,
    }),
  ),
  /** Emergency requests in the range and how many the agency answered within its promise. */
  emergencies: z.object({ count: z.number(), answeredInTime: z.number() }),
  byClient: z.array(z.object({ client: z.string(), ...fillFields, ...hoursFields })).optional(),
  byCity: z.array(z.object({ city: z.string(), ...fillFields, ...hoursFields })).optional(),
});
export type Report = z.input<typeof reportSchema>;
