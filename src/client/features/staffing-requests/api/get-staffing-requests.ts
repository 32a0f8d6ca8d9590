/**
 * GET /api/portal/staffing-requests: the caller's requests with propertyName (spec section 7),
 * one page at a time, filtered and sorted by the server (docs/decisions/0013-paged-lists.md).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPage, listUrl, type Page } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import { type RequestListFilters, sortOf } from "../utils/request-filters";

const PATH = "/api/portal/staffing-requests";

/** The first page's URL of the list with these filters (a fixed property wins over the filter). */
export function staffingRequestsUrl(
  filters: RequestListFilters,
  options: { propertyId?: number; limit?: number } = {},
): string {
  return listUrl(PATH, {
    status: filters.status,
    staffType: filters.staffType,
    propertyId: options.propertyId ?? filters.propertyId,
    from: filters.from,
    to: filters.to,
    q: filters.q,
    sort: filters.sort ? sortOf(filters) : undefined,
    limit: options.limit,
  });
}

/**
 * The filtered list of the signed-in user's requests (every request for an admin), page by
 * page; the key holds the URL, so each filter set is cached apart.
 * @param options.propertyId narrows the list to one property (the property's requests page).
 */
export function useStaffingRequestsList(
  filters: RequestListFilters,
  options: { propertyId?: number } = {},
) {
  const url = staffingRequestsUrl(filters, options);
  return usePagedList<StaffingRequest>(queryKeys.staffingRequests.list(url), url);
}

/** Query options of the first `limit` requests of one property, with their total. */
export function getPropertyRequestsPreviewQueryOptions(propertyId: number, limit: number) {
  const url = listUrl(PATH, { propertyId, limit });
  return queryOptions({
    queryKey: queryKeys.staffingRequests.list(url),
    queryFn: ({ signal }): Promise<Page<StaffingRequest>> => getPage<StaffingRequest>(url, signal),
  });
}

/** The newest `limit` requests of a property and how many it has (its details screen). */
export function usePropertyRequestsPreview(propertyId: number, limit: number) {
  return useQuery(getPropertyRequestsPreviewQueryOptions(propertyId, limit));
}
