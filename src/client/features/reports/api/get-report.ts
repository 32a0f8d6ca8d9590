/**
 * GET /api/portal/reports?from&to&propertyId (docs/decisions/0019-timesheets.md, "Reports"): the
 * whole report for a range and optionally one property. Property managers get their own figures;
 * admins the agency's, with `byClient` and `byCity`.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import type { Report } from "@/domain/api/report";
import type { ReportFilters } from "../utils/report-filters";

export type { Report };

const PATH = "/api/portal/reports";

/** The report's URL for `filters` (empty ones left out: the server's default range). */
export function reportUrl(filters: ReportFilters): string {
  return listUrl(PATH, { from: filters.from, to: filters.to, propertyId: filters.propertyId });
}

/**
 * Fetches the report for `filters`.
 * @throws Error("400: …") for a reversed or too long range (the server's message), "404: …" for a
 * property that is not the manager's, "403: …" for staff, "<status>: <text>" on other failures.
 */
export function getReport(filters: ReportFilters, signal?: AbortSignal): Promise<Report> {
  return getJson<Report>(reportUrl(filters), { signal });
}

/**
 * Query options of the report for `filters` (key: reports.detail of its URL). Figures change
 * whenever anyone approves hours or fills a position, so a report is read again on each visit
 * (stale at once) while the last answer shows.
 */
export function getReportQueryOptions(filters: ReportFilters) {
  return queryOptions({
    queryKey: queryKeys.reports.detail(reportUrl(filters)),
    queryFn: ({ signal }) => getReport(filters, signal),
    staleTime: 0,
  });
}

/**
 * The report for `filters`; while another range or property loads, the previous report stays on
 * screen (`isPlaceholderData` is true meanwhile).
 */
export function useReport(filters: ReportFilters) {
  return useQuery({ ...getReportQueryOptions(filters), placeholderData: keepPreviousData });
}
