/**
 * The pure rules of timesheets, shared by the server (which enforces them) and the client (which
 * shows totals and warns early): workweeks, the length of a shift, the week's regular and overtime
 * minutes, and the body a worker sends.
 *
 * Weeks run Monday to Sunday. Days travel as calendar days `YYYY-MM-DD`, times as wall-clock
 * `HH:MM` (24 h) in {@link AGENCY_TIME_ZONE}, the zone of the agency and of every property.
 * Minutes are whole minutes throughout; hours appear only for display ({@link minutesToHours}).
 */
import { TZDate } from "@date-fns/tz";
import { isoDaySchema } from "./staffing-request";
import { singleLine } from "./text-fields";
import { z } from "./zod";

/** The IANA zone in which every timesheet's wall-clock times are read. */
export const AGENCY_TIME_ZONE = "America/New_York";

/**
 * FLSA: hours worked over 40 in a workweek are overtime (29 U.S.C. § 207(a)(1); the workweek is
 * a fixed 168-hour period, 29 CFR 778.105, which for us is Monday 00:00 to Sunday 24:00).
 */
export const OVERTIME_THRESHOLD_MINUTES = 40 * 60;

/**
 * A timesheet's life: `draft` while the worker fills it in, `submitted` for the property manager
 * to check, then `approved` or `disputed`.
 */
export const timesheetStatuses = ["draft", "submitted", "approved", "disputed"] as const;
/** One of {@link timesheetStatuses}. */
export type TimesheetStatus = (typeof timesheetStatuses)[number];

/** The longest unpaid break a day may record, in minutes (12 h). */
const BREAK_MAX_MINUTES = 720;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The UTC midnight of calendar day `day` (a Date used only as a calendar, never as an instant).
 * `setUTCFullYear` rather than `Date.UTC`, which would read years 0000–0099 as 1900–1999.
 * @throws RangeError when `day` is not a `YYYY-MM-DD` that exists (2026-02-30).
 */
function calendarDate(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  const date = new Date(0);
  if (match) date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!match || formatDay(date) !== day) {
    throw new RangeError(`Not a calendar day YYYY-MM-DD: ${JSON.stringify(day)}`);
  }
  return date;
}

/** `YYYY-MM-DD` of a calendar Date made by {@link calendarDate}. */
function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * `day` plus `n` calendar days (`n` a whole number, may be negative), `YYYY-MM-DD`.
 * Pure calendar arithmetic, no time zone: `addDays("2026-03-07", 1)` is "2026-03-08" whatever
 * the clocks do that night.
 * @throws RangeError when `day` is not a `YYYY-MM-DD` that exists.
 */
export function addDays(day: string, n: number): string {
  const date = calendarDate(day);
  date.setUTCDate(date.getUTCDate() + n);
  return formatDay(date);
}

/**
 * The Monday (`YYYY-MM-DD`) of the Monday–Sunday week holding calendar day `day` (`YYYY-MM-DD`):
 * `day` itself when it is a Monday, otherwise up to 6 days earlier (a Sunday belongs to the week
 * that began the Monday before). Pure calendar arithmetic, no time zone.
 * @throws RangeError when `day` is not a `YYYY-MM-DD` that exists.
 */
export function weekStartOf(day: string): string {
  // getUTCDay: 0 Sunday … 6 Saturday; days since Monday: Monday 0 … Sunday 6.
  const daysSinceMonday = (calendarDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -daysSinceMonday);
}

/**
 * The 7 calendar days (`YYYY-MM-DD`) Monday..Sunday of the week starting `weekStart`, in order.
 * `weekStart` is taken as given (not moved to its Monday; use {@link weekStartOf} for that).
 * @throws RangeError when `weekStart` is not a `YYYY-MM-DD` that exists.
 */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** One day of a timesheet as stored/sent: did not work when start and end are null. */
export interface TimesheetDayInput {
  /** Calendar day `YYYY-MM-DD` the shift starts on. */
  date: string;
  /** Wall-clock start `HH:MM` (24 h) in {@link AGENCY_TIME_ZONE}, or null: did not work. */
  start: string | null;
  /** Wall-clock end `HH:MM`; at or before `start` means the next day (overnight). */
  end: string | null;
  /** Unpaid break in whole minutes, taken off the shift. */
  breakMinutes: number;
}

