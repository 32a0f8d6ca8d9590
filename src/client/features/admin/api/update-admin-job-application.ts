/**
 * PATCH /api/admin/job-applications/{id} `{ status?, interviewDate?, reviewNotes? }`: moves an
 * application through the pipeline (spec section 4), sets or clears the interview time and the
 * review notes. A signed-in applicant is notified of a status change.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminJobApplication } from "@/domain/api/admin";
import type { JobApplicationStatus } from "@/domain/enums";

export interface AdminApplicationUpdate {
  id: number;
  status?: JobApplicationStatus;
  /** ISO 8601 with an offset, or null to clear it. */
  interviewDate?: string | null;
  /** Null (or "") clears the notes. */
  reviewNotes?: string | null;
}

/**
 * Updates application `id` with the fields given.
 * @throws Error("400: ...") for an invalid value, Error("404: ...") when the application is gone,
 *   Error("<status>: <text>") otherwise.
 */
export function updateAdminJobApplication({
  id,
  ...patch
}: AdminApplicationUpdate): Promise<AdminJobApplication> {
  return apiJson<AdminJobApplication>("PATCH", `/api/admin/job-applications/${id}`, patch);
}

/** The application mutation; refreshes the application lists and the overview. */
export function useUpdateAdminJobApplication(
  options: {
    onSuccess?: (application: AdminJobApplication) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<AdminJobApplication, Error, AdminApplicationUpdate>({
    mutationFn: updateAdminJobApplication,
    onSuccess: async (application) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobApplications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.overview }),
      ]);
      options.onSuccess?.(application);
    },
    onError: options.onError,
  });
}
