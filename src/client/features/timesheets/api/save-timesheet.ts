/**
 * PUT /api/portal/timesheets/{id} `{ days }`: the worker saves their week (a draft or a disputed
 * week); the days sent replace the week's, a day with no times was not worked.
 */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { Timesheet } from "@/domain/api/timesheet";
import type { TimesheetDaysInput } from "@/domain/timesheet";
import { useRefreshTimesheets } from "./refresh-timesheets";

/** The body of the save: `timesheetDaysSchema`'s output (the form's schema gives it). */
export type TimesheetDaysBody = TimesheetDaysInput;

/**
 * Saves the days of timesheet `id`.
 * @returns the timesheet as the server now has it (hours and overtime computed there).
 * @throws Error("400: ...") with field messages keyed like "days.2.end", Error("409: ...") when
 *   the week was submitted or locked meanwhile, Error("<status>: <text>") otherwise.
 */
export function saveTimesheet({ id, body }: { id: number; body: TimesheetDaysBody }) {
  return apiJson<Timesheet>("PUT", `/api/portal/timesheets/${id}`, body);
}

/** The save mutation; refreshes the timesheets on success. */
export function useSaveTimesheet() {
  const refresh = useRefreshTimesheets();
  return useMutation<Timesheet, Error, { id: number; body: TimesheetDaysBody }>({
    mutationFn: saveTimesheet,
    onSuccess: async () => {
      await refresh();
    },
  });
}
