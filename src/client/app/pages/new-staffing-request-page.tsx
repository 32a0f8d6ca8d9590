import { useLocation } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { Card, CardContent } from "@/client/components/ui/card";
import { PageSpinner } from "@/client/components/ui/spinner";
import { useAuth } from "@/client/features/auth";
import { useProperties } from "@/client/features/properties";
import { StaffingRequestForm, useCreateStaffingRequest } from "@/client/features/staffing-requests";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { PageProps } from "../routes";

/**
 * The new staffing request form, at /staffing-requests/new and /new-staffing-request (spec
 * section 2), and at /properties/{id}/staffing-requests/new with that property preselected.
 * Properties are fetched only for property managers. On success: toast, lists refreshed, and
 * the user goes to /staffing-requests.
 */
export default function NewStaffingRequestPage({ params }: PageProps) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const isManager = user?.role === "property_manager";
  const properties = useProperties({ enabled: isManager });
  const preselectedId = params.id ? Number.parseInt(params.id, 10) : null;

  const createRequest = useCreateStaffingRequest({
    onSuccess: () => {
      toast({
        title: "Request submitted",
        description: "Your staffing request has been submitted successfully.",
      });
      navigate("/staffing-requests");
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to submit your request. Please try again."),
        variant: "destructive",
      });
    },
  });

  return (
    <PortalPage
      title="New Staffing Request"
      description="Tell us who you need, where and when. We respond within 24 hours."
      before={<BackLink href="/staffing-requests">Back to Staffing Requests</BackLink>}
      className="max-w-3xl"
    >
      <Card>
        <CardContent className="pt-6">
          {!user || (isManager && properties.isLoading) ? (
            <PageSpinner label="Loading your properties..." />
          ) : (
            <StaffingRequestForm
              defaults={{
                contactName: user.fullName,
                email: user.email,
                propertyId: Number.isNaN(preselectedId) ? null : preselectedId,
              }}
              properties={isManager ? properties.data : undefined}
              onSubmit={(values) => createRequest.mutateAsync(values)}
              isPending={createRequest.isPending}
            />
          )}
        </CardContent>
      </Card>
    </PortalPage>
  );
}
