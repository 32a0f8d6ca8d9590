/**
 * The timesheet screens' filters as they live in the page's URL
 * (`/timesheets?week=2026-11-16&propertyId=4`, `/admin/timesheets?status=approved`):
 * bookmarkable, kept on reload and by Back, sent to the server as they are. An empty string means
 * "no filter"; a week is always its Monday.
 */
import { dayParam, oneOfParam } from "@/client/lib/url-params";
import { type TimesheetStatus, timesheetStatuses, weekStartOf } from "@/domain/timesheet";

/** The filters of the timesheet lists. */
export interface TimesheetUrlFilters {
  /** The week's Monday `YYYY-MM-DD`, or "" (the worker: this week; the others: every week). */
  week: string;
  status: TimesheetStatus | "";
  /** A property id as text. */
  propertyId: string;
}

/** No filter. */
export const emptyTimesheetFilters: TimesheetUrlFilters = { week: "", status: "", propertyId: "" };

/**
 * Reads the filters from a URL's search parameters; unknown or malformed values are dropped
 * (a day that does not exist, such as 2026-02-30, too), and a week given by any of its days is
 * read as its Monday.
 */
export function parseTimesheetFilters(params: URLSearchParams): TimesheetUrlFilters {
  const day = dayParam(params, "week");
  let week = "";
  try {
    week = day ? weekStartOf(day) : "";
  } catch {
    week = "";
  }
  const propertyId = params.get("propertyId") ?? "";
  return {
    week,
    status: oneOfParam(params, "status", timesheetStatuses),
    propertyId: /^[1-9]\d{0,9}$/.test(propertyId) ? propertyId : "",
  };
}