/**
 * The instant of wall-clock `time` (`HH:MM`) on calendar `day` in {@link AGENCY_TIME_ZONE}, as
 * TZDate reads it: a time the clocks skip (02:00–02:59 on spring-forward day) is moved one hour
 * later (02:30 → 03:30 EDT); a time that happens twice (01:00–01:59 on fall-back day) is its
 * first occurrence (EDT, before the clocks go back).
 */
function instantOf(day: string, time: string): number {
  const date = calendarDate(day);
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a time HH:MM: ${JSON.stringify(time)}`);
  return new TZDate(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
    AGENCY_TIME_ZONE,
  ).getTime();
}

/** Elapsed minutes (may be ≤ 0 for a shift inside the skipped hour) before the break is taken off. */
function elapsedMinutes(date: string, start: string, end: string): number {
  const endDay = end <= start ? addDays(date, 1) : date;
  return Math.round((instantOf(endDay, end) - instantOf(date, start)) / 60_000);
}

/**
 * Minutes worked on a shift starting on `date` (`YYYY-MM-DD`) at `start` (`HH:MM`, 24 h) and
 * ending at `end` (`HH:MM`), less the unpaid `breakMinutes`.
 *
 * - An end at or before the start ends on the next day (overnight shift; equal times are 24 h).
 * - The length is real elapsed time in America/New_York, not the clock difference: a night shift
 *   across the spring-forward change (second Sunday of March, 02:00 → 03:00) is 60 minutes
 *   shorter, one across fall-back (first Sunday of November, 02:00 → 01:00) 60 minutes longer.
 *   Pay is owed for the time actually worked (FLSA, 29 CFR 785).
 * - DST decision: wall-clock times are read as `TZDate` reads them. A time the clocks skip
 *   (02:00–02:59 on spring-forward day) is moved one hour later (02:30 is read as 03:30 EDT),
 *   so a shift that starts at 02:30 that morning and ends at 10:00 is 390 minutes; a time that
 *   happens twice (01:00–01:59 on fall-back day) is its first occurrence (EDT).
 * - Never negative: a shift with no elapsed time (02:30–03:10 on spring-forward day, which the
 *   clocks skip) or a break at least as long as the shift gives 0; {@link timesheetDaysSchema}
 *   refuses such days before they get here.
 *
 * @returns whole minutes in [0, 1500] (at most 24 h, plus the hour fall-back repeats)
 * @throws RangeError when `date` is not a `YYYY-MM-DD` that exists or a time is not `HH:MM`.
 */
export function shiftMinutes(
  date: string,
  start: string,
  end: string,
  breakMinutes: number,
): number {
  return Math.max(0, elapsedMinutes(date, start, end) - breakMinutes);
}

/**
 * `minutes` as hours rounded to 2 decimals for display (450 → 7.5, 495 → 8.25, 20 → 0.33).
 * Payroll keeps minutes; only the rounded display value comes from here.
 */
export function minutesToHours(minutes: number): number {
  // minutes / 60 * 100 = minutes * 5 / 3: exact for whole minutes, and never a .5 tie.
  return Math.round((minutes * 5) / 3) / 100;
}

/** The week's arithmetic, all in whole minutes. */
export interface WeekTotals {
  /** Per day in date order, the minutes worked (0 for a day not worked) and the overtime among them. */
  days: Array<{ date: string; minutes: number; overtimeMinutes: number }>;
  /** Sum of the days' minutes. */
  totalMinutes: number;
  /** min(total, {@link OVERTIME_THRESHOLD_MINUTES}). */
  regularMinutes: number;
  /** max(0, total − {@link OVERTIME_THRESHOLD_MINUTES}). */
  overtimeMinutes: number;
}

/**
 * Totals of a week's `days` (any order; a day with a null start or end counts 0 minutes), each
 * day's minutes by {@link shiftMinutes}. Overtime (over {@link OVERTIME_THRESHOLD_MINUTES} in the
 * week, FLSA) is attributed to days in date order: the day on which the running total passes
 * 40 h gets the part beyond it, every later worked day all of its minutes (this is how payroll
 * exports split a week's overtime per day). Sum of per-day overtime === overtimeMinutes; sum of
 * per-day minutes === totalMinutes.
 * @returns {@link WeekTotals}, `days` sorted by date (ties keep their given order).
 * @throws RangeError when a worked day's date or times are malformed (validate first).
 */
export function weekTotals(days: TimesheetDayInput[]): WeekTotals {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let runningMinutes = 0;
  const perDay = sorted.map((day) => {
    const minutes =
      day.start === null || day.end === null
        ? 0
        : shiftMinutes(day.date, day.start, day.end, day.breakMinutes);
    const regularLeft = Math.max(0, OVERTIME_THRESHOLD_MINUTES - runningMinutes);
    runningMinutes += minutes;
    return { date: day.date, minutes, overtimeMinutes: Math.max(0, minutes - regularLeft) };
  });
  return {
    days: perDay,
    totalMinutes: runningMinutes,
    regularMinutes: Math.min(runningMinutes, OVERTIME_THRESHOLD_MINUTES),
    overtimeMinutes: Math.max(0, runningMinutes - OVERTIME_THRESHOLD_MINUTES),
  };
}

/**
 * The overtime minutes of each (timesheet, day) of the workers' weeks: FLSA counts every hour a
 * person works for the agency in a workweek, so a worker's timesheets of one week are added up
 * together, in date order (timesheet id breaking ties), before overtime is attributed.
 * @returns a map from "timesheetId:date" to overtime minutes
 */
export function overtimeByDay(
  days: Array<{
    staffId: number;
    weekStart: string;
    timesheetId: number;
    date: string;
    minutes: number;
  }>,
): Map<string, number> {
  const byWeek = new Map<string, typeof days>();
  for (const day of days) {
    const key = `${day.staffId}:${day.weekStart}`;
    byWeek.set(key, [...(byWeek.get(key) ?? []), day]);
  }
  const overtime = new Map<string, number>();
  for (const week of byWeek.values()) {
    // The stored minutes (computed once, at save), in date order as read: the same attribution
    // as weekTotals, which would recompute them from the times.
    let running = 0;
    for (const day of week) {
      const regularLeft = Math.max(0, OVERTIME_THRESHOLD_MINUTES - running);
      running += day.minutes;
      overtime.set(`${day.timesheetId}:${day.date}`, Math.max(0, day.minutes - regularLeft));
    }
  }
  return overtime;
}

const TIME_MESSAGE = "Use a time in the form HH:MM, from 00:00 to 23:59";
const BREAK_MESSAGE = `Enter the break in whole minutes, from 0 to ${BREAK_MAX_MINUTES}`;

/** A wall-clock time `HH:MM` (24 h, 00:00–23:59) named `label`, or not given: null, missing or "". */
const optionalTime = (label: string) =>
  singleLine(z.string().regex(TIME_PATTERN, TIME_MESSAGE).or(z.literal("")), label)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Runs a rule of one day as soon as the `fields` it reads are valid, even when another field of
 * the day is not (zod otherwise waits for the whole object), so a form shows every message at once.
 */
const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    // An issue without a path is about the day itself (not an object at all): no rule can run.
    payload.issues.every(
      (issue) => (issue.path?.length ?? 0) > 0 && !fields.includes(String(issue.path?.[0])),
    );

const timesheetDaySchema = z
  .object({
    date: singleLine(isoDaySchema, "Date"),
    start: optionalTime("Start time"),
    end: optionalTime("End time"),
    breakMinutes: z
      .number({ error: BREAK_MESSAGE })
      .int(BREAK_MESSAGE)
      .min(0, BREAK_MESSAGE)
      .max(BREAK_MAX_MINUTES, BREAK_MESSAGE)
      .default(0),
  })
  .superRefine(
    (day, ctx) => {
      if ((day.start === null) !== (day.end === null)) {
        const missing = day.start === null ? "start" : "end";
        ctx.addIssue({
          code: "custom",
          message: "Give both a start and an end time, or neither",
          path: [missing],
        });
      }
    },
    { when: whenFieldsValid("start", "end") },
  )
  .superRefine(
    (day, ctx) => {
      if (day.start === null || day.end === null) {
        if (day.start === null && day.end === null && day.breakMinutes !== 0) {
          ctx.addIssue({
            code: "custom",
            message: "A day not worked has no break: set the break to 0",
            path: ["breakMinutes"],
          });
        }
        return;
      }
      const elapsed = elapsedMinutes(day.date, day.start, day.end);
      if (elapsed <= 0) {
        // Only a shift inside the hour the clocks skip on spring-forward day (02:30–03:10).
        ctx.addIssue({
          code: "custom",
          message:
            "The clocks go forward from 02:00 to 03:00 that night, so this shift has no time",
          path: ["end"],
        });
      } else if (day.breakMinutes >= elapsed) {
        ctx.addIssue({
          code: "custom",
          message: "The break must be shorter than the shift",
          path: ["breakMinutes"],
        });
      }
    },
    { when: whenFieldsValid("date", "start", "end", "breakMinutes") },
  );

/**
 * The body of PUT /api/portal/timesheets/:id: `{ days: [{ date, start, end, breakMinutes }] }`.
 *
 * - `days`: at most 7, each `date` (`YYYY-MM-DD` that exists) at most once ("Each day may appear
 *   only once", on the later copies' `date`).
 * - `start`/`end`: wall-clock `HH:MM` 00:00–23:59 in {@link AGENCY_TIME_ZONE}, or both not given
 *   (null, missing or "" from an empty time input, all read as null: did not work). Only one of
 *   them given: "Give both a start and an end time, or neither" on the missing one. An end at or
 *   before the start is the next morning, so no shift is longer than 24 hours of clock time.
 * - `breakMinutes`: unpaid break, a whole number 0–720 (default 0); 0 on a day not worked; shorter
 *   than the shift's real elapsed time ("The break must be shorter than the shift"). A shift with
 *   no elapsed time at all (inside the hour skipped on spring-forward day) is refused on `end`.
 *
 * Every message is on its field's path, e.g. ["days", 2, "end"]. Rules needing the timesheet's
 * week, today and the assignment are in {@link checkTimesheetDays}.
 */
export const timesheetDaysSchema = z.object({
  days: z
    .array(timesheetDaySchema, { error: "Give the days of the week" })
    .max(7, "A week has at most 7 days")
    .superRefine((days, ctx) => {
      const seen = new Set<string>();
      days.forEach((day, index) => {
        if (typeof day?.date !== "string") return;
        if (seen.has(day.date)) {
          ctx.addIssue({
            code: "custom",
            message: "Each day may appear only once",
            path: [index, "date"],
          });
        }
        seen.add(day.date);
      });
    }),
});
/** A valid timesheet body: every day's `start`/`end` a time or null, `breakMinutes` a number. */
export type TimesheetDaysInput = z.output<typeof timesheetDaysSchema>;

/**
 * The rules of a timesheet body that need its context, for the server (and the client to warn
 * early). Every day's date must be inside the week of 7 days starting `weekStart`
 * ("<date> is not in the week of <weekStart>"). A day with hours (start and end given) must
 * also be no later than `today` ("Hours cannot be logged for a future day") and inside the
 * assignment's days [`assignmentStart`, `assignmentEnd`] (null start or end: open on that side;
 * "<date> is outside this assignment's days"); a "did not work" day anywhere in the week is fine.
 * One message per day, the first rule broken in that order.
 * @param input a body already parsed by {@link timesheetDaysSchema}
 * @param context all days `YYYY-MM-DD`; `today` is the calendar day in {@link AGENCY_TIME_ZONE}
 * @returns field errors keyed like "days.2.date" (index in `input.days`) → message; `{}` when all is well
 */
export function checkTimesheetDays(
  input: TimesheetDaysInput,
  context: {
    weekStart: string;
    today: string;
    assignmentStart: string | null;
    assignmentEnd: string | null;
  },
): Record<string, string> {
  const { weekStart, today, assignmentStart, assignmentEnd } = context;
  const weekEnd = addDays(weekStart, 6);
  const errors: Record<string, string> = {};
  input.days.forEach((day, index) => {
    const worked = day.start !== null && day.end !== null;
    let message: string | undefined;
    if (day.date < weekStart || day.date > weekEnd) {
      message = `${day.date} is not in the week of ${weekStart}`;
    } else if (worked && day.date > today) {
      message = "Hours cannot be logged for a future day";
    } else if (
      worked &&
      ((assignmentStart !== null && day.date < assignmentStart) ||
        (assignmentEnd !== null && day.date > assignmentEnd))
    ) {
      message = `${day.date} is outside this assignment's days`;
    }
    if (message) errors[`days.${index}.date`] = message;
  });
  return errors;
}
