/**
 * GET /api/admin/staffing-requests?status&staffType&city&from&to&q&sort: every staffing request
 * (portal and public form) with owner and property, one page at a time; and the URL of the
 * same list as CSV (GET /api/admin/staffing-requests.csv, every row, streamed).
 */
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { AdminStaffingRequest } from "@/domain/api/admin";
import { type AdminRequestFilters, withQuery } from "../utils/filters";

/** The first page's URL of the list with these filters and order. */
export function adminStaffingRequestsUrl(filters: AdminRequestFilters): string {
  return withQuery("/api/admin/staffing-requests", filters);
}

/**
 * The filtered list, page by page (keyed by its URL); the previous rows stay on screen while
 * new filters load.
 */
export function useAdminStaffingRequests(filters: AdminRequestFilters) {
  const url = adminStaffingRequestsUrl(filters);
  return usePagedList<AdminStaffingRequest>(queryKeys.admin.staffingRequests.list(url), url);
}

/** The CSV download of the same filtered list in the same order (header row, UTF-8, ISO dates). */
export function adminStaffingRequestsCsvUrl(filters: AdminRequestFilters): string {
  return withQuery("/api/admin/staffing-requests.csv", filters);
}
