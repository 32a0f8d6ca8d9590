/**
 * The persistent navigation of the portal frame, per role (style guide, "Screens": signed-in
 * screens live in an app frame with navigation for the role). Each role lists every screen its
 * navigation is meant to have, the ones a later wave builds included (the spec's dashboard links
 * them); {@link portalNavigationFor} shows only those the route
 * table has a screen for, open to the role, so no link leads to the 404 page and a screen appears
 * in the navigation the day its route is added. A new item is one line here (and its screen's
 * path and icon in ../portal-screens.ts).
 */
import type { Role } from "@/domain/enums";
import { type PortalScreen, portalScreens as screen } from "../portal-screens";
import type { AppRoute } from "../routes";

/** One link of the portal navigation: a screen and its label. */
export interface PortalNavItem extends PortalScreen {
  label: string;
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
      { label: "Dashboard", ...screen.dashboard },
      { label: "Properties", ...screen.properties },
      { label: "Staffing Requests", ...screen.staffingRequests },
      { label: "Staff Directory", ...screen.staffDirectory },
      { label: "Timesheets", ...screen.timesheets },
      { label: "Reports", ...screen.reports },
      { label: "Notifications", ...screen.notifications },
    ],
  },
  staff: {
    label: "Portal",
    items: [
      { label: "Dashboard", ...screen.dashboard },
      { label: "Assignments", ...screen.assignments },
      { label: "Timesheet", ...screen.timesheet },
      { label: "Jobs", ...screen.jobOpportunities },
      { label: "Documents", ...screen.documents },
      { label: "Profile", ...screen.profile },
    ],
  },
  // The admin console's sections (the /admin routes of the route table).
  admin: {
    label: "Admin console",
    items: [
      { label: "Overview", ...screen.adminOverview },
      { label: "Staffing Requests", ...screen.adminStaffingRequests },
      { label: "Job Applications", ...screen.adminJobApplications },
      { label: "Job Postings", ...screen.adminJobs },
      { label: "Users", ...screen.adminUsers },
      { label: "Subscribers", ...screen.adminSubscribers },
      { label: "Timesheets", ...screen.adminTimesheets },
      { label: "Documents", ...screen.adminDocuments },
      { label: "Reports", ...screen.adminReports },
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
