import { ChevronDown, MapPin, Menu } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { HashLink } from "@/client/components/hash-link";
import { Avatar, AvatarFallback } from "@/client/components/ui/avatar";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/client/components/ui/sheet";
import { useAuth } from "@/client/features/auth";
import { useScrolled } from "@/client/hooks/use-scrolled";
import { cn } from "@/client/lib/utils";
import { cities } from "@/content/site";
import { HEADER_SCROLL_THRESHOLD_PX } from "@/domain/constants";
import { roleWords } from "@/domain/enums";
import { BrandMark } from "./brand-mark";
import { sectionLinks } from "./nav-items";
import { initialOf, UserMenu } from "./user-menu";

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground";

/** The Locations dropdown: "Florida Locations" and the nine city pages. */
function LocationsMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(navLinkClass, "inline-flex items-center gap-1")}>
        Locations
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" portal={false} className="w-60">
        <DropdownMenuLabel>Florida Locations</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {cities.map((city) => (
          <DropdownMenuItem key={city.slug} asChild>
            <Link href={`/locations/${city.slug}`}>
              <MapPin aria-hidden="true" />
              {city.name}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The mobile side drawer: the same items as the header, plus role and Staffing Requests. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { user, isLoading, logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const close = () => setOpen(false);
  const drawerLink =
    "flex items-center rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent";

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden">
          <Menu className="size-6" aria-hidden="true" />
          <span className="sr-only">Open menu</span>
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation and your account</SheetDescription>

        {user ? (
          <div className="flex items-center gap-3 rounded-lg bg-muted p-3">
            <Avatar className="size-10">
              <AvatarFallback>{initialOf(user.fullName)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.fullName}</p>
              <p className="text-sm text-muted-foreground capitalize">{roleWords(user.role)}</p>
            </div>
          </div>
        ) : null}

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
                  href={`/locations/${city.slug}`}
                  onClick={close}
                  className="block rounded-md px-3 py-2 text-sm hover:bg-accent"
                >
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-auto flex flex-col gap-2 border-t pt-4">
          {user ? (
            <>
              <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                My Account
              </h2>
              <Link href="/dashboard" onClick={close} className={drawerLink}>
                Dashboard
              </Link>
              <Link href="/profile" onClick={close} className={drawerLink}>
                Profile
              </Link>
              {user.role === "property_manager" ? (
                <>
                  <Link href="/properties" onClick={close} className={drawerLink}>
                    My Properties
                  </Link>
                  <Link href="/staffing-requests" onClick={close} className={drawerLink}>
                    Staffing Requests
                  </Link>
                </>
              ) : null}
              {user.role === "admin" ? (
                <Link href="/admin" onClick={close} className={drawerLink}>
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
                      navigate("/");
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
                  <Link href="/auth">Login</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button asChild variant="accent">
                  <Link href="/auth?tab=register">Get Started</Link>
                </Button>
              </SheetClose>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

/**
 * The fixed site header (spec section 2): transparent until the page scrolls past 50 px, then
 * translucent white with a blur. Section links, the Locations menu, and Login / Get Started or
 * the user's menu; a side drawer below the `lg` breakpoint.
 */
export function SiteHeader() {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const { user, isLoading } = useAuth();

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300",
        scrolled
          ? "border-border/70 bg-white/80 shadow-sm backdrop-blur-md"
          : "border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandMark />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <HashLink to="/#services" className={navLinkClass}>
            Services
          </HashLink>
          <LocationsMenu />
          {sectionLinks
            .filter((item) => item.to !== "/#services")
            .map((item) => (
              <HashLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </HashLink>
            ))}
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            {isLoading ? (
              <span className="h-10 w-44" aria-hidden="true" />
            ) : user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link href="/auth">Login</Link>
                </Button>
                <Button asChild variant="accent">
                  <Link href="/auth?tab=register">Get Started</Link>
                </Button>
              </>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
