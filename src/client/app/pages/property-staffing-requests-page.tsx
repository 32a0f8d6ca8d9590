import { Plus } from "lucide-react";
import { Link } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { useAuth } from "@/client/features/auth";
import { propertyNotFound, useProperty } from "@/client/features/properties";
import { StaffingRequestList } from "@/client/features/staffing-requests";
import { parseRouteId } from "@/client/lib/route-id";
import { paths } from "@/domain/paths";
import type { PageProps } from "../routes";

/**
 * /properties/{id}/staffing-requests, property managers only: the staffing requests
 * list of spec section 2 narrowed to one property, with the same filters (but the property's),
 * states and Update Status dialog. New Request opens the form with the property preselected.
 */
export default function PropertyStaffingRequestsPage({ params }: PageProps) {
  const { user } = useAuth();
  const id = parseRouteId(params.id);
  const property = useProperty(id);
  const back = <BackLink href={paths.properties.list.href()}>Back to Properties</BackLink>;

  return (
    <QueryView
      query={property}
      routeId={id}
      notFound={propertyNotFound}
      loading="Loading property..."
      pending={!user}
      error="Error loading property"
      frame={(state) => (
        <PortalPage title="Staffing Requests" before={back}>
          {state}
        </PortalPage>
      )}
    >
      {(data) => {
        if (!user) return null; // never: `pending` keeps the spinner until the user is known
        const newHref = paths.properties.newStaffingRequest.href(data.id);
        return (
          <PortalPage
            title={`Staffing Requests for ${data.name}`}
            description="Every request you have made for this property and its status."
            before={
              <BackLink
                href={paths.properties.detail.href(data.id)}
              >{`Back to ${data.name}`}</BackLink>
            }
            actions={
              <Button asChild>
                <Link href={newHref}>
                  <Plus aria-hidden="true" />
                  New Request
                </Link>
              </Button>
            }
          >
            <StaffingRequestList
              actor={{ id: user.id, role: user.role }}
              propertyId={data.id}
              newRequestHref={newHref}
            />
          </PortalPage>
        );
      }}
    </QueryView>
  );
}
