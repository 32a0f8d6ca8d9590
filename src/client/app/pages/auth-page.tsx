import { type KeyboardEvent, lazy, Suspense, useId, useRef, useSyncExternalStore } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { CircleCheck } from "@/client/components/icons/circle-check";
import { PageMeta } from "@/client/components/page-meta";
import { PageSpinner } from "@/client/components/ui/spinner";
import { LoginForm } from "@/client/features/auth/components/login-form";
import { useSession } from "@/client/features/auth/session";
import { tabIndexForKey } from "@/client/lib/tab-keys";
import { site } from "@/content/site";
import { paths } from "@/domain/paths";

// The Register form (react-hook-form, zod, the account-type select) loads when its tab is shown,
// or is about to be (pointer or focus on the tab): /auth opens on Login, and its start-up
// JavaScript stays small (docs/decisions/0008).
const loadRegisterForm = () => import("@/client/features/auth/components/register-form");
const RegisterForm = lazy(() =>
  loadRegisterForm().then((module) => ({ default: module.RegisterForm })),
);

type AuthTab = "login" | "register";

const tabLabels: Record<AuthTab, string> = { login: "Login", register: "Register" };
const tabOrder: readonly AuthTab[] = ["login", "register"];

/** The tab the URL asks for: `?tab=register` opens Register, anything else Login. */
function tabFromSearch(search: string): AuthTab {
  return new URLSearchParams(search).get("tab") === "register" ? "register" : "login";
}

const subscribeToNothing = () => () => {};

/**
 * The URL's query, except while hydrating: /auth is prerendered on Login, and the server sends
 * the app shell for `?tab=register` (routes.ts, `shellWhen`). Should the Login document arrive
 * with that query anyway (a cache that ignores queries), hydration still matches: it reads "",
 * and React renders the URL's tab right after.
 */
function useHydratedSearch(): string {
  const search = useSearch();
  return useSyncExternalStore(
    subscribeToNothing,
    () => search,
    () => "",
  );
}

const benefits = [
  "Request maintenance, leasing, grounds and security staff in minutes",
  "Track every request from pending to completed",
  "Manage all of your properties in one place",
  "Looking for work? Create a profile and hear about openings first",
];

/**
 * /auth (spec section 2, "Auth page"): Login and Register tabs; `?tab=register` opens Register.
 * A signed-in user is sent to /dashboard, and so is a user who has just signed in. Prerendered
 * (signed out, on Login) like the other public pages; the session is asked after hydration.
 */
export default function AuthPage() {
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  // The URL holds the tab: choosing one replaces it (`/auth` or `/auth?tab=register`).
  const tab = tabFromSearch(useHydratedSearch());
  const id = useId();
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({
    login: null,
    register: null,
  });

  if (isLoading) return <PageSpinner label="Checking your session..." />;
  if (user) return <Redirect to={paths.dashboard.href()} replace />;

  const goToDashboard = () => navigate(paths.dashboard.href());

  const select = (next: AuthTab) => {
    navigate(next === "register" ? paths.auth.register() : paths.auth.href(), { replace: true });
  };

  // The WAI-ARIA tabs pattern with automatic activation (as Radix Tabs had it): arrow keys,
  // Home and End move to a tab and show it.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabIndexForKey(event.key, tabOrder.indexOf(tab), tabOrder.length);
    const next = target === null ? undefined : tabOrder[target];
    if (!next) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };
  const tabId = (value: AuthTab) => `${id}-tab-${value}`;
  const panelId = (value: AuthTab) => `${id}-panel-${value}`;

  return (
    <div className="bg-muted/60 pt-18">
      <PageMeta
        title={tab === "register" ? "Create an Account" : "Login"}
        description={`Sign in to the ${site.name} client portal or create an account.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-2 lg:items-start lg:px-8">
        <section aria-labelledby="auth-heading" className="order-2 lg:order-1 lg:pt-8">
          <h1 id="auth-heading" className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
            Your staffing portal
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Property managers request and track staff for their communities. Maintenance, leasing
            and grounds professionals find their next placement.
          </p>
          <ul className="mt-8 space-y-4">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-muted-foreground">
            Questions? Call{" "}
            <a href={`tel:${site.phone.e164}`} className="font-medium text-primary hover:underline">
              {site.phone.display}
            </a>{" "}
            or e-mail{" "}
            <a href={`mailto:${site.email}`} className="font-medium text-primary hover:underline">
              {site.email}
            </a>
            .
          </p>
        </section>

        <div className="flex flex-col rounded-xl border bg-card text-card-foreground order-1 shadow-lg lg:order-2">
          <div className="flex flex-col gap-1.5 p-6 pb-2">
            <p className="text-sm text-muted-foreground">
              {tab === "register"
                ? "Create your account. It takes less than a minute."
                : "Welcome back. Sign in with your username and password."}
            </p>
          </div>
          <div className="px-6 pb-6">
            <div
              role="tablist"
              aria-orientation="horizontal"
              className="h-10 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground grid w-full grid-cols-2"
            >
              {tabOrder.map((value) => (
                <button
                  key={value}
                  ref={(element) => {
                    tabRefs.current[value] = element;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(value)}
                  aria-selected={tab === value}
                  aria-controls={panelId(value)}
                  data-state={tab === value ? "active" : "inactive"}
                  tabIndex={tab === value ? 0 : -1}
                  onClick={() => select(value)}
                  onKeyDown={onTabKeyDown}
                  onPointerEnter={value === "register" ? () => void loadRegisterForm() : undefined}
                  onFocus={value === "register" ? () => void loadRegisterForm() : undefined}
                  className="inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
                >
                  {tabLabels[value]}
                </button>
              ))}
            </div>
            {/* Only the shown tab's panel is rendered. */}
            <div
              role="tabpanel"
              id={panelId(tab)}
              aria-labelledby={tabId(tab)}
              data-state="active"
              className="focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 mt-6"
            >
              {tab === "login" ? (
                <LoginForm onSuccess={goToDashboard} />
              ) : (
                <Suspense fallback={<PageSpinner label="Loading the form..." />}>
                  <RegisterForm onSuccess={goToDashboard} />
                </Suspense>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
