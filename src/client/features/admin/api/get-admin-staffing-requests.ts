/**
 * GET /api/admin/staffing-requests?status&staffType&city&from&to&q&sort: every staffing request
 * (portal and public form) with owner and property, one page at a time; and the URL of the
 * same list as CSV (GET /api/admin/staffing-requests.csv, every row, streamed).
 */
import { useMemo } from "react";
import { queryKeys } from "@/client/lib/query-keys";
import { type PagedList, usePagedList } from "@/client/lib/use-paged-list";
import type { AdminStaffingRequest } from "@/domain/api/admin";
import { uniqueById } from "../utils/emergency-head";
import { type AdminRequestFilters, withQuery } from "../utils/filters";

/** The first page's URL of the list with these filters and order. */
export function adminStaffingRequestsUrl(filters: AdminRequestFilters): string {
  return withQuery("/api/admin/staffing-requests", filters);
}

/**
 * The filtered list, page by page (keyed by its URL); the previous rows stay on screen while
 * new filters load. The first page starts with every emergency awaiting a response and may be
 * longer than the limit; a request seen on an earlier page is never shown twice (an emergency
 * answered while the list is paged moves into the rest).
 */
export function useAdminStaffingRequests(
  filters: AdminRequestFilters,
): PagedList<AdminStaffingRequest> {
  const url = adminStaffingRequestsUrl(filters);
  const list = usePagedList<AdminStaffingRequest>(queryKeys.admin.staffingRequests.list(url), url);
  const items = useMemo(() => uniqueById(list.items), [list.items]);
  return { ...list, items, view: { ...list.view, data: list.view.data ? items : undefined } };
}

/** The CSV download of the same filtered list in the same order (header row, UTF-8, ISO dates). */
export function adminStaffingRequestsCsvUrl(filters: AdminRequestFilters): string {
  return withQuery("/api/admin/staffing-requests.csv", filters);
}
