/** POST /api/portal/notifications/{id}/read -> the notification (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Notification } from "@/domain/api/notification";
import { updateCachedNotifications } from "./get-notifications";
import { getUnreadNotificationCountQueryOptions } from "./get-unread-notification-count";

/**
 * Marks one notification read.
 * @throws Error("404: ...") when it is not the caller's, Error("<status>: <text>") otherwise.
 */
export function markNotificationRead(id: number): Promise<Notification> {
  return apiJson<Notification>("POST", `/api/portal/notifications/${id}/read`);
}

/**
 * The mark-as-read mutation. The cached list and the bell's unread count change at once (the
 * count drops by one when the list showed it unread), then both and the dashboard refetch.
 */
export function useMarkNotificationRead(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.notifications.all;
  const { queryKey: unreadKey } = getUnreadNotificationCountQueryOptions();
  return useMutation<Notification, Error, number>({
    mutationFn: markNotificationRead,
    onSuccess: async (updated) => {
      const wasUnread = updateCachedNotifications(
        queryClient,
        (item) => (item.id === updated.id ? { ...item, isRead: true } : item),
        (item) => item.id === updated.id && !item.isRead,
      );
      if (wasUnread) {
        queryClient.setQueryData(unreadKey, (unread) =>
          unread ? { count: Math.max(0, unread.count - 1) } : unread,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: unreadKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
    },
    onError: options.onError,
  });
}
