/** GET /api/portal/notifications/unread-count -> `{ count }`: the header bell's number. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { UnreadCount } from "@/domain/api/notification";
import { NOTIFICATIONS_POLL_MS } from "@/domain/constants";

/**
 * Fetches how many of the signed-in user's notifications are unread.
 * @throws Error("<status>: <text>") on failure.
 */
export function getUnreadNotificationCount(signal?: AbortSignal): Promise<UnreadCount> {
  return getJson<UnreadCount>("/api/portal/notifications/unread-count", { signal });
}

/** Query options of the unread count (key: the API path). */
export function getUnreadNotificationCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: ({ signal }) => getUnreadNotificationCount(signal),
  });
}

/**
 * The unread count, refetched every NOTIFICATIONS_POLL_MS (30 s, spec section 7): the portal
 * frame's bell polls this small answer on every signed-in screen instead of the whole list.
 * Marking read (one or all) sets and refetches it at once.
 */
export function useUnreadNotificationCount() {
  return useQuery({
    ...getUnreadNotificationCountQueryOptions(),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}
