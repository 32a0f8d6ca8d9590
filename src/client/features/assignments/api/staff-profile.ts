/**
 * GET and PATCH /api/portal/staff-profile (staff only): whether the worker takes emergency
 * call-outs, which ranks them first among the agency's candidates for emergency requests
 * (docs/decisions/0017-placements.md).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { StaffProfile } from "@/domain/api/assignment";

/** The signed-in worker's profile: `{ emergencyCallouts }`. */
export function useStaffProfile() {
  return useQuery<StaffProfile>({ queryKey: queryKeys.staffProfile });
}

/**
 * Saves whether the worker takes emergency call-outs; the answer replaces the cached profile.
 * @throws Error("<status>: <text>") when the server refuses it (the caller shows the message).
 */
export function useUpdateStaffProfile() {
  const queryClient = useQueryClient();
  return useMutation<StaffProfile, Error, StaffProfile>({
    mutationFn: (profile) => apiJson<StaffProfile>("PATCH", "/api/portal/staff-profile", profile),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.staffProfile, profile),
  });
}
