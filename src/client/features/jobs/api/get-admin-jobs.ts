/**
 * GET /api/admin/jobs: every job posting of the agency with its state and interest count, one
 * page at a time, filtered by state or by the request it was published from.
 */
import { listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { AdminJobPosting } from "@/domain/api/job";

/** The agency's posting list with these filters, page by page. */
export function useAdminJobList(filters: { status?: string; requestId?: number }) {
  const url = listUrl("/api/admin/jobs", {
    status: filters.status,
    requestId: filters.requestId,
  });
  return usePagedList<AdminJobPosting>(queryKeys.admin.jobs.list(url), url);
}
