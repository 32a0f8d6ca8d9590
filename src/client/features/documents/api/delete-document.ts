/** DELETE /api/portal/documents/{id}: a worker deletes one of their documents and its file. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";

/**
 * Deletes document `id`.
 * @throws Error("404: ...") when it is not (or no longer) the worker's, Error("<status>: <text>")
 *   otherwise.
 */
export function deleteDocument(id: number) {
  return apiJson<void>("DELETE", `/api/portal/documents/${id}`);
}

/** The delete mutation; refreshes the worker's documents, success or failure. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: deleteDocument,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
    },
  });
}
