/**
 * Placements (docs/decisions/0017-placements.md): the bodies the agency, workers and managers
 * send about staff assignments, with the messages the screens show. Dates travel as calendar
 * days `YYYY-MM-DD`.
 */
import { registerSchema } from "./auth";
import { isoDaySchema } from "./staffing-request";
import { multiLine, secret, singleLine } from "./text-fields";
import { z } from "./zod";

const STAFF_ID_MESSAGE = "Choose a staff member";
const optionalNote = (max: number, label: string) =>
  multiLine(z.string().trim().max(max, `${label} must be at most ${max} characters`))
    .nullish()
    .transform((value) => value || null);

/**
 * POST /api/admin/staffing-requests/{id}/assignments: offer the work to one staff member from
 * `startDate` (a day in the past is allowed: work already under way) to `endDate` (none: open
 * ended), with a note the worker reads.
 */
export const assignmentOfferSchema = z
  .object({
    staffId: z
      .number({ error: STAFF_ID_MESSAGE })
      .int(STAFF_ID_MESSAGE)
      .positive(STAFF_ID_MESSAGE)
      .max(2_147_483_647, STAFF_ID_MESSAGE),
    startDate: singleLine(isoDaySchema, "Start date"),
    endDate: singleLine(isoDaySchema, "End date")
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalNote(2000, "Notes"),
  })
  .refine((offer) => offer.endDate === null || offer.endDate >= offer.startDate, {
    message: "End date cannot be before the start date",
    path: ["endDate"],
  });
export type AssignmentOffer = z.output<typeof assignmentOfferSchema>;

const REASON_MESSAGE = "Give the reason for the cancellation";
/** POST /api/admin/assignments/{id}/cancel: the reason, which everyone concerned is told. */
export const assignmentCancelSchema = z.object({
  reason: multiLine(
    z
      .string({ error: REASON_MESSAGE })
      .trim()
      .min(1, REASON_MESSAGE)
      .max(1000, "The reason must be at most 1000 characters"),
  ),
});

const RATING_MESSAGE = "Rate the work from 1 to 5";
/**
 * POST /api/portal/assignments/{id}/rating: the property manager's rating of completed work,
 * once; the note is for the agency only; `requestAgain` ranks the person first next time.
 */
export const assignmentRatingSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  note: optionalNote(2000, "The note"),
  requestAgain: z.boolean({ error: "Say whether you would request this person again" }),
});

/** POST /api/set-password: the single-use token of the e-mailed link and the new password. */
export const setPasswordSchema = z.object({
  token: secret(
    z
      .string({ error: "This link is not valid" })
      .min(1, "This link is not valid")
      .max(200, "This link is not valid"),
  ),
  password: registerSchema.shape.password,
});
