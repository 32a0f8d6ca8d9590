/**
 * GET /api/portal/jobs: the open job postings as a worker sees them, each with whether they
 * marked interest, one page at a time (docs/decisions/0013-paged-lists.md), filtered by the
 * server.
 */
import { listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { PortalJobPosting } from "@/domain/api/job";
import type { JobFilters } from "../utils/job-filters";

/**
 * The first page's URL of the worker's job list with these filters; without `match` the server
 * keeps the postings matching the worker's roles and places when their profile has any.
 */
export function jobsUrl(filters: JobFilters) {
  return listUrl("/api/portal/jobs", {
    staffType: filters.staffType,
    city: filters.city,
    match: filters.match,
  });
}

/** The filtered open postings, page by page; `queryKeys.jobs.all` refreshes every list. */
export function useJobList(filters: JobFilters) {
  const url = jobsUrl(filters);
  return usePagedList<PortalJobPosting>(queryKeys.jobs.list(url), url);
}
