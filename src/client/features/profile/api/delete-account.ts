/** DELETE /api/portal/profile -> 204: the account is deleted and signed out. */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { AccountDeletion } from "@/domain/profile";

/**
 * Deletes the signed-in account (its password is required).
 * @throws Error("400: ...") for a wrong password, Error("403: ...") for an admin.
 */
export function useDeleteAccount() {
  return useMutation<void, Error, AccountDeletion>({
    mutationFn: (input) => apiJson<void>("DELETE", "/api/portal/profile", input),
  });
}
