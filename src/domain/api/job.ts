/**
 * The job board's resources (docs/decisions/0020-job-board.md): public postings (/api/jobs),
 * the agency's postings with their interest counts (/api/admin/jobs) and a worker's view with
 * their own interest (/api/portal/jobs). A public posting never names the client or the
 * property. The body of a publish or an edit is in `src/domain/job-posting.ts`.
 */
import { jobApplicationStatuses, staffTypes } from "../enums";
import { employmentTypes, findJobPlace } from "../job-posting";
import { isoDaySchema } from "../staffing-request";
import { z } from "../zod";
import { anyWhenEmpty, pageQuerySchema } from "./list-query";
import { timestamp } from "./timestamp";

export { jobPostingInputSchema } from "../job-posting";

/** A posting as everyone may read it (GET /api/jobs, /api/jobs/{id}). */
export const jobPostingSchema = z.object({
  id: z.number().int(),
  /** The path of its public page, `/jobs/{id}-{slug}`. */
  url: z.string(),
  title: z.string(),
  description: z.string(),
  staffType: z.enum(staffTypes),
  /** A place's name: one of the nine cities or a nearby place ("Tampa", "Palm Harbor"). */
  city: z.string(),
  employmentType: z.enum(employmentTypes),
  /** Dollars per hour. */
  payMin: z.number(),
  payMax: z.number(),
  schedule: z.string().nullable(),
  startDate: isoDaySchema.nullable(),
  /** The last day it is open (America/New_York), `YYYY-MM-DD`. */
  validThrough: isoDaySchema,
  /** The day it was published (America/New_York), `YYYY-MM-DD`. */
  datePosted: isoDaySchema,
});
export type JobPosting = z.output<typeof jobPostingSchema>;

/** Whether a posting is still open, closed by the agency, or past its last day. */
export const jobPostingStatuses = ["open", "closed", "expired"] as const;
export type JobPostingStatus = (typeof jobPostingStatuses)[number];

/**
 * The agency's view of a posting: its request, state, how many workers are interested and how
 * many applications were sent from its page.
 */
export const adminJobPostingSchema = jobPostingSchema.extend({
  requestId: z.number().int().nullable(),
  status: z.enum(jobPostingStatuses),
  closedAt: timestamp.nullable(),
  interestedCount: z.number().int(),
  applicantCount: z.number().int(),
  createdAt: timestamp,
});
export type AdminJobPosting = z.output<typeof adminJobPostingSchema>;

/** A worker who pressed "I'm interested" on a posting (the agency's detail of a posting). */
export const jobInterestSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  createdAt: timestamp,
});

/**
 * A visitor's application sent from a posting's page (`job_applications.job_posting_id`): the
 * application's id (its page in the admin console), the applicant and the review's state.
 */
export const jobApplicantSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  createdAt: timestamp,
  status: z.enum(jobApplicationStatuses),
});
export type JobApplicant = z.output<typeof jobApplicantSchema>;

/**
 * GET /api/admin/jobs/{id}: the posting, the workers interested in it and the applications sent
 * from its page, each newest first.
 */
export const adminJobPostingDetailSchema = adminJobPostingSchema.extend({
  interested: z.array(jobInterestSchema),
  applicants: z.array(jobApplicantSchema),
});
export type AdminJobPostingDetail = z.input<typeof adminJobPostingDetailSchema>;

/** A posting as a signed-in worker sees it: with whether they marked interest. */
export const portalJobPostingSchema = jobPostingSchema.extend({ interested: z.boolean() });
export type PortalJobPosting = z.output<typeof portalJobPostingSchema>;

const CITY_MESSAGE = "Choose one of the cities or nearby places we serve";

/**
 * The public filters: `staffType` and `city` (a place's name or slug; a city also matches the
 * nearby places its team covers). Empty means any.
 */
export const jobFiltersSchema = z.object({
  staffType: anyWhenEmpty(z.enum(staffTypes, { error: "Choose one of the roles we place" })),
  city: anyWhenEmpty(
    z
      .string()
      .max(100, CITY_MESSAGE)
      .refine((value) => findJobPlace(value) !== undefined, CITY_MESSAGE),
  ),
});
export type JobFilters = z.output<typeof jobFiltersSchema>;

/** Query of GET /api/jobs and GET /api/portal/jobs: a page of open postings, filtered. */
export const jobListQuerySchema = pageQuerySchema.extend(jobFiltersSchema.shape);
export type JobListQuery = z.output<typeof jobListQuerySchema>;

const idFilter = anyWhenEmpty(z.coerce.number().int().min(1).max(2_147_483_647));

/**
 * Whether a worker's list is narrowed to their profile (`profile`: their roles and places) or
 * shows every open posting (`all`); the answer's `X-Job-Match` header says which applied.
 */
export const jobMatchModes = ["profile", "all"] as const;
export type JobMatchMode = (typeof jobMatchModes)[number];

/**
 * Query of GET /api/portal/jobs: the public query and `match`; absent, it is `profile` when the
 * worker's profile has roles or places, else `all`.
 */
export const portalJobListQuerySchema = jobListQuerySchema.extend({
  match: anyWhenEmpty(z.enum(jobMatchModes, { error: "match must be profile or all" })),
});
export type PortalJobListQuery = z.output<typeof portalJobListQuerySchema>;

/** Query of GET /api/admin/jobs: every posting, filtered by state and by request. */
export const adminJobListQuerySchema = pageQuerySchema.extend({
  status: anyWhenEmpty(
    z.enum(jobPostingStatuses, { error: "status must be open, closed or expired" }),
  ),
  requestId: idFilter,
});
export type AdminJobListQuery = z.output<typeof adminJobListQuerySchema>;
