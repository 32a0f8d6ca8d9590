/**
 * Staffing request schemas (spec section 5, "Staffing request (schema)" and "Portal new-request form").
 * Dates travel as calendar days, `YYYY-MM-DD`, with no time zone.
 */

import { limits } from "./constants";
import {
  emergencyReasons,
  type Role,
  type StaffingRequestStatus,
  staffingRequestStatuses,
  staffTypes,
} from "./enums";
import { multiLine, requiredLine, singleLine } from "./text-fields";
import { z } from "./zod";

/** A calendar day `YYYY-MM-DD` that exists (2030-02-31 does not). */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date in the form YYYY-MM-DD")
  .refine(isRealDay, "Enter a valid date");

/** True when `YYYY-MM-DD` names a day that exists (2030-02-31 does not; Date.parse would roll it over). */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional day named `label` ("Start date"): empty string, null or missing all mean "not given". */
const optionalDay = (label: string) =>
  singleLine(isoDaySchema.or(z.literal("")), label)
    .nullish()
    .transform((value) => (value ? value : null));

/** A property id: a positive 32-bit integer (the database's `integer`). */
const propertyIdSchema = z
  .number({ error: "Select a property" })
  .int("Select a property")
  .positive("Select a property")
  .max(2_147_483_647, "Select one of your properties");

const text = requiredLine;

/**
 * Runs an object-level rule even when unrelated fields are invalid (zod otherwise waits for the
 * whole object to parse), so a form shows every message on its first submit.
 */
const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));

const endNotBeforeStart = (data: { startDate: string | null; endDate: string | null }) =>
  typeof data.startDate !== "string" ||
  typeof data.endDate !== "string" ||
  data.endDate >= data.startDate;
const endDateIssue = {
  message: "End date cannot be before the start date",
  path: ["endDate"],
  when: whenFieldsValid("startDate", "endDate"),
};

const staffType = z.enum(staffTypes, { error: "Please select a staff type" });

/** The most positions one request may ask for; more is a conversation with the agency. */
export const HEADCOUNT_MAX = 50;
const HEADCOUNT_MESSAGE = `Positions needed must be a whole number from 1 to ${HEADCOUNT_MAX}`;

/** Positions wanted: a whole number from 1 to {@link HEADCOUNT_MAX}; 1 when not given. */
export const headcountSchema = z
  .number({ error: HEADCOUNT_MESSAGE })
  .int(HEADCOUNT_MESSAGE)
  .min(1, HEADCOUNT_MESSAGE)
  .max(HEADCOUNT_MAX, HEADCOUNT_MESSAGE)
  .default(1);

/**
 * An emergency request: absent or null for a normal one, or `{ reason }` (docs/decisions/0015).
 * The agency then promises a response within EMERGENCY_RESPONSE_MINUTES.
 */
export const emergencySchema = z
  .object({
    reason: z.enum(emergencyReasons, {
      error: "Choose the emergency: storm preparation, storm recovery, sudden vacancy or other",
    }),
  })
  .nullish()
  .transform((value) => value ?? null);
const email = singleLine(
  z.email({ error: "Valid email is required" }).max(limits.shortText, "Valid email is required"),
  "Email",
);
const details = multiLine(
  z.string().trim().max(limits.longText, `Details must be at most ${limits.longText} characters`),
);

/**
 * POST /api/staffing-requests (the public form, spec section 7): companyName, contactName, email,
 * staffType, details, startDate, endDate, propertyId, consent (must be true).
 */
export const staffingRequestSchema = z
  .object({
    companyName: text("Company name", "Company name is required"),
    contactName: text("Contact name", "Contact name is required"),
    email,
    staffType,
    details: details.nullish().transform((value) => (value ? value : null)),
    startDate: optionalDay("Start date"),
    endDate: optionalDay("End date"),
    propertyId: propertyIdSchema.nullish(),
    headcount: headcountSchema,
    emergency: emergencySchema,
    consent: z.literal(true, { error: "You must agree to be contacted" }),
  })
  .refine(endNotBeforeStart, endDateIssue);

/**
 * POST /api/portal/staffing-requests (the portal form, spec section 2 "New staffing request form").
 * Either `propertyId` (one of the caller's properties) or `companyName` must be given; when a
 * property is chosen the server fills companyName (see docs/decisions). Details are required in
 * the portal form, and so is consent.
 */
export const portalStaffingRequestSchema = z
  .object({
    propertyId: propertyIdSchema.nullish(),
    companyName: singleLine(
      z.string().trim().max(limits.shortText, `Must be at most ${limits.shortText} characters`),
      "Company name",
    )
      .nullish()
      .transform((value) => (value ? value : null)),
    contactName: text("Contact name", "Contact name is required"),
    email,
    staffType,
    details: multiLine(
      z
        .string({ error: "Please describe the position and your needs" })
        .trim()
        .min(1, "Please describe the position and your needs")
        .max(limits.longText, `Details must be at most ${limits.longText} characters`),
    ),
    startDate: optionalDay("Start date"),
    endDate: optionalDay("End date"),
    headcount: headcountSchema,
    emergency: emergencySchema,
    consent: z.literal(true, { error: "You must agree to be contacted" }),
  })
  .refine((data) => data.propertyId != null || data.companyName != null, {
    message: "Company name is required",
    path: ["companyName"],
    when: whenFieldsValid("propertyId", "companyName"),
  })
  .refine(endNotBeforeStart, endDateIssue);

/** PUT /api/portal/staffing-requests/{id}/status body. */
export const statusUpdateSchema = z.object({
  status: z.enum(staffingRequestStatuses, {
    error: "Choose one of: pending, approved, in progress, completed, cancelled",
  }),
});

/** Statuses from which the request's owner may still cancel it. */
const cancellableStatuses: readonly StaffingRequestStatus[] = [
  "pending",
  "approved",
  "in_progress",
];

/**
 * Decides whether `actor` may move a request from `current` to `next` (docs/decisions/0002,
 * where the spec is silent): an admin may set any status; the request's owner may only cancel a request
 * that is still open; anyone else may not see the request at all (the route answers 404).
 * @returns null when allowed, otherwise a short reason the UI shows beside the disabled choice.
 */
export function statusChangeRefusal(
  actor: { role: Role; isOwner: boolean },
  current: StaffingRequestStatus,
  next: StaffingRequestStatus,
): string | null {
  if (next === current) return "This is the current status";
  if (actor.role === "admin") return null;
  if (!actor.isOwner) return "Only the agency can change this request";
  if (next !== "cancelled") return "Only our team can set this status";
  if (!cancellableStatuses.includes(current)) return "A finished request cannot be cancelled";
  return null;
}
