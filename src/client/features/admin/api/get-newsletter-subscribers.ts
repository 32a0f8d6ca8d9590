/** GET /api/admin/newsletter-subscribers?q: every newsletter sign-up, newest first, paged. */
import { listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { NewsletterSubscriber } from "@/domain/api/newsletter";

/**
 * The subscribers (including those who unsubscribed) whose e-mail contains `q`, page by page.
 */
export function useNewsletterSubscribers(q = "") {
  const url = listUrl("/api/admin/newsletter-subscribers", { q });
  return usePagedList<NewsletterSubscriber>(queryKeys.admin.newsletterSubscribers.list(url), url);
}
