/**
 * THE route table (spec section 2, "Route table"): the router renders it, and the prerender
 * step and the server read the same list (`routeManifest`) to decide between a prerendered
 * page, the app shell and a 404.
 *
 * Every page is code-split, so a page's start-up JavaScript is the app frame plus that page
 * (docs/decisions/0008). Prerendered public pages are {@link lazyPage}s: main.tsx and the
 * prerender step load the current one before rendering, so it hydrates without a loading state,
 * and each city or legal page loads only its own copy. Portal pages are React.lazy
 * with the portal's query provider, so visitors of the public site never download portal code.
 */
import { type ComponentType, lazy } from "react";
import { legalPages } from "@/client/features/legal/legal-pages";
import type { LegalDocument } from "@/content/legal";
import type { CityPage as CityContent, ServiceAreaPlace } from "@/content/locations";
import { cities, serviceAreaSlugs } from "@/content/site";
import type { Role } from "@/domain/enums";
import { paths } from "@/domain/paths";
import { type LazyPage, lazyPage, type Need, withProps } from "./lazy-page";
import type { PortalPageName } from "./shell-pages";

/** What a route needs: anyone, any signed-in user, or one role. */
type RouteAccess = "public" | "user" | "role";

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
  component: ComponentType<PageProps> | LazyPage;
  /** Rendered to static HTML at build time (public pages without parameters). */
  prerender: boolean;
  /**
   * Query parameters (name → value) for which a prerendered page renders differently from its
   * prerendered HTML: the server sends the app shell for them instead, which renders the page in
   * the browser (hydrating the other markup would lose what a visitor typed meanwhile).
   */
  shellWhen?: Readonly<Record<string, string>>;
  /**
   * A query parameter for which the page shows a message (e.g. `error` on /auth after a failed
   * sign-in without JavaScript). The prerender step writes a second document with a placeholder
   * for the message, which the server fills in for the query (docs/decisions/0005, "Sign-in";
   * lib/query-message.ts). The page computes the same message from the same query.
   */
  messageParam?: string;
}

/** The files public pages load: their page modules and each city's copy. */
const publicSources = import.meta.glob([
  "/src/client/app/pages/{home,auth,city,locations,service-area,legal,cookie-settings,not-found}-page.tsx",
  "/src/content/city-pages/*.ts",
  "/src/content/legal-texts/*.ts",
]);

type PageModule<Props = object> = {
  default: ComponentType<PageProps & Props>;
  /** Loads what the page should hydrate with beyond its module (e.g. forms the URL points at). */
  prepare?: () => Promise<void>;
};
type LocationsModule = typeof import("@/content/locations");

const pageFile = (name: string) => `src/client/app/pages/${name}-page.tsx`;
const cityFile = (slug: string) => `src/content/city-pages/${slug}.ts`;

/**
 * A public page that is one module with no data of its own (home, /locations, /auth, cookie
 * settings, 404).
 */
function publicPage(name: string): LazyPage {
  return lazyPage(publicSources, async (need) => {
    const page = await need<PageModule>(pageFile(name));
    await page.prepare?.();
    return page.default;
  });
}

/** A city's copy. */
async function cityContent(need: Need, slug: string): Promise<CityContent> {
  return (await need<{ default: CityContent }>(cityFile(slug))).default;
}

/** The shell's pages (portal, admin) come through one lazy module (app/shell-pages.ts). */
const shellPages = () => import("./shell-pages");

/**
 * A portal page: code-split, and loaded with the portal's TanStack Query provider
 * (app/portal-queries.tsx), which public pages never load.
 */
function portalPage(name: PortalPageName): ComponentType<PageProps> {
  return lazy(async () => (await shellPages()).loadPortalPage(name));
}

const DashboardPage = portalPage("dashboard");
const PropertiesPage = portalPage("properties");
const NewPropertyPage = portalPage("newProperty");
const PropertyDetailPage = portalPage("propertyDetail");
const EditPropertyPage = portalPage("editProperty");
const PropertyStaffingRequestsPage = portalPage("propertyStaffingRequests");
const StaffingRequestDetailPage = portalPage("staffingRequestDetail");
const StaffingRequestsPage = portalPage("staffingRequests");
const NewStaffingRequestPage = portalPage("newStaffingRequest");
const NotificationsPage = portalPage("notifications");
const ProfilePage = portalPage("profile");
const AssignmentsPage = portalPage("assignments");
const StaffDirectoryPage = portalPage("staffDirectory");
const TimesheetPage = portalPage("timesheet");
const TimesheetsPage = portalPage("timesheets");
const DocumentsPage = portalPage("documents");
const ReportsPage = portalPage("reports");
const SetPasswordPage = portalPage("setPassword");
const AdminOverviewPage = portalPage("adminOverview");
const AdminStaffingRequestsPage = portalPage("adminStaffingRequests");
const AdminStaffingRequestDetailPage = portalPage("adminStaffingRequestDetail");
const AdminJobApplicationsPage = portalPage("adminJobApplications");
const AdminJobApplicationDetailPage = portalPage("adminJobApplicationDetail");
const AdminUsersPage = portalPage("adminUsers");
const AdminSubscribersPage = portalPage("adminSubscribers");
const AdminTimesheetsPage = portalPage("adminTimesheets");
const AdminDocumentsPage = portalPage("adminDocuments");
const AdminReportsPage = portalPage("adminReports");
const AdminJobsPage = portalPage("adminJobs");
const JobOpportunitiesPage = portalPage("jobOpportunities");

