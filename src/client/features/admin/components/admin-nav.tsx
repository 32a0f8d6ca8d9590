import {
  Briefcase,
  ClipboardList,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Users,
} from "lucide-react";
import { Link, useLocation } from "wouter";
import { cn } from "@/client/lib/utils";

interface AdminSection {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The sections of the admin console, in the order of the sub-navigation. */
export const adminSections: readonly AdminSection[] = [
  { label: "Overview", href: "/admin", icon: LayoutDashboard },
  { label: "Staffing Requests", href: "/admin/staffing-requests", icon: ClipboardList },
  { label: "Job Applications", href: "/admin/job-applications", icon: Briefcase },
  { label: "Users", href: "/admin/users", icon: Users },
  { label: "Subscribers", href: "/admin/subscribers", icon: Mail },
];

/** True when `path` is `href` or one of its sub-pages ("/admin" matches only itself). */
function isActive(path: string, href: string): boolean {
  return href === "/admin" ? path === href : path === href || path.startsWith(`${href}/`);
}

/**
 * The admin console's sub-navigation: one link per section, the current one marked with
 * `aria-current="page"` (also on its detail pages). Scrolls sideways on narrow screens.
 */
export function AdminNav() {
  const [path] = useLocation();
  return (
    <nav aria-label="Admin console" className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex w-max gap-1 rounded-lg border bg-background p-1 shadow-xs">
        {adminSections.map(({ label, href, icon: Icon }) => {
          const active = isActive(path, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active
                    ? "bg-primary text-primary-foreground"
                    : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
