/**
 * GET /api/portal/assignments: the assignments the caller may see (a worker's own, those at a
 * manager's properties, every one for an admin), one page at a time, filtered by the server
 * (docs/decisions/0013-paged-lists.md, 0017-placements.md).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPage, listUrl, type Page } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { Assignment } from "@/domain/api/assignment";
import type { StaffAssignmentStatus } from "@/domain/enums";

const PATH = "/api/portal/assignments";

/** The filters the assignment lists send to the server ("" or absent: any). */
export interface AssignmentListFilters {
  status?: StaffAssignmentStatus | "";
  /** "oldest" lists the earliest made first (open offers: the first to expire first). */
  sort?: "" | "oldest";
  limit?: number;
}

/** The first page's URL of the assignment list with these filters. */
export function assignmentsUrl(filters: AssignmentListFilters = {}): string {
  return listUrl(PATH, {
    status: filters.status || undefined,
    sort: filters.sort || undefined,
    limit: filters.limit,
  });
}

/**
 * The caller's assignments with these filters, page by page (Load more); the key holds the URL,
 * so each filter set is cached apart.
 * @param options.enabled false skips the fetch (e.g. until the user's role is known).
 */
export function useAssignmentsList(
  filters: AssignmentListFilters = {},
  options: { enabled?: boolean } = {},
) {
  const url = assignmentsUrl(filters);
  return usePagedList<Assignment>(queryKeys.assignments.list(url), url, options);
}

/** Query options of the first `limit` assignments of one status, with their total. */
export function getAssignmentsPreviewQueryOptions(status: StaffAssignmentStatus, limit: number) {
  const url = assignmentsUrl({ status, limit, sort: status === "offered" ? "oldest" : "" });
  return queryOptions({
    queryKey: queryKeys.assignments.list({ preview: url }),
    queryFn: ({ signal }): Promise<Page<Assignment>> => getPage<Assignment>(url, signal),
  });
}

/**
 * The first `limit` assignments of one status and how many there are (the dashboard's
 * preview), one request, no paging.
 * @param options.enabled false skips the fetch (the preview is for staff only).
 */
export function useAssignmentsPreview(
  status: StaffAssignmentStatus,
  limit: number,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getAssignmentsPreviewQueryOptions(status, limit),
    enabled: options.enabled ?? true,
  });
}
