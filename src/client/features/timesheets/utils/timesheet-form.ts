/**
 * The worker's week as a form: seven day rows (worked or not, start, end, unpaid break), the
 * schema that turns them into the body of PUT /api/portal/timesheets/{id} and checks it with the
 * server's own rules and messages (`timesheetDaysSchema`, `checkTimesheetDays` in
 * src/domain/timesheet.ts), the live hours while typing, and the server's field errors put back
 * on their rows. Pure functions, unit-tested.
 */
import type { Timesheet } from "@/domain/api/timesheet";
import {
  checkTimesheetDays,
  shiftMinutes,
  type TimesheetDayInput,
  type TimesheetDaysInput,
  timesheetDaysSchema,
  type WeekTotals,
  weekTotals,
} from "@/domain/timesheet";
import { z } from "@/domain/zod";
import type { DayLimits } from "./week";

/** One day row of the form. */
export interface DayFormValues {
  date: string;
  /** False: "Did not work" (start, end and break are then not sent). */
  worked: boolean;
  /** `HH:MM` from `<input type="time">`, "" while empty. */
  start: string;
  end: string;
  /** Whole minutes; NaN while the input is empty or not a number (the schema says so). */
  breakMinutes: number;
}

/** The form's values: the week's seven days, Monday first. */
export interface TimesheetFormValues {
  days: DayFormValues[];
}

/**
 * The form's values of a timesheet as the API sent it (all seven days). A week with no hours yet
 * shows every row ready for times; once hours are saved, a day without them is "Did not work".
 */
export function formValuesOf(timesheet: Pick<Timesheet, "days">): TimesheetFormValues {
  const fresh = timesheet.days.every((day) => day.start === null);
  return {
    days: timesheet.days.map((day) => ({
      date: day.date,
      worked: fresh || (day.start !== null && day.end !== null),
      start: day.start ?? "",
      end: day.end ?? "",
      breakMinutes: day.start !== null ? day.breakMinutes : 0,
    })),
  };
}

/**
 * The body sent for the form's days: every day of the week, in order (so the server's field
 * errors, keyed by index, point at the same rows); a day not worked goes with no times and no
 * break.
 */
export function bodyOf(values: TimesheetFormValues): z.input<typeof timesheetDaysSchema> {
  return {
    days: values.days.map((day) =>
      // A worked row left blank is a day not worked too (its break box may be empty).
      day.worked && (day.start !== "" || day.end !== "")
        ? { date: day.date, start: day.start, end: day.end, breakMinutes: day.breakMinutes }
        : { date: day.date, start: null, end: null, breakMinutes: 0 },
    ),
  };
}

const dayFormSchema = z.object({
  date: z.string(),
  worked: z.boolean(),
  start: z.string(),
  end: z.string(),
  // NaN while the box is empty: the server's schema gives its message for it.
  breakMinutes: z.union([z.number(), z.nan()]),
});

/**
 * The form's schema for one timesheet: the rows become the PUT body ({@link bodyOf}), checked by
 * `timesheetDaysSchema` and then `checkTimesheetDays` with the week, today and the assignment's
 * days, so every message is the server's, on the same path ("days.2.end"; the week's and days'
 * rules on "days.2.date"). Its output is the body to send.
 */
export function timesheetFormSchema(context: DayLimits & { weekStart: string }) {
  return z
    .object({ days: z.array(dayFormSchema) })
    .transform(bodyOf)
    .pipe(timesheetDaysSchema)
    .superRefine((body: TimesheetDaysInput, ctx) => {
      for (const [key, message] of Object.entries(checkTimesheetDays(body, context))) {
        ctx.addIssue({ code: "custom", message, path: key.split(".").map(pathPart) });
      }
    });
}

/** A path segment of a field key: indexes as numbers ("2" → 2). */
function pathPart(segment: string): string | number {
  return /^\d+$/.test(segment) ? Number(segment) : segment;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The week's hours as the form stands, for the live totals: each worked row with two complete
 * times counts (a break that is not yet a number counts 0); anything else counts nothing. Never
 * throws on half-typed input.
 */
export function liveTotals(values: TimesheetFormValues): WeekTotals {
  const days: TimesheetDayInput[] = values.days.map((day) => {
    const complete = day.worked && TIME.test(day.start) && TIME.test(day.end);
    const breakMinutes =
      Number.isInteger(day.breakMinutes) && day.breakMinutes > 0 ? day.breakMinutes : 0;
    return complete
      ? { date: day.date, start: day.start, end: day.end, breakMinutes }
      : { date: day.date, start: null, end: null, breakMinutes: 0 };
  });
  return weekTotals(days);
}

/** Minutes of one row as the form stands (0 unless worked with two complete times). */
export function liveDayMinutes(day: DayFormValues): number {
  if (!day.worked || !TIME.test(day.start) || !TIME.test(day.end)) return 0;
  const breakMinutes =
    Number.isInteger(day.breakMinutes) && day.breakMinutes > 0 ? day.breakMinutes : 0;
  return shiftMinutes(day.date, day.start, day.end, breakMinutes);
}

/** The fields of a day row a server message can be about. */
export type DayField = "date" | "start" | "end" | "breakMinutes";

const DAY_ERROR_KEY = /^days\.(\d+)\.(date|start|end|breakMinutes)$/;

/**
 * The server's field errors about day rows (`{ "days.2.end": "…" }` of a 400 answer) as form
 * paths with their messages; other keys are left out (the caller shows the answer's message).
 */
export function dayFieldErrors(
  errors: Readonly<Record<string, string>>,
): Array<{ path: `days.${number}.${DayField}`; message: string }> {
  const found: Array<{ path: `days.${number}.${DayField}`; message: string }> = [];
  for (const [key, message] of Object.entries(errors)) {
    const match = DAY_ERROR_KEY.exec(key);
    if (match) {
      found.push({ path: `days.${Number(match[1])}.${match[2] as DayField}`, message });
    }
  }
  return found;
}
