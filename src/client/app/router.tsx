import { lazy, type ReactNode, Suspense } from "react";
import { matchRoute, Route, Switch, useLocation, useRouter } from "wouter";
import { NotIndexable } from "@/client/components/page-meta";
import { PageSpinner } from "@/client/components/ui/spinner";
import { ProtectedRoute } from "@/client/features/auth/components/protected-route";
import { SiteLayout } from "./layout/site-layout";
import { type AppRoute, NotFoundRoute, routes } from "./routes";

// The signed-in screens' frame, loaded with the portal's pages (app/shell-pages.ts), so public
// pages never load it (docs/decisions/0008).
const PortalFrame = lazy(async () => (await import("./shell-pages")).loadPortalFrame());

/** Renders one route's page behind its access rule, with a spinner while its code loads. */
function RoutePage({
  route,
  params,
}: {
  route: AppRoute;
  params: Record<string, string | undefined>;
}) {
  const Page = route.component;
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Page params={params} />
    </Suspense>
  );
  const guarded =
    route.access === "public" ? (
      page
    ) : (
      <ProtectedRoute role={route.access === "role" ? route.role : undefined}>
        {page}
      </ProtectedRoute>
    );
  // Only prerendered pages are for search engines; the rest (portal, /auth) are noindex.
  return route.prerender ? guarded : <NotIndexable>{guarded}</NotIndexable>;
}

/**
 * True when the route shown at the current path (the first of the table that matches, as the
 * Switch picks it) is a signed-in screen: access "user" or "role" (portal and admin console).
 */
function useSignedInScreen(): boolean {
  const { parser } = useRouter();
  const [path] = useLocation();
  const route = routes.find((candidate) => matchRoute(parser, candidate.path, path)[0]);
  return route !== undefined && route.access !== "public";
}

/**
 * The frame around the page: signed-in screens get the portal frame (layout/portal-frame.tsx),
 * everything else (public pages, /auth, 404) the site's header and footer (layout/site-layout.tsx).
 * The frame sits outside the Switch, so it stays mounted while navigating between screens of the
 * same kind; while the portal frame's code loads, a spinner shows.
 */
function Frame({ children }: { children: ReactNode }) {
  return useSignedInScreen() ? (
    <Suspense fallback={<PageSpinner />}>
      <PortalFrame>{children}</PortalFrame>
    </Suspense>
  ) : (
    <SiteLayout>{children}</SiteLayout>
  );
}

/**
 * The app's router inside its frame: the first route of the table that matches the path, else
 * the 404 page. Access rules: "user" needs a signed-in user, "role" a signed-in user with that
 * role.
 */
export function AppRouter() {
  return (
    <Frame>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            {(params) => <RoutePage route={route} params={params} />}
          </Route>
        ))}
        <Route>
          <Suspense fallback={<PageSpinner />}>
            <NotFoundRoute params={{}} />
          </Suspense>
        </Route>
      </Switch>
    </Frame>
  );
}
