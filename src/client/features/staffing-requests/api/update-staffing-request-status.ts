/** PUT /api/portal/staffing-requests/{id}/status `{ status }` -> the request (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import type { StaffingRequestStatus } from "@/domain/enums";

export interface StatusChange {
  id: number;
  status: StaffingRequestStatus;
}

/**
 * Changes a request's status.
 * @throws Error("403: ...") when the caller may not set that status, Error("404: ...") when the
 *   request is not theirs, Error("<status>: <text>") otherwise.
 */
export function updateStaffingRequestStatus({
  id,
  status,
}: StatusChange): Promise<StaffingRequest> {
  return apiJson<StaffingRequest>("PUT", `/api/portal/staffing-requests/${id}/status`, { status });
}

/**
 * The status mutation; refreshes the requests list, notifications, the bell's count and the
 * dashboard on success.
 */
export function useUpdateStaffingRequestStatus(
  options: {
    onSuccess?: (request: StaffingRequest) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<StaffingRequest, Error, StatusChange>({
    mutationFn: updateStaffingRequestStatus,
    onSuccess: async (request) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.staffingRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
      options.onSuccess?.(request);
    },
    onError: options.onError,
  });
}
