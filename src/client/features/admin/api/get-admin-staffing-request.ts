/**
 * GET /api/admin/staffing-requests/{id}: one request, whoever sent it, with its timeline
 * (who, when, from, to and the internal notes).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminStaffingRequestDetail } from "@/domain/api/admin";

/**
 * Fetches one request with `events` (oldest first).
 * @throws Error("404: ...") when it does not exist, Error("<status>: <text>") otherwise.
 */
export function getAdminStaffingRequest(
  id: number,
  signal?: AbortSignal,
): Promise<AdminStaffingRequestDetail> {
  return getJson<AdminStaffingRequestDetail>(`/api/admin/staffing-requests/${id}`, { signal });
}

/** Query options of one request. */
export function getAdminStaffingRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.admin.staffingRequests.detail(id),
    queryFn: ({ signal }) => getAdminStaffingRequest(id, signal),
  });
}

/** One request; `id` null (a path that is not an id) skips the fetch. */
export function useAdminStaffingRequest(id: number | null) {
  return useQuery({ ...getAdminStaffingRequestQueryOptions(id ?? 0), enabled: id !== null });
}
