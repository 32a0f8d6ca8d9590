/** GET /api/admin/overview: request and application counts, subscribers, recent activity. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminOverview } from "@/domain/api/admin";

/**
 * Fetches the overview of the admin console.
 * @throws Error("403: ...") for non-admins, Error("<status>: <text>") on any other failure.
 */
export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return getJson<AdminOverview>("/api/admin/overview", { signal });
}

/** Query options of the overview (key: the API path). */
export function getAdminOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.overview,
    queryFn: ({ signal }) => getAdminOverview(signal),
  });
}

/** The admin overview. */
export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
