/**
 * POST /api/admin/timesheets/{id}/lock: the agency locks an approved week once payroll ran; its
 * hours can no longer change.
 */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { Timesheet } from "@/domain/api/timesheet";
import { useRefreshTimesheets } from "./refresh-timesheets";

/**
 * Locks timesheet `id`.
 * @throws Error("409: ...") when it is not approved or already locked, Error("<status>: <text>")
 *   otherwise.
 */
export function lockTimesheet(id: number) {
  return apiJson<Timesheet>("POST", `/api/admin/timesheets/${id}/lock`);
}

/** The lock mutation; refreshes the timesheets, success or failure. */
export function useLockTimesheet() {
  const refresh = useRefreshTimesheets();
  return useMutation<Timesheet, Error, number>({
    mutationFn: lockTimesheet,
    onSettled: async () => {
      await refresh();
    },
  });
}
