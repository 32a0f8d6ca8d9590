/** GET /api/user: the signed-in user, or null when the answer is 401 (spec section 7). */
import { getJson } from "@/client/lib/api";
import type { User } from "@/domain/api-types";

/**
 * True when this browser holds the `signed_in` hint cookie the server sets beside the (HttpOnly)
 * session cookie at sign-in and clears at logout or when the session has ended.
 */
export function hasSignedInHint(): boolean {
  return typeof document !== "undefined" && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

/**
 * Fetches the signed-in user. Without the signed-in hint nobody can be signed in, so the answer
 * is null without a request (a visitor's page never logs a 401).
 * @returns the user, or null when nobody is signed in (no hint, or 401).
 * @throws Error("<status>: <text>") on any other failure.
 */
export function getUser(signal?: AbortSignal): Promise<User | null> {
  if (!hasSignedInHint()) return Promise.resolve(null);
  return getJson<User>("/api/user", { on401: "returnNull", signal });
}
