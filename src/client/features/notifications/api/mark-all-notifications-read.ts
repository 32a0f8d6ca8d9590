/** POST /api/portal/notifications/read-all -> `{ updated }` (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { getNotificationsQueryOptions } from "./get-notifications";

/**
 * Marks all of the caller's notifications read.
 * @returns how many were changed.
 * @throws Error("<status>: <text>") on failure.
 */
export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiJson<{ updated: number }>("POST", "/api/portal/notifications/read-all");
}

/** The mark-all mutation; updates the cached list at once, then refetches it. */
export function useMarkAllNotificationsRead(
  options: {
    onSuccess?: (result: { updated: number }) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationsQueryOptions();
  return useMutation<{ updated: number }, Error, void>({
    mutationFn: markAllNotificationsRead,
    onSuccess: async (result) => {
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((item) => ({ ...item, isRead: true })),
      );
      await queryClient.invalidateQueries({ queryKey });
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}
