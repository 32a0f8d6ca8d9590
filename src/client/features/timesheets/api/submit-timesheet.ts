/**
 * POST /api/portal/timesheets/{id}/submit: the worker submits their week; the property's
 * manager is told and mailed a single-use link to approve it.
 */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { Timesheet } from "@/domain/api/timesheet";
import { useRefreshTimesheets } from "./refresh-timesheets";

/**
 * Submits timesheet `id`.
 * @throws Error("409: ...") when it is already submitted or locked, Error("<status>: <text>")
 *   otherwise.
 */
export function submitTimesheet(id: number) {
  return apiJson<Timesheet>("POST", `/api/portal/timesheets/${id}/submit`);
}

/** The submit mutation; refreshes the timesheets, success or failure. */
export function useSubmitTimesheet() {
  const refresh = useRefreshTimesheets();
  return useMutation<Timesheet, Error, number>({
    mutationFn: submitTimesheet,
    onSettled: async () => {
      await refresh();
    },
  });
}
