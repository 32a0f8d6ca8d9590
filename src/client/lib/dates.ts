/**
 * Date helpers for calendar days (`YYYY-MM-DD`, no time zone) and API timestamps (ISO 8601).
 */
import { format, formatDistanceToNow, isValid, parseISO } from "date-fns";

/** A Date (local calendar day) as `YYYY-MM-DD`. */
export function toIsoDay(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** `YYYY-MM-DD` as a local Date at midnight, or null when empty or invalid. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** A calendar day or timestamp for people ("Jun 2, 2025"), or `fallback` when missing. */
export function formatDay(value: string | null | undefined, fallback = "N/A"): string {
  if (!value) return fallback;
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy") : fallback;
}

/** A timestamp with its time of day in the browser's time zone ("Jun 2, 2025, 3:04 PM"), or `fallback`. */
export function formatDateTime(value: string | null | undefined, fallback = "N/A"): string {
  if (!value) return fallback;
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy, h:mm a") : fallback;
}

/** A timestamp as a distance from now with a suffix ("5 minutes ago"). */
export function timeAgo(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : "";
}
