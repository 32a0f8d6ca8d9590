/** POST /api/portal/staffing-requests -> the new request, 201 (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import type { portalStaffingRequestSchema } from "@/domain/staffing-request";

/** The portal form's values after `portalStaffingRequestSchema` has parsed them. */
export type NewStaffingRequest = z.output<typeof portalStaffingRequestSchema>;

/**
 * The request body: propertyId as an integer, optional fields (propertyId, companyName,
 * startDate, endDate) omitted when empty (spec section 7), the positions wanted (`headcount`)
 * and `emergency`: `{ reason }` or null for a normal request (docs/decisions/0017-placements.md).
 */
export function toStaffingRequestPayload(data: NewStaffingRequest): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    contactName: data.contactName,
    email: data.email,
    staffType: data.staffType,
    details: data.details,
    headcount: data.headcount,
    emergency: data.emergency ? { reason: data.emergency.reason } : null,
    consent: data.consent,
  };
  if (data.propertyId != null) payload.propertyId = Math.trunc(data.propertyId);
  if (data.companyName) payload.companyName = data.companyName;
  if (data.startDate) payload.startDate = data.startDate;
  if (data.endDate) payload.endDate = data.endDate;
  return payload;
}

/**
 * Submits a staffing request from the portal.
 * @throws Error("400: ...") with field messages when invalid, Error("<status>: <text>") otherwise.
 */
export function createStaffingRequest(data: NewStaffingRequest): Promise<StaffingRequest> {
  return apiJson<StaffingRequest>(
    "POST",
    "/api/portal/staffing-requests",
    toStaffingRequestPayload(data),
  );
}

/**
 * The new-request mutation; refreshes the requests list, notifications, the bell's count and the
 * dashboard on success.
 */
export function useCreateStaffingRequest(
  options: {
    onSuccess?: (request: StaffingRequest) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<StaffingRequest, Error, NewStaffingRequest>({
    mutationFn: createStaffingRequest,
    onSuccess: async (request) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.staffingRequests.all }),
        // A new request creates a notification; keys are API paths.
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
      options.onSuccess?.(request);
    },
    onError: options.onError,
  });
}