// Each city page loads the page module and that city's copy, in parallel.
const cityRoutes: AppRoute[] = cities.map((city) => ({
  path: paths.locations.place.href(city.slug),
  access: "public",
  component: lazyPage(publicSources, async (need) => {
    const [page, content] = await Promise.all([
      need<PageModule<{ city: CityContent }>>(pageFile("city")),
      cityContent(need, city.slug),
    ]);
    return withProps(page.default, { city: content });
  }),
  prerender: true,
}));

// Nearby places without a city page (Palm Harbor, Largo, ...): a short page naming the city team
// that covers them, so every nearby link of a city page resolves. The page module brings the
// places; then the covering city's copy is loaded.
const serviceAreaRoutes: AppRoute[] = serviceAreaSlugs.map((slug) => ({
  path: paths.locations.place.href(slug),
  access: "public",
  component: lazyPage(publicSources, async (need) => {
    const page = await need<
      PageModule<{ place: ServiceAreaPlace; city: CityContent }> & {
        findServiceAreaPlace: LocationsModule["findServiceAreaPlace"];
      }
    >(pageFile("service-area"));
    const place = page.findServiceAreaPlace(slug);
    if (!place) throw new Error(`No service-area place "${slug}"`);
    return withProps(page.default, { place, city: await cityContent(need, place.coveredBy) });
  }),
  prerender: true,
}));

const adminRoutes: AppRoute[] = (
  [
    [paths.admin.overview.path, AdminOverviewPage],
    [paths.admin.staffingRequests.path, AdminStaffingRequestsPage],
    [paths.admin.staffingRequest.path, AdminStaffingRequestDetailPage],
    [paths.admin.jobApplications.path, AdminJobApplicationsPage],
    [paths.admin.jobApplication.path, AdminJobApplicationDetailPage],
    [paths.admin.users.path, AdminUsersPage],
    [paths.admin.subscribers.path, AdminSubscribersPage],
    [paths.admin.timesheets.path, AdminTimesheetsPage],
    [paths.admin.documents.path, AdminDocumentsPage],
    [paths.admin.reports.path, AdminReportsPage],
    [paths.admin.jobs.path, AdminJobsPage],
  ] as const
).map(([path, component]) => ({
  path,
  access: "role",
  role: "admin",
  component,
  prerender: false,
}));

// Each legal page loads the page module and its own text, in parallel.
const legalRoutes: AppRoute[] = legalPages.map(({ slug }) => ({
  path: paths.legal.href(slug),
  access: "public",
  component:
    slug === "cookie-settings"
      ? publicPage("cookie-settings")
      : lazyPage(publicSources, async (need) => {
          const [page, text] = await Promise.all([
            need<PageModule<{ document: LegalDocument }>>(pageFile("legal")),
            need<{ default: LegalDocument }>(`src/content/legal-texts/${slug}.ts`),
          ]);
          return withProps(page.default, { document: text.default });
        }),
  prerender: true,
}));

