/** POST /api/portal/notifications/{id}/read -> the notification (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import type { Notification } from "@/domain/api/notification";
import { getNotificationsQueryOptions } from "./get-notifications";

/**
 * Marks one notification read.
 * @throws Error("404: ...") when it is not the caller's, Error("<status>: <text>") otherwise.
 */
export function markNotificationRead(id: number): Promise<Notification> {
  return apiJson<Notification>("POST", `/api/portal/notifications/${id}/read`);
}

/** The mark-as-read mutation; updates the cached list at once, then refetches it. */
export function useMarkNotificationRead(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationsQueryOptions();
  return useMutation<Notification, Error, number>({
    mutationFn: markNotificationRead,
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((item) => (item.id === updated.id ? { ...item, isRead: true } : item)),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: options.onError,
  });
}
