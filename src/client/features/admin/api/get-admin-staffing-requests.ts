/**
 * GET /api/admin/staffing-requests?status&staffType&city&from&to&q: every staffing request
 * (portal and public form), newest first, with owner and property; and the URL of the same
 * list as CSV (GET /api/admin/staffing-requests.csv).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminStaffingRequest } from "@/domain/api/admin";
import { type AdminRequestFilters, withQuery } from "../utils/filters";

/**
 * Fetches the requests matching `filters` (at most 2,000, the API's page size).
 * @throws Error("400: ...") for a malformed filter, Error("<status>: <text>") otherwise.
 */
export function getAdminStaffingRequests(
  filters: AdminRequestFilters,
  signal?: AbortSignal,
): Promise<AdminStaffingRequest[]> {
  return getJson<AdminStaffingRequest[]>(withQuery("/api/admin/staffing-requests", filters), {
    signal,
  });
}

/** Query options of one filtered list (key: the prefix plus the filters). */
export function getAdminStaffingRequestsQueryOptions(filters: AdminRequestFilters) {
  return queryOptions({
    queryKey: queryKeys.admin.staffingRequests.list(filters),
    queryFn: ({ signal }) => getAdminStaffingRequests(filters, signal),
  });
}

/** The filtered list; the previous rows stay on screen while new filters load. */
export function useAdminStaffingRequests(filters: AdminRequestFilters) {
  return useQuery({
    ...getAdminStaffingRequestsQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of the same filtered list (header row, UTF-8, ISO 8601 dates). */
export function adminStaffingRequestsCsvUrl(filters: AdminRequestFilters): string {
  return withQuery("/api/admin/staffing-requests.csv", filters);
}
