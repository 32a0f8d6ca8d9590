/**
 * THE route table (spec section 2, "Route table"): the router renders it, and the prerender
 * step and the server read the same list (`routeManifest`) to decide between a prerendered
 * page, the app shell and a 404.
 *
 * Public pages are imported eagerly so they can be prerendered and hydrated without a loading
 * state; portal pages (and /auth) are code-split with React.lazy, so visitors of the public
 * site never download portal code.
 */
import { type ComponentType, lazy } from "react";
import { legalPages } from "@/client/features/legal";
import { serviceAreaPlaces } from "@/content/cities";
import { cities } from "@/content/site";
import type { Role } from "@/domain/enums";
import CityPage from "./pages/city-page";
import CookieSettingsPage from "./pages/cookie-settings-page";
import HomePage from "./pages/home-page";
import LegalPageView from "./pages/legal-page";
import NotFoundPage from "./pages/not-found-page";
import ServiceAreaPage from "./pages/service-area-page";

/** What a route needs: anyone, any signed-in user, or one role. */
export type RouteAccess = "public" | "user" | "role";

/** Props every page receives: the path's parameters (e.g. `{ id: "4" }`). */
export interface PageProps {
  params: Record<string, string | undefined>;
}

export interface AppRoute {
  /** A wouter path pattern ("/properties", "/properties/:id/staffing-requests/new"). */
  path: string;
  access: RouteAccess;
  /** The required role when `access` is "role". */
  role?: Role;
  component: ComponentType<PageProps>;
  /** Rendered to static HTML at build time (public pages without parameters). */
  prerender: boolean;
}

/**
 * A portal page: code-split, and loaded with the portal's TanStack Query provider
 * (app/portal-queries.tsx), which public pages never load.
 */
function portalPage(
  load: () => Promise<{ default: ComponentType<PageProps> }>,
): ComponentType<PageProps> {
  return lazy(async () => {
    const [page, { withPortalQueries }] = await Promise.all([load(), import("./portal-queries")]);
    return { default: withPortalQueries(page.default) };
  });
}

const AuthPage = lazy(() => import("./pages/auth-page"));
const DashboardPage = portalPage(() => import("./pages/dashboard-page"));
const PropertiesPage = portalPage(() => import("./pages/properties-page"));
const NewPropertyPage = portalPage(() => import("./pages/new-property-page"));
const PropertyDetailPage = portalPage(() => import("./pages/property-detail-page"));
const EditPropertyPage = portalPage(() => import("./pages/edit-property-page"));
const PropertyStaffingRequestsPage = portalPage(
  () => import("./pages/property-staffing-requests-page"),
);
const StaffingRequestDetailPage = portalPage(() => import("./pages/staffing-request-detail-page"));
const StaffingRequestsPage = portalPage(() => import("./pages/staffing-requests-page"));
const NewStaffingRequestPage = portalPage(() => import("./pages/new-staffing-request-page"));
const NotificationsPage = portalPage(() => import("./pages/notifications-page"));
const ProfilePage = portalPage(() => import("./pages/profile-page"));
// The admin console (issue 6): its own chunks, never part of the public pages' bundle.
const AdminOverviewPage = portalPage(() => import("./pages/admin-overview-page"));
const AdminStaffingRequestsPage = portalPage(() => import("./pages/admin-staffing-requests-page"));
const AdminStaffingRequestDetailPage = portalPage(
  () => import("./pages/admin-staffing-request-detail-page"),
);
const AdminJobApplicationsPage = portalPage(() => import("./pages/admin-job-applications-page"));
const AdminJobApplicationDetailPage = portalPage(
  () => import("./pages/admin-job-application-detail-page"),
);
const AdminUsersPage = portalPage(() => import("./pages/admin-users-page"));
const AdminSubscribersPage = portalPage(() => import("./pages/admin-subscribers-page"));

const cityRoutes: AppRoute[] = cities.map((city) => ({
  path: `/locations/${city.slug}`,
  access: "public",
  component: CityPage,
  prerender: true,
}));

