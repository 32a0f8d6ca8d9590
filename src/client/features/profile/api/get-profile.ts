/** GET /api/portal/profile: the signed-in account's own profile (docs/decisions/0022). */
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import type { Profile } from "@/domain/api/profile";

/** The signed-in account's profile, read by the default query function. */
export function useProfile() {
  return useQuery<Profile>({ queryKey: queryKeys.profile });
}
