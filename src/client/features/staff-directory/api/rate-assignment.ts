/** POST /api/portal/assignments/{id}/rating: the manager's rating of completed work, once. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Assignment, assignmentRatingSchema } from "@/domain/api/assignment";

/** The rating as `assignmentRatingSchema` parses it: 1–5, the private note, request again. */
export type AssignmentRating = z.output<typeof assignmentRatingSchema>;

/**
 * Sends the rating of one assignment.
 * @returns the rated assignment.
 * @throws Error("400: ...") with field messages when invalid, Error("409: ...") when it is
 *   already rated or not completed, Error("<status>: <text>") otherwise.
 */
export function rateAssignment(id: number, rating: AssignmentRating): Promise<Assignment> {
  return apiJson<Assignment>("POST", `/api/portal/assignments/${id}/rating`, {
    rating: rating.rating,
    note: rating.note,
    requestAgain: rating.requestAgain,
  });
}

/** The rating mutation; refreshes every staff directory list on success. */
export function useRateAssignment(
  options: { onSuccess?: (assignment: Assignment) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Assignment, Error, { id: number; rating: AssignmentRating }>({
    mutationFn: ({ id, rating }) => rateAssignment(id, rating),
    onSuccess: async (assignment) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffDirectory.all });
      options.onSuccess?.(assignment);
    },
    onError: options.onError,
  });
}
