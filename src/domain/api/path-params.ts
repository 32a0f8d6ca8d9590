/** Path parameters shared by the API's routes (spec section 7: `{id}` in every item's path). */
import { z } from "../zod";

/** `:id` path parameter: a positive 32-bit integer (PostgreSQL `integer`), else 400. */
export const idPathParamsSchema = z.object({
  id: z.coerce
    .number({ error: "The id must be a number" })
    .int("The id must be a whole number")
    .min(1, "The id must be a positive number")
    .max(2_147_483_647, "The id is out of range"),
});
