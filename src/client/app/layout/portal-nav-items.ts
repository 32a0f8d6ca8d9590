/**
 * The persistent navigation of the portal frame, per role (style guide, "Screens": signed-in
 * screens live in an app frame with navigation for the role). Each role lists every screen its
 * navigation is meant to have, the ones a later wave builds included (the spec's dashboard links
 * them: /staff-directory, /reports, /assignments, /timesheet, /job-opportunities, /documents);
 * {@link portalNavigationFor} shows only those the route table has a screen for, open to the role,
 * so no link leads to the 404 page and a screen appears in the navigation the day its route is
 * added. A new item is one line here.
 */
import {
  Bell,
  Briefcase,
  Building,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Clock,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  UserRound,
  Users,
} from "lucide-react";
import type { Role } from "@/domain/enums";
import { paths } from "@/domain/paths";
import type { AppRoute } from "../routes";

/** One link of the portal navigation. */
export interface PortalNavItem {
  label: string;
  /** A path of the route table (no parameters). */
  href: string;
  icon: LucideIcon;
}

/** A role's navigation: the landmark's accessible name and its links, in order. */
export interface PortalNavigation {
  label: string;
  items: readonly PortalNavItem[];
}

/** Every item of each role's navigation, built or not (see {@link portalNavigationFor}). */
export const portalNavigation: Readonly<Record<Role, PortalNavigation>> = {
  property_manager: {
    label: "Portal",
    items: [
      { label: "Dashboard", href: paths.dashboard.href(), icon: LayoutDashboard },
      { label: "Properties", href: paths.properties.list.href(), icon: Building },
      { label: "Staffing Requests", href: paths.staffingRequests.list.href(), icon: ClipboardList },
      { label: "Staff Directory", href: paths.staffDirectory.href(), icon: Users },
      { label: "Reports", href: "/reports", icon: ChartColumn },
      { label: "Notifications", href: paths.notifications.href(), icon: Bell },
    ],
  },
  staff: {
    label: "Portal",
    items: [
      { label: "Dashboard", href: paths.dashboard.href(), icon: LayoutDashboard },
      { label: "Assignments", href: paths.assignments.href(), icon: CalendarDays },
      { label: "Timesheet", href: "/timesheet", icon: Clock },
      { label: "Jobs", href: "/job-opportunities", icon: Briefcase },
      { label: "Documents", href: "/documents", icon: FileText },
      { label: "Profile", href: paths.profile.href(), icon: UserRound },
    ],
  },
  // The admin console's sections (the /admin routes of the route table).
  admin: {
    label: "Admin console",
    items: [
      { label: "Overview", href: paths.admin.overview.href(), icon: LayoutDashboard },
      {
        label: "Staffing Requests",
        href: paths.admin.staffingRequests.href(),
        icon: ClipboardList,
      },
      { label: "Job Applications", href: paths.admin.jobApplications.href(), icon: Briefcase },
      { label: "Users", href: paths.admin.users.href(), icon: Users },
      { label: "Subscribers", href: paths.admin.subscribers.href(), icon: Mail },
    ],
  },
};

/** What {@link portalNavigationFor} reads of a route. */
type RouteRule = Pick<AppRoute, "path" | "access" | "role">;

/** True when `route` may be opened by a signed-in user with `role` (router.tsx's access rules). */
function openTo(route: RouteRule, role: Role): boolean {
  return route.access !== "role" || route.role === role;
}

/**
 * The navigation of `role` with only the items whose screen exists: a route of `table` with the
 * item's path that the role may open.
 * @param table the route table (app/routes.ts), passed in so the rule is testable alone.
 */
export function portalNavigationFor(role: Role, table: readonly RouteRule[]): PortalNavigation {
  const { label, items } = portalNavigation[role];
  return {
    label,
    items: items.filter((item) =>
      table.some((route) => route.path === item.href && openTo(route, role)),
    ),
  };
}

/**
 * The item for the screen at `path`: the one whose path is `path` or a parent of it, the longest
 * such ("/admin/users/4" is Users, not Overview), or undefined.
 */
export function currentNavItem(
  items: readonly PortalNavItem[],
  path: string,
): PortalNavItem | undefined {
  let best: PortalNavItem | undefined;
  for (const item of items) {
    const matches = path === item.href || path.startsWith(`${item.href}/`);
    if (matches && item.href.length > (best?.href.length ?? -1)) best = item;
  }
  return best;
}
