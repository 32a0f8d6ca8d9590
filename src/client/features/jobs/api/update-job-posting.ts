/** PUT /api/admin/jobs/{id}: replaces what a posting says (its address follows the title). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminJobPosting } from "@/domain/api/job";
import type { JobPostingValues } from "./publish-job-posting";

/**
 * Saves `values` as posting `id`.
 * @throws Error("400: ...") with field messages when invalid, Error("404: ...") when it is gone.
 */
export function updateJobPosting(id: number, values: JobPostingValues): Promise<AdminJobPosting> {
  return apiJson<AdminJobPosting>("PUT", `/api/admin/jobs/${id}`, values);
}

/** The edit mutation; refreshes the agency's posting lists on success. */
export function useUpdateJobPosting() {
  const queryClient = useQueryClient();
  return useMutation<AdminJobPosting, Error, { id: number; values: JobPostingValues }>({
    mutationFn: ({ id, values }) => updateJobPosting(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobs.all }),
  });
}
