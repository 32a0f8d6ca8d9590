/**
 * The admin console's public surface. Imported only by the admin pages, which are
 * code-split, so none of it reaches the public pages' bundle.
 */

export { useUrlFilters } from "@/client/hooks/use-url-filters";
export type * from "@/domain/api/admin";
export {
  adminJobApplicationsCsvUrl,
  adminResumeUrl,
  useAdminJobApplication,
  useAdminJobApplications,
  useApplicationStatusCounts,
} from "./api/get-admin-job-applications";
export { useAdminOverview } from "./api/get-admin-overview";
export { useAdminStaffingRequest } from "./api/get-admin-staffing-request";
export {
  adminStaffingRequestsCsvUrl,
  useAdminStaffingRequests,
} from "./api/get-admin-staffing-requests";
export { useAdminUsers, useAdminUsersList } from "./api/get-admin-users";
export { useNewsletterSubscribers } from "./api/get-newsletter-subscribers";
export { useUpdateAdminJobApplication } from "./api/update-admin-job-application";
export {
  adminStatusChangeSchema,
  useUpdateAdminStaffingRequestStatus,
} from "./api/update-admin-staffing-request-status";
export { AccountSummary } from "./components/account-summary";
export { AdminListResults, ExportCsvButton } from "./components/admin-list-results";
export { AdminPage } from "./components/admin-page";
export { ApplicationFilters } from "./components/application-filters";
export { ApplicationReviewForm } from "./components/application-review-form";
export { ApplicationStatusBadge } from "./components/application-status-badge";
export { ApplicationTable } from "./components/application-table";
export { AssignmentsCard } from "./components/assignments-card";
export { BackupStatus } from "./components/backup-status";
export { FillPanel } from "./components/fill-panel";
export { PlacementTimeline } from "./components/placement-timeline";
export { RecentApplications, RecentRequestActivity } from "./components/recent-activity";
export { RequestFilters } from "./components/request-filters";
export { RequestStatusForm } from "./components/request-status-form";
export { StaffAccountCard } from "./components/staff-account-card";
export { StaffingRequestTable } from "./components/staffing-request-table";
export { StatCard } from "./components/stat-card";
export { SubscriberTable } from "./components/subscriber-table";
export { UserTable } from "./components/user-table";
export {
  awaitsEmergencyResponse,
  splitEmergencyHead,
} from "./utils/emergency-head";
export {
  type AdminApplicationFilters,
  type AdminRequestFilters,
  emptyApplicationFilters,
  emptyRequestFilters,
  hasFilters,
  parseApplicationFilters,
  parseRequestFilters,
} from "./utils/filters";
export { propertyPlace } from "./utils/format";
