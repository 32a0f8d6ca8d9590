/** POST /api/register -> the new, signed-in user (spec section 7). */

import { apiJson } from "@/client/lib/api";
import type { User } from "@/domain/api/user";
import type { Register } from "@/domain/auth";

/**
 * Creates an account and signs it in. The form's confirmPassword must already be removed.
 * @returns the new user.
 * @throws Error("409: ...") when the username or e-mail is taken, Error("400: ...") with field
 *   messages when invalid.
 */
export function register(input: Register): Promise<User> {
  return apiJson<User>("POST", "/api/register", input);
}
