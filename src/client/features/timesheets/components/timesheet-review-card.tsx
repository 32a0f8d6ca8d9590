import { Building, CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { TimesheetStatusBadge } from "@/client/components/timesheet-status-badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/client/components/ui/description-list";
import { formatDateTime } from "@/client/lib/dates";
import type { Timesheet } from "@/domain/api/timesheet";
import { staffTypeLabels } from "@/domain/enums";
import {
  hoursText,
  moneyText,
  rateText,
  timesheetReference,
  weekCost,
} from "../utils/timesheet-format";
import { weekRangeLabel } from "../utils/week";
import { DayHoursStrip } from "./days-table";
import { TimesheetHistory } from "./timesheet-history";
import { ApprovalNote, DisputeNote } from "./timesheet-notes";

/**
 * One worker's week as a manager or the agency reviews it: the worker and status, the property,
 * role and week, the hours of each day, the total and the overtime, the bill rate and the week's
 * cost (hours × bill rate) when a rate is set, the pay rate for the agency, who approved it or
 * the dispute's note, the history, and `actions` (Approve, Dispute, Lock…) in the footer.
 * @param showPayRate the agency's view (admins receive the pay rate).
 */
export function TimesheetReviewCard({
  timesheet,
  showPayRate = false,
  actions,
  onPropertyFilter,
}: {
  timesheet: Timesheet;
  showPayRate?: boolean;
  actions?: ReactNode;
  /** Offers "Only this property" beside the property's name (lists without a property menu). */
  onPropertyFilter?: (propertyId: number) => void;
}) {
  const role = timesheet.staffType ? staffTypeLabels[timesheet.staffType] : "Placement";
  const cost = weekCost(timesheet.totalHours, timesheet.billRate);
  return (
    <Card data-testid="timesheet-review-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="min-w-0 space-y-1">
          <CardTitle as="h3" className="text-lg break-words">
            {timesheet.staff.fullName}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {role} · {timesheetReference(timesheet.id)}
          </p>
        </div>
        <TimesheetStatusBadge status={timesheet.status} locked={timesheet.lockedAt !== null} />
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-1.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Building className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Property:</span>
            <span className="font-medium break-words">
              {timesheet.property.name}, {timesheet.property.city}
            </span>
            {onPropertyFilter ? (
              <button
                type="button"
                className="text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onPropertyFilter(timesheet.property.id)}
              >
                Only this property
              </button>
            ) : null}
          </p>
          <p className="flex items-center gap-2">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
            <span>Week of {weekRangeLabel(timesheet.weekStart)}</span>
          </p>
        </div>
        <DayHoursStrip days={timesheet.days} />
        <DescriptionList labelWidth="9rem">
          <DescriptionItem label="Total hours">{hoursText(timesheet.totalHours)}</DescriptionItem>
          <DescriptionItem label="Overtime">
            {timesheet.overtimeHours > 0 ? (
              <span className="text-amber-900">
                {hoursText(timesheet.overtimeHours)} hours over 40 in the week
              </span>
            ) : (
              "None"
            )}
          </DescriptionItem>
          <DescriptionItem label="Bill rate">{rateText(timesheet.billRate)}</DescriptionItem>
          {cost !== null ? (
            <DescriptionItem label="Cost of the week">{moneyText(cost)}</DescriptionItem>
          ) : null}
          {showPayRate ? (
            <DescriptionItem label="Pay rate">{rateText(timesheet.payRate)}</DescriptionItem>
          ) : null}
          {timesheet.submittedAt ? (
            <DescriptionItem label="Submitted">
              {formatDateTime(String(timesheet.submittedAt))}
            </DescriptionItem>
          ) : null}
        </DescriptionList>
        {timesheet.status === "approved" ? <ApprovalNote timesheet={timesheet} /> : null}
        {timesheet.status === "disputed" && timesheet.disputeNote ? (
          <DisputeNote timesheet={timesheet} audience="reviewer" />
        ) : null}
        <TimesheetHistory id={timesheet.id} />
      </CardContent>
      {actions ? <CardFooter className="flex-wrap gap-2">{actions}</CardFooter> : null}
    </Card>
  );
}
