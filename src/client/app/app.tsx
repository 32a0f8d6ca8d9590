import type { QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { SiteLayout } from "./layout/site-layout";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/**
 * The whole client app: providers, the site layout and the router.
 * @param queryClient the QueryClient to use (see lib/query-client).
 * @param ssrPath / ssrSearch the URL to render when prerendering on the server (wouter's
 *   `ssrPath`/`ssrSearch`); omit in the browser.
 */
export function App({
  queryClient,
  ssrPath,
  ssrSearch,
}: {
  queryClient: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
}) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <AppProviders queryClient={queryClient}>
        <SiteLayout>
          <AppRouter />
        </SiteLayout>
      </AppProviders>
    </Router>
  );
}
