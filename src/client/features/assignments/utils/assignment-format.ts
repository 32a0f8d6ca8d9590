/**
 * How an assignment reads on screen: its dates and the orders the worker's
 * sections use. Pure functions, unit-tested.
 */
import { formatDay } from "@/client/lib/dates";
import type { Assignment } from "@/domain/api/assignment";
import type { StaffAssignmentStatus } from "@/domain/enums";

/** Statuses of the worker's "Upcoming and current" section. */
export const currentStatuses = ["active", "confirmed"] as const satisfies StaffAssignmentStatus[];
/** Statuses of the worker's "Past" section: nothing leaves them. */
export const pastStatuses = [
  "completed",
  "declined",
  "expired",
  "cancelled",
] as const satisfies StaffAssignmentStatus[];

/**
 * The work days: "Dec 1, 2026 – Dec 12, 2026", "From Dec 1, 2026 (open-ended)" without an end
 * day, "Dates to be confirmed" without a start day.
 */
export function assignmentDates(assignment: Pick<Assignment, "startDate" | "endDate">): string {
  const { startDate, endDate } = assignment;
  if (!startDate) return "Dates to be confirmed";
  if (!endDate) return `From ${formatDay(startDate)} (open-ended)`;
  if (endDate === startDate) return formatDay(startDate);
  return `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

/**
 * Soonest first: work in progress, then confirmed work by start day (then id). Days are
 * `YYYY-MM-DD`, so text order is day order; a missing start day goes last.
 */
export function bySoonest(
  a: Pick<Assignment, "id" | "status" | "startDate">,
  b: Pick<Assignment, "id" | "status" | "startDate">,
): number {
  const rank = (x: typeof a) => (x.status === "active" ? 0 : 1);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  const dayA = a.startDate ?? "9999-12-31";
  const dayB = b.startDate ?? "9999-12-31";
  if (dayA !== dayB) return dayA < dayB ? -1 : 1;
  return a.id - b.id;
}

/** Most recently changed first (the order of the "Past" section). */
export function byLatestChange(
  a: Pick<Assignment, "id" | "updatedAt">,
  b: Pick<Assignment, "id" | "updatedAt">,
): number {
  const timeA = Date.parse(String(a.updatedAt));
  const timeB = Date.parse(String(b.updatedAt));
  if (timeA !== timeB) return timeB - timeA;
  return b.id - a.id;
}

/** The open offers first (the first to expire first), for the dashboard's preview. */
export function byDeadline(
  a: Pick<Assignment, "id" | "expiresAt">,
  b: Pick<Assignment, "id" | "expiresAt">,
): number {
  const timeA = a.expiresAt ? Date.parse(String(a.expiresAt)) : Number.POSITIVE_INFINITY;
  const timeB = b.expiresAt ? Date.parse(String(b.expiresAt)) : Number.POSITIVE_INFINITY;
  if (timeA !== timeB) return timeA - timeB;
  return a.id - b.id;
}
