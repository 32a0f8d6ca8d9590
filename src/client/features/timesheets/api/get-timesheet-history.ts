/**
 * GET /api/portal/timesheets/{id}/history: every change to a timesheet, oldest first: who, when,
 * the status it moved from and to, a dispute's note, and a save's old and new hours per day.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { TimesheetEvent } from "@/domain/api/timesheet";

/**
 * Fetches the history of timesheet `id`.
 * @throws Error("404: ...") when the caller may not see it, Error("<status>: <text>") otherwise.
 */
export function getTimesheetHistory(id: number, signal?: AbortSignal): Promise<TimesheetEvent[]> {
  return getJson<TimesheetEvent[]>(`/api/portal/timesheets/${id}/history`, { signal });
}

/** Query options of one timesheet's history. */
export function getTimesheetHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.timesheets.history(id),
    queryFn: ({ signal }) => getTimesheetHistory(id, signal),
  });
}

/**
 * The history of timesheet `id`.
 * @param options.enabled false skips the fetch (read only once the history is opened).
 */
export function useTimesheetHistory(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTimesheetHistoryQueryOptions(id), enabled: options.enabled ?? true });
}
