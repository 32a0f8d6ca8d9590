import { StrictMode, useEffect } from "react";
import { Router } from "wouter";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/**
 * The whole client app: providers and the router, which puts each page in its frame (the
 * site's header and footer, or the portal frame).
 * @param ssrPath / ssrSearch the URL to render when prerendering on the server (wouter's
 *   `ssrPath`/`ssrSearch`); omit in the browser.
 * @param onMounted called once after the first commit (after hydration of a prerendered page).
 *   It is a prop rather than a sibling component so that the tree, and with it every `useId`, is
 *   the same when prerendering and when hydrating.
 */
export function App({ ssrPath, ssrSearch, onMounted }: AppProps) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <AppProviders>
        <AppRouter />
      </AppProviders>
      <AfterMount callback={onMounted} />
    </Router>
  );
}

export interface AppProps {
  ssrPath?: string;
  ssrSearch?: string;
  onMounted?: () => void;
}

/**
 * The root element given to React, the same for prerendering (entry-server.tsx), hydration and
 * client rendering (main.tsx): `useId` values derive from the tree's shape, so the three must not
 * differ, or every generated id (labels, aria-*) of a hydrated page would mismatch.
 */
export function appRoot(props: AppProps) {
  return (
    <StrictMode>
      <App {...props} />
    </StrictMode>
  );
}

/** Renders nothing; calls `callback` after the first commit. Always rendered (stable tree). */
function AfterMount({ callback }: { callback: (() => void) | undefined }) {
  useEffect(() => {
    callback?.();
  }, [callback]);
  return null;
}