// Nearby places without a city page (Palm Harbor, Largo, ...): a short page naming the city team
// that covers them, so every nearby link of a city page resolves.
const serviceAreaRoutes: AppRoute[] = serviceAreaPlaces.map((place) => ({
  path: `/locations/${place.slug}`,
  access: "public",
  component: ServiceAreaPage,
  prerender: true,
}));

const adminRoutes: AppRoute[] = (
  [
    ["/admin", AdminOverviewPage],
    ["/admin/staffing-requests", AdminStaffingRequestsPage],
    ["/admin/staffing-requests/:id", AdminStaffingRequestDetailPage],
    ["/admin/job-applications", AdminJobApplicationsPage],
    ["/admin/job-applications/:id", AdminJobApplicationDetailPage],
    ["/admin/users", AdminUsersPage],
    ["/admin/subscribers", AdminSubscribersPage],
  ] as const
).map(([path, component]) => ({
  path,
  access: "role",
  role: "admin",
  component,
  prerender: false,
}));

const legalRoutes: AppRoute[] = legalPages.map((page) => ({
  path: `/legal/${page.slug}`,
  access: "public",
  component: page.slug === "cookie-settings" ? CookieSettingsPage : LegalPageView,
  prerender: true,
}));

export const routes: readonly AppRoute[] = [
  { path: "/", access: "public", component: HomePage, prerender: true },
  { path: "/auth", access: "public", component: AuthPage, prerender: false },
  { path: "/dashboard", access: "user", component: DashboardPage, prerender: false },
  {
    path: "/properties",
    access: "role",
    role: "property_manager",
    component: PropertiesPage,
    prerender: false,
  },
  {
    path: "/properties/new",
    access: "role",
    role: "property_manager",
    component: NewPropertyPage,
    prerender: false,
  },
  // The screens the spec links to but does not show (issue 3). "/properties/new" stays above
  // "/properties/:id": the first matching route wins.
  {
    path: "/properties/:id",
    access: "role",
    role: "property_manager",
    component: PropertyDetailPage,
    prerender: false,
  },
  {
    path: "/properties/:id/edit",
    access: "role",
    role: "property_manager",
    component: EditPropertyPage,
    prerender: false,
  },
  {
    path: "/properties/:id/staffing-requests",
    access: "role",
    role: "property_manager",
    component: PropertyStaffingRequestsPage,
    prerender: false,
  },
  {
    // Request Staff on a property card: the new-request form with that property preselected.
    path: "/properties/:id/staffing-requests/new",
    access: "role",
    role: "property_manager",
    component: NewStaffingRequestPage,
    prerender: false,
  },
  {
    path: "/staffing-requests",
    access: "user",
    component: StaffingRequestsPage,
    prerender: false,
  },
  {
    path: "/staffing-requests/new",
    access: "user",
    component: NewStaffingRequestPage,
    prerender: false,
  },
  {
    // The spec records both readings of the form's path; both work.
    path: "/new-staffing-request",
    access: "user",
    component: NewStaffingRequestPage,
    prerender: false,
  },
  {
    // After "/staffing-requests/new", which it would otherwise match.
    path: "/staffing-requests/:id",
    access: "user",
    component: StaffingRequestDetailPage,
    prerender: false,
  },
  { path: "/notifications", access: "user", component: NotificationsPage, prerender: false },
  { path: "/profile", access: "user", component: ProfilePage, prerender: false },
  // The admin console (issue 6), admins only.
  ...adminRoutes,
  ...cityRoutes,
  ...serviceAreaRoutes,
  ...legalRoutes,
];

/** The page for every path not in {@link routes}: "404 Page Not Found". */
export const NotFoundRoute: ComponentType = NotFoundPage;

/** The route table as plain data, for the prerender step and the server. */
export function routeManifest(): Array<Pick<AppRoute, "path" | "access" | "role" | "prerender">> {
  return routes.map(({ path, access, role, prerender }) => ({ path, access, role, prerender }));
}
