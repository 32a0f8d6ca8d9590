import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/client/components/ui/sheet";
import type { User } from "@/domain/api/user";
import { accountLinks, useLogout } from "./account";
import { AccountCard } from "./account-card";
import { PortalNav } from "./portal-nav";
import type { PortalNavigation } from "./portal-nav-items";

/**
 * The portal frame's menu below the `lg` breakpoint, where the sidebar is hidden: a button
 * ("Open menu") opening a side drawer (Radix Dialog: focus moves into it and stays there, Escape
 * or "Close menu" closes it and focus returns to the button, WCAG 2.1.1 and 2.4.3). It shows what
 * the spec's mobile drawer shows (spec section 2, "Header and footer"): the user's initial, name
 * and role (underscores as spaces), the role's navigation (with Staffing Requests for property
 * managers), and "My Account" with Dashboard, Profile, My Properties (property managers) and
 * Logout ("Logging out..." while pending). Following a link closes it, and focus goes to the new
 * page's main region (route-effects.tsx) rather than back to the button.
 */
export function PortalMenu({
  user,
  navigation,
  className,
}: {
  user: User;
  navigation: PortalNavigation;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const followedLink = useRef(false);
  const { pending, label, logout } = useLogout();
  const follow = () => {
    followedLink.current = true;
    setOpen(false);
  };
  const accountLink = "flex items-center rounded-md px-3 py-2 text-sm font-medium hover:bg-accent";

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className={className}>
          <Menu className="size-6" aria-hidden="true" />
          <span className="sr-only">Open menu</span>
        </Button>
      </SheetTrigger>
      <SheetContent
        onCloseAutoFocus={(event) => {
          if (followedLink.current) event.preventDefault();
          followedLink.current = false;
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Portal navigation and your account</SheetDescription>
        <AccountCard user={user} />
        <PortalNav navigation={navigation} onNavigate={follow} />
        <div className="mt-auto flex flex-col gap-1 border-t pt-4">
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            My Account
          </h2>
          {accountLinks(user.role).map((item) => (
            <Link key={item.href} href={item.href} onClick={follow} className={accountLink}>
              {item.label}
            </Link>
          ))}
          <Button
            variant="outline"
            className="mt-2"
            disabled={pending}
            onClick={() => logout(() => setOpen(false))}
          >
            {label}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
