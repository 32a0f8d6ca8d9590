/**
 * The signed-in user's "My Account" links and the logout action, shared by the account menu
 * (user-menu.tsx) and the portal frame's phone menu (portal-menu.tsx). Loaded only with those
 * (never at a public page's start, docs/decisions/0008).
 */
import { Building, LayoutDashboard, type LucideIcon, ShieldCheck, UserRound } from "lucide-react";
import { useLocation } from "wouter";
import { useAuth } from "@/client/features/auth";
import type { Role } from "@/domain/enums";
import { paths } from "@/domain/paths";

/** One "My Account" link. */
export interface AccountLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

const dashboard: AccountLink = {
  label: "Dashboard",
  href: paths.dashboard.href(),
  icon: LayoutDashboard,
};
const profile: AccountLink = { label: "Profile", href: paths.profile.href(), icon: UserRound };
const myProperties: AccountLink = {
  label: "My Properties",
  href: paths.properties.list.href(),
  icon: Building,
};
const adminConsole: AccountLink = {
  label: "Admin Console",
  href: paths.admin.overview.href(),
  icon: ShieldCheck,
};

/**
 * The links of the "My Account" menu for `role` (spec section 2, "Header and footer"):
 * Dashboard, Profile, My Properties (property managers only); Admin Console for admins (the
 * admin console's entry point).
 */
export function accountLinks(role: Role): readonly AccountLink[] {
  if (role === "property_manager") return [dashboard, profile, myProperties];
  if (role === "admin") return [dashboard, profile, adminConsole];
  return [dashboard, profile];
}

/**
 * Logout as the spec shows it: the label reads "Logging out..." while the request is pending
 * (and the control is disabled), then the visitor lands on the home page.
 * @returns `label`, `pending`, and `logout(onDone)`; `onDone` runs after a successful logout,
 *   before the navigation (e.g. to close a menu). A failure shows the auth feature's toast.
 */
export function useLogout() {
  const { logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const pending = logoutMutation.isPending;
  return {
    pending,
    label: pending ? "Logging out..." : "Logout",
    logout: (onDone?: () => void) =>
      logoutMutation.mutate(undefined, {
        onSuccess: () => {
          onDone?.();
          navigate(paths.home.href());
        },
      }),
  };
}
