/**
 * GET /api/admin/staffing-requests/{id}/candidates: the staff accounts ranked for a request
 * (docs/decisions/0017-placements.md): free on its days, requested again by its manager, staff
 * type, city, name.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { candidateSchema } from "@/domain/api/assignment";
import type { z } from "@/domain/zod";

/** A ranked candidate of a request, best match first. */
export type Candidate = z.input<typeof candidateSchema>;

/**
 * Fetches the best 50 candidates of request `requestId`, in the server's order.
 * @throws Error("404: ...") when the request does not exist, Error("<status>: <text>") otherwise.
 */
export function getCandidates(requestId: number, signal?: AbortSignal): Promise<Candidate[]> {
  return getJson<Candidate[]>(`/api/admin/staffing-requests/${requestId}/candidates`, { signal });
}

/** Query options of a request's candidates. */
export function getCandidatesQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: queryKeys.admin.staffingRequests.candidates(requestId),
    queryFn: ({ signal }) => getCandidates(requestId, signal),
  });
}

/** The request's candidates; `enabled` false skips the fetch (nothing can be offered). */
export function useCandidates(requestId: number, enabled = true) {
  return useQuery({ ...getCandidatesQueryOptions(requestId), enabled });
}
