import {
  Building,
  CalendarDays,
  Ellipsis,
  Eye,
  FileText,
  RefreshCw,
  UserRound,
} from "lucide-react";
import { memo } from "react";
import { Link } from "wouter";
import { EmergencyCountdown } from "@/client/components/emergency-countdown";
import { FillState } from "@/client/components/fill-state";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { formatDay } from "@/client/lib/dates";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import { staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";

/** The property line of a request: its name, else "Property #{id}", else null. */
export function requestPropertyLabel(
  request: Pick<StaffingRequest, "propertyId" | "propertyName">,
) {
  if (request.propertyName) return request.propertyName;
  return request.propertyId != null ? `Property #${request.propertyId}` : null;
}

/**
 * One staffing request in the list (spec section 2): staff type, status badge (list styles),
 * how many of its positions are filled ("1 of 2 filled"), an emergency's compact countdown,
 * property, company, contact, dates ("N/A" when missing), details clamped to 3 lines,
 * View Details and an Actions menu (Update Status, View Full Details).
 * Memoised: a list of a thousand cards re-renders only the cards whose request changed.
 * @param onUpdateStatus opens the status dialog for this request (keep it stable).
 */
export const StaffingRequestCard = memo(function StaffingRequestCard({
  request,
  onUpdateStatus,
}: {
  request: StaffingRequest;
  onUpdateStatus: (request: StaffingRequest) => void;
}) {
  const property = requestPropertyLabel(request);
  const title = staffTypeLabels[request.staffType] ?? request.staffType;
  return (
    <Card className="h-full" data-testid="staffing-request-card">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <div className="min-w-0 space-y-1">
          <CardTitle>{title}</CardTitle>
          <p className="text-xs text-muted-foreground">
            Request #{request.id} · Submitted {formatDay(request.createdAt)}
          </p>
        </div>
        <RequestStatusBadge status={request.status} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <FillState filled={request.filled} headcount={request.headcount} />
          {request.emergency ? <EmergencyCountdown emergency={request.emergency} compact /> : null}
        </div>
        <dl className="grid gap-2">
          {property ? (
            <div className="flex items-start gap-2">
              <dt>
                <Building className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">Property</span>
              </dt>
              <dd className="font-medium">{property}</dd>
            </div>
          ) : null}
          <div className="flex items-start gap-2">
            <dt className="text-muted-foreground">Company:</dt>
            <dd>{request.companyName}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <UserRound className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Contact</span>
            </dt>
            <dd className="min-w-0">
              {request.contactName}
              <span className="block truncate text-muted-foreground">{request.email}</span>
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Dates</span>
            </dt>
            <dd>
              Start: {formatDay(request.startDate)} · End: {formatDay(request.endDate)}
            </dd>
          </div>
        </dl>
        {request.details ? (
          <p className="line-clamp-3 text-muted-foreground">{request.details}</p>
        ) : null}
      </CardContent>
      <CardFooter className="justify-between">
        <Button asChild variant="outline" size="sm">
          <Link href={paths.staffingRequests.detail.href(request.id)}>
            <Eye aria-hidden="true" />
            View Details
          </Link>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" aria-label={`Actions for request #${request.id}`}>
              <Ellipsis aria-hidden="true" />
              Actions
            </Button>
          </DropdownMenuTrigger>
          {/* Inside the page's main landmark rather than a portal at the end of <body>. */}
          <DropdownMenuContent align="end" portal={false}>
            <DropdownMenuItem onSelect={() => onUpdateStatus(request)}>
              <RefreshCw aria-hidden="true" />
              Update Status
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href={paths.staffingRequests.detail.href(request.id)}>
                <FileText aria-hidden="true" />
                View Full Details
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </CardFooter>
    </Card>
  );
});
