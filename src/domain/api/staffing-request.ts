/**
 * The staffing-request resource (spec section 7: POST /api/staffing-requests and
 * /api/portal/staffing-requests/*). Request bodies are the forms' schemas in
 * `src/domain/staffing-request.ts`; the admin console's shapes are in `./admin.ts`.
 */
import {
  emergencyReasons,
  roles,
  staffAssignmentStatuses,
  staffingRequestStatuses,
  staffTypes,
} from "../enums";
import { z } from "../zod";
import { documentBadgesSchema } from "./document";
import { propertyResponseSchema } from "./property";
import { timestamp } from "./timestamp";

export {
  portalStaffingRequestSchema,
  staffingRequestSchema,
  statusUpdateSchema,
} from "../staffing-request";

/**
 * A staffing request as the portal's API answers it (never its internal notes). The order of the
 * fields is the order of the JSON the database writes for the portal list (docs/decisions/0007).
 */
export const staffingRequestResponseSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  propertyId: z.number().nullable(),
  propertyName: z.string().nullable(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  staffType: z.enum(staffTypes),
  details: z.string().nullable(),
  /** Calendar days `YYYY-MM-DD`. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(staffingRequestStatuses),
  consent: z.boolean(),
  /** Positions wanted, 1–50. */
  headcount: z.number(),
  /** Positions filled: the request's confirmed, active and completed assignments. */
  filled: z.number(),
  /**
   * Null for a normal request; an emergency's reason, promised response time and the agency's
   * first response (status change, note or offer; null until then), ISO 8601.
   */
  emergency: z
    .object({
      reason: z.enum(emergencyReasons),
      respondBy: timestamp,
      respondedAt: timestamp.nullable(),
    })
    .nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
/** A staffing request as the client receives it. */
export type StaffingRequest = z.input<typeof staffingRequestResponseSchema>;

/** One entry of a request's timeline: its creation (fromStatus null) or a status change. */
export const staffingRequestEventSchema = z.object({
  id: z.number(),
  fromStatus: z.enum(staffingRequestStatuses).nullable(),
  toStatus: z.enum(staffingRequestStatuses),
  /** Null for a public-form request or a deleted account. */
  actorName: z.string().nullable(),
  actorRole: z.enum(roles).nullable(),
  /** Internal note; sent to admins only. */
  note: z.string().nullable().optional(),
  createdAt: timestamp,
});
export type StaffingRequestEvent = z.input<typeof staffingRequestEventSchema>;

/** A person placed for a request, as its detail shows them (confirmed, active or completed). */
export const placedPersonSchema = z.object({
  assignmentId: z.number(),
  fullName: z.string(),
  /** The staff type they were placed as (the request's). */
  staffType: z.enum(staffTypes),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(staffAssignmentStatuses),
  /** Verified, unexpired documents of the person (badges such as "EPA 608 verified"). */
  badges: documentBadgesSchema,
});

/**
 * GET /api/portal/staffing-requests/{id}: the request, its property, its timeline, how many of
 * its positions are filled (confirmed, active and completed assignments) and the people placed.
 */
export const staffingRequestDetailSchema = staffingRequestResponseSchema.extend({
  property: propertyResponseSchema.nullable(),
  events: z.array(staffingRequestEventSchema),
  filled: z.number(),
  placements: z.array(placedPersonSchema),
});
export type StaffingRequestDetail = z.input<typeof staffingRequestDetailSchema>;
