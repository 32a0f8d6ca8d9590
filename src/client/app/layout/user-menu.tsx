import { ChevronDown, LogOut } from "lucide-react";
import { Link } from "wouter";
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
import type { User } from "@/domain/api/user";
import { accountLinks, useLogout } from "./account";
import { initialOf } from "./user-initial";

/**
 * The signed-in user's avatar and name, opening the "My Account" menu (spec section 2):
 * Dashboard, Profile, My Properties (property managers only), Admin Console (admins only)
 * and Logout, which reads "Logging out..." while the request is pending and keeps the menu open
 * until it ends. Shown by the site header to a signed-in visitor (loaded only then, so public
 * pages start without the menu library, docs/decisions/0008) and by the portal frame.
 */
export function UserMenu({ user }: { user: User }) {
  const { pending, label, logout } = useLogout();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <Avatar>
            <AvatarFallback>{initialOf(user.fullName)}</AvatarFallback>
          </Avatar>
          <span className="max-w-40 truncate text-sm font-medium">{user.fullName}</span>
          <ChevronDown className="opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" portal={false} className="w-56">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks(user.role).map(({ label: text, href, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Icon aria-hidden="true" />
              {text}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={pending}
          onSelect={(event) => {
            event.preventDefault();
            logout();
          }}
        >
          <LogOut aria-hidden="true" />
          {label}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
