/**
 * POST /api/admin/assignments/{id}/cancel `{ reason }`: the agency cancels an offered, confirmed
 * or active assignment; the worker is told the reason, and the manager when the person had been
 * confirmed. Replacing someone is a cancellation and a new offer.
 */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { Assignment } from "@/domain/api/assignment";
import { assignmentCancelSchema } from "@/domain/assignment";
import { useRefreshPlacements } from "./refresh-placements";

/** The cancel form's values: the reason, with the API's bounds and messages. */
export { assignmentCancelSchema };

/**
 * Cancels assignment `id` with `reason`.
 * @throws Error("409: ...") when it is no longer open, Error("<status>: <text>") otherwise.
 */
export function cancelAssignment({ id, reason }: { id: number; reason: string }) {
  return apiJson<Assignment>("POST", `/api/admin/assignments/${id}/cancel`, { reason });
}

/** The cancel mutation of request `requestId`'s assignments. */
export function useCancelAssignment(
  requestId: number,
  options: { onSuccess?: (assignment: Assignment) => void; onError?: (error: Error) => void } = {},
) {
  const refresh = useRefreshPlacements();
  return useMutation<Assignment, Error, { id: number; reason: string }>({
    mutationFn: cancelAssignment,
    onSuccess: async (assignment) => {
      await refresh(requestId);
      options.onSuccess?.(assignment);
    },
    onError: options.onError,
  });
}
