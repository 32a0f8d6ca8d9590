/**
 * GET /api/portal/notifications: the caller's notifications, newest first (spec section 7),
 * one page at a time (docs/decisions/0013-paged-lists.md).
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Page } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { Notification } from "@/domain/api/notification";
import { NOTIFICATIONS_POLL_MS } from "@/domain/constants";

const URL = "/api/portal/notifications";

/**
 * The notifications page's list, page by page, read only where it is shown (/notifications);
 * the bell polls the unread count and the dashboard its summary instead.
 * @param options.poll refetch the pages loaded every NOTIFICATIONS_POLL_MS (30 s, spec
 *   section 7), as the notifications page does.
 */
export function useNotifications({ poll = false }: { poll?: boolean } = {}) {
  return usePagedList<Notification>(queryKeys.notifications.list, URL, {
    refetchInterval: poll ? NOTIFICATIONS_POLL_MS : false,
  });
}

/**
 * Changes the cached notifications of every loaded page at once (before the refetch confirms).
 * @returns whether `test` matched a cached notification before the change.
 */
export function updateCachedNotifications(
  queryClient: QueryClient,
  change: (item: Notification) => Notification,
  test: (item: Notification) => boolean = () => false,
): boolean {
  let matched = false;
  queryClient.setQueryData<InfiniteData<Page<Notification>>>(
    queryKeys.notifications.list,
    (data) => {
      if (!data) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => {
            if (test(item)) matched = true;
            return change(item);
          }),
        })),
      };
    },
  );
  return matched;
}
