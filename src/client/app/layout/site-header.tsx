import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { HashLink } from "@/client/components/hash-link";
import { Menu } from "@/client/components/icons/menu";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { useSession } from "@/client/features/auth/session";
import { useScrolled } from "@/client/hooks/use-scrolled";
import { cx } from "@/client/lib/cx";
import { cities } from "@/content/site";
import { HEADER_SCROLL_THRESHOLD_PX } from "@/domain/constants";
import { paths } from "@/domain/paths";
import { BrandMark } from "./brand-mark";
import { LocationsMenu } from "./locations-menu";
import { sectionLinks } from "./nav-items";

// Loaded when needed, so public pages start without the dialog and menu libraries
// (docs/decisions/0008): the drawer when the menu button is first used, the account menu only for
// a signed-in visitor.
const loadMobileDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazy(loadMobileDrawer);
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground";

// The wide header puts the Locations menu after Services, before the other section links.
const servicesSection = paths.home.section("services");

const fallbackLink = "block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent";

/**
 * The menu below the `lg` breakpoint before and without scripts: a native disclosure
 * (`<details>`) whose panel, under the header, holds the drawer's links (sections, the nine
 * cities and the /locations hub, Login and Get Started), so a phone reaches every page from the
 * header before the page's scripts have run (docs/decisions/0009) or when they never do.
 */
function MobileMenuFallback({ detailsRef }: { detailsRef: RefObject<HTMLDetailsElement | null> }) {
  return (
    <details ref={detailsRef} className="lg:hidden">
      <summary
        className={cx(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b bg-white px-4 py-3 shadow-lg"
      >
        <ul>
          {sectionLinks.map((item) => (
            <li key={item.to}>
              <a href={item.to} className={fallbackLink}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Florida Locations
        </p>
        <ul className="grid grid-cols-2">
          {cities.map((city) => (
            <li key={city.slug}>
              <a href={paths.locations.place.href(city.slug)} className={fallbackLink}>
                {city.name}
              </a>
            </li>
          ))}
          <li>
            <a href={paths.locations.hub.href()} className={fallbackLink}>
              All locations
            </a>
          </li>
        </ul>
        <div className="mt-3 flex gap-2 border-t pt-3">
          <a href={paths.auth.href()} className={buttonVariants({ variant: "outline" })}>
            Login
          </a>
          <a href={paths.auth.register()} className={buttonVariants({ variant: "accent" })}>
            Get Started
          </a>
        </div>
      </nav>
    </details>
  );
}

/**
 * The menu button below the `lg` breakpoint and its side drawer (mobile-drawer.tsx), whose code
 * is fetched when the button is hovered, touched or focused, and shown when it is pressed.
 * Until scripts run it is {@link MobileMenuFallback} (hydration renders that too, so there is no
 * mismatch); then an effect swaps in the button, opening the drawer if the visitor had opened the
 * fallback meanwhile.
 */
function MobileMenu() {
  const [scripted, setScripted] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadMobileDrawer();

  useEffect(() => {
    if (detailsRef.current?.open) {
      setWanted(true);
      setOpen(true);
    }
    setScripted(true);
  }, []);

  if (!scripted) return <MobileMenuFallback detailsRef={detailsRef} />;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        className={cx(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Space kept for the account area while it is unknown or loading. */
const accountPlaceholder = <span className="h-10 w-44" aria-hidden="true" />;

/**
 * The fixed site header (spec section 2): transparent until the page scrolls past 50 px, then
 * translucent white with a blur. Section links, the Locations menu, and Login / Get Started or
 * the user's menu; a side drawer below the `lg` breakpoint.
 */
export function SiteHeader() {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const { user, isLoading } = useSession();

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300",
        scrolled
          ? "border-border/70 bg-white/80 shadow-sm backdrop-blur-md"
          : "border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandMark />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <HashLink to={servicesSection} className={navLinkClass}>
            Services
          </HashLink>
          <LocationsMenu triggerClassName={navLinkClass} />
          {sectionLinks
            .filter((item) => item.to !== servicesSection)
            .map((item) => (
              <HashLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </HashLink>
            ))}
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            {isLoading ? (
              accountPlaceholder
            ) : user ? (
              <Suspense fallback={accountPlaceholder}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Link href={paths.auth.href()} className={buttonVariants({ variant: "ghost" })}>
                  Login
                </Link>
                <Link
                  href={paths.auth.register()}
                  className={buttonVariants({ variant: "accent" })}
                >
                  Get Started
                </Link>
              </>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
