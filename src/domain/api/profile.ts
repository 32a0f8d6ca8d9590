/**
 * The profile resource (docs/decisions/0022-profiles.md): GET and PUT /api/portal/profile answer
 * it; the bodies of the profile's endpoints are in `src/domain/profile.ts`.
 */
import { roles } from "../enums";
import { certifications, dayParts, emailPreferencesSchema, weekDays } from "../profile";
import { z } from "../zod";

const completenessItemSchema = z.object({
  key: z.enum(["phone", "staffTypes", "cities", "availability", "certifications"]),
  label: z.string(),
  done: z.boolean(),
  why: z.string(),
});

/** A staff member's work preferences, and how complete their profile is. */
export const staffWorkProfileSchema = z.object({
  staffTypes: z.array(z.string()),
  certifications: z.array(z.enum(certifications)),
  /** City and nearby-place slugs (`tampa`, `palm-harbor`). */
  cities: z.array(z.string()),
  /** `{ monday: ["morning"], … }`; a day left out is not available. */
  availability: z.partialRecord(z.enum(weekDays), z.array(z.enum(dayParts))),
  /** Takes emergency call-outs (the same value as GET /api/portal/staff-profile). */
  emergencyAvailable: z.boolean(),
  completeness: z.object({ percent: z.number(), items: z.array(completenessItemSchema) }),
});

/** GET /api/portal/profile: the signed-in account as its owner sees it. */
export const profileSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  /** An address waiting for its confirmation link to be followed (24 h), else null. */
  pendingEmail: z.string().nullable(),
  fullName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  companyName: z.string().nullable(),
  /** E-mail on (true) or off per kind of event; in-app notifications always go. */
  emailPreferences: emailPreferencesSchema,
  /** Staff only; null for other roles. */
  staff: staffWorkProfileSchema.nullable(),
});
export type Profile = z.input<typeof profileSchema>;

/** 202 of POST /api/portal/profile/email. */
export const emailChangeAcceptedSchema = z.object({
  pendingEmail: z.string(),
  message: z.string(),
});
