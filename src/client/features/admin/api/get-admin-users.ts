/** GET /api/admin/users?q: every account with role, company and last sign-in, newest first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getAllPages, listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import { PAGE_LIMIT_MAX } from "@/domain/api/list-query";
import type { User } from "@/domain/api/user";

const PATH = "/api/admin/users";

/**
 * Fetches every user (never a password hash), following the `Link` pages.
 * @throws Error("<status>: <text>") on failure.
 */
export function getAdminUsers(signal?: AbortSignal): Promise<User[]> {
  return getAllPages<User>(listUrl(PATH, { limit: PAGE_LIMIT_MAX }), signal);
}

/** Query options of every user (the accounts named on detail screens). */
export function getAdminUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.users.list("all"),
    queryFn: ({ signal }) => getAdminUsers(signal),
  });
}

/** Every user; `enabled: false` skips the fetch. */
export function useAdminUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminUsersQueryOptions(), enabled });
}

/** The users screen's list: accounts whose name, username, e-mail or company contain `q`. */
export function useAdminUsersList(q: string) {
  const url = listUrl(PATH, { q });
  return usePagedList<User>(queryKeys.admin.users.list(url), url);
}
