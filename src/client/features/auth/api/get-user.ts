/**
 * GET /api/user: the signed-in user, or null when the answer is 401 (spec section 7).
 * Its own small fetch rather than lib/api.ts: the session asks it on every page, so it is part of
 * the start-up code, which should not carry the whole API client (docs/decisions/0008).
 */
import type { User } from "@/domain/api/user";

/**
 * True when this browser holds the `signed_in` hint cookie the server sets beside the (HttpOnly)
 * session cookie at sign-in and clears at logout or when the session has ended.
 */
function hasSignedInHint(): boolean {
  return typeof document !== "undefined" && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

/**
 * Fetches the signed-in user. Without the signed-in hint nobody can be signed in, so the answer
 * is null without a request (a visitor's page never logs a 401).
 * @returns the user, or null when nobody is signed in (no hint, or 401).
 * @throws Error("<status>: <text>") on any other failure, like the API client.
 */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  if (!hasSignedInHint()) return null;
  const res = await fetch("/api/user", { credentials: "include", signal });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as User;
}
