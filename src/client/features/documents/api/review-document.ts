/**
 * POST /api/admin/documents/{id}/verify and /reject `{ reason }`: the agency's review. The worker
 * is told in the app and by e-mail.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { documentRejectSchema, type WorkerDocument } from "@/domain/api/document";

/** The reject form's values: the reason, with the API's bounds and messages. */
export { documentRejectSchema };

/** What a review sends: the document and, to reject it, the reason. */
export type DocumentReview =
  | { id: number; outcome: "verify" }
  | {
      id: number;
      outcome: "reject";
      reason: string;
    };

/**
 * Verifies or rejects a document.
 * @throws Error("400: ...") for a missing reason, Error("409: ...") when it was reviewed meanwhile
 *   or has expired, Error("<status>: <text>") otherwise.
 */
export function reviewDocument(review: DocumentReview) {
  const url = `/api/admin/documents/${review.id}/${review.outcome}`;
  return apiJson<WorkerDocument>(
    "POST",
    url,
    review.outcome === "reject" ? { reason: review.reason } : undefined,
  );
}

/** The review mutation; refreshes the review lists, success or failure. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation<WorkerDocument, Error, DocumentReview>({
    mutationFn: reviewDocument,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.documents.all });
    },
  });
}