export const routes: readonly AppRoute[] = [
  { path: paths.home.path, access: "public", component: publicPage("home"), prerender: true },
  // /auth is prerendered on Login; /auth?tab=register opens on Register, rendered in the browser;
  // /auth?error=invalid (a failed sign-in without JavaScript) shows why in the Login form.
  {
    path: paths.auth.path,
    access: "public",
    component: publicPage("auth"),
    prerender: true,
    shellWhen: { tab: "register" },
    // LOGIN_ERROR_PARAM of domain/login-errors.ts, which the Login form reads (the prerender step
    // fails when the form does not render the token for it); spelt out to keep that module out
    // of every page's start-up code.
    messageParam: "error",
  },
  { path: paths.dashboard.path, access: "user", component: DashboardPage, prerender: false },
  {
    path: paths.properties.list.path,
    access: "role",
    role: "property_manager",
    component: PropertiesPage,
    prerender: false,
  },
  {
    path: paths.properties.new.path,
    access: "role",
    role: "property_manager",
    component: NewPropertyPage,
    prerender: false,
  },
  // The screens the spec links to but does not show. "/properties/new" stays above
  // "/properties/:id": the first matching route wins.
  {
    path: paths.properties.detail.path,
    access: "role",
    role: "property_manager",
    component: PropertyDetailPage,
    prerender: false,
  },
  {
    path: paths.properties.edit.path,
    access: "role",
    role: "property_manager",
    component: EditPropertyPage,
    prerender: false,
  },
  {
    path: paths.properties.staffingRequests.path,
    access: "role",
    role: "property_manager",
    component: PropertyStaffingRequestsPage,
    prerender: false,
  },
  {
    // Request Staff on a property card: the new-request form with that property preselected.
    path: paths.properties.newStaffingRequest.path,
    access: "role",
    role: "property_manager",
    component: NewStaffingRequestPage,
    prerender: false,
  },
  {
    path: paths.staffingRequests.list.path,
    access: "user",
    component: StaffingRequestsPage,
    prerender: false,
  },
  {
    path: paths.staffingRequests.new.path,
    access: "user",
    component: NewStaffingRequestPage,
    prerender: false,
  },
  {
    // The spec records both readings of the form's path; both work.
    path: paths.staffingRequests.newAlias.path,
    access: "user",
    component: NewStaffingRequestPage,
    prerender: false,
  },
  {
    // After "/staffing-requests/new", which it would otherwise match.
    path: paths.staffingRequests.detail.path,
    access: "user",
    component: StaffingRequestDetailPage,
    prerender: false,
  },
  {
    path: paths.notifications.path,
    access: "user",
    component: NotificationsPage,
    prerender: false,
  },
  { path: paths.profile.path, access: "user", component: ProfilePage, prerender: false },
  // Staff answer offers here; managers and admins see the assignments they may see.
  {
    path: paths.assignments.path,
    access: "user",
    component: AssignmentsPage,
    prerender: false,
  },
  {
    path: paths.staffDirectory.path,
    access: "role",
    role: "property_manager",
    component: StaffDirectoryPage,
    prerender: false,
  },
  // A worker's week of hours; a manager's weeks to approve (docs/decisions/0019-timesheets.md).
  {
    path: paths.timesheet.path,
    access: "role",
    role: "staff",
    component: TimesheetPage,
    prerender: false,
  },
  // Open job postings with "I'm interested" (docs/decisions/0020-job-board.md).
  {
    path: paths.jobOpportunities.path,
    access: "role",
    role: "staff",
    component: JobOpportunitiesPage,
    prerender: false,
  },
  {
    path: paths.timesheets.path,
    access: "role",
    role: "property_manager",
    component: TimesheetsPage,
    prerender: false,
  },
  // A worker's certificates, licences and IDs (docs/decisions/0021-documents.md).
  {
    path: paths.documents.path,
    access: "role",
    role: "staff",
    component: DocumentsPage,
    prerender: false,
  },
  {
    path: paths.reports.path,
    access: "role",
    role: "property_manager",
    component: ReportsPage,
    prerender: false,
  },
  // A new staff account's set-password link: rendered in the browser (the token is in the URL,
  // which a prerendered page would not read), in the public site's frame.
  {
    path: paths.setPassword.path,
    access: "public",
    component: SetPasswordPage,
    prerender: false,
  },
  // The admin console, admins only.
  ...adminRoutes,
  // The hub of the city pages, which the header's Locations menu links to.
  {
    path: paths.locations.hub.path,
    access: "public",
    component: publicPage("locations"),
    prerender: true,
  },
  ...cityRoutes,
  ...serviceAreaRoutes,
  ...legalRoutes,
];

/** The page for every path not in {@link routes}: "404 Page Not Found". */
export const NotFoundRoute: LazyPage = publicPage("not-found");

/** The route table as plain data, for the prerender step and the server. */
export function routeManifest(): Array<
  Pick<AppRoute, "path" | "access" | "role" | "prerender" | "shellWhen" | "messageParam">
> {
  return routes.map(({ path, access, role, prerender, shellWhen, messageParam }) => ({
    path,
    access,
    role,
    prerender,
    shellWhen,
    messageParam,
  }));
}

/**
 * The route the router shows for a path (the first that matches, as wouter's Switch does), for
 * routes without parameters; prerendered routes have none.
 */
function prerenderedRouteAt(path: string): AppRoute | undefined {
  const wanted = path.replace(/(.)\/$/, "$1").toLowerCase();
  return routes.find((route) => route.prerender && route.path.toLowerCase() === wanted);
}

/**
 * The page of a prerendered document at `path`: its route's, else the 404 page (the server sends
 * the prerendered 404 document for every path it has no page or shell for).
 */
function prerenderedPageAt(path: string): AppRoute["component"] {
  return prerenderedRouteAt(path)?.component ?? NotFoundRoute;
}

/**
 * Loads the code and content of the prerendered page at `path` (or of the 404 page), so it
 * renders without suspending. Only for prerendered documents: main.tsx calls it before
 * hydrating, the prerender step before rendering.
 */
export async function loadPageAt(path: string): Promise<void> {
  const component = prerenderedPageAt(path);
  if ("load" in component) await component.load();
}

/** The source files the prerendered page at `path` loads (after {@link loadPageAt}). */
export function pageModulesAt(path: string): readonly string[] {
  const component = prerenderedPageAt(path);
  return "modules" in component ? component.modules() : [];
}
