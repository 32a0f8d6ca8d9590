/**
 * GET /api/portal/staffing-requests/{id}: one request with its property and its timeline of
 * status changes (owner or admin; anyone else gets 404).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { StaffingRequestDetail } from "@/domain/api/staffing-request";

/**
 * Fetches one staffing request with `property` and `events` (oldest first).
 * @throws Error("404: ...") when it does not exist or is not the caller's,
 *   Error("<status>: <text>") on any other failure.
 */
export function getStaffingRequest(
  id: number,
  signal?: AbortSignal,
): Promise<StaffingRequestDetail> {
  return getJson<StaffingRequestDetail>(`/api/portal/staffing-requests/${id}`, { signal });
}

/** Query options of one staffing request (key: the list's key plus the id). */
export function getStaffingRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.staffingRequests.detail(id),
    queryFn: ({ signal }) => getStaffingRequest(id, signal),
  });
}

/**
 * One staffing request. `id` null (a path that is not a valid id) skips the fetch; the page
 * shows its not-found state.
 */
export function useStaffingRequest(id: number | null) {
  return useQuery({ ...getStaffingRequestQueryOptions(id ?? 0), enabled: id !== null });
}
