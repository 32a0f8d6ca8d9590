/**
 * The portal's TanStack Query provider. Portal pages are lazy (app/shell-pages.ts), and each is
 * loaded together with this module and wrapped by {@link withPortalQueries}, so the query library
 * is part of the portal's chunks only, never of a public page's start (docs/decisions/0008).
 * The portal frame (layout/portal-frame.tsx) sits inside {@link PortalQueries} too. Every
 * provider shares the one browser QueryClient, so the cache outlives navigations and the frame's
 * notifications bell and the pages read the same answers.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { onUserChange } from "@/client/features/auth/session";
import { queryClient } from "@/client/lib/query-client";
import type { PageProps } from "./routes";

// On sign-in and sign-out every cached portal answer is dropped, so one person never sees
// another's data on a shared computer.
onUserChange(() => queryClient.removeQueries());

/** `children` inside the QueryClientProvider of the browser's one QueryClient. */
export function PortalQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The page inside the QueryClientProvider. */
export function withPortalQueries(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  function PortalPage(props: PageProps) {
    return (
      <PortalQueries>
        <Page {...props} />
      </PortalQueries>
    );
  }
  PortalPage.displayName = `Portal(${Page.displayName ?? Page.name})`;
  return PortalPage;
}
