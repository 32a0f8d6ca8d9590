/**
 * The placement resources (docs/decisions/0017-placements.md): staff assignments
 * (/api/portal/assignments, /api/admin/.../assignments), the agency's candidates for a request,
 * the property manager's staff directory, and the staff account made from a hired application.
 * Request bodies are in `src/domain/assignment.ts`.
 */
import { staffAssignmentStatuses, staffTypes } from "../enums";
import { isoDaySchema } from "../staffing-request";
import { z } from "../zod";
import { documentBadgesSchema } from "./document";
import { anyWhenEmpty, PAGE_LIMIT_MAX, pageQuerySchema } from "./list-query";
import { timestamp } from "./timestamp";

export {
  assignmentCancelSchema,
  assignmentOfferSchema,
  assignmentRatingSchema,
  setPasswordSchema,
} from "../assignment";

const idFilter = anyWhenEmpty(z.coerce.number().int().min(1).max(2_147_483_647));

/**
 * Query of GET /api/portal/assignments: a page (decision 0013) filtered by `status`,
 * `propertyId`, and `from`/`to`: assignments whose work days meet that span (inclusive; an
 * assignment without an end date runs on).
 */
export const assignmentListQuerySchema = pageQuerySchema.extend({
  status: anyWhenEmpty(z.enum(staffAssignmentStatuses)),
  propertyId: idFilter,
  from: anyWhenEmpty(isoDaySchema),
  to: anyWhenEmpty(isoDaySchema),
});
export type AssignmentListQuery = z.output<typeof assignmentListQuerySchema>;

/** Query of GET /api/portal/staff-directory: a page of placements at the manager's properties. */
export const staffDirectoryQuerySchema = pageQuerySchema.extend({
  propertyId: idFilter,
  staffType: anyWhenEmpty(z.enum(staffTypes)),
});
export type StaffDirectoryQuery = z.output<typeof staffDirectoryQuerySchema>;

/** Query of GET /api/admin/staffing-requests/{id}/candidates: the best `limit` matches. */
export const candidateQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}` })
    .int(`limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
    .max(PAGE_LIMIT_MAX, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
    .default(50),
});

/**
 * A staff assignment as the API answers it. `expiresAt` is an open offer's deadline. The
 * rating's private note (`ratingNote`) is sent to admins only.
 */
export const assignmentSchema = z.object({
  id: z.number(),
  requestId: z.number().nullable(),
  propertyId: z.number(),
  staffId: z.number(),
  managerId: z.number().nullable(),
  status: z.enum(staffAssignmentStatuses),
  /** Calendar days `YYYY-MM-DD`. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  expiresAt: timestamp.nullable(),
  cancelReason: z.string().nullable(),
  /** The request's staff type: the role the person fills. */
  staffType: z.enum(staffTypes).nullable(),
  staff: z.object({ fullName: z.string() }),
  property: z.object({ name: z.string(), city: z.string(), address: z.string() }),
  /** The property manager's name: who the worker reports to. */
  managerName: z.string().nullable(),
  rating: z.number().nullable(),
  requestAgain: z.boolean().nullable(),
  ratingNote: z.string().nullable().optional(),
  /** Dollars per hour the client pays: to the property's manager and admins, never to staff. */
  billRate: z.number().nullable().optional(),
  /** Dollars per hour the worker is paid: admins only. */
  payRate: z.number().nullable().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Assignment = z.input<typeof assignmentSchema>;

/** A row of GET /api/portal/staff-directory: one placement of one person at the manager's property. */
export const staffDirectoryEntrySchema = z.object({
  assignmentId: z.number(),
  staffId: z.number(),
  fullName: z.string(),
  staffType: z.enum(staffTypes).nullable(),
  propertyId: z.number(),
  propertyName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(staffAssignmentStatuses),
  rating: z.number().nullable(),
  requestAgain: z.boolean().nullable(),
  /** Verified, unexpired documents of the person (badges such as "EPA 608 verified"). */
  badges: documentBadgesSchema,
});

/** A row of GET /api/admin/staffing-requests/{id}/candidates, best match first. */
export const candidateSchema = z.object({
  staffId: z.number(),
  fullName: z.string(),
  email: z.string(),
  /** From the staff profile's position, else the job application the account came from. */
  staffType: z.string().nullable(),
  /** The request's manager rated this person "request again". */
  requestedAgain: z.boolean(),
  staffTypeMatches: z.boolean(),
  /** Has worked at a property in the request's city. */
  cityMatches: z.boolean(),
  /** The request's city is among the places the worker chose in their profile. */
  servesCity: z.boolean(),
  /** The worker's weekly availability includes the weekday of the request's start. */
  worksStartDay: z.boolean(),
  /** No confirmed or active assignment overlaps the request's dates. */
  available: z.boolean(),
  /** Takes emergency call-outs (their staff profile). */
  emergencyCallouts: z.boolean(),
  /** Verified, unexpired documents (badges such as "EPA 608 verified"). */
  badges: documentBadgesSchema,
  /** Pressed "I'm interested" on a job posting published from the request. */
  interested: z.boolean(),
});

/**
 * GET and PATCH /api/portal/staff-profile (staff only): what the worker tells the agency about
 * their availability; for now whether they take emergency call-outs.
 */
export const staffProfileSchema = z.object({
  /** Call me for emergency work: ranks first among candidates for emergency requests. */
  emergencyCallouts: z.boolean(),
});
export type StaffProfile = z.input<typeof staffProfileSchema>;

/** The body of PATCH /api/portal/staff-profile. */
export const staffProfileUpdateSchema = z.object({
  emergencyCallouts: z.boolean({
    error: "Say whether we may call you for emergency work (true or false)",
  }),
});

/** The staff account made from a hired application. */
export const staffAccountSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  message: z.string(),
});

/** 200 of POST /api/set-password: the account's username (the invitation did not say it) and a message. */
export const setPasswordResponseSchema = z.object({ username: z.string(), message: z.string() });
export type SetPasswordResult = z.input<typeof setPasswordResponseSchema>;
