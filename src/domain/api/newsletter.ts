/**
 * The newsletter resource (spec section 7: POST /api/newsletter; GET
 * /api/admin/newsletter-subscribers). The request body is the form's schema in
 * `src/domain/newsletter.ts`.
 */
import { z } from "../zod";
import { timestamp } from "./timestamp";

export { newsletterSchema } from "../newsletter";

/** 200 (already subscribed) and 201 (new) of POST /api/newsletter: the same words either way. */
export const subscribedResponseSchema = z.object({ message: z.string() });

/** A row of GET /api/admin/newsletter-subscribers. */
export const newsletterSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  createdAt: timestamp,
  /** When they unsubscribed; null while subscribed. */
  unsubscribedAt: timestamp.nullable(),
});
export type NewsletterSubscriber = z.input<typeof newsletterSubscriberSchema>;
