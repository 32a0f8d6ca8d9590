import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";

/** /profile, any signed-in user: a placeholder until profiles are built (spec section 2). */
export default function ProfilePage() {
  return (
    <PortalPage
      title="Profile Page (Coming Soon)"
      before={<BackLink href="/dashboard">Back to Dashboard</BackLink>}
    >
      {null}
    </PortalPage>
  );
}
