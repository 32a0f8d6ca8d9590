/** GET /api/user: the signed-in user, or null when the answer is 401 (spec section 7). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import type { User } from "@/domain/api-types";

export const userQueryKey = ["/api/user"] as const;

/**
 * Fetches the signed-in user.
 * @returns the user, or null when nobody is signed in (401).
 * @throws Error("<status>: <text>") on any other failure.
 */
export function getUser(signal?: AbortSignal): Promise<User | null> {
  return getJson<User>("/api/user", { on401: "returnNull", signal });
}

/** Query options of the current user (key: the API path). */
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
  });
}

/** The current user query. Prefer `useAuth()`, which adds the login/logout mutations. */
export function useUser() {
  return useQuery(getUserQueryOptions());
}
