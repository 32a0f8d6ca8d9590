/** GET /api/portal/properties/{id}: one of the caller's properties (404 when not theirs). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Property } from "@/domain/api/property";

/**
 * Fetches one of the signed-in property manager's properties.
 * @throws Error("404: ...") when it does not exist or belongs to someone else,
 *   Error("<status>: <text>") on any other failure.
 */
export function getProperty(id: number, signal?: AbortSignal): Promise<Property> {
  return getJson<Property>(`/api/portal/properties/${id}`, { signal });
}

/** Query options of one property (key: the list's key plus the id). */
export function getPropertyQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.properties.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

/**
 * One property. `id` null (a path that is not a valid id) skips the fetch; the page shows its
 * not-found state.
 */
export function useProperty(id: number | null) {
  return useQuery({ ...getPropertyQueryOptions(id ?? 0), enabled: id !== null });
}
