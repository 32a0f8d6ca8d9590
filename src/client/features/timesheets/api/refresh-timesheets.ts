/**
 * What a change to a timesheet shows is refreshed after it: every timesheet list, week and
 * history, the reports (approved hours and spend move with approvals, returns and rates), and
 * the notifications with the bell's count (approvals and disputes notify people).
 */
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";

/** Invalidates the answers a timesheet change affects, with the app's query client. */
export function useRefreshTimesheets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount }),
    ]);
}
