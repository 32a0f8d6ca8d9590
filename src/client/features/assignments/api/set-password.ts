/**
 * POST /api/set-password `{ token, password }`: a new staff account's password, chosen with
 * the single-use link the agency e-mailed (docs/decisions/0017-placements.md).
 */
import { apiJson } from "@/client/lib/api";
import { useAction } from "@/client/lib/use-action";
import type { SetPasswordResult } from "@/domain/api/assignment";

export type { SetPasswordResult } from "@/domain/api/assignment";

/**
 * Sets the password of the account the link's token belongs to.
 * @throws Error("400: ...") with one message for an unknown, used or expired link, or with a
 *   field message on `password` (too common); Error("429: ...") when rate-limited.
 */
export function setPassword(input: {
  token: string;
  password: string;
}): Promise<SetPasswordResult> {
  return apiJson<SetPasswordResult>("POST", "/api/set-password", input);
}

/** The set-password action (not cached: the visitor is not signed in). */
export function useSetPassword() {
  return useAction(setPassword);
}
