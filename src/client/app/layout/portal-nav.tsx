import { Link, useLocation } from "wouter";
import { cn } from "@/client/lib/cn";
import { currentNavItem, type PortalNavigation } from "./portal-nav-items";

/**
 * A role's portal navigation as a vertical list of links (the frame's sidebar, and the phone
 * menu). The link of the screen shown, or of the list a detail screen belongs to, carries
 * `aria-current="page"` (WCAG 2.4.8 Location) and is highlighted.
 * @param navigation the role's items (portal-nav-items.ts, built screens only).
 * @param onNavigate called when a link is followed (the phone menu closes).
 */
export function PortalNav({
  navigation,
  onNavigate,
  className,
}: {
  navigation: PortalNavigation;
  onNavigate?: () => void;
  className?: string;
}) {
  const [path] = useLocation();
  const current = currentNavItem(navigation.items, path);
  return (
    <nav aria-label={navigation.label} className={className}>
      <ul className="grid gap-1">
        {navigation.items.map((item) => {
          const Icon = item.icon;
          const active = item === current;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active
                    ? "bg-primary text-primary-foreground"
                    : "text-foreground/80 hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
