/**
 * POST and DELETE /api/portal/jobs/{id}/interest: a worker's "I'm interested" on a posting and
 * its withdrawal (staff only). Both answer 204; marking twice or withdrawing twice changes
 * nothing.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";

/**
 * Marks (`interested` true) or withdraws the worker's interest in posting `id`.
 * @throws Error("410: ...") once the posting closed, Error("<status>: <text>") otherwise.
 */
export function setJobInterest(id: number, interested: boolean): Promise<void> {
  return apiJson<void>(interested ? "POST" : "DELETE", `/api/portal/jobs/${id}/interest`);
}

/** The interest mutation; refreshes every job list once it settles (success or refusal). */
export function useJobInterest(
  options: {
    onSuccess?: (variables: { id: number; interested: boolean }) => void;
    onError?: (error: Error, variables: { id: number; interested: boolean }) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, { id: number; interested: boolean }>({
    mutationFn: ({ id, interested }) => setJobInterest(id, interested),
    onSuccess: (_result, variables) => options.onSuccess?.(variables),
    onError: (error, variables) => options.onError?.(error, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
  });
}
