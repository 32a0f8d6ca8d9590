/**
 * GET /api/admin/job-applications?status&position&q: every job application, newest first;
 * GET /api/admin/job-applications/{id}: one application; and the URL of the list as CSV
 * (GET /api/admin/job-applications.csv).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminJobApplication } from "@/domain/api/admin";
import { type AdminApplicationFilters, withQuery } from "../utils/filters";

/**
 * Fetches the applications matching `filters` (at most 2,000, the API's page size).
 * @throws Error("<status>: <text>") on failure.
 */
export function getAdminJobApplications(
  filters: AdminApplicationFilters,
  signal?: AbortSignal,
): Promise<AdminJobApplication[]> {
  return getJson<AdminJobApplication[]>(withQuery("/api/admin/job-applications", filters), {
    signal,
  });
}

/** Query options of one filtered list (key: the prefix plus the filters). */
export function getAdminJobApplicationsQueryOptions(filters: AdminApplicationFilters) {
  return queryOptions({
    queryKey: queryKeys.admin.jobApplications.list(filters),
    queryFn: ({ signal }) => getAdminJobApplications(filters, signal),
  });
}

/** The filtered list; the previous rows stay on screen while new filters load. */
export function useAdminJobApplications(filters: AdminApplicationFilters) {
  return useQuery({
    ...getAdminJobApplicationsQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
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

/** The CSV download of the filtered list (header row, UTF-8, ISO 8601 dates). */
export function adminJobApplicationsCsvUrl(filters: AdminApplicationFilters): string {
  return withQuery("/api/admin/job-applications.csv", filters);
}

/** Where an uploaded résumé is downloaded (404 when the application has none). */
export function adminResumeUrl(id: number): string {
  return `/api/admin/job-applications/${id}/resume`;
}
