/** POST /api/admin/jobs/{id}/close: closes a posting (its page answers 410 from then on). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminJobPosting } from "@/domain/api/job";

/**
 * Closes posting `id` (closing a closed one keeps its first closing time).
 * @throws Error("404: ...") when there is none, Error("<status>: <text>") otherwise.
 */
export function closeJobPosting(id: number): Promise<AdminJobPosting> {
  return apiJson<AdminJobPosting>("POST", `/api/admin/jobs/${id}/close`);
}

/** The close mutation; refreshes the agency's posting lists on success. */
export function useCloseJobPosting() {
  const queryClient = useQueryClient();
  return useMutation<AdminJobPosting, Error, number>({
    mutationFn: closeJobPosting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobs.all }),
  });
}
