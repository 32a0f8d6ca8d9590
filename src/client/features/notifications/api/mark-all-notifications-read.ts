/** POST /api/portal/notifications/read-all -> `{ updated }` (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { ReadAllResponse } from "@/domain/api/notification";
import { updateCachedNotifications } from "./get-notifications";
import { getUnreadNotificationCountQueryOptions } from "./get-unread-notification-count";

/**
 * Marks all of the caller's notifications read.
 * @returns how many were changed.
 * @throws Error("<status>: <text>") on failure.
 */
export function markAllNotificationsRead(): Promise<ReadAllResponse> {
  return apiJson<ReadAllResponse>("POST", "/api/portal/notifications/read-all");
}

/**
 * The mark-all mutation. The cached list and the bell's unread count (zero) change at once, then
 * both and the dashboard refetch.
 */
export function useMarkAllNotificationsRead(
  options: { onSuccess?: (result: ReadAllResponse) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.notifications.all;
  const { queryKey: unreadKey } = getUnreadNotificationCountQueryOptions();
  return useMutation<ReadAllResponse, Error, void>({
    mutationFn: markAllNotificationsRead,
    onSuccess: async (result) => {
      updateCachedNotifications(queryClient, (item) => ({ ...item, isRead: true }));
      queryClient.setQueryData(unreadKey, { count: 0 });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: unreadKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}
