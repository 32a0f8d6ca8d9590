/** The body of every 4xx/5xx answer (spec section 7, "Errors"). */
import { z } from "../zod";

/** A message for a person; for a validation failure, also the message of each field. */
const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
/** An error answer as JSON. */
export type ApiError = z.input<typeof apiErrorSchema>;
