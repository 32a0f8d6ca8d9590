/** PUT /api/portal/profile/notifications -> the profile with the saved e-mail preferences. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Profile } from "@/domain/api/profile";
import type { EmailPreferences } from "@/domain/profile";

/**
 * Saves which kinds of e-mail the account wants; the answer replaces the cached profile.
 * @throws Error("<status>: <text>") when refused.
 */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation<Profile, Error, EmailPreferences>({
    mutationFn: (preferences) =>
      apiJson<Profile>("PUT", "/api/portal/profile/notifications", preferences),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
