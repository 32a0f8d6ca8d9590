/**
 * The admin console's API under /api/admin/* (spec section 7 and docs/decisions/0002): query
 * filters, the status-change and review bodies, and every answer. Admins see every request
 * (portal and public) with its internal notes, every application, every user and subscriber.
 * Its users are `userResponseSchema` rows (./user.ts), its subscribers `newsletterSubscriberSchema`
 * rows (./newsletter.ts).
 */
import {
  experienceLevels,
  jobApplicationStatuses,
  staffAssignmentStatuses,
  staffingRequestStatuses,
  staffTypes,
} from "../enums";
import { z } from "../zod";
import { assignmentSchema } from "./assignment";
import { anyWhenEmpty, pageQuerySchema, requestFiltersSchema, searchText } from "./list-query";
import { staffingRequestEventSchema, staffingRequestResponseSchema } from "./staffing-request";
import { timestamp } from "./timestamp";

/**
 * Filters of GET /api/admin/staffing-requests and its CSV: those of every request list
 * (./list-query.ts) and `city` (the property's city, or the company name of a public request).
 */
export const adminRequestFiltersSchema = requestFiltersSchema.extend({ city: searchText });
export type AdminRequestFilters = z.output<typeof adminRequestFiltersSchema>;

/** Query of the CSV exports: the filters and the order, every matching row. */
export const adminRequestExportQuerySchema = adminRequestFiltersSchema.extend({
  sort: pageQuerySchema.shape.sort,
});

/** Query of GET /api/admin/staffing-requests: a page of every request, filtered. */
export const adminRequestListQuerySchema = pageQuerySchema.extend(adminRequestFiltersSchema.shape);
export type AdminRequestListQuery = z.output<typeof adminRequestListQuerySchema>;

/** Filters of GET /api/admin/job-applications and its CSV. */
export const applicationFiltersSchema = z.object({
  status: anyWhenEmpty(z.enum(jobApplicationStatuses)),
  position: anyWhenEmpty(z.enum(staffTypes)),
  q: searchText,
});
export type AdminApplicationFilters = z.output<typeof applicationFiltersSchema>;

/** Query of the applications' CSV: the filters and the order. */
export const applicationExportQuerySchema = applicationFiltersSchema.extend({
  sort: pageQuerySchema.shape.sort,
});

/** Query of GET /api/admin/job-applications: a page of every application, filtered. */
export const adminApplicationListQuerySchema = pageQuerySchema.extend(
  applicationFiltersSchema.shape,
);
export type AdminApplicationListQuery = z.output<typeof adminApplicationListQuerySchema>;

/** Body of PUT /api/admin/staffing-requests/{id}/status. */
export const adminStatusSchema = z.object({
  status: z.enum(staffingRequestStatuses, {
    error: "Choose one of: pending, approved, in progress, completed, cancelled",
  }),
  /** Internal note kept in the timeline; never shown to the request's owner. */
  note: z
    .string()
    .trim()
    .max(2000, "The note must be at most 2000 characters")
    .optional()
    .transform((v) => v || null),
});

