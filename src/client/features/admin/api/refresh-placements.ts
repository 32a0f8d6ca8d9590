/**
 * Whatever a placement change shows is refreshed after it (docs/decisions/0017-placements.md):
 * the admin request lists and details (fill state, assignments, timeline), the request's
 * candidates (availability), the overview and the portal's assignment lists.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";

/**
 * Invalidates the answers a change to request `requestId`'s placements affects.
 * @param requestId null when the request is unknown (its candidates are then left alone).
 */
export function refreshPlacements(queryClient: QueryClient, requestId: number | null) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.staffingRequests.all }),
    requestId === null
      ? Promise.resolve()
      : queryClient.invalidateQueries({
          queryKey: queryKeys.admin.staffingRequests.candidates(requestId),
        }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.overview }),
    queryClient.invalidateQueries({ queryKey: queryKeys.assignments.all }),
  ]);
}

/** {@link refreshPlacements} bound to the app's query client. */
export function useRefreshPlacements() {
  const queryClient = useQueryClient();
  return (requestId: number | null) => refreshPlacements(queryClient, requestId);
}
