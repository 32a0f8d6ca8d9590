/**
 * The admin request list's emergency head (docs/decisions/0017-placements.md): the first page
 * starts with every open emergency still awaiting the agency's response, and may be longer than
 * `limit`. These helpers read that head without reordering anything the server sent.
 */
import type { AdminStaffingRequest } from "@/domain/api/admin";
import type { StaffingRequestStatus } from "@/domain/enums";

/** Request statuses an emergency still awaits a response in: pending, approved, in progress. */
const openRequestStatuses: readonly StaffingRequestStatus[] = [
  "pending",
  "approved",
  "in_progress",
];

/** True for an emergency the agency has not answered yet on a request still open. */
export function awaitsEmergencyResponse(
  request: Pick<AdminStaffingRequest, "emergency" | "status">,
): boolean {
  return (
    request.emergency != null &&
    !request.emergency.respondedAt &&
    openRequestStatuses.includes(request.status)
  );
}

/**
 * Splits the rows, in the server's order, into the leading emergencies awaiting a response and
 * everything after them.
 */
export function splitEmergencyHead<T extends Pick<AdminStaffingRequest, "emergency" | "status">>(
  rows: readonly T[],
): { head: T[]; rest: T[] } {
  let end = 0;
  while (end < rows.length && awaitsEmergencyResponse(rows[end] as T)) end += 1;
  return { head: rows.slice(0, end), rest: rows.slice(end) };
}

/**
 * The rows with each id once, first occurrence kept: an emergency answered while the list is
 * paged joins the rest and may come again on a later page.
 */
export function uniqueById<T extends { id: number }>(rows: readonly T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
}
