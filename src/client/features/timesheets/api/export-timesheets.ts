/**
 * GET /api/admin/timesheets.csv?from&to&status&propertyId: the payroll and billing export, one
 * row per worker per day with hours, every matching row, streamed (admins).
 */
import { listUrl } from "@/client/lib/paged";
import { addDays } from "@/domain/timesheet";
import type { TimesheetListFilters } from "./get-timesheets";

/**
 * The CSV download of the weeks an admin's list shows: the selected week (Monday to Sunday) or
 * every week, with the same status and property.
 * @param filters `week` is the week's Monday ("" for every week).
 */
export function timesheetsCsvUrl(filters: TimesheetListFilters): string {
  return listUrl("/api/admin/timesheets.csv", {
    from: filters.week || undefined,
    to: filters.week ? addDays(filters.week, 6) : undefined,
    status: filters.status,
    propertyId: filters.propertyId,
  });
}
