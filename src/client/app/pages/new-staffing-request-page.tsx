import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { Card, CardContent } from "@/client/components/ui/card";
import { PageSpinner } from "@/client/components/ui/spinner";
import { useAuth } from "@/client/features/auth";
import { propertyNotFound, useProperties } from "@/client/features/properties";
import { StaffingRequestForm, useCreateStaffingRequest } from "@/client/features/staffing-requests";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { parseRouteId } from "@/client/lib/route-id";
import { paths } from "@/domain/paths";
import type { PageProps } from "../routes";

/**
 * The new staffing request form, at /staffing-requests/new and /new-staffing-request (spec
 * section 2; Cancel and the back link return to /staffing-requests), and at
 * /properties/{id}/staffing-requests/new with that property preselected (Cancel and the back
 * link return to the property). Properties are fetched only for property managers. On success:
 * toast, lists refreshed, and the user goes to /staffing-requests.
 */
export default function NewStaffingRequestPage({ params }: PageProps) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const isManager = user?.role === "property_manager";
  const properties = useProperties({ enabled: isManager });
  const forProperty = params.id !== undefined;
  const preselectedId = forProperty ? parseRouteId(params.id) : null;
  const preselected = properties.data?.find((property) => property.id === preselectedId);
  const backHref =
    forProperty && preselected
      ? paths.properties.detail.href(preselected.id)
      : paths.staffingRequests.list.href();

  const createRequest = useCreateStaffingRequest({
    onSuccess: () => {
      toast({
        title: "Request submitted",
        description: "Your staffing request has been submitted successfully.",
      });
      navigate(paths.staffingRequests.list.href());
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to submit your request. Please try again."),
        variant: "destructive",
      });
    },
  });

  // Only managers have properties; `pending` holds the spinner until the user is known.
  const form = user ? (
    <Card>
      <CardContent className="pt-6">
        <StaffingRequestForm
          defaults={{
            contactName: user.fullName,
            email: user.email,
            companyName: user.companyName,
            propertyId: preselected?.id ?? null,
          }}
          properties={isManager ? properties.data : undefined}
          onSubmit={(values) => createRequest.mutateAsync(values)}
          isPending={createRequest.isPending}
          cancelHref={backHref}
        />
      </CardContent>
    </Card>
  ) : null;
  const loading = "Loading your properties...";

  // With a property in the path, the form needs that property among the manager's; without
  // one, a failed properties load only leaves the form without its Property choice.
  let content: ReactNode;
  if (forProperty) {
    content = (
      <QueryView
        query={properties}
        notFound={propertyNotFound}
        isMissing={() => !preselected}
        loading={loading}
        pending={!user}
        error="Error loading properties. Please try again."
      >
        {() => form}
      </QueryView>
    );
  } else if (!user || (isManager && properties.isLoading)) {
    content = <PageSpinner label={loading} />;
  } else {
    content = form;
  }

  return (
    <PortalPage
      title="New Staffing Request"
      description={
        preselected
          ? `Request staff for ${preselected.name}. We respond within 24 hours.`
          : "Tell us who you need, where and when. We respond within 24 hours."
      }
      before={
        <BackLink href={backHref}>
          {preselected ? `Back to ${preselected.name}` : "Back to Staffing Requests"}
        </BackLink>
      }
      className="max-w-3xl"
    >
      {content}
    </PortalPage>
  );
}
