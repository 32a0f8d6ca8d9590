import type { ReactNode } from "react";
import { RouteEffects } from "./route-effects";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * The frame of the public pages (home, cities, /locations, legal, /auth, 404): a skip link, the
 * fixed site header, the main region (focused after each navigation) and the site footer.
 * Signed-in screens have their own frame (portal-frame.tsx); router.tsx chooses.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <RouteEffects />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
