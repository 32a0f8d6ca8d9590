import { Plus } from "lucide-react";
import { Link } from "wouter";
import { PortalPage } from "@/client/components/portal-page";
import { Button } from "@/client/components/ui/button";
import { PageSpinner } from "@/client/components/ui/spinner";
import { useAuth } from "@/client/features/auth";
import { useProperties } from "@/client/features/properties";
import { StaffingRequestList } from "@/client/features/staffing-requests";
import { paths } from "@/domain/paths";

/**
 * /staffing-requests, any signed-in user (spec section 2, "Staffing requests list"): filters,
 * a 1/2/3-column grid of request cards, loading / error / empty / no-match states and the
 * Update Status dialog. The property filter is offered to property managers only, whose
 * properties are the only ones fetched (spec section 6).
 */
export default function StaffingRequestsPage() {
  const { user } = useAuth();
  const isManager = user?.role === "property_manager";
  const properties = useProperties({ enabled: isManager });

  return (
    <PortalPage
      title="Staffing Requests"
      description="Track every request you have made and its status."
      actions={
        <Button asChild>
          <Link href={paths.staffingRequests.new.href()}>
            <Plus aria-hidden="true" />
            New Request
          </Link>
        </Button>
      }
    >
      {user ? (
        <StaffingRequestList
          actor={{ id: user.id, role: user.role }}
          properties={isManager ? (properties.data ?? []) : undefined}
          newRequestHref={paths.staffingRequests.new.href()}
        />
      ) : (
        <PageSpinner />
      )}
    </PortalPage>
  );
}
