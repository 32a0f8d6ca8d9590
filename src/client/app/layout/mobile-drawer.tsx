/**
 * The mobile side drawer (a Radix Dialog sheet): the same items as the header (the nine cities and
 * the /locations hub among them), plus role and Staffing Requests. Before scripts run, the header
 * shows a native disclosure with the same links instead (site-header.tsx). Loaded when the menu button is first used (site-header.tsx), so the dialog
 * library is not part of a public page's start-up JavaScript (docs/decisions/0008).
 */
import type { RefObject } from "react";
import { Link, useLocation } from "wouter";
import { HashLink } from "@/client/components/hash-link";
import { Button } from "@/client/components/ui/button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from "@/client/components/ui/sheet";
import { useAuth } from "@/client/features/auth";
import { cities } from "@/content/site";
import { paths } from "@/domain/paths";
import { AccountCard } from "./account-card";
import { sectionLinks } from "./nav-items";

export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, focused again when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { user, isLoading, logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const close = () => onOpenChange(false);
  const drawerLink =
    "flex items-center rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent";

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation and your account</SheetDescription>
        {user ? <AccountCard user={user} /> : null}

        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {sectionLinks.map((item) => (
            <HashLink key={item.to} to={item.to} onClick={close} className={drawerLink}>
              {item.label}
            </HashLink>
          ))}
          <h2 className="mt-3 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Florida Locations
          </h2>
          <ul className="grid grid-cols-2 gap-1">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link
                  href={paths.locations.place.href(city.slug)}
                  onClick={close}
                  className="block rounded-md px-3 py-2 text-sm hover:bg-accent"
                >
                  {city.name}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={paths.locations.hub.href()}
                onClick={close}
                className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
              >
                All locations
              </Link>
            </li>
          </ul>
        </nav>

        <div className="mt-auto flex flex-col gap-2 border-t pt-4">
          {user ? (
            <>
              <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                My Account
              </h2>
              <Link href={paths.dashboard.href()} onClick={close} className={drawerLink}>
                Dashboard
              </Link>
              <Link href={paths.profile.href()} onClick={close} className={drawerLink}>
                Profile
              </Link>
              {user.role === "property_manager" ? (
                <>
                  <Link href={paths.properties.list.href()} onClick={close} className={drawerLink}>
                    My Properties
                  </Link>
                  <Link
                    href={paths.staffingRequests.list.href()}
                    onClick={close}
                    className={drawerLink}
                  >
                    Staffing Requests
                  </Link>
                </>
              ) : null}
              {user.role === "admin" ? (
                <Link href={paths.admin.overview.href()} onClick={close} className={drawerLink}>
                  Admin Console
                </Link>
              ) : null}
              <Button
                variant="outline"
                className="mt-2"
                disabled={logoutMutation.isPending}
                onClick={() =>
                  logoutMutation.mutate(undefined, {
                    onSuccess: () => {
                      close();
                      navigate(paths.home.href());
                    },
                  })
                }
              >
                {logoutMutation.isPending ? "Logging out..." : "Logout"}
              </Button>
            </>
          ) : isLoading ? null : (
            <>
              <SheetClose asChild>
                <Button asChild variant="outline">
                  <Link href={paths.auth.href()}>Login</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button asChild variant="accent">
                  <Link href={paths.auth.register()}>Get Started</Link>
                </Button>
              </SheetClose>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
