/**
 * POST /api/portal/timesheets/{id}/approve: the property's manager (or an admin) approves a
 * submitted week; the worker is told.
 */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { Timesheet } from "@/domain/api/timesheet";
import { useRefreshTimesheets } from "./refresh-timesheets";

/**
 * Approves timesheet `id`.
 * @throws Error("409: ...") when it is no longer submitted (approved from the e-mail, disputed,
 *   locked), Error("404: ...") when it is not at the caller's properties.
 */
export function approveTimesheet(id: number) {
  return apiJson<Timesheet>("POST", `/api/portal/timesheets/${id}/approve`);
}

/** The approve mutation; refreshes the timesheets, success or failure (a 409 means a stale list). */
export function useApproveTimesheet() {
  const refresh = useRefreshTimesheets();
  return useMutation<Timesheet, Error, number>({
    mutationFn: approveTimesheet,
    onSettled: async () => {
      await refresh();
    },
  });
}
