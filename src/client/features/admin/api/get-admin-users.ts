/** GET /api/admin/users: every account with role, company and last sign-in, newest first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { User } from "@/domain/api/user";

/**
 * Fetches every user (never a password hash).
 * @throws Error("<status>: <text>") on failure.
 */
export function getAdminUsers(signal?: AbortSignal): Promise<User[]> {
  return getJson<User[]>("/api/admin/users", { signal });
}

/** Query options of the users list (key: the API path). */
export function getAdminUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.users,
    queryFn: ({ signal }) => getAdminUsers(signal),
  });
}

/** The users list; `enabled: false` skips the fetch. */
export function useAdminUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminUsersQueryOptions(), enabled });
}
