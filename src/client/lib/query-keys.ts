/**
 * Every TanStack Query key of the portal in one place, so a feature that changes data another
 * feature shows (a deleted property ends its requests, a status change writes a notification)
 * invalidates that feature's answers by name instead of spelling its URL again.
 *
 * A key starts with the API path it reads: the default query function (lib/api.ts
 * `getQueryFn`, spec section 7 "Query defaults") fetches `queryKey[0]`; what follows only
 * tells cached answers apart (an id, a filter). Invalidating a key also invalidates every key
 * that starts with it (TanStack Query's prefix matching).
 */
export const queryKeys = {
  properties: {
    /** GET /api/portal/properties, and every property's detail under it. */
    all: ["/api/portal/properties"] as const,
    /** Every paged list of properties (any search), to refresh them all after a change. */
    lists: ["/api/portal/properties", "list"] as const,
    /** One paged list, searched by `q` (pages followed by "Load more"). */
    list: (filters: unknown) => ["/api/portal/properties", "list", filters] as const,
    /** Every property of the manager, all pages read, for the property choices of forms. */
    options: ["/api/portal/properties", "options"] as const,
    detail: (id: number) => ["/api/portal/properties", id] as const,
  },
  staffingRequests: {
    /** GET /api/portal/staffing-requests, and every request's detail under it. */
    all: ["/api/portal/staffing-requests"] as const,
    /** One paged list with its filters and sort (pages followed by "Load more"). */
    list: (filters: unknown) => ["/api/portal/staffing-requests", "list", filters] as const,
    detail: (id: number) => ["/api/portal/staffing-requests", id] as const,
  },
  assignments: {
    /** GET /api/portal/assignments, every list of it. */
    all: ["/api/portal/assignments"] as const,
    /** One paged list with its filters (pages followed by "Load more"). */
    list: (filters: unknown) => ["/api/portal/assignments", "list", filters] as const,
  },
  timesheets: {
    /** GET /api/portal/timesheets, every list, week and history of it. */
    all: ["/api/portal/timesheets"] as const,
    /** A worker's timesheets of the week starting `weekStart` (every page). */
    week: (weekStart: string) => ["/api/portal/timesheets", "week", weekStart] as const,
    /** One paged list with its filters (pages followed by "Load more"). */
    list: (filters: unknown) => ["/api/portal/timesheets", "list", filters] as const,
    /** GET /api/portal/timesheets/{id}/history: every change to one timesheet. */
    history: (id: number) => ["/api/portal/timesheets", id, "history"] as const,
  },
  /**
   * GET /api/portal/profile: the signed-in account's own profile (details, e-mail preferences,
   * a worker's preferences and checklist).
   */
  profile: ["/api/portal/profile"] as const,
  documents: {
    /** GET /api/portal/documents: the signed-in worker's own documents (every page). */
    all: ["/api/portal/documents"] as const,
  },
  /** GET /api/portal/staff-profile: the signed-in worker's own profile (emergency call-outs). */
  staffProfile: ["/api/portal/staff-profile"] as const,
  jobs: {
    /** GET /api/portal/jobs: a worker's view of the open postings, every list of it. */
    all: ["/api/portal/jobs"] as const,
    list: (filters: unknown) => ["/api/portal/jobs", "list", filters] as const,
  },
  staffDirectory: {
    /** GET /api/portal/staff-directory, every list of it. */
    all: ["/api/portal/staff-directory"] as const,
    list: (filters: unknown) => ["/api/portal/staff-directory", "list", filters] as const,
  },
  notifications: {
    all: ["/api/portal/notifications"] as const,
    /** The paged list of the notifications page. */
    list: ["/api/portal/notifications", "list"] as const,
    /**
     * GET /api/portal/notifications/unread-count, the bell's poll: a key of its own (not under
     * `all`), so whoever changes notifications invalidates it by name.
     */
    unreadCount: ["/api/portal/notifications/unread-count"] as const,
  },
  reports: {
    /** GET /api/portal/reports, every range and property of it (admins' and managers' alike). */
    all: ["/api/portal/reports"] as const,
    /** One report, keyed by its URL (range and property in the query string). */
    detail: (url: string) => ["/api/portal/reports", url] as const,
  },
  /**
   * GET /api/portal/dashboard: counts and previews of properties, staffing requests and
   * notifications, so a change to any of them invalidates it too.
   */
  dashboard: ["/api/portal/dashboard"] as const,
  admin: {
    overview: ["/api/admin/overview"] as const,
    jobs: {
      /** GET /api/admin/jobs: every posting list (any filter) of the agency. */
      all: ["/api/admin/jobs"] as const,
      list: (filters: unknown) => ["/api/admin/jobs", "list", filters] as const,
      detail: (id: number) => ["/api/admin/jobs", "detail", id] as const,
    },
    staffingRequests: {
      all: ["/api/admin/staffing-requests"] as const,
      list: (filters: unknown) => ["/api/admin/staffing-requests", "list", filters] as const,
      detail: (id: number) => ["/api/admin/staffing-requests", "detail", id] as const,
      /** GET /api/admin/staffing-requests/{id}/candidates: the Fill panel's ranked people. */
      candidates: (id: number) => [`/api/admin/staffing-requests/${id}/candidates`] as const,
    },
    jobApplications: {
      all: ["/api/admin/job-applications"] as const,
      list: (filters: unknown) => ["/api/admin/job-applications", filters] as const,
      detail: (id: number | null) => ["/api/admin/job-applications", "detail", id] as const,
    },
    users: {
      all: ["/api/admin/users"] as const,
      list: (filters: unknown) => ["/api/admin/users", filters] as const,
    },
    documents: {
      /** GET /api/admin/documents, every list of it. */
      all: ["/api/admin/documents"] as const,
      /** One paged list with its status filter (pages followed by "Load more"). */
      list: (url: string) => ["/api/admin/documents", "list", url] as const,
    },
    newsletterSubscribers: {
      all: ["/api/admin/newsletter-subscribers"] as const,
      list: (filters: unknown) => ["/api/admin/newsletter-subscribers", filters] as const,
    },
  },
} as const;
