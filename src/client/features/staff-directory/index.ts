/** The staff-directory feature's public surface. */
export {
  type StaffDirectoryEntry,
  staffDirectoryUrl,
  useStaffDirectoryList,
} from "./api/get-staff-directory";
export { type AssignmentRating, rateAssignment, useRateAssignment } from "./api/rate-assignment";
export { RatePlacementDialog } from "./components/rate-placement-dialog";
export { RatingStars } from "./components/rating-stars";
export { placementDates, StaffDirectoryList } from "./components/staff-directory-list";
export {
  type DirectoryFilters,
  emptyDirectoryFilters,
  hasDirectoryFilters,
  parseDirectoryFilters,
} from "./utils/directory-filters";
