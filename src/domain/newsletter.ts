/** Newsletter sign-up (spec section 2, footer): an e-mail address and nothing else. */

import { limits } from "./constants";
import { z } from "./zod";

export const newsletterSchema = z.object({
  email: z
    .email({ error: "Enter a valid email address" })
    .max(limits.shortText, "Enter a valid email address"),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
