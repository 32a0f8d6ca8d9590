import type { ReactNode } from "react";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";

/**
 * The body of every admin screen: the portal page (title, description, actions) with an optional
 * back link above the title. The console's sections are the portal frame's navigation for
 * admins (app/layout/portal-nav-items.ts).
 */
export function AdminPage({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A "← label" link back to the list, for detail screens. */
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <PortalPage
      title={title}
      description={description}
      actions={actions}
      before={back ? <BackLink href={back.href}>{back.label}</BackLink> : undefined}
    >
      {children}
    </PortalPage>
  );
}
