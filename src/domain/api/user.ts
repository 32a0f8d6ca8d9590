/**
 * The account resource (spec section 7: GET /api/user, POST /api/register, POST /api/login; GET
 * /api/admin/users lists the same shape). Request bodies are the forms' schemas in
 * `src/domain/auth.ts`.
 */
import { roles } from "../enums";
import { z } from "../zod";
import { timestamp } from "./timestamp";

export { loginSchema, registerSchema } from "../auth";

/** A user as the API answers it; zod drops every other column, so a password hash never leaks. */
export const userResponseSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: timestamp,
  lastLogin: timestamp.nullable(),
});
/** A user as the client receives it (timestamps as ISO strings). */
export type User = z.input<typeof userResponseSchema>;
