/**
 * POST /api/portal/timesheets/{id}/dispute `{ note }`: the property's manager (or an admin)
 * returns a submitted week to the worker with a note, and the agency is told; an admin may also
 * return an approved week that is not locked.
 */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { type Timesheet, timesheetDisputeSchema } from "@/domain/api/timesheet";
import { useRefreshTimesheets } from "./refresh-timesheets";

/** The dispute form's values: the note, with the API's bounds and messages. */
export { timesheetDisputeSchema };

/**
 * Disputes timesheet `id` with `note`.
 * @throws Error("400: ...") with the note's message, Error("409: ...") when the week can no
 *   longer be disputed, Error("<status>: <text>") otherwise.
 */
export function disputeTimesheet({ id, note }: { id: number; note: string }) {
  return apiJson<Timesheet>("POST", `/api/portal/timesheets/${id}/dispute`, { note });
}

/** The dispute mutation; refreshes the timesheets, success or failure. */
export function useDisputeTimesheet() {
  const refresh = useRefreshTimesheets();
  return useMutation<Timesheet, Error, { id: number; note: string }>({
    mutationFn: disputeTimesheet,
    onSettled: async () => {
      await refresh();
    },
  });
}
