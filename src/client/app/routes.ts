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
import { cities } from "@/content/site";
import type { Role } from "@/domain/enums";
import CityPage from "./pages/city-page";
import HomePage from "./pages/home-page";
import LegalPageView from "./pages/legal-page";
import NotFoundPage from "./pages/not-found-page";

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

const AuthPage = lazy(() => import("./pages/auth-page"));
const DashboardPage = lazy(() => import("./pages/dashboard-page"));
const PropertiesPage = lazy(() => import("./pages/properties-page"));
const NewPropertyPage = lazy(() => import("./pages/new-property-page"));
const StaffingRequestsPage = lazy(() => import("./pages/staffing-requests-page"));
const NewStaffingRequestPage = lazy(() => import("./pages/new-staffing-request-page"));
const NotificationsPage = lazy(() => import("./pages/notifications-page"));
const ProfilePage = lazy(() => import("./pages/profile-page"));

const cityRoutes: AppRoute[] = cities.map((city) => ({
  path: `/locations/${city.slug}`,
  access: "public",
  component: CityPage,
  prerender: true,
}));

const legalRoutes: AppRoute[] = legalPages.map((page) => ({
  path: `/legal/${page.slug}`,
  access: "public",
  component: LegalPageView,
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
  { path: "/notifications", access: "user", component: NotificationsPage, prerender: false },
  { path: "/profile", access: "user", component: ProfilePage, prerender: false },
  ...cityRoutes,
  ...legalRoutes,
];

/** The page for every path not in {@link routes}: "404 Page Not Found". */
export const NotFoundRoute: ComponentType = NotFoundPage;

/** The route table as plain data, for the prerender step and the server. */
export function routeManifest(): Array<Pick<AppRoute, "path" | "access" | "role" | "prerender">> {
  return routes.map(({ path, access, role, prerender }) => ({ path, access, role, prerender }));
}
