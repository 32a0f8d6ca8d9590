/**
 * Every path of the site in one place (spec section 2, "Route table"; the model is
 * bulletproof-react's `config/paths.ts`): `path` is the router's pattern, `href(...)` builds a
 * link to it. The client's route table, its links and redirects, and the server's notification
 * links and e-mails all take their paths from here, so a path is never spelled out twice.
 *
 * Ids are the API's numeric ids; filters become a query string with the parameters in the
 * order given (empty values left out), which the list screens read back from the URL.
 */

/** `?name=value&…` of the non-empty values, or "" when there is none. */
export function queryString(params: Readonly<Record<string, string | number | undefined | null>>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A path without parameters. */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

/** A path with one `:id` parameter. */
const withId = <P extends string>(path: P) => ({
  path,
  href: (id: number | string) => path.replace(":id", encodeURIComponent(String(id))),
});

/** Query parameters of a filtered list (status, search…). */
type ListQuery = Readonly<Record<string, string | number | undefined | null>>;

/** A list's path, whose links may carry its filters as a query string. */
const withQuery = <P extends string>(path: P) => ({
  path,
  href: (query: ListQuery = {}) => `${path}${queryString(query)}`,
});

export const paths = {
  home: {
    path: "/",
    href: () => "/",
    /** A section of the home page (`services`, `staff`, `testimonials`, `contact`, `job-application`). */
    section: (id: string) => `/#${id}`,
  },
  auth: {
    path: "/auth",
    href: () => "/auth",
    register: () => "/auth?tab=register",
  },
  dashboard: fixed("/dashboard"),
  profile: fixed("/profile"),
  notifications: fixed("/notifications"),
  /** Staff: offers to answer and their work; managers and admins: assignments they may see. */
  assignments: fixed("/assignments"),
  /** Property managers: everyone placed at their properties. */
  staffDirectory: fixed("/staff-directory"),
  /** Staff: their hours of a week (`?week=YYYY-MM-DD`, any day of it; this week without). */
  timesheet: {
    path: "/timesheet",
    href: (query: { week?: string } = {}) => `/timesheet${queryString(query)}`,
  },
  /** Property managers: the weeks of hours to approve at their properties (`?week&propertyId`). */
  timesheets: withQuery("/timesheets"),
  /**
   * Property managers: fill rate, time to fill, approved hours and spend for a range
   * (`from`, `to`, `propertyId`; empty: the last 90 days, every property).
   */
  reports: withQuery("/reports"),
  // Linked from the spec's dashboard (section 2, "Route table").
  /** Staff: the open job postings, with "I'm interested" (docs/decisions/0020-job-board.md). */
  jobOpportunities: fixed("/job-opportunities"),
  /** Staff: their certificates, licences and IDs: upload, review status, delete. */
  documents: fixed("/documents"),
  /** The page of a set-password link mailed to a new staff account (`?token=…`). */
  setPassword: {
    path: "/set-password",
    href: (token?: string) => `/set-password${queryString({ token })}`,
  },
  properties: {
    list: fixed("/properties"),
    new: fixed("/properties/new"),
    detail: withId("/properties/:id"),
    edit: withId("/properties/:id/edit"),
    staffingRequests: withId("/properties/:id/staffing-requests"),
    newStaffingRequest: withId("/properties/:id/staffing-requests/new"),
  },
  staffingRequests: {
    list: fixed("/staffing-requests"),
    new: fixed("/staffing-requests/new"),
    /** The spec's second address of the Request Staff form. */
    newAlias: fixed("/new-staffing-request"),
    detail: withId("/staffing-requests/:id"),
  },
  admin: {
    overview: fixed("/admin"),
    staffingRequests: withQuery("/admin/staffing-requests"),
    staffingRequest: withId("/admin/staffing-requests/:id"),
    jobApplications: withQuery("/admin/job-applications"),
    jobApplication: withId("/admin/job-applications/:id"),
    users: fixed("/admin/users"),
    /** Every week of hours by status (`?status&week&propertyId`), locks and the payroll CSV. */
    timesheets: withQuery("/admin/timesheets"),
    /** Workers' documents to review (`?status`; pending by default), view, verify or reject. */
    documents: withQuery("/admin/documents"),
    subscribers: fixed("/admin/subscribers"),
    /** The agency's job postings (`?status`): edit, close, interest counts. */
    jobs: fixed("/admin/jobs"),
    /** The agency's reports, with per-client and per-city tables (`from`, `to`). */
    reports: withQuery("/admin/reports"),
  },
  locations: {
    hub: fixed("/locations"),
    /** A city page or a service-area page (`/locations/tampa`, `/locations/brandon`). */
    place: {
      path: "/locations/:slug",
      href: (slug: string) => `/locations/${encodeURIComponent(slug)}`,
    },
  },
  /** A legal page (`privacy-policy`, `terms-of-service`, `cookie-settings`…). */
  legal: {
    path: "/legal/:slug",
    href: (slug: string) => `/legal/${encodeURIComponent(slug)}`,
  },
} as const;
