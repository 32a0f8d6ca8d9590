/**
 * Conversions between `<input type="datetime-local">` values (`YYYY-MM-DDTHH:mm`, the browser's
 * wall clock, no zone) and the API's ISO 8601 timestamps, which must carry an offset
 * (PATCH /api/admin/job-applications/{id}, `interviewDate`).
 */
import { format, formatISO, isValid, parseISO } from "date-fns";

/** An API timestamp as a datetime-local value in the browser's time zone; "" when missing. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = parseISO(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : "";
}

/**
 * A datetime-local value as ISO 8601 with the browser's offset for that day
 * ("2026-12-03T14:30" in Florida in winter -> "2026-12-03T14:30:00-05:00").
 * @returns null for an empty or invalid value.
 */
export function fromDateTimeLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? formatISO(date) : null;
}

/** The browser's IANA time zone ("America/New_York"), to say which clock a time is on. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "your local time";
  } catch {
    return "your local time";
  }
}
