/**
 * GET /api/user: the signed-in user, or null when the answer is 401 (spec section 7).
 * Its own small fetch rather than lib/api.ts: the session asks it on every page, so it is part of
 * the start-up code, which should not carry the whole API client (docs/decisions/0007).
 */
import type { User } from "@/domain/api-types";

/**
 * Fetches the signed-in user.
 * @returns the user, or null when nobody is signed in (401).
 * @throws Error("<status>: <text>") on any other failure, like the API client.
 */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  const res = await fetch("/api/user", { credentials: "include", signal });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as User;
}
