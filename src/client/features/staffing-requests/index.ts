/** The staffing-requests feature's public surface. */
export {
  createStaffingRequest,
  type NewStaffingRequest,
  toStaffingRequestPayload,
  useCreateStaffingRequest,
} from "./api/create-staffing-request";
export {
  getStaffingRequest,
  getStaffingRequestQueryOptions,
  useStaffingRequest,
} from "./api/get-staffing-request";
export {
  getPropertyRequestsPreviewQueryOptions,
  staffingRequestsUrl,
  usePropertyRequestsPreview,
  useStaffingRequestsList,
} from "./api/get-staffing-requests";
export {
  type StatusChange,
  updateStaffingRequestStatus,
  useUpdateStaffingRequestStatus,
} from "./api/update-staffing-request-status";
export { requestPropertyLabel, StaffingRequestCard } from "./components/staffing-request-card";
export { StaffingRequestFilters } from "./components/staffing-request-filters";
export { StaffingRequestForm } from "./components/staffing-request-form";
export { StaffingRequestLink } from "./components/staffing-request-link";
export {
  StaffingRequestList,
  type StaffingRequestListProps,
} from "./components/staffing-request-list";
export { UpdateStatusDialog } from "./components/update-status-dialog";
export {
  emptyRequestListFilters,
  hasActiveFilters,
  parseRequestListFilters,
  type RequestListFilters,
} from "./utils/request-filters";
