import { Bell, CheckCheck } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/client/components/empty-state";
import { LoadMore } from "@/client/components/load-more";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import {
  NotificationList,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
} from "@/client/features/notifications";
import { toast } from "@/client/hooks/use-toast";

type TabValue = "all" | "unread" | "read";

const emptyText: Record<TabValue, { title: string; description: string }> = {
  all: {
    title: "No notifications yet",
    description: "Updates about your requests and account will appear here.",
  },
  unread: { title: "You're all caught up", description: "There are no unread notifications." },
  read: { title: "No read notifications", description: "Notifications you have read appear here." },
};

/**
 * /notifications, any signed-in user (spec section 2): tabs All, Unread and Read with counts,
 * "Mark all as read" (disabled while nothing is unread) and "Mark as read" per item.
 * This is the only screen that polls the list, every 30 seconds. The list is read page by page
 * (Load more, or scrolling near the end); the counts are the server's (the total and the unread
 * count), the tabs show the loaded notifications that are unread or read.
 */
export default function NotificationsPage() {
  const [tab, setTab] = useState<TabValue>("all");
  const notifications = useNotifications({ poll: true });
  const markRead = useMarkNotificationRead({
    onError: () => toast({ title: "Failed to mark notification as read", variant: "destructive" }),
  });
  const markAll = useMarkAllNotificationsRead({
    onSuccess: () => toast({ title: "Success", description: "All notifications marked as read" }),
    onError: () =>
      toast({ title: "Failed to mark all notifications as read", variant: "destructive" }),
  });

  const unreadCount = useUnreadNotificationCount();
  const all = notifications.items;
  const unread = all.filter((item) => !item.isRead);
  const read = all.filter((item) => item.isRead);
  const lists: Record<TabValue, typeof all> = { all, unread, read };
  const total = notifications.total;
  const unreadTotal = Math.min(total, unreadCount.data?.count ?? unread.length);
  const counts: Record<TabValue, number> = {
    all: total,
    unread: unreadTotal,
    read: total - unreadTotal,
  };

  const markAllButton = (
    <Button
      variant="outline"
      onClick={() => markAll.mutate()}
      disabled={unreadTotal === 0 || markAll.isPending}
    >
      <CheckCheck aria-hidden="true" />
      {markAll.isPending ? "Marking..." : "Mark all as read"}
    </Button>
  );

  return (
    <PortalPage
      title="Notifications"
      description="Updates about your staffing requests and your account."
      actions={notifications.view.data ? markAllButton : undefined}
      className="max-w-4xl"
    >
      <QueryView
        query={notifications.view}
        loading="Loading notifications..."
        error="Error loading notifications"
      >
        {() => (
          <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
            <TabsList className="w-full sm:w-auto">
              <TabsTrigger value="all">
                All <span className="text-muted-foreground">({counts.all})</span>
              </TabsTrigger>
              <TabsTrigger value="unread">
                Unread <span className="text-muted-foreground">({counts.unread})</span>
              </TabsTrigger>
              <TabsTrigger value="read">
                Read <span className="text-muted-foreground">({counts.read})</span>
              </TabsTrigger>
            </TabsList>
            {(["all", "unread", "read"] as const).map((value) => (
              <TabsContent key={value} value={value}>
                {lists[value].length === 0 ? (
                  <EmptyState icon={Bell} {...emptyText[value]} />
                ) : (
                  <NotificationList
                    notifications={lists[value]}
                    onMarkRead={(id) => markRead.mutate(id)}
                    pendingId={markRead.isPending ? markRead.variables : undefined}
                  />
                )}
              </TabsContent>
            ))}
            <LoadMore list={notifications} noun={{ one: "notification" }} />
          </Tabs>
        )}
      </QueryView>
    </PortalPage>
  );
}
