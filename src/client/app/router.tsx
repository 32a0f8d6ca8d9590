import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { NotIndexable } from "@/client/components/page-meta";
import { PageSpinner } from "@/client/components/ui/spinner";
import { ProtectedRoute } from "@/client/features/auth/components/protected-route";
import { type AppRoute, NotFoundRoute, routes } from "./routes";

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
 * The app's router: the first route of the table that matches the path, else the 404 page.
 * Access rules: "user" needs a signed-in user, "role" a signed-in user with that role.
 */
export function AppRouter() {
  return (
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
  );
}
