/** GET /api/user: the signed-in user, or null when the answer is 401 (spec section 7). */
import { getJson } from "@/client/lib/api";
import type { User } from "@/domain/api-types";

/**
 * Fetches the signed-in user.
 * @returns the user, or null when nobody is signed in (401).
 * @throws Error("<status>: <text>") on any other failure.
 */
export function getUser(signal?: AbortSignal): Promise<User | null> {
  return getJson<User>("/api/user", { on401: "returnNull", signal });
}
