/**
 * The timesheet resources (docs/decisions/0019-timesheets.md): a worker's week of hours on one
 * assignment (/api/portal/timesheets), its history, the agency's rates on an assignment and the
 * payroll export. The hours arithmetic and the body of a save are in `src/domain/timesheet.ts`.
 */
import { staffTypes, timesheetActions } from "../enums";
import { isWholeCents } from "../money";
import { isoDaySchema } from "../staffing-request";
import { multiLine } from "../text-fields";
import { timesheetStatuses } from "../timesheet";
import { z } from "../zod";
import { anyWhenEmpty, pageQuerySchema } from "./list-query";
import { timestamp } from "./timestamp";

export { timesheetDaysSchema } from "../timesheet";

const idFilter = anyWhenEmpty(z.coerce.number().int().min(1).max(2_147_483_647));

/**
 * Query of GET /api/portal/timesheets: a page (decision 0013) of the timesheets of the week
 * holding `week` (any day of it; staff: the current week when absent, the others: every week),
 * filtered by `status` and `propertyId`.
 */
export const timesheetListQuerySchema = pageQuerySchema.extend({
  week: anyWhenEmpty(isoDaySchema),
  status: anyWhenEmpty(z.enum(timesheetStatuses)),
  propertyId: idFilter,
});
export type TimesheetListQuery = z.output<typeof timesheetListQuerySchema>;

/** Query of GET /api/admin/timesheets.csv: the weeks from `from` to `to` (days of the weeks). */
export const timesheetExportQuerySchema = z.object({
  from: anyWhenEmpty(isoDaySchema),
  to: anyWhenEmpty(isoDaySchema),
  status: anyWhenEmpty(z.enum(timesheetStatuses)),
  propertyId: idFilter,
});
export type TimesheetExportQuery = z.output<typeof timesheetExportQuerySchema>;

const NOTE_MESSAGE = "Say what is wrong with these hours";

/** Body of POST /api/portal/timesheets/{id}/dispute: the note the worker and the agency read. */
export const timesheetDisputeSchema = z.object({
  note: multiLine(
    z
      .string({ error: NOTE_MESSAGE })
      .trim()
      .min(1, NOTE_MESSAGE)
      .max(2000, "The note must be at most 2000 characters"),
  ),
});

const RATE_MESSAGE = "Enter a rate in dollars per hour from 0 to 1000, to the cent";
const rate = z
  .number({ error: RATE_MESSAGE })
  .min(0, RATE_MESSAGE)
  .max(1000, RATE_MESSAGE)
  .refine(isWholeCents, RATE_MESSAGE)
  .nullable();

/**
 * Body of PUT /api/admin/assignments/{id}/rates: dollars per hour, to the cent, or null for not
 * set. `billRate` is what the client pays (its manager sees it), `payRate` what the worker is
 * paid (the agency only).
 */
export const assignmentRatesSchema = z.object({ billRate: rate, payRate: rate });
export type AssignmentRates = z.output<typeof assignmentRatesSchema>;

/** One day of a week as the API answers it: all seven days, `start`/`end` null when not worked. */
export const timesheetDaySchema = z.object({
  date: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  breakMinutes: z.number(),
  /** Hours worked that day, to 2 decimals. */
  hours: z.number(),
  /** The part of `hours` over the week's 40 (FLSA), attributed in date order. */
  overtimeHours: z.number(),
});

/**
 * A timesheet as the API answers it. `billRate` (dollars per hour) goes to the property's
 * manager and admins, `payRate` to admins only; staff get neither. `approvedBy` names who
 * approved and `approvedVia` how (`portal` or `email`, the mailed link).
 */
export const timesheetSchema = z.object({
  id: z.number(),
  assignmentId: z.number(),
  weekStart: z.string(),
  status: z.enum(timesheetStatuses),
  days: z.array(timesheetDaySchema),
  totalHours: z.number(),
  regularHours: z.number(),
  overtimeHours: z.number(),
  staff: z.object({ id: z.number(), fullName: z.string() }),
  property: z.object({ id: z.number(), name: z.string(), city: z.string() }),
  staffType: z.enum(staffTypes).nullable(),
  /** The assignment's days (`YYYY-MM-DD`; null end: open), which bound the days with hours. */
  assignmentStart: z.string().nullable(),
  assignmentEnd: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  approvedAt: timestamp.nullable(),
  approvedBy: z.object({ fullName: z.string() }).nullable(),
  approvedVia: z.enum(["portal", "email"]).nullable(),
  disputeNote: z.string().nullable(),
  lockedAt: timestamp.nullable(),
  billRate: z.number().nullable().optional(),
  payRate: z.number().nullable().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Timesheet = z.input<typeof timesheetSchema>;

const dayValues = z.object({ start: z.string(), end: z.string(), breakMinutes: z.number() });

/** One step of a timesheet's history: who did what and when; a save lists the days it changed. */
export const timesheetEventSchema = z.object({
  id: z.number(),
  action: z.enum(timesheetActions),
  fromStatus: z.enum(timesheetStatuses).nullable(),
  toStatus: z.enum(timesheetStatuses).nullable(),
  note: z.string().nullable(),
  changes: z
    .array(
      z.object({ date: z.string(), before: dayValues.nullable(), after: dayValues.nullable() }),
    )
    .nullable(),
  actor: z.object({ fullName: z.string() }).nullable(),
  createdAt: timestamp,
});
export type TimesheetEvent = z.input<typeof timesheetEventSchema>;
