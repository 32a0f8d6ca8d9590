/**
 * The frame of the signed-in screens (portal and admin console), instead of the marketing site's
 * header and footer (style guide, "Screens"): a skip link, a top bar (logo, notifications bell,
 * account menu, and below `lg` the menu button), the role's navigation as a sidebar from `lg` up,
 * the main region (focused after each navigation, route-effects.tsx) and a compact footer.
 *
 * router.tsx shows it for every route of the table that needs a signed-in user, and loads it
 * through app/shell-pages.ts with the portal's pages, so it never reaches a public page's
 * start-up JavaScript (docs/decisions/0008). While the session is being determined, or when
 * there is no user (the route guard is redirecting to /auth), only the logo shows. In print only
 * the main region shows (the top bar, navigation and footer are `print:hidden`).
 */
import type { ReactNode } from "react";
import { useSession } from "@/client/features/auth/session";
import { site } from "@/content/site";
import { PortalQueries } from "../portal-queries";
import { routes } from "../routes";
import { BrandMark } from "./brand-mark";
import { NotificationsBell } from "./notifications-bell";
import { PortalMenu } from "./portal-menu";
import { PortalNav } from "./portal-nav";
import { portalNavigationFor } from "./portal-nav-items";
import { RouteEffects } from "./route-effects";
import { LegalNav } from "./site-footer";
import { SkipLink } from "./skip-link";
import { UserMenu } from "./user-menu";

const footerLink = "underline-offset-4 hover:text-foreground hover:underline";

/**
 * The portal's footer: copyright, the agency's phone and e-mail for questions, and the legal
 * pages (the site footer's newsletter, service and company lists are for visitors).
 */
function PortalFooter() {
  return (
    <footer className="border-t bg-white print:hidden">
      <div className="flex flex-col gap-2 px-4 py-4 text-sm text-muted-foreground sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <p>
          © {new Date().getFullYear()} {site.name}. Questions about a placement? Call{" "}
          <a href={`tel:${site.phone.e164}`} className={footerLink}>
            {site.phone.display}
          </a>{" "}
          or write to{" "}
          <a href={`mailto:${site.email}`} className={footerLink}>
            {site.email}
          </a>
          .
        </p>
        <LegalNav
          className="lg:shrink-0"
          listClassName="gap-x-4 gap-y-1"
          linkClassName={footerLink}
        />
      </div>
    </footer>
  );
}

/** The portal frame around a signed-in screen (`children`, the router's page). */
export default function PortalFrame({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const navigation = user ? portalNavigationFor(user.role, routes) : undefined;

  return (
    <PortalQueries>
      <div className="flex min-h-dvh flex-col bg-muted/60 print:min-h-0 print:bg-white">
        <SkipLink />
        <RouteEffects />
        <header className="sticky top-0 z-40 border-b bg-white print:hidden">
          <div className="flex h-16 items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
            <BrandMark />
            {user && navigation ? (
              <div className="flex items-center gap-1 sm:gap-2">
                <NotificationsBell />
                <div className="hidden sm:block">
                  <UserMenu user={user} />
                </div>
                <PortalMenu user={user} navigation={navigation} className="lg:hidden" />
              </div>
            ) : null}
          </div>
        </header>
        <div className="flex flex-1">
          {navigation ? (
            <div className="hidden w-60 shrink-0 border-r bg-white lg:block print:hidden">
              <PortalNav navigation={navigation} className="sticky top-16 p-4" />
            </div>
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <PortalFooter />
          </div>
        </div>
      </div>
    </PortalQueries>
  );
}
