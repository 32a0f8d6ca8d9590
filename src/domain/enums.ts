/**
 * Enumerations of the product and their display labels (spec sections 3 and 4).
 * Values are stored in the database exactly as written here; labels are what users read.
 */

/** User roles (spec section 3, users.role). Registration offers only the last two. */
export const roles = ["admin", "property_manager", "staff"] as const;
export type Role = (typeof roles)[number];
/** Roles a visitor may choose when registering (spec section 5, Register). */
export const registrableRoles = ["property_manager", "staff"] as const;
type RegistrableRole = (typeof registrableRoles)[number];
/** Labels offered on the register form: "Property Manager" and "Looking for Work". */
export const registrableRoleLabels: Record<RegistrableRole, string> = {
  property_manager: "Property Manager",
  staff: "Looking for Work",
};

/** Staff types and their labels (spec section 3, "Option lists"). */
export const staffTypes = [
  "maintenance",
  "groundskeeping",
  "leasing",
  "property-management",
  "security",
  "make-ready",
  "other",
] as const;
export type StaffType = (typeof staffTypes)[number];
export const staffTypeLabels: Record<StaffType, string> = {
  maintenance: "Maintenance Technicians",
  groundskeeping: "Groundskeepers",
  leasing: "Leasing Consultants",
  "property-management": "Property Managers",
  security: "Security Personnel",
  "make-ready": "Make-Ready Specialists",
  other: "Other",
};

/** Staffing request statuses (spec section 4); `pending` is the default. */
export const staffingRequestStatuses = [
  "pending",
  "approved",
  "in_progress",
  "completed",
  "cancelled",
] as const;
export type StaffingRequestStatus = (typeof staffingRequestStatuses)[number];

/** Job application statuses (spec section 4); `submitted` is the default. */
export const jobApplicationStatuses = [
  "submitted",
  "under_review",
  "interview",
  "hired",
  "rejected",
] as const;
export type JobApplicationStatus = (typeof jobApplicationStatuses)[number];

/** Applicant experience levels (spec section 3, "Option lists"). */
export const experienceLevels = ["0-1", "1-3", "3-5", "5+"] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  "0-1": "0-1 years",
  "1-3": "1-3 years",
  "3-5": "3-5 years",
  "5+": "5+ years",
};

/** Notification types (spec section 3, notifications.type). */
export const notificationTypes = ["info", "success", "warning", "error"] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * Staff assignment statuses (docs/decisions/0017-placements.md). The spec gives the default
 * `active` (confirmed work in progress); an offer is `offered` until the worker accepts
 * (`confirmed`) or declines (`declined`) or it runs out (`expired`); `confirmed` turns `active` on
 * the start date and `completed` after the end date; an open one may be `cancelled`.
 */
export const staffAssignmentStatuses = [
  "offered",
  "confirmed",
  "declined",
  "expired",
  "active",
  "completed",
  "cancelled",
] as const;
export type StaffAssignmentStatus = (typeof staffAssignmentStatuses)[number];
/** Assignments that still hold the worker or may still be answered (cancel applies to these). */
export const openAssignmentStatuses = ["offered", "confirmed", "active"] as const;
/** Assignments that count toward a request's `filled`. */
export const fillingAssignmentStatuses = ["confirmed", "active", "completed"] as const;
/** Assignments that occupy the worker's days: another may not overlap them. */
export const occupyingAssignmentStatuses = ["confirmed", "active"] as const;

/**
 * What happened to a timesheet, as its history shows it (docs/decisions/0019-timesheets.md):
 * hours saved, the week submitted, approved (in the portal or from the mailed link), disputed
 * with a note, locked by the agency.
 */
export const timesheetActions = ["saved", "submitted", "approved", "disputed", "locked"] as const;
export type TimesheetAction = (typeof timesheetActions)[number];
/** Assignments whose worker logs hours: confirmed or active work, and completed work's last weeks. */
export const timesheetAssignmentStatuses = ["confirmed", "active", "completed"] as const;

/** Why a request is an emergency; the agency then promises a response within EMERGENCY_RESPONSE_MINUTES. */
export const emergencyReasons = [
  "storm_preparation",
  "storm_recovery",
  "sudden_vacancy",
  "other",
] as const;
export type EmergencyReason = (typeof emergencyReasons)[number];
export const emergencyReasonLabels: Record<EmergencyReason, string> = {
  storm_preparation: "Storm preparation",
  storm_recovery: "Storm recovery",
  sudden_vacancy: "Sudden vacancy",
  other: "Other emergency",
};

/**
 * Turns a stored value into its label the way the spec says: underscores become spaces and
 * each word is capitalised ("in_progress" -> "In Progress", "property_manager" -> "Property Manager").
 */
export function humanize(value: string): string {
  return value
    .split("_")
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(" ");
}

/** The role as the mobile drawer shows it: underscores replaced by spaces (spec section 2). */
export function roleWords(role: Role): string {
  return role.replaceAll("_", " ");
}
