/**
 * GET /api/admin/job-applications?status&position&q&sort: every job application, one page at a
 * time, with the count of each pipeline status;
 * GET /api/admin/job-applications/{id}: one application; and the URL of the list as CSV
 * (GET /api/admin/job-applications.csv).
 */
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { getPage } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { AdminJobApplication } from "@/domain/api/admin";
import { type JobApplicationStatus, jobApplicationStatuses } from "@/domain/enums";
import { type AdminApplicationFilters, withQuery } from "../utils/filters";

/** The first page's URL of the list with these filters and order. */
export function adminJobApplicationsUrl(filters: AdminApplicationFilters): string {
  return withQuery("/api/admin/job-applications", filters);
}

/**
 * The filtered list, page by page (keyed by its URL); the previous rows stay on screen while
 * new filters load.
 */
export function useAdminJobApplications(filters: AdminApplicationFilters) {
  const url = adminJobApplicationsUrl(filters);
  return usePagedList<AdminJobApplication>(queryKeys.admin.jobApplications.list(url), url);
}

/**
 * How many applications each pipeline status holds among those matching position and search:
 * one single-row page per status, whose `X-Total-Count` is the number (null while loading).
 */
export function useApplicationStatusCounts(
  filters: AdminApplicationFilters,
): Record<JobApplicationStatus, number> | null {
  const results = useQueries({
    queries: jobApplicationStatuses.map((status) => {
      const url = withQuery("/api/admin/job-applications", {
        status,
        position: filters.position,
        q: filters.q,
        limit: "1",
      });
      return {
        queryKey: queryKeys.admin.jobApplications.list(url),
        queryFn: ({ signal }: { signal: AbortSignal }) => getPage<AdminJobApplication>(url, signal),
        placeholderData: keepPreviousData,
      };
    }),
  });
  if (results.some((result) => result.data?.total == null)) return null;
  return Object.fromEntries(
    jobApplicationStatuses.map((status, index) => [status, results[index]?.data?.total ?? 0]),
  ) as Record<JobApplicationStatus, number>;
}

/**
 * Fetches one application; resolves to null when no application has this id (404).
 * @throws Error("<status>: <text>") on any other failure.
 */
export async function getAdminJobApplication(
  id: number,
  signal?: AbortSignal,
): Promise<AdminJobApplication | null> {
  try {
    return await getJson<AdminJobApplication>(`/api/admin/job-applications/${id}`, { signal });
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("404:")) return null;
    throw error;
  }
}

/**
 * One application (`data` null when it does not exist; `id` null skips the fetch). Its key sits
 * under the lists' prefix, so saving an application refreshes it with the lists.
 */
export function useAdminJobApplication(id: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.jobApplications.detail(id),
    queryFn: ({ signal }) => getAdminJobApplication(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** The CSV download of the filtered list in the same order (header row, UTF-8, ISO dates). */
export function adminJobApplicationsCsvUrl(filters: AdminApplicationFilters): string {
  return withQuery("/api/admin/job-applications.csv", filters);
}

/** Where an uploaded résumé is downloaded (404 when the application has none). */
export function adminResumeUrl(id: number): string {
  return `/api/admin/job-applications/${id}/resume`;
}
