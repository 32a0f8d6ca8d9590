/**
 * Worker documents (docs/decisions/0021-documents.md): the kinds a worker uploads, their names,
 * the badges a verified one earns, the statuses shown, and the limits of an upload. Shared by
 * the server (rules, answers, reminders) and the client (upload form, lists, badges).
 */

/** What a document proves. `other` is anything else the agency asked for (no badge). */
export const documentKinds = [
  "epa_608",
  "cpo",
  "class_d",
  "cam",
  "drivers_license",
  "other",
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The kinds' display names. */
export const documentKindLabels: Record<DocumentKind, string> = {
  epa_608: "EPA 608 certified",
  cpo: "Certified Pool/Spa Operator",
  class_d: "Florida Class D licence",
  cam: "CAM licence",
  drivers_license: "Driver's licence",
  other: "Other document",
};

/** The badge a verified, unexpired document of each kind earns (`other` earns none). */
export const documentBadgeLabels: Record<BadgeKind, string> = {
  epa_608: "EPA 608 verified",
  cpo: "Pool/Spa Operator verified",
  class_d: "Class D licence verified",
  cam: "CAM licence verified",
  drivers_license: "Driver's licence verified",
};

/** The kinds that earn a badge, in the order badges are shown. */
export const badgeKinds = ["epa_608", "cpo", "class_d", "cam", "drivers_license"] as const;
export type BadgeKind = (typeof badgeKinds)[number];

/** Review states stored with a document. */
export const documentReviewStatuses = ["pending", "verified", "rejected"] as const;
export type DocumentReviewStatus = (typeof documentReviewStatuses)[number];

/**
 * Statuses shown: the stored review state, or `expired` for a document that is not rejected and
 * whose expiry date has passed (derived on every read, so it is right at any moment).
 */
export const documentStatuses = [...documentReviewStatuses, "expired"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentStatusLabels: Record<DocumentStatus, string> = {
  pending: "Pending review",
  verified: "Verified",
  rejected: "Rejected",
  expired: "Expired",
};

/** Largest document accepted, in bytes (10 MB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the upload form's file input accepts (the server checks the content, not the name). */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** Days before expiry when the worker and the agency are e-mailed, furthest first. */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;

/** The reminders a verified document may still be due: "expires in 30 days" or "in 7 days". */
export type ExpiryReminder = (typeof EXPIRY_REMINDER_DAYS)[number];

/** Whole days from calendar day `today` to calendar day `day` (both `YYYY-MM-DD`; negative when past). */
export function daysBetween(today: string, day: string): number {
  return Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * The status shown for a document on calendar day `today` (America/New_York): a document is valid
 * through its expiry date and expired from the next day; a rejected one stays rejected.
 */
export function documentStatusOn(
  stored: DocumentReviewStatus,
  expiresOn: string | null,
  today: string,
): DocumentStatus {
  if (stored !== "rejected" && expiresOn !== null && expiresOn < today) return "expired";
  return stored;
}
