/**
 * TanStack Query defaults (spec section 7, "Query defaults"): no automatic refetch interval,
 * no refetch on window focus, data never stale, no retries for reads or writes.
 */
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/**
 * Creates the app's QueryClient. A new one per render on the server (prerendering) and one
 * for the lifetime of the page in the browser.
 */
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

/** The browser's QueryClient. */
export const queryClient = createQueryClient();
