import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { paths } from "@/domain/paths";

/** /profile, any signed-in user: a placeholder until profiles are built (spec section 2). */
export default function ProfilePage() {
  return (
    <PortalPage
      title="Profile Page (Coming Soon)"
      before={<BackLink href={paths.dashboard.href()}>Back to Dashboard</BackLink>}
    >
      {null}
    </PortalPage>
  );
}
