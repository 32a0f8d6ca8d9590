import type { ReactNode } from "react";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { AdminNav } from "./admin-nav";

/**
 * The frame of every admin screen: the portal page (title, description, actions) with the
 * admin sub-navigation above the title, and an optional back link under it.
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
      before={
        <div className="grid gap-4">
          <AdminNav />
          {back ? (
            <div>
              <BackLink href={back.href}>{back.label}</BackLink>
            </div>
          ) : null}
        </div>
      }
    >
      {children}
    </PortalPage>
  );
}
