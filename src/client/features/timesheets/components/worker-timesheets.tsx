import { CalendarClock } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { QueryView } from "@/client/components/query-view";
import { TimesheetStatusBadge } from "@/client/components/timesheet-status-badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useUrlFilters } from "@/client/hooks/use-url-filters";
import { formatDateTime } from "@/client/lib/dates";
import type { Timesheet } from "@/domain/api/timesheet";
import { staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";
import { useWeekTimesheets } from "../api/get-timesheets";
import { parseTimesheetFilters } from "../utils/timesheet-filters";
import { timesheetReference } from "../utils/timesheet-format";
import { agencyToday, weekOf, weekRangeLabel } from "../utils/week";
import { DaysTable } from "./days-table";
import { TimesheetForm } from "./timesheet-form";
import { TimesheetHistory } from "./timesheet-history";
import { ApprovalNote, DisputeNote } from "./timesheet-notes";
import { WeekPicker } from "./week-picker";

/**
 * One assignment's week for its worker: the property, the role and the status; a disputed
 * week's note; the editable days (draft, disputed) or the hours as sent (submitted, approved,
 * locked) with who approved them; the history.
 */
function WorkerTimesheetCard({ timesheet, today }: { timesheet: Timesheet; today: string }) {
  const editable =
    (timesheet.status === "draft" || timesheet.status === "disputed") && !timesheet.lockedAt;
  const role = timesheet.staffType ? staffTypeLabels[timesheet.staffType] : "Placement";
  return (
    <Card data-testid="timesheet-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="min-w-0 space-y-1">
          <CardTitle className="text-lg break-words">{timesheet.property.name}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {role} · {timesheet.property.city} · {timesheetReference(timesheet.id)}
          </p>
        </div>
        <TimesheetStatusBadge status={timesheet.status} locked={timesheet.lockedAt !== null} />
      </CardHeader>
      <CardContent className="grid gap-4">
        {timesheet.status === "disputed" && timesheet.disputeNote ? (
          <DisputeNote timesheet={timesheet} audience="worker" />
        ) : null}
        {timesheet.status === "approved" ? <ApprovalNote timesheet={timesheet} /> : null}
        {timesheet.status === "submitted" ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            Submitted {timesheet.submittedAt ? formatDateTime(String(timesheet.submittedAt)) : ""}.
            The property's manager has been asked to approve it; it can change only if it is
            returned to you.
          </p>
        ) : null}
        {editable ? (
          <TimesheetForm timesheet={timesheet} today={today} />
        ) : (
          <DaysTable timesheet={timesheet} />
        )}
        <TimesheetHistory id={timesheet.id} />
      </CardContent>
    </Card>
  );
}

/**
 * The worker's week (/timesheet): the week picker (its Monday in the URL, `?week=`, so Back and
 * bookmarks work; this week without), then one card per assignment that meets the week (the
 * server makes each as a draft on first read). Loading, error (Try Again) and "no work this
 * week" states.
 */
export function WorkerTimesheets() {
  const [filters, setFilters] = useUrlFilters(parseTimesheetFilters);
  const weekStart = weekOf(filters.week);
  const week = useWeekTimesheets(weekStart);
  const today = agencyToday();
  return (
    <div className="grid gap-6">
      <WeekPicker week={weekStart} onChange={(next) => setFilters({ ...filters, week: next })} />
      <QueryView
        query={week}
        loading="Loading your timesheets..."
        error="Error loading your timesheets"
        empty={
          <EmptyState
            icon={CalendarClock}
            title="No work to log this week"
            description={`You have no confirmed work in the week of ${weekRangeLabel(weekStart)}. When you are placed at a property, its timesheet appears here.`}
            action={
              <Button asChild variant="outline">
                <Link href={paths.assignments.href()}>See your assignments</Link>
              </Button>
            }
          />
        }
      >
        {(timesheets) => (
          <ul
            className="grid gap-6"
            aria-label={`Timesheets, week of ${weekRangeLabel(weekStart)}`}
          >
            {timesheets.map((timesheet) => (
              <li key={timesheet.id}>
                <WorkerTimesheetCard timesheet={timesheet} today={today} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
