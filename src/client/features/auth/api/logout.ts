/** POST /api/logout -> 204 (spec section 7). */
import { apiRequest } from "@/client/lib/api";

/**
 * Ends the session.
 * @throws Error("<status>: <text>") on failure.
 */
export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/logout");
}
