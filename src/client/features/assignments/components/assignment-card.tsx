import { Building, CalendarDays, MapPin, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { AssignmentStatusBadge } from "@/client/components/assignment-status-badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { formatDateTime, timeAgo } from "@/client/lib/dates";
import type { Assignment } from "@/domain/api/assignment";
import { staffTypeLabels } from "@/domain/enums";
import { assignmentDates } from "../utils/assignment-format";

/** The role of an assignment: the request's staff type label, or a plain word without one. */
export function assignmentRole(assignment: Pick<Assignment, "staffType">): string {
  return assignment.staffType ? staffTypeLabels[assignment.staffType] : "Placement";
}

/**
 * One assignment: role (the request's staff type) and status badge; the property's name, address
 * and city; the work days (or "open-ended"); who to report to; the agency's notes; an open
 * offer's deadline ("Answer by …, in 5 hours"); a cancelled one's reason.
 * @param showWorker adds the worker's name (managers' and admins' lists).
 * @param actions buttons in the card's footer (an offer's Accept and Decline).
 */
export function AssignmentCard({
  assignment,
  showWorker = false,
  actions,
}: {
  assignment: Assignment;
  showWorker?: boolean;
  actions?: ReactNode;
}) {
  const { property } = assignment;
  const role = assignmentRole(assignment);
  const open = assignment.status === "offered";
  return (
    <Card className="h-full" data-testid="assignment-card">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <div className="min-w-0 space-y-1">
          <CardTitle className="text-lg">
            {showWorker ? `${assignment.staff.fullName}, ${role}` : role}
          </CardTitle>
          <p className="text-xs text-muted-foreground">
            Assignment AS-{String(assignment.id).padStart(6, "0")}
          </p>
        </div>
        <AssignmentStatusBadge status={assignment.status} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <dl className="grid gap-2">
          <div className="flex items-start gap-2">
            <dt>
              <Building className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Property</span>
            </dt>
            <dd className="font-medium">{property.name}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Address</span>
            </dt>
            <dd>
              {property.address}, {property.city}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Dates</span>
            </dt>
            <dd>{assignmentDates(assignment)}</dd>
          </div>
          {assignment.managerName ? (
            <div className="flex items-start gap-2">
              <dt>
                <UserRound className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">Manager</span>
              </dt>
              <dd>Report to {assignment.managerName}</dd>
            </div>
          ) : null}
          {open && assignment.expiresAt ? (
            <div className="flex items-start gap-2 font-medium text-amber-900">
              <dt className="sr-only">Deadline</dt>
              <dd>
                Answer by{" "}
                <time dateTime={assignment.expiresAt}>{formatDateTime(assignment.expiresAt)}</time>{" "}
                <span className="font-normal">({timeAgo(assignment.expiresAt)})</span>
              </dd>
            </div>
          ) : null}
          {assignment.status === "cancelled" && assignment.cancelReason ? (
            <div className="flex items-start gap-2">
              <dt className="text-muted-foreground">Reason:</dt>
              <dd>{assignment.cancelReason}</dd>
            </div>
          ) : null}
        </dl>
        {assignment.notes ? (
          <div className="rounded-md bg-muted p-3">
            <p className="text-xs font-medium text-muted-foreground">Notes from the agency</p>
            <p className="whitespace-pre-line">{assignment.notes}</p>
          </div>
        ) : null}
      </CardContent>
      {actions ? <CardFooter className="flex-wrap gap-2">{actions}</CardFooter> : null}
    </Card>
  );
}
