/**
 * A report's choices as they live in the page's URL (`/reports?from=2026-09-01&to=2026-10-31&
 * propertyId=4`): bookmarkable, kept on reload and by Back, sent to the server as they are
 * (docs/decisions/0016). Empty means the server's default: the last 90 days to today, every
 * property.
 */
import { dayParam } from "@/client/lib/url-params";

/** The range (`YYYY-MM-DD`, "" for the default) and a property id as text ("" for every one). */
export interface ReportFilters {
  from: string;
  to: string;
  propertyId: string;
}

/** The default report: the last 90 days, every property. */
export const emptyReportFilters: ReportFilters = { from: "", to: "", propertyId: "" };

/** The earliest year a typed day may have before it is applied (see {@link isApplicableDay}). */
const FIRST_YEAR = 2000;

/**
 * Reads the filters from a URL's search parameters; malformed values are dropped (a hand-edited
 * URL shows the default report rather than an error).
 */
export function parseReportFilters(params: URLSearchParams): ReportFilters {
  const propertyId = params.get("propertyId") ?? "";
  return {
    from: dayParam(params, "from"),
    to: dayParam(params, "to"),
    propertyId: /^[1-9]\d{0,9}$/.test(propertyId) ? propertyId : "",
  };
}

/** True when the range differs from the default (the last 90 days). */
export function hasCustomRange(filters: ReportFilters): boolean {
  return filters.from !== "" || filters.to !== "";
}

/**
 * True when a date field's value may be applied: empty (back to the default), or a real
 * calendar day from the year 2000 on. A date input reports each keystroke of the year as a day
 * ("0002-10-01", "0020-10-01" …), which must not each become a report.
 */
export function isApplicableDay(value: string): boolean {
  if (value === "") return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= FIRST_YEAR && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
