/**
 * POST /api/admin/assignments/{id}/complete: the agency marks confirmed or active work completed
 * (the property manager may then rate it).
 */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { Assignment } from "@/domain/api/assignment";
import { useRefreshPlacements } from "./refresh-placements";

/**
 * Marks assignment `id` completed.
 * @throws Error("409: ...") when it is not confirmed or active, Error("<status>: <text>") otherwise.
 */
export function completeAssignment(id: number) {
  return apiJson<Assignment>("POST", `/api/admin/assignments/${id}/complete`);
}

/** The complete mutation of request `requestId`'s assignments. */
export function useCompleteAssignment(
  requestId: number,
  options: { onSuccess?: (assignment: Assignment) => void; onError?: (error: Error) => void } = {},
) {
  const refresh = useRefreshPlacements();
  return useMutation<Assignment, Error, number>({
    mutationFn: completeAssignment,
    onSuccess: async (assignment) => {
      await refresh(requestId);
      options.onSuccess?.(assignment);
    },
    onError: options.onError,
  });
}
