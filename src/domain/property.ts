/**
 * Property schema with the spec's messages (spec section 5, "Property").
 * Used by the add/edit form and by POST/PATCH /api/portal/properties.
 */

import { limits } from "./constants";
import { multiLine, requiredLine, singleLine } from "./text-fields";
import { z } from "./zod";

const required = requiredLine;

export const propertySchema = z.object({
  name: required("Property name", "Property name is required"),
  address: required("Address", "Address is required"),
  city: required("City", "City is required", 100),
  state: required("State", "State is required", 50),
  zip: singleLine(
    z
      .string({ error: "ZIP code must be at least 5 characters" })
      .trim()
      .min(limits.zipMin, "ZIP code must be at least 5 characters")
      .max(limits.zipMax, "ZIP code must be at most 10 characters"),
    "ZIP code",
  ),
  units: z
    .number({ error: "Number of units is required" })
    .int("Number of units must be a whole number")
    .min(limits.unitsMin, "Number of units is required")
    .max(
      limits.unitsMax,
      `Number of units must be at most ${limits.unitsMax.toLocaleString("en-US")}`,
    ),
  description: multiLine(
    z
      .string()
      .trim()
      .max(limits.longText, `Description must be at most ${limits.longText} characters`),
  )
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type PropertyInput = z.input<typeof propertySchema>;
export type PropertyData = z.output<typeof propertySchema>;

/** Default values of the add form: units default to 1 (spec section 9). */
export const propertyDefaults: PropertyInput = {
  name: "",
  address: "",
  city: "",
  state: "FL",
  zip: "",
  units: 1,
  description: "",
};
