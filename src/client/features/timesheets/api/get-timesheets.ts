/**
 * GET /api/portal/timesheets?week&status&propertyId: the timesheets the caller may see (a
 * worker's own, with a draft made for each assignment of the week on first read; the submitted,
 * approved and disputed weeks at a manager's properties; every one for an admin), one page at a
 * time (docs/decisions/0013-paged-lists.md), filtered by the server.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getAllPages, listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import { PAGE_LIMIT_MAX } from "@/domain/api/list-query";
import type { Timesheet } from "@/domain/api/timesheet";
import type { TimesheetStatus } from "@/domain/timesheet";

const PATH = "/api/portal/timesheets";

/** The filters the timesheet lists send ("" or absent: any). */
export interface TimesheetListFilters {
  /** Any day of the week (`YYYY-MM-DD`); "" for every week. */
  week?: string;
  status?: TimesheetStatus | "";
  /** A property id as text. */
  propertyId?: string;
}

/** The first page's URL of the list with these filters. */
export function timesheetsUrl(filters: TimesheetListFilters, limit?: number): string {
  return listUrl(PATH, {
    week: filters.week,
    status: filters.status,
    propertyId: filters.propertyId,
    limit,
  });
}

/**
 * Every timesheet of the signed-in worker for the week starting `weekStart` (one per
 * assignment meeting it; the server makes the missing drafts), all pages followed.
 * @throws Error("<status>: <text>") on failure.
 */
export function getWeekTimesheets(weekStart: string, signal?: AbortSignal): Promise<Timesheet[]> {
  return getAllPages<Timesheet>(timesheetsUrl({ week: weekStart }, PAGE_LIMIT_MAX), signal);
}

/** Query options of the worker's week. */
export function getWeekTimesheetsQueryOptions(weekStart: string) {
  return queryOptions({
    queryKey: queryKeys.timesheets.week(weekStart),
    queryFn: ({ signal }) => getWeekTimesheets(weekStart, signal),
  });
}

/** The worker's timesheets of the week starting `weekStart`. */
export function useWeekTimesheets(weekStart: string) {
  return useQuery(getWeekTimesheetsQueryOptions(weekStart));
}

/**
 * One filtered list, page by page (Load more); the key holds the URL, so each filter set is
 * cached apart and `queryKeys.timesheets.all` refreshes them all.
 */
export function useTimesheetsList(filters: TimesheetListFilters) {
  const url = timesheetsUrl(filters);
  return usePagedList<Timesheet>(queryKeys.timesheets.list(url), url);
}
