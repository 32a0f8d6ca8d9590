/** POST /api/portal/profile/email -> 202: a confirmation link goes to the new address. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { EmailChange } from "@/domain/profile";

/** The 202 answer: the address waiting for confirmation and what to tell the person. */
export interface EmailChangeAccepted {
  pendingEmail: string;
  message: string;
}

/**
 * Asks for a change of e-mail; the profile is read again to show the pending address.
 * @throws Error("409: ...") when another account uses the address, Error("400: ...") for a wrong
 *   password or an invalid address.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation<EmailChangeAccepted, Error, EmailChange>({
    mutationFn: (input) => apiJson<EmailChangeAccepted>("POST", "/api/portal/profile/email", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
