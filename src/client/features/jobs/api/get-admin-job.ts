/** GET /api/admin/jobs/{id}: one posting with the workers interested in it, newest first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminJobPostingDetail } from "@/domain/api/job";

/**
 * Fetches posting `id` with its interested workers.
 * @throws Error("404: ...") when there is none, Error("<status>: <text>") otherwise.
 */
export function getAdminJob(id: number, signal?: AbortSignal): Promise<AdminJobPostingDetail> {
  return getJson<AdminJobPostingDetail>(`/api/admin/jobs/${id}`, { signal });
}

/** Query options of one posting (under `queryKeys.admin.jobs.all`, refreshed with the lists). */
export function getAdminJobQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.admin.jobs.detail(id),
    queryFn: ({ signal }) => getAdminJob(id, signal),
  });
}

/** Posting `id` with its interested workers, read only while `enabled`. */
export function useAdminJob(id: number, enabled: boolean) {
  return useQuery({ ...getAdminJobQueryOptions(id), enabled });
}
