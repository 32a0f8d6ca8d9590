/**
 * TanStack Query defaults (spec section 7, "Query defaults"): no automatic refetch interval,
 * no refetch on window focus, data never stale, no retries for reads or writes.
 * Only portal pages load this module (app/portal-queries.tsx): the public pages start without
 * the query library (docs/decisions/0008).
 */
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** Creates a QueryClient with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The browser's QueryClient, for the lifetime of the page. */
export const queryClient = createQueryClient();
