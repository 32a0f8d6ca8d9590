/**
 * POST /api/admin/job-applications/{id}/account: the staff account made from a hired application
 * (docs/decisions/0017-placements.md); the applicant is e-mailed a single-use link, valid 7 days,
 * to choose a password.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { staffAccountSchema } from "@/domain/api/assignment";
import type { z } from "@/domain/zod";

/** The staff account made, with the server's message. */
export type StaffAccount = z.input<typeof staffAccountSchema>;

/**
 * Makes the staff account of hired application `applicationId`.
 * @throws Error("409: ...") when the application is not hired, already has its account, or an
 *   account uses its e-mail; Error("<status>: <text>") otherwise.
 */
export function createStaffAccount(applicationId: number) {
  return apiJson<StaffAccount>("POST", `/api/admin/job-applications/${applicationId}/account`);
}

/** The staff-account mutation; refreshes the admin users list after it. */
export function useCreateStaffAccount(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation<StaffAccount, Error, void>({
    mutationFn: () => createStaffAccount(applicationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
