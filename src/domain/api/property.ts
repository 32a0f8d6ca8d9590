/**
 * The property resource (spec section 7: /api/portal/properties and /api/portal/properties/{id}).
 * The request body (POST, PATCH) is the form's schema in `src/domain/property.ts`.
 */
import { z } from "../zod";
import { timestamp } from "./timestamp";

export { propertySchema } from "../property";

/** A property as the API answers it. */
export const propertyResponseSchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  units: z.number(),
  description: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
/** A property as the client receives it. */
export type Property = z.input<typeof propertyResponseSchema>;
