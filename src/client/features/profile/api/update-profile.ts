/** PUT /api/portal/profile -> the saved profile (details and, for staff, work preferences). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Profile } from "@/domain/api/profile";
import type { ProfileUpdateInput } from "@/domain/profile";

/**
 * Saves the profile; the answer replaces the cached one, and the placements screen's call-out
 * preference (the same stored value) is read again.
 * @throws Error("400: ...") with field messages when refused, Error("<status>: <text>") otherwise.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<Profile, Error, ProfileUpdateInput>({
    mutationFn: (input) => apiJson<Profile>("PUT", "/api/portal/profile", input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffProfile });
    },
  });
}
