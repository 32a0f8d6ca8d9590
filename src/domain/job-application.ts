/**
 * Job application schema (spec section 5, "Job application (schema)"), used by
 * POST /api/job-applications and the Apply for a Position form.
 */

import { limits } from "./constants";
import { experienceLevels, staffTypes } from "./enums";
import { z } from "./zod";

export const jobApplicationSchema = z.object({
  fullName: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(limits.fullNameMax, `Full name must be at most ${limits.fullNameMax} characters`),
  email: z
    .email({ error: "Valid email is required" })
    .max(limits.shortText, "Valid email is required"),
  phone: z
    .string({ error: "Valid phone number is required" })
    .trim()
    .min(limits.phoneMin, "Valid phone number is required")
    .max(limits.phoneMax, "Valid phone number is required")
    .regex(/^[0-9+().\s-]+$/, "Valid phone number is required"),
  position: z.enum(staffTypes, { error: "Please select a position" }),
  experience: z.enum(experienceLevels, { error: "Please select your experience level" }),
  additionalInfo: z
    .string()
    .trim()
    .max(limits.longText, `Must be at most ${limits.longText} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
  resumeUrl: z
    .url({ protocol: /^https?$/, error: "Enter a link that starts with http:// or https://" })
    .max(2000)
    .or(z.literal(""))
    .nullish()
    .transform((value) => (value ? value : null)),
  consent: z.literal(true, { error: "You must agree to background checks" }),
});
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
