/**
 * Job application schema (spec section 5, "Job application (schema)"), used by
 * POST /api/job-applications and the Apply for a Position form.
 */

import { limits } from "./constants";
import { experienceLevels, staffTypes } from "./enums";
import { multiLine, singleLine } from "./text-fields";
import { z } from "./zod";

/** The résumé file input's `accept`: the types the server takes (PDF, DOC, DOCX). */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const JOB_POSTING_ID_MESSAGE = "The job posting id must be a positive number";

/**
 * The application: who applies, for which role, with what experience, and optionally the job
 * posting they apply from (`jobPostingId`; the server answers 400 for an unknown posting and 410
 * for a closed or expired one).
 */
export const jobApplicationSchema = z.object({
  fullName: singleLine(
    z
      .string({ error: "Full name is required" })
      .trim()
      .min(1, "Full name is required")
      .max(limits.fullNameMax, `Full name must be at most ${limits.fullNameMax} characters`),
    "Full name",
  ),
  email: singleLine(
    z.email({ error: "Valid email is required" }).max(limits.shortText, "Valid email is required"),
    "Email",
  ),
  phone: singleLine(
    z
      .string({ error: "Valid phone number is required" })
      .trim()
      .min(limits.phoneMin, "Valid phone number is required")
      .max(limits.phoneMax, "Valid phone number is required")
      .regex(/^[0-9+().\s-]+$/, "Valid phone number is required"),
    "Phone",
  ),
  position: z.enum(staffTypes, { error: "Please select a position" }),
  experience: z.enum(experienceLevels, { error: "Please select your experience level" }),
  additionalInfo: multiLine(
    z.string().trim().max(limits.longText, `Must be at most ${limits.longText} characters`),
  )
    .nullish()
    .transform((value) => (value ? value : null)),
  // Checked before z.url, which would otherwise quietly drop the breaks (WHATWG URL parsing).
  resumeUrl: singleLine(
    z
      .url({ protocol: /^https?$/, error: "Enter a link that starts with http:// or https://" })
      .max(2000)
      .or(z.literal("")),
    "Résumé link",
  )
    .nullish()
    .transform((value) => (value ? value : null)),
  consent: z.literal(true, { error: "You must agree to background checks" }),
  // The job posting applied from (a posting page's form sends it as text, a script as a number).
  jobPostingId: z.coerce
    .number({ error: JOB_POSTING_ID_MESSAGE })
    .int(JOB_POSTING_ID_MESSAGE)
    .positive(JOB_POSTING_ID_MESSAGE)
    .max(2_147_483_647, JOB_POSTING_ID_MESSAGE)
    .optional(),
});
