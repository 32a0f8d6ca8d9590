/** GET /api/portal/notifications: the caller's notifications, newest first (spec section 7). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Notification } from "@/domain/api/notification";
import { NOTIFICATIONS_POLL_MS } from "@/domain/constants";

/**
 * Fetches the signed-in user's notifications, newest first.
 * @throws Error("<status>: <text>") on failure.
 */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return getJson<Notification[]>("/api/portal/notifications", { signal });
}

/** Query options of the notifications list (key: the API path). */
export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.all,
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

/**
 * The notifications list, read in full only where it is shown in full (/notifications); the
 * bell polls the unread count and the dashboard its summary instead.
 * @param options.poll refetch every NOTIFICATIONS_POLL_MS (30 s, spec section 7), as the
 *   notifications page does; other readers follow the app's no-refetch defaults.
 */
export function useNotifications({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...getNotificationsQueryOptions(),
    refetchInterval: poll ? NOTIFICATIONS_POLL_MS : false,
  });
}
