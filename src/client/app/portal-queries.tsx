/**
 * The portal's TanStack Query provider. Portal pages are lazy (app/shell-pages.ts), and each is
 * loaded together with this module and wrapped by {@link withPortalQueries}, so the query library
 * is part of the portal's chunks only, never of a public page's start (docs/decisions/0008).
 * Every wrapped page shares the one browser QueryClient, so the cache outlives navigations.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { onUserChange } from "@/client/features/auth/session";
import { queryClient } from "@/client/lib/query-client";
import type { PageProps } from "./routes";

// On sign-in and sign-out every cached portal answer is dropped, so one person never sees
// another's data on a shared computer.
onUserChange(() => queryClient.removeQueries());

/** The page inside the QueryClientProvider. */
export function withPortalQueries(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  function PortalPage(props: PageProps) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  PortalPage.displayName = `Portal(${Page.displayName ?? Page.name})`;
  return PortalPage;
}
