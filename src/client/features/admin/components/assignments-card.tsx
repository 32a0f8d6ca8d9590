import { Users } from "lucide-react";
import { useState } from "react";
import { AssignmentStatusBadge } from "@/client/components/assignment-status-badge";
import { EmptyState } from "@/client/components/empty-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { formatDateTime, formatDay } from "@/client/lib/dates";
import type { Assignment } from "@/domain/api/assignment";
import { openAssignmentStatuses } from "@/domain/enums";
import { useCompleteAssignment } from "../api/complete-assignment";
import { AssignmentRatesDialog } from "./assignment-rates-dialog";
import { CancelAssignmentDialog } from "./cancel-assignment-dialog";

/** A rate in dollars per hour as "$32.50/h", or "not set". */
function rate(value: number | null | undefined): string {
  return value == null ? "not set" : `$${value.toFixed(2)}/h`;
}

/** "June 1, 2026 – June 30, 2026", or "from June 1, 2026 (open-ended)". */
function workDays(assignment: Assignment): string {
  const start = formatDay(assignment.startDate, "No start date");
  return assignment.endDate
    ? `${start} – ${formatDay(assignment.endDate)}`
    : `From ${start} (open-ended)`;
}

/**
 * Every assignment of a request (any status), newest last as the server sends them: the person,
 * a status badge, the days, an open offer's deadline and a cancellation's reason, with Cancel
 * (offered, confirmed, active; a reason is required) and Mark completed (confirmed, active); its
 * bill and pay rates with a Rates editor (dollars per hour, for the timesheets and the payroll
 * export).
 */
export function AssignmentsCard({
  requestId,
  assignments,
}: {
  requestId: number;
  assignments: readonly Assignment[];
}) {
  const [cancelling, setCancelling] = useState<Assignment | null>(null);
  const [pricing, setPricing] = useState<Assignment | null>(null);
  const complete = useCompleteAssignment(requestId, {
    onSuccess: (done) =>
      toast({
        title: "Marked completed",
        description: `${done.staff.fullName}'s work is completed. The manager may now rate it.`,
      }),
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to mark the assignment completed"),
        variant: "destructive",
      }),
  });

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Assignments</CardTitle>
      </CardHeader>
      <CardContent>
        {assignments.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No assignments yet"
            description="Offers you send from the Fill panel appear here with each person's answer."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Assignments">
            {assignments.map((assignment) => {
              const open = (openAssignmentStatuses as readonly string[]).includes(
                assignment.status,
              );
              const completable =
                assignment.status === "confirmed" || assignment.status === "active";
              return (
                <li
                  key={assignment.id}
                  data-testid="assignment"
                  className="grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-[1fr_auto]"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold break-words">{assignment.staff.fullName}</span>
                      <AssignmentStatusBadge status={assignment.status} />
                    </p>
                    <p className="text-muted-foreground">{workDays(assignment)}</p>
                    <p data-testid="assignment-rates">
                      Bill rate {rate(assignment.billRate)} · Pay rate {rate(assignment.payRate)}
                    </p>
                    {assignment.status === "offered" && assignment.expiresAt ? (
                      <p>Answer due by {formatDateTime(assignment.expiresAt)}</p>
                    ) : null}
                    {assignment.cancelReason ? (
                      <p className="break-words whitespace-pre-line">
                        <span className="font-medium">Reason: </span>
                        {assignment.cancelReason}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-start gap-2 sm:justify-end">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => setPricing(assignment)}
                    >
                      Rates
                      <span className="sr-only"> for {assignment.staff.fullName}</span>
                    </Button>
                    {completable ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={complete.isPending}
                        onClick={() => complete.mutate(assignment.id)}
                      >
                        Mark completed
                        <span className="sr-only"> for {assignment.staff.fullName}</span>
                      </Button>
                    ) : null}
                    {open ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => setCancelling(assignment)}
                      >
                        Cancel
                        <span className="sr-only"> {assignment.staff.fullName}'s assignment</span>
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CancelAssignmentDialog
        requestId={requestId}
        assignment={cancelling}
        onClose={() => setCancelling(null)}
      />
      <AssignmentRatesDialog
        requestId={requestId}
        assignment={pricing}
        onClose={() => setPricing(null)}
      />
    </Card>
  );
}
