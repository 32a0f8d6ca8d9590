/** POST /api/newsletter `{ email }` (the footer's newsletter form). */
import { apiRequest } from "@/client/lib/api";
import { useAction } from "@/client/lib/use-action";

/** The sign-up: the address, and the honeypot exactly as the form holds it (empty for people). */
export interface NewsletterSignup {
  email: string;
  website?: string;
}

/**
 * Subscribes an e-mail address to the newsletter.
 * @throws Error("<status>: <text>") on any non-2xx answer (e.g. 400 for an invalid address).
 */
export async function subscribeNewsletter(signup: NewsletterSignup): Promise<void> {
  await apiRequest("POST", "/api/newsletter", signup);
}

/** The subscribe action. */
export function useSubscribeNewsletter(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useAction<NewsletterSignup, void>(subscribeNewsletter, options);
}
