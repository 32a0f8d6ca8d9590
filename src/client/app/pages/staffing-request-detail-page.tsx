import { Building, RefreshCw, UsersRound } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { AssignmentStatusBadge } from "@/client/components/assignment-status-badge";
import { BackLink } from "@/client/components/back-link";
import { DocumentBadges } from "@/client/components/document-badges";
import { EmergencyCountdown } from "@/client/components/emergency-countdown";
import { FillState } from "@/client/components/fill-state";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { RequestTimeline } from "@/client/components/request-timeline";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/client/components/ui/description-list";
import { useAuth } from "@/client/features/auth";
import { placementDates } from "@/client/features/staff-directory";
import {
  requestPropertyLabel,
  UpdateStatusDialog,
  useStaffingRequest,
} from "@/client/features/staffing-requests";
import { formatDateTime, formatDay } from "@/client/lib/dates";
import { pluralize } from "@/client/lib/pluralize";
import { parseRouteId } from "@/client/lib/route-id";
import type { StaffingRequestDetail } from "@/domain/api/staffing-request";
import { staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";
import type { PageProps } from "../routes";

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
                <Link href={paths.properties.detail.href(property.id)}>View Property</Link>
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
 * The "People placed" card: each person confirmed for the request (confirmed, active or
 * completed), with their role, dates and status; a sentence saying so while there is none.
 */
function PeoplePlaced({ request }: { request: StaffingRequestDetail }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3 pb-4">
        <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
          <UsersRound className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>People placed</CardTitle>
      </CardHeader>
      <CardContent>
        {request.placements.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No one is confirmed yet. We'll list each person here as soon as they accept.
          </p>
        ) : (
          <ul className="divide-y">
            {request.placements.map((person) => (
              <li
                key={person.assignmentId}
                className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0"
              >
                <div className="grid gap-0.5 text-sm">
                  <p className="font-medium">{person.fullName}</p>
                  <p className="text-muted-foreground">
                    {staffTypeLabels[person.staffType] ?? person.staffType} ·{" "}
                    {placementDates(person.startDate, person.endDate)}
                  </p>
                  <DocumentBadges badges={person.badges} className="mt-1" />
                </div>
                <AssignmentStatusBadge status={person.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** An unknown id and someone else's request read the same: the API answers 404 for both. */
const requestNotFound = {
  title: "Staffing request not found",
  description: "This request does not exist or is not one of yours.",
  backHref: paths.staffingRequests.list.href(),
  backLabel: "Back to Staffing Requests",
};

/**
 * /staffing-requests/{id}, any signed-in user (the spec links it but does not show it):
 * an emergency's response countdown, every field of the request with how many of its positions
 * are filled, the people placed, its property, and the timeline of its status changes (who,
 * when, from, to). Update Status opens the dialog of the list. Someone else's request answers 404 and
 * shows "Staffing request not found".
 */
export default function StaffingRequestDetailPage({ params }: PageProps) {
  const { user } = useAuth();
  const id = parseRouteId(params.id);
  const request = useStaffingRequest(id);
  const [dialogOpen, setDialogOpen] = useState(false);
  const back = (
    <BackLink href={paths.staffingRequests.list.href()}>Back to Staffing Requests</BackLink>
  );

  return (
    <QueryView
      query={request}
      routeId={id}
      notFound={requestNotFound}
      loading="Loading staffing request..."
      pending={!user}
      error="Failed to load the staffing request"
      frame={(state) => (
        <PortalPage title="Staffing Request" before={back}>
          {state}
        </PortalPage>
      )}
    >
      {(data) => {
        if (!user) return null; // never: `pending` keeps the spinner until the user is known
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
                {data.emergency ? <EmergencyCountdown emergency={data.emergency} /> : null}
                <Card>
                  <CardHeader className="pb-4">
                    <CardTitle>Request Details</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <DescriptionList labelWidth="9rem">
                      <DescriptionItem label="Status">
                        <RequestStatusBadge status={data.status} />
                      </DescriptionItem>
                      <DescriptionItem label="Staff type">{staffType}</DescriptionItem>
                      <DescriptionItem label="Positions">
                        <FillState filled={data.filled} headcount={data.headcount} />
                      </DescriptionItem>
                      <DescriptionItem label="Company">{data.companyName}</DescriptionItem>
                      <DescriptionItem label="Property">
                        {requestPropertyLabel(data) ?? "None"}
                      </DescriptionItem>
                      <DescriptionItem label="Contact name">{data.contactName}</DescriptionItem>
                      <DescriptionItem label="Email">
                        <a href={`mailto:${data.email}`} className="text-primary hover:underline">
                          {data.email}
                        </a>
                      </DescriptionItem>
                      <DescriptionItem label="Start date">
                        {formatDay(data.startDate)}
                      </DescriptionItem>
                      <DescriptionItem label="End date">{formatDay(data.endDate)}</DescriptionItem>
                      <DescriptionItem label="Consent">
                        {data.consent ? "Agreed to be contacted" : "Not given"}
                      </DescriptionItem>
                      <DescriptionItem label="Submitted">
                        {formatDateTime(data.createdAt)}
                      </DescriptionItem>
                      <DescriptionItem label="Last updated">
                        {formatDateTime(data.updatedAt)}
                      </DescriptionItem>
                      <DescriptionItem label="Details">
                        <span className="whitespace-pre-line font-normal">
                          {data.details || "No details given."}
                        </span>
                      </DescriptionItem>
                    </DescriptionList>
                  </CardContent>
                </Card>
                <PeoplePlaced request={data} />
                <Card>
                  <CardHeader className="pb-4">
                    <CardTitle>Status History</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <RequestTimeline events={data.events} audience="client" />
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
      }}
    </QueryView>
  );
}
