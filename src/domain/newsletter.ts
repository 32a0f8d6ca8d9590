/** Newsletter sign-up (spec section 2, footer): an e-mail address and nothing else. */

import { limits } from "./constants";
import { singleLine } from "./text-fields";
import { z } from "./zod";

export const newsletterSchema = z.object({
  email: singleLine(
    z
      .email({ error: "Enter a valid email address" })
      .max(limits.shortText, "Enter a valid email address"),
    "Email",
  ),
});
