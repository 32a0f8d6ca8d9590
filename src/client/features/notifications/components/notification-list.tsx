import {
  CircleCheck,
  CircleX,
  ExternalLink,
  Info,
  type LucideIcon,
  TriangleExclamationPoint,
} from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { timeAgo } from "@/client/lib/dates";
import type { Notification } from "@/domain/api/notification";
import type { NotificationType } from "@/domain/enums";

const typeIcon: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: "bg-blue-50 text-blue-700" },
  success: { icon: CircleCheck, className: "bg-green-50 text-green-700" },
  warning: { icon: TriangleExclamationPoint, className: "bg-amber-50 text-amber-700" },
  error: { icon: CircleX, className: "bg-red-50 text-red-700" },
};

/** An internal path ("/staffing-requests/4") opens in the app; anything else as a normal link. */
function isInternal(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//");
}

/**
 * A list of notifications: type icon, title, message, relative time, an "Open" link when the
 * notification has one (opening an unread notification also marks it read), and "Mark as read"
 * on unread items.
 * @param onMarkRead called with the id of the notification to mark read.
 * @param pendingId the id being marked read right now (its button is disabled).
 */
export function NotificationList({
  notifications,
  onMarkRead,
  pendingId,
}: {
  notifications: readonly Notification[];
  onMarkRead: (id: number) => void;
  pendingId?: number;
}) {
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-background">
      {notifications.map((notification) => {
        const { icon: Icon, className } = typeIcon[notification.type] ?? typeIcon.info;
        return (
          <li
            key={notification.id}
            className={cn("flex gap-4 p-4 sm:p-5", !notification.isRead && "bg-secondary/40")}
          >
            <span
              className={cn(
                "flex size-9 shrink-0 items-center justify-center rounded-full",
                className,
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <h2 className="font-semibold">{notification.title}</h2>
                {!notification.isRead ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
                    <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
                    Unread
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{notification.message}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                <time dateTime={notification.createdAt}>{timeAgo(notification.createdAt)}</time>
              </p>
              {notification.link || !notification.isRead ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  {notification.link ? (
                    <Button asChild size="sm" variant="outline">
                      {isInternal(notification.link) ? (
                        <Link
                          href={notification.link}
                          onClick={() => {
                            if (!notification.isRead) onMarkRead(notification.id);
                          }}
                        >
                          <ExternalLink aria-hidden="true" />
                          Open<span className="sr-only">: {notification.title}</span>
                        </Link>
                      ) : (
                        <a href={notification.link}>
                          <ExternalLink aria-hidden="true" />
                          Open<span className="sr-only">: {notification.title}</span>
                        </a>
                      )}
                    </Button>
                  ) : null}
                  {!notification.isRead ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onMarkRead(notification.id)}
                      disabled={pendingId === notification.id}
                    >
                      Mark as read
                      <span className="sr-only">: {notification.title}</span>
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
