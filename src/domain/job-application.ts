/**
 * Job application schema (spec section 5, "Job application (schema)"), used by
 * POST /api/job-applications and the Apply for a Position form.
 */

import { limits } from "./constants";
import { experienceLevels, staffTypes } from "./enums";
import { multiLine, singleLine } from "./text-fields";
import { z } from "./zod";

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
});
