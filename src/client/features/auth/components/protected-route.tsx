import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/client/components/ui/spinner";
import type { Role } from "@/domain/enums";
import { paths } from "@/domain/paths";
import { useSession } from "../session";

/**
 * Guards a portal page (spec section 2, "Protected route behaviour"): a spinner while the user
 * is being determined, a redirect to /auth when signed out, a redirect to / when `role` is
 * given and the user's role differs. Hiding a page is not access control: the API decides.
 */
export function ProtectedRoute({ role, children }: { role?: Role; children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label="Checking your session..." />;
  if (!user) return <Redirect to={paths.auth.href()} replace />;
  if (role && user.role !== role) return <Redirect to={paths.home.href()} replace />;
  return <>{children}</>;
}
