/**
 * The calendar of timesheets as the screens show it: today and this week where the agency works
 * (America/New_York, whatever the browser's zone), the week's and a day's labels, and why a day
 * cannot take hours. Pure functions over `YYYY-MM-DD` days (src/domain/timesheet.ts), unit-tested.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { formatDay } from "@/client/lib/dates";
import { AGENCY_TIME_ZONE, addDays, weekStartOf } from "@/domain/timesheet";

/** Today's calendar day `YYYY-MM-DD` in the agency's zone (the day the server checks against). */
export function agencyToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), AGENCY_TIME_ZONE), "yyyy-MM-dd");
}

/** The Monday of the week holding `day`, or of this week (agency's zone) when `day` is "". */
export function weekOf(day: string, now: Date = new Date()): string {
  return weekStartOf(day || agencyToday(now));
}

/** A calendar day read as a date at noon UTC, so its weekday never shifts with the zone. */
function noon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** "Mon, Nov 23" for a calendar day `YYYY-MM-DD`. */
export function shortDayLabel(day: string): string {
  return noon(day).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "Monday, November 23" for a calendar day `YYYY-MM-DD` (a day row's accessible name). */
export function longDayLabel(day: string): string {
  return noon(day).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "Nov 23 – Nov 29, 2026" for the week starting `weekStart`. */
export function weekRangeLabel(weekStart: string): string {
  const end = addDays(weekStart, 6);
  const short = (day: string) =>
    noon(day).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  return `${short(weekStart)} – ${short(end)}, ${end.slice(0, 4)}`;
}

/** What bounds the days that may take hours: today and the assignment's days (null: open). */
export interface DayLimits {
  today: string;
  assignmentStart: string | null;
  assignmentEnd: string | null;
}

/**
 * Why `day` cannot take hours, or null when it can: a day after today ("Hours cannot be logged
 * for a future day", the server's words), or outside the assignment's days ("Before this
 * assignment starts on Nov 2, 2026", "After this assignment ended on Nov 20, 2026"). The same
 * rules as `checkTimesheetDays`, said before the worker types.
 */
export function dayClosedReason(day: string, limits: DayLimits): string | null {
  if (day > limits.today) return "Hours cannot be logged for a future day";
  if (limits.assignmentStart !== null && day < limits.assignmentStart) {
    return `Before this assignment starts on ${formatDay(limits.assignmentStart)}`;
  }
  if (limits.assignmentEnd !== null && day > limits.assignmentEnd) {
    return `After this assignment ended on ${formatDay(limits.assignmentEnd)}`;
  }
  return null;
}
