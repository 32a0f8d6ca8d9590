/** GET /api/admin/newsletter-subscribers: every newsletter sign-up, newest first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { NewsletterSubscriber } from "@/domain/api/newsletter";

/**
 * Fetches every subscriber, including those who unsubscribed.
 * @throws Error("<status>: <text>") on failure.
 */
export function getNewsletterSubscribers(signal?: AbortSignal): Promise<NewsletterSubscriber[]> {
  return getJson<NewsletterSubscriber[]>("/api/admin/newsletter-subscribers", { signal });
}

/** Query options of the subscribers list (key: the API path). */
export function getNewsletterSubscribersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.newsletterSubscribers,
    queryFn: ({ signal }) => getNewsletterSubscribers(signal),
  });
}

/** The newsletter subscribers. */
export function useNewsletterSubscribers() {
  return useQuery(getNewsletterSubscribersQueryOptions());
}
