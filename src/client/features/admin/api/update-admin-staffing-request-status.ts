/**
 * PUT /api/admin/staffing-requests/{id}/status `{ status, note? }`: an admin sets any status,
 * optionally with an internal note kept in the timeline and never shown to the owner. The owner
 * is notified of a change; the same status with a note only records the note.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import { staffingRequestStatuses } from "@/domain/enums";
import { z } from "@/domain/zod";

/** The admin status form's values, with the API's bounds and messages. */
export const adminStatusChangeSchema = z.object({
  status: z.enum(staffingRequestStatuses, {
    error: "Choose one of: pending, approved, in progress, completed, cancelled",
  }),
  note: z.string().trim().max(2000, "The note must be at most 2000 characters"),
});
export type AdminStatusChange = z.infer<typeof adminStatusChangeSchema> & { id: number };

/**
 * Sets the status of request `id`; an empty note is not sent.
 * @throws Error("409: ...") when the status is the current one and there is no note,
 *   Error("404: ...") when the request is gone, Error("<status>: <text>") otherwise.
 */
export function updateAdminStaffingRequestStatus({
  id,
  status,
  note,
}: AdminStatusChange): Promise<StaffingRequest> {
  const trimmed = note.trim();
  return apiJson<StaffingRequest>("PUT", `/api/admin/staffing-requests/${id}/status`, {
    status,
    ...(trimmed ? { note: trimmed } : {}),
  });
}

/** The admin status mutation; refreshes the admin lists, the request and the overview. */
export function useUpdateAdminStaffingRequestStatus(
  options: {
    onSuccess?: (request: StaffingRequest, change: AdminStatusChange) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<StaffingRequest, Error, AdminStatusChange>({
    mutationFn: updateAdminStaffingRequestStatus,
    onSuccess: async (request, change) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.staffingRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.overview }),
        // The portal screens an admin may also open (keys are API paths).
        queryClient.invalidateQueries({ queryKey: queryKeys.staffingRequests.all }),
      ]);
      options.onSuccess?.(request, change);
    },
    onError: options.onError,
  });
}
