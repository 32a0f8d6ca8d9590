import { Bell } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/client/components/ui/button";
import { useUnreadNotificationCount } from "@/client/features/notifications";
import { cn } from "@/client/lib/cn";
import { paths } from "@/domain/paths";

/** Counts above this show as "99+" so the badge keeps its size. */
const MAX_SHOWN = 99;

/**
 * The portal frame's bell: a link to /notifications with the number of unread notifications in
 * a badge (none when all are read, or while the count is loading or failed: the page itself shows
 * those states). It polls GET /api/portal/notifications/unread-count every 30 s (spec section 7,
 * "Notifications poll every 30 seconds"), never the whole list; marking one or all read sets and
 * refetches that count, so the badge changes at once.
 *
 * The link's accessible name is "Notifications" or "Notifications, 3 unread": it contains the
 * badge's visible text (WCAG 2.5.3 Label in Name).
 */
export function NotificationsBell({ className }: { className?: string }) {
  const unread = useUnreadNotificationCount().data?.count ?? 0;
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);

  return (
    <Link
      href={paths.notifications.href()}
      aria-label={unread > 0 ? `Notifications, ${shown} unread` : "Notifications"}
      className={cn(
        buttonVariants({ variant: "ghost", size: "icon" }),
        "relative [&_svg]:size-5",
        className,
      )}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs leading-none font-semibold text-white tabular-nums"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
