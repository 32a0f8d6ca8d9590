/** GET /api/portal/staffing-requests: the caller's requests, with propertyName (spec section 7). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { StaffingRequest } from "@/domain/api/staffing-request";

/**
 * Fetches the signed-in user's staffing requests (all of them for an admin).
 * @throws Error("<status>: <text>") on failure.
 */
export function getStaffingRequests(signal?: AbortSignal): Promise<StaffingRequest[]> {
  return getJson<StaffingRequest[]>("/api/portal/staffing-requests", { signal });
}

/** Query options of the staffing-requests list (key: the API path). */
export function getStaffingRequestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.staffingRequests.all,
    queryFn: ({ signal }) => getStaffingRequests(signal),
  });
}

/** The staffing-requests list; `enabled: false` skips the fetch. */
export function useStaffingRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStaffingRequestsQueryOptions(), enabled });
}
