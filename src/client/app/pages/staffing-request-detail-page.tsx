import { Building, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { PageSpinner } from "@/client/components/ui/spinner";
import { useAuth } from "@/client/features/auth";
import {
  formatDateTime,
  requestPropertyLabel,
  StaffingRequestTimeline,
  UpdateStatusDialog,
  useStaffingRequest,
} from "@/client/features/staffing-requests";
import { formatDay } from "@/client/lib/dates";
import { pluralize } from "@/client/lib/utils";
import type { StaffingRequestDetail } from "@/domain/api/staffing-request";
import { staffTypeLabels } from "@/domain/enums";
import type { PageProps } from "../routes";
import { isNotFoundError, LoadErrorState, NotFoundState, parseRouteId } from "./page-states";

/** A label and its value in a details list. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * The property card of a request: its name, address and units. Linked to the property's screen
 * only for the property manager who owns it (an admin reading another's request would be
 * turned away there).
 */
function RequestProperty({
  request,
  viewerId,
  viewerIsManager,
}: {
  request: StaffingRequestDetail;
  viewerId: number;
  viewerIsManager: boolean;
}) {
  const property = request.property;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3 pb-4">
        <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
          <Building className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>Property</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {property ? (
          <>
            <p className="font-medium">{property.name}</p>
            <p className="text-muted-foreground">
              {property.address}, {property.city}, {property.state} {property.zip}
            </p>
            <p className="text-muted-foreground">{pluralize(property.units, "unit")}</p>
            {viewerIsManager && property.userId === viewerId ? (
              <Button asChild variant="outline" size="sm" className="mt-2 w-fit">
                <Link href={`/properties/${property.id}`}>View Property</Link>
              </Button>
            ) : null}
          </>
        ) : (
          <p className="text-muted-foreground">
            {requestPropertyLabel(request) ??
              `No property selected; requested for ${request.companyName}.`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /staffing-requests/{id}, any signed-in user (issue 3; the spec links it but does not show it):
 * every field of the request, its property, and the timeline of its status changes (who, when,
 * from, to). Update Status opens the dialog of the list. Someone else's request answers 404 and
 * shows "Staffing request not found".
 */
export default function StaffingRequestDetailPage({ params }: PageProps) {
  const { user } = useAuth();
  const id = parseRouteId(params.id);
  const request = useStaffingRequest(id);
  const [dialogOpen, setDialogOpen] = useState(false);
  const back = <BackLink href="/staffing-requests">Back to Staffing Requests</BackLink>;

  if (id === null || (request.isError && isNotFoundError(request.error))) {
    return (
      <PortalPage title="Staffing Request" before={back}>
        <NotFoundState
          title="Staffing request not found"
          description="This request does not exist or is not one of yours."
          backHref="/staffing-requests"
          backLabel="Back to Staffing Requests"
        />
      </PortalPage>
    );
  }
  if (request.isLoading || !user) {
    return (
      <PortalPage title="Staffing Request" before={back}>
        <PageSpinner label="Loading staffing request..." />
      </PortalPage>
    );
  }
  if (request.isError || !request.data) {
    return (
      <PortalPage title="Staffing Request" before={back}>
        <LoadErrorState
          title="Failed to load the staffing request"
          error={request.error}
          onRetry={() => request.refetch()}
          isRetrying={request.isFetching}
        />
      </PortalPage>
    );
  }

  const data = request.data;
  const staffType = staffTypeLabels[data.staffType] ?? data.staffType;
  return (
    <PortalPage
      title={`${staffType} · Request #${data.id}`}
      description={`Submitted ${formatDay(data.createdAt)} for ${data.companyName}.`}
      before={back}
      actions={
        <Button onClick={() => setDialogOpen(true)}>
          <RefreshCw aria-hidden="true" />
          Update Status
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader className="pb-4">
              <CardTitle>Request Details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm">
                <Row label="Status">
                  <RequestStatusBadge status={data.status} />
                </Row>
                <Row label="Staff type">{staffType}</Row>
                <Row label="Company">{data.companyName}</Row>
                <Row label="Property">{requestPropertyLabel(data) ?? "None"}</Row>
                <Row label="Contact name">{data.contactName}</Row>
                <Row label="Email">
                  <a href={`mailto:${data.email}`} className="text-primary hover:underline">
                    {data.email}
                  </a>
                </Row>
                <Row label="Start date">{formatDay(data.startDate)}</Row>
                <Row label="End date">{formatDay(data.endDate)}</Row>
                <Row label="Consent">{data.consent ? "Agreed to be contacted" : "Not given"}</Row>
                <Row label="Submitted">{formatDateTime(data.createdAt)}</Row>
                <Row label="Last updated">{formatDateTime(data.updatedAt)}</Row>
                <Row label="Details">
                  <span className="whitespace-pre-line font-normal">
                    {data.details || "No details given."}
                  </span>
                </Row>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-4">
              <CardTitle>Status History</CardTitle>
            </CardHeader>
            <CardContent>
              <StaffingRequestTimeline events={data.events} />
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <RequestProperty
            request={data}
            viewerId={user.id}
            viewerIsManager={user.role === "property_manager"}
          />
        </div>
      </div>
      <UpdateStatusDialog
        request={dialogOpen ? data : null}
        actor={{ id: user.id, role: user.role }}
        onClose={() => setDialogOpen(false)}
      />
    </PortalPage>
  );
}
