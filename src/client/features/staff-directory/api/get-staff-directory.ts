/**
 * GET /api/portal/staff-directory: everyone placed at the manager's properties (confirmed,
 * active and completed assignments), one page at a time (docs/decisions/0013-paged-lists.md),
 * filtered by the server.
 */

import type { z } from "zod";
import { listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { staffDirectoryEntrySchema } from "@/domain/api/assignment";
import type { DirectoryFilters } from "../utils/directory-filters";

/** One row of the directory: one placement of one person at one of the manager's properties. */
export type StaffDirectoryEntry = z.input<typeof staffDirectoryEntrySchema>;

const PATH = "/api/portal/staff-directory";

/** The first page's URL of the directory with these filters. */
export function staffDirectoryUrl(filters: DirectoryFilters, options: { limit?: number } = {}) {
  return listUrl(PATH, {
    propertyId: filters.propertyId,
    staffType: filters.staffType,
    limit: options.limit,
  });
}

/**
 * The filtered directory, page by page; the key holds the URL, so each filter set is cached
 * apart, and `queryKeys.staffDirectory.all` refreshes them all.
 */
export function useStaffDirectoryList(filters: DirectoryFilters) {
  const url = staffDirectoryUrl(filters);
  return usePagedList<StaffDirectoryEntry>(queryKeys.staffDirectory.list(url), url);
}
