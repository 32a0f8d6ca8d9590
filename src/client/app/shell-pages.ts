/**
 * The pages served in the app shell (portal, admin console), each code-split. The route
 * table reaches them through this one module, so the entry carries one lazy import for all of
 * them instead of a list of preload dependencies per page (docs/decisions/0008); the shell's
 * HTML preloads this module (scripts/prerender.ts), so a portal page opened directly costs no
 * extra round trip. Portal pages come wrapped in the portal's TanStack Query provider, loaded
 * with them; the portal frame (layout/portal-frame.tsx) that router.tsx puts around them comes
 * through here too.
 */
import type { ComponentType, ReactNode } from "react";
import type { PageProps } from "./routes";

type PageModule = Promise<{ default: ComponentType<PageProps> }>;

const portalPages = {
  dashboard: () => import("./pages/dashboard-page"),
  properties: () => import("./pages/properties-page"),
  newProperty: () => import("./pages/new-property-page"),
  propertyDetail: () => import("./pages/property-detail-page"),
  editProperty: () => import("./pages/edit-property-page"),
  propertyStaffingRequests: () => import("./pages/property-staffing-requests-page"),
  staffingRequestDetail: () => import("./pages/staffing-request-detail-page"),
  staffingRequests: () => import("./pages/staffing-requests-page"),
  newStaffingRequest: () => import("./pages/new-staffing-request-page"),
  notifications: () => import("./pages/notifications-page"),
  profile: () => import("./pages/profile-page"),
  assignments: () => import("./pages/assignments-page"),
  staffDirectory: () => import("./pages/staff-directory-page"),
  timesheet: () => import("./pages/timesheet-page"),
  timesheets: () => import("./pages/timesheets-page"),
  documents: () => import("./pages/documents-page"),
  // The reports load Recharts, which only these two chunks import.
  reports: () => import("./pages/reports-page"),
  setPassword: () => import("./pages/set-password-page"),
  jobOpportunities: () => import("./pages/job-opportunities-page"),
  // The admin console: its own chunks, never part of the public pages' bundle.
  adminOverview: () => import("./pages/admin-overview-page"),
  adminStaffingRequests: () => import("./pages/admin-staffing-requests-page"),
  adminStaffingRequestDetail: () => import("./pages/admin-staffing-request-detail-page"),
  adminJobApplications: () => import("./pages/admin-job-applications-page"),
  adminJobApplicationDetail: () => import("./pages/admin-job-application-detail-page"),
  adminUsers: () => import("./pages/admin-users-page"),
  adminSubscribers: () => import("./pages/admin-subscribers-page"),
  adminTimesheets: () => import("./pages/admin-timesheets-page"),
  adminDocuments: () => import("./pages/admin-documents-page"),
  adminReports: () => import("./pages/admin-reports-page"),
  adminJobs: () => import("./pages/admin-jobs-page"),
} satisfies Record<string, () => PageModule>;

export type PortalPageName = keyof typeof portalPages;

/** A portal page, inside the portal's query provider. */
export async function loadPortalPage(
  name: PortalPageName,
): Promise<{ default: ComponentType<PageProps> }> {
  const [page, { withPortalQueries }] = await Promise.all([
    portalPages[name](),
    import("./portal-queries"),
  ]);
  return { default: withPortalQueries(page.default) };
}

/** The frame of the signed-in screens (layout/portal-frame.tsx), loaded with their pages. */
export function loadPortalFrame(): Promise<{ default: ComponentType<{ children: ReactNode }> }> {
  return import("./layout/portal-frame");
}
