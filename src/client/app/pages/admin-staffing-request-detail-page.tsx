import { EmergencyCountdown } from "@/client/components/emergency-countdown";
import { FillState } from "@/client/components/fill-state";
import { QueryView } from "@/client/components/query-view";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { RequestTimeline } from "@/client/components/request-timeline";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/client/components/ui/description-list";
import {
  AccountSummary,
  AdminPage,
  AssignmentsCard,
  FillPanel,
  PlacementTimeline,
  propertyPlace,
  RequestStatusForm,
  useAdminStaffingRequest,
} from "@/client/features/admin";
import { RequestApplicants, RequestJobPostings } from "@/client/features/jobs";
import { formatDateTime, formatDay } from "@/client/lib/dates";
import { parseRouteId } from "@/client/lib/route-id";
import { staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";
import type { PageProps } from "../routes";

const back = { href: paths.admin.staffingRequests.href(), label: "Back to Staffing Requests" };

const requestNotFound = {
  title: "Staffing request not found",
  description: "No staffing request has this number. It may have been removed with its property.",
  backHref: back.href,
  backLabel: back.label,
};

/**
 * /admin/staffing-requests/{id}, admins only: every field of the request, the account
 * that sent it (or "Public form"), its property, the timeline with internal notes, and the
 * status form (any status, optional internal note). For placements: an emergency's response
 * promise with its countdown, the fill state, the Fill panel (ranked candidates and offers),
 * every assignment with Cancel and Mark completed, and the placement timeline.
 */
export default function AdminStaffingRequestDetailPage({ params }: PageProps) {
  const id = parseRouteId(params.id);
  const request = useAdminStaffingRequest(id);

  return (
    <QueryView
      query={request}
      routeId={id}
      notFound={requestNotFound}
      loading="Loading staffing request..."
      error="Failed to load the staffing request"
      frame={(state) => (
        <AdminPage title="Staffing Request" back={back}>
          {state}
        </AdminPage>
      )}
    >
      {(data) => {
        const staffType = staffTypeLabels[data.staffType] ?? data.staffType;
        return (
          <AdminPage
            title={`${staffType} · Request #${data.id}`}
            description={`Submitted ${formatDay(data.createdAt)} by ${data.companyName}.`}
            back={back}
          >
            <div className="grid gap-6 lg:grid-cols-3">
              {data.emergency ? (
                <EmergencyCountdown emergency={data.emergency} className="lg:col-span-3" />
              ) : null}
              <div className="grid content-start gap-6 lg:col-span-2">
                <Card>
                  <CardHeader className="pb-4">
                    <CardTitle>Request Details</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <DescriptionList labelWidth="10rem">
                      <DescriptionItem label="Status">
                        <RequestStatusBadge status={data.status} />
                      </DescriptionItem>
                      <DescriptionItem label="Staff type">{staffType}</DescriptionItem>
                      <DescriptionItem label="Positions">
                        <FillState filled={data.filled} headcount={data.headcount} />
                      </DescriptionItem>
                      <DescriptionItem label="Company">{data.companyName}</DescriptionItem>
                      <DescriptionItem label="Contact name">{data.contactName}</DescriptionItem>
                      <DescriptionItem label="Email">
                        <a href={`mailto:${data.email}`} className="text-primary hover:underline">
                          {data.email}
                        </a>
                      </DescriptionItem>
                      <DescriptionItem label="Account">
                        <AccountSummary userId={data.userId} noAccount="Public form" />
                      </DescriptionItem>
                      <DescriptionItem label="Property">
                        {propertyPlace(data) ?? "None"}
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
                <AssignmentsCard requestId={data.id} assignments={data.assignments} />
                <Card>
                  <CardHeader className="pb-4">
                    <CardTitle>Placement Timeline</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <PlacementTimeline
                      events={data.placementEvents}
                      assignments={data.assignments}
                    />
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader className="pb-4">
                    <CardTitle>Timeline</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <RequestTimeline events={data.events} audience="agency" />
                  </CardContent>
                </Card>
              </div>
              <div className="grid content-start gap-6">
                <FillPanel request={data} applicants={<RequestApplicants requestId={data.id} />} />
                <RequestJobPostings request={data} />
                <RequestStatusForm requestId={data.id} currentStatus={data.status} />
              </div>
            </div>
          </AdminPage>
        );
      }}
    </QueryView>
  );
}
