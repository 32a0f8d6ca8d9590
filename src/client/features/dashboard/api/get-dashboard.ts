/** GET /api/portal/dashboard: the summary /dashboard renders (counts and the newest 3 rows). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { DashboardSummary } from "@/domain/api/dashboard";

/**
 * Fetches the signed-in user's dashboard summary: properties and staffing requests (property
 * managers only, else null) and notifications, each as counts and the newest 3.
 * @throws Error("<status>: <text>") on failure.
 */
export function getDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  return getJson<DashboardSummary>("/api/portal/dashboard", { signal });
}

/**
 * Query options of the dashboard summary (key: the API path). Mutations of properties, requests
 * and notifications invalidate `queryKeys.dashboard`.
 */
export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => getDashboard(signal),
  });
}

/** The dashboard summary; follows the app's no-refetch defaults. */
export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
