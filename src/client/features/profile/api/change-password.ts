/** POST /api/portal/profile/password -> 204; the account's other sessions end. */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { PasswordChange } from "@/domain/profile";

/**
 * Changes the password (the current one is required).
 * @throws Error("400: ...") for a wrong current password or a refused new one, Error("429: ...")
 *   after too many wrong attempts.
 */
export function useChangePassword() {
  return useMutation<void, Error, PasswordChange>({
    mutationFn: (input) => apiJson<void>("POST", "/api/portal/profile/password", input),
  });
}