/** Body of PATCH /api/admin/job-applications/{id}: at least one of the fields. */
export const applicationUpdateSchema = z
  .object({
    status: z.enum(jobApplicationStatuses, {
      error: "Choose one of: submitted, under review, interview, hired, rejected",
    }),
    interviewDate: z.iso
      .datetime({
        offset: true,
        error: "Give the interview date and time, e.g. 2026-12-01T14:00:00-05:00",
      })
      .nullable(),
    reviewNotes: z
      .string()
      .trim()
      .max(5000, "Review notes must be at most 5000 characters")
      .nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to update");
export type ApplicationUpdate = z.output<typeof applicationUpdateSchema>;

/** A row of GET /api/admin/staffing-requests: every request, portal and public. */
export const adminStaffingRequestSchema = z.object({
  id: z.number(),
  /** The account that sent it; null for the public form. */
  userId: z.number().nullable(),
  propertyId: z.number().nullable(),
  propertyName: z.string().nullable(),
  propertyCity: z.string().nullable(),
  /** Full name of the owning account; null for the public form. */
  ownerName: z.string().nullable(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  staffType: z.enum(staffTypes),
  details: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(staffingRequestStatuses),
  /** The latest internal note (never shown to the owner). */
  notes: z.string().nullable(),
  consent: z.boolean(),
  headcount: z.number(),
  /** Positions filled: the request's confirmed, active and completed assignments. */
  filled: z.number(),
  emergency: staffingRequestResponseSchema.shape.emergency,
  /** The agency's first response (status change, note or offer); null until then. */
  respondedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminStaffingRequest = z.input<typeof adminStaffingRequestSchema>;

/** One step of a request's placement timeline: an offer, an answer, an expiry, a cancellation… */
export const placementEventSchema = z.object({
  id: z.number(),
  assignmentId: z.number(),
  fromStatus: z.enum(staffAssignmentStatuses).nullable(),
  toStatus: z.enum(staffAssignmentStatuses),
  note: z.string().nullable(),
  /** Null for the periodic job (expiry, start, end) or a deleted account. */
  actorName: z.string().nullable(),
  createdAt: timestamp,
});

/**
 * GET /api/admin/staffing-requests/{id}: the row of the list with its timeline and notes, how
 * many positions are filled, every assignment made for it (any status) and the placement
 * timeline (docs/decisions/0017-placements.md).
 */
export const adminStaffingRequestDetailSchema = adminStaffingRequestSchema.extend({
  events: z.array(staffingRequestEventSchema),
  filled: z.number(),
  assignments: z.array(assignmentSchema),
  placementEvents: z.array(placementEventSchema),
});
export type AdminStaffingRequestDetail = z.input<typeof adminStaffingRequestDetailSchema>;

/** The answer of PUT …/status: the request as stored, with its internal note. */
export const adminStatusResponseSchema = staffingRequestResponseSchema.extend({
  notes: z.string().nullable(),
});

/** A row of GET /api/admin/job-applications (and the answer of GET and PATCH …/{id}). */
export const adminJobApplicationSchema = z.object({
  id: z.number(),
  /** The applicant's account when they applied signed in; otherwise null. */
  userId: z.number().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.enum(staffTypes),
  experience: z.enum(experienceLevels),
  additionalInfo: z.string().nullable(),
  status: z.enum(jobApplicationStatuses),
  /** "link": `resumeUrl` is the applicant's link; "upload": download it from …/{id}/resume. */
  resume: z.enum(["link", "upload"]).nullable(),
  resumeUrl: z.string().nullable(),
  interviewDate: timestamp.nullable(),
  reviewNotes: z.string().nullable(),
  consent: z.boolean(),
  /** The job posting the application was sent from (its page's form), and its title; else null. */
  jobPostingId: z.number().nullable(),
  jobPostingTitle: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminJobApplication = z.input<typeof adminJobApplicationSchema>;

/** Counts by status: statuses nothing has count 0 and are left out. */
const countsBy = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.partialRecord(z.enum(values), z.number().int());

/** One timeline entry on the overview's recent activity. */
const recentRequestEventSchema = z.object({
  requestId: z.number(),
  /** Null for the request's creation. */
  fromStatus: z.enum(staffingRequestStatuses).nullable(),
  toStatus: z.enum(staffingRequestStatuses),
  /** Null for a public-form request or a deleted account. */
  actorName: z.string().nullable(),
  companyName: z.string(),
  staffType: z.enum(staffTypes),
  createdAt: timestamp,
});
export type AdminRecentRequestEvent = z.input<typeof recentRequestEventSchema>;

/** One of the latest applications on the overview. */
const recentApplicationSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  position: z.enum(staffTypes),
  status: z.enum(jobApplicationStatuses),
  createdAt: timestamp,
});
export type AdminRecentApplication = z.input<typeof recentApplicationSchema>;

/** The scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS) as the server answering sees them. */
export const backupStatusSchema = z.object({
  everyHours: z.number(),
  keep: z.number().int(),
  /** The newest archive written (or found in BACKUP_DIR at start-up); null when there is none. */
  lastSuccessAt: timestamp.nullable(),
  /** The last attempt's failure; null once a backup succeeds again. */
  lastError: z.string().nullable(),
  lastErrorAt: timestamp.nullable(),
  nextAt: timestamp.nullable(),
});
export type BackupStatus = z.input<typeof backupStatusSchema>;

/** GET /api/admin/overview: counts and the latest activity. */
export const adminOverviewSchema = z.object({
  requestsByStatus: countsBy(staffingRequestStatuses),
  applicationsByStatus: countsBy(jobApplicationStatuses),
  subscribers: z.number().int().describe("Active subscribers (not unsubscribed)"),
  users: z.number().int(),
  recentRequestEvents: z.array(recentRequestEventSchema),
  recentApplications: z.array(recentApplicationSchema),
  /** Null when scheduled backups are off. */
  backup: backupStatusSchema.nullable(),
});
export type AdminOverview = z.input<typeof adminOverviewSchema>;
