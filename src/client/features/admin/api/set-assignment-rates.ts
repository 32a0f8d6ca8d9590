/**
 * PUT /api/admin/assignments/{id}/rates `{ billRate, payRate }`: the agency sets an assignment's
 * rates in dollars per hour, to the cent, or null for not set. The bill rate is what the client
 * pays (its manager sees it beside the hours), the pay rate what the worker is paid (agency only).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { type AssignmentRates, assignmentRatesSchema } from "@/domain/api/timesheet";
import { useRefreshPlacements } from "./refresh-placements";

export type { AssignmentRates };
/** The rates' schema, with the API's bounds and messages. */
export { assignmentRatesSchema };

/**
 * Sets the rates of assignment `id`.
 * @returns the rates as saved.
 * @throws Error("400: ...") with field messages, Error("404: ...") for an unknown assignment.
 */
export function setAssignmentRates({ id, rates }: { id: number; rates: AssignmentRates }) {
  return apiJson<AssignmentRates>("PUT", `/api/admin/assignments/${id}/rates`, rates);
}

/**
 * The rates mutation of request `requestId`'s assignments: refreshes the request (its
 * assignments' rates), the timesheets, whose cards show the rates, and the reports, whose spend
 * is hours at the current bill rate.
 */
export function useSetAssignmentRates(requestId: number) {
  const refresh = useRefreshPlacements();
  const queryClient = useQueryClient();
  return useMutation<AssignmentRates, Error, { id: number; rates: AssignmentRates }>({
    mutationFn: setAssignmentRates,
    onSuccess: async () => {
      await Promise.all([
        refresh(requestId),
        queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
      ]);
    },
  });
}
