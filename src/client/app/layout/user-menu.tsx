import {
  Building,
  ChevronDown,
  LayoutDashboard,
  LogOut,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { Link, useLocation } from "wouter";
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
import { useAuth } from "@/client/features/auth";
import type { User } from "@/domain/api/user";
import { initialOf } from "./user-initial";

/**
 * The signed-in user's avatar and name, opening the "My Account" menu (spec section 2):
 * Dashboard, Profile, My Properties (property managers only), Admin Console (admins only, issue 6)
 * and Logout, which reads "Logging out..." while the request is pending and keeps the menu open
 * until it ends. Loaded only for a signed-in visitor (site-header.tsx), so public pages start
 * without the menu library (docs/decisions/0008).
 */
export function UserMenu({ user }: { user: User }) {
  const { logoutMutation } = useAuth();
  const [, navigate] = useLocation();

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
        <DropdownMenuItem asChild>
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        {user.role === "property_manager" ? (
          <DropdownMenuItem asChild>
            <Link href="/properties">
              <Building aria-hidden="true" />
              My Properties
            </Link>
          </DropdownMenuItem>
        ) : null}
        {user.role === "admin" ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldCheck aria-hidden="true" />
              Admin Console
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logoutMutation.isPending}
          onSelect={(event) => {
            event.preventDefault();
            logoutMutation.mutate(undefined, { onSuccess: () => navigate("/") });
          }}
        >
          <LogOut aria-hidden="true" />
          {logoutMutation.isPending ? "Logging out..." : "Logout"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
