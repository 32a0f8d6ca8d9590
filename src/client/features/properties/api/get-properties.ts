/** GET /api/portal/properties: the caller's properties (spec section 7). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Property } from "@/domain/api/property";

/**
 * Fetches the signed-in property manager's properties.
 * @throws Error("<status>: <text>") on failure (403 for roles without properties).
 */
export function getProperties(signal?: AbortSignal): Promise<Property[]> {
  return getJson<Property[]>("/api/portal/properties", { signal });
}

/** Query options of the properties list (key: the API path). */
export function getPropertiesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.properties.all,
    queryFn: ({ signal }) => getProperties(signal),
  });
}

/**
 * The properties list. Pass `enabled: false` for users who are not property managers:
 * the spec fetches properties only for them.
 */
export function useProperties({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPropertiesQueryOptions(), enabled });
}
