/**
 * POST /api/portal/assignments/{id}/accept and /decline: the offered worker's answer
 * (docs/decisions/0017-placements.md). Anyone else gets 404; an offer that is no longer open
 * (expired, cancelled by the agency, already answered) gets 409 with the server's reason.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Assignment } from "@/domain/api/assignment";

/** The worker's answer to an offer. */
export type OfferAnswer = "accept" | "decline";

/**
 * Accepts (status confirmed) or declines (status declined) an offer made to the caller.
 * @returns the assignment as it is now.
 * @throws Error("409: ...") when the offer is no longer open, Error("404: ...") when it is not
 *   the caller's, Error("<status>: <text>") otherwise.
 */
export function answerOffer({
  id,
  answer,
}: {
  id: number;
  answer: OfferAnswer;
}): Promise<Assignment> {
  return apiJson<Assignment>("POST", `/api/portal/assignments/${id}/${answer}`);
}

/**
 * The answer mutation. Success or failure, the assignment lists, the dashboard, and the
 * notifications with the bell's unread count are refreshed: an answer moves the assignment
 * between sections, and a refusal means the list shown was out of date.
 */
export function useAnswerOffer(
  options: {
    onSuccess?: (assignment: Assignment, answer: OfferAnswer) => void;
    onError?: (error: Error, answer: OfferAnswer) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.assignments.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount }),
    ]);
  return useMutation<Assignment, Error, { id: number; answer: OfferAnswer }>({
    mutationFn: answerOffer,
    onSuccess: async (assignment, { answer }) => {
      options.onSuccess?.(assignment, answer);
      await refresh();
    },
    onError: async (error, { answer }) => {
      options.onError?.(error, answer);
      await refresh();
    },
  });
}
