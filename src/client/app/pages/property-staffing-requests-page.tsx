import { Plus } from "lucide-react";
import { Link } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { Button } from "@/client/components/ui/button";
import { PageSpinner } from "@/client/components/ui/spinner";
import { useAuth } from "@/client/features/auth";
import { useProperty } from "@/client/features/properties";
import { StaffingRequestList } from "@/client/features/staffing-requests";
import type { PageProps } from "../routes";
import { isNotFoundError, LoadErrorState, NotFoundState, parseRouteId } from "./page-states";

/**
 * /properties/{id}/staffing-requests, property managers only (issue 3): the staffing requests
 * list of spec section 2 narrowed to one property, with the same filters (but the property's),
 * states and Update Status dialog. New Request opens the form with the property preselected.
 */
export default function PropertyStaffingRequestsPage({ params }: PageProps) {
  const { user } = useAuth();
  const id = parseRouteId(params.id);
  const property = useProperty(id);
  const back = <BackLink href="/properties">Back to Properties</BackLink>;

  if (id === null || (property.isError && isNotFoundError(property.error))) {
    return (
      <PortalPage title="Staffing Requests" before={back}>
        <NotFoundState
          title="Property not found"
          description="This property does not exist or is not one of yours."
          backHref="/properties"
          backLabel="Back to Properties"
        />
      </PortalPage>
    );
  }
  if (property.isLoading || !user) {
    return (
      <PortalPage title="Staffing Requests" before={back}>
        <PageSpinner label="Loading property..." />
      </PortalPage>
    );
  }
  if (property.isError || !property.data) {
    return (
      <PortalPage title="Staffing Requests" before={back}>
        <LoadErrorState
          title="Error loading property"
          error={property.error}
          onRetry={() => property.refetch()}
          isRetrying={property.isFetching}
        />
      </PortalPage>
    );
  }

  const data = property.data;
  const newHref = `/properties/${data.id}/staffing-requests/new`;
  return (
    <PortalPage
      title={`Staffing Requests for ${data.name}`}
      description="Every request you have made for this property and its status."
      before={<BackLink href={`/properties/${data.id}`}>{`Back to ${data.name}`}</BackLink>}
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
}
