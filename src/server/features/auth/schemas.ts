/** Response schemas of the account endpoints; zod strips anything not listed (no hash leaks). */
import { z } from "zod";
import { roles } from "../../../domain/enums";

export const userResponseSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.date(),
  lastLogin: z.date().nullable(),
});
