/** POST /api/login `{ username, password }` -> the user (spec section 7). */

import { apiJson } from "@/client/lib/api";
import type { User } from "@/domain/api/user";
import type { LoginInput } from "@/domain/auth";

/**
 * Signs in.
 * @returns the signed-in user; the session cookie is set by the answer.
 * @throws Error("401: ...") on wrong credentials, Error("<status>: <text>") otherwise.
 */
export function login(input: LoginInput): Promise<User> {
  return apiJson<User>("POST", "/api/login", input);
}
