/**
 * Account schemas with the spec's messages (spec section 5, "Login" and "Register").
 * The forms and the routes both parse with these, so the texts match word for word.
 */

import { limits } from "./constants";
import { registrableRoles } from "./enums";
import { loginMessages } from "./login-errors";
import { secret, singleLine } from "./text-fields";
import { z } from "./zod";

const { usernameRequired, passwordRequired } = loginMessages;

/** POST /api/login body: `{ username, password }`. */
export const loginSchema = z.object({
  username: singleLine(
    z.string({ error: usernameRequired }).trim().min(1, usernameRequired),
    "Username",
  ),
  password: secret(z.string({ error: passwordRequired }).min(1, passwordRequired)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Empty strings from optional inputs are stored as null. */
const optionalText = (max: number, label: string) =>
  singleLine(z.string().trim().max(max, `${label} must be at most ${max} characters`), label)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST /api/register body (spec section 7): username, email, password, fullName, role, companyName, phone. */
export const registerSchema = z.object({
  username: singleLine(
    z
      .string({ error: "Username must be at least 3 characters" })
      .trim()
      .min(limits.usernameMin, "Username must be at least 3 characters")
      .max(limits.usernameMax, `Username must be at most ${limits.usernameMax} characters`)
      .regex(
        /^[A-Za-z0-9._-]+$/,
        "Username may only contain letters, numbers, dots, hyphens and underscores",
      ),
    "Username",
  ),
  email: singleLine(
    z.email({ error: "Invalid email address" }).max(limits.shortText, "Invalid email address"),
    "Email",
  ),
  password: secret(
    z
      .string({ error: "Password must be at least 8 characters" })
      .min(limits.passwordMin, "Password must be at least 8 characters")
      .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`),
  ),
  fullName: singleLine(
    z
      .string({ error: "Full name is required" })
      .trim()
      .min(limits.fullNameMin, "Full name is required")
      .max(limits.fullNameMax, `Full name must be at most ${limits.fullNameMax} characters`),
    "Full name",
  ),
  role: z
    .enum(registrableRoles, { error: "Choose Property Manager or Looking for Work" })
    .default("property_manager"),
  companyName: optionalText(limits.shortText, "Company name"),
  phone: optionalText(limits.phoneMax, "Phone"),
});
export type Register = z.output<typeof registerSchema>;

/**
 * The register form: the API's fields plus confirmPassword, which must equal password
 * ("Passwords do not match", reported on confirmPassword) and is removed before sending.
 */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: secret(z.string()) })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
