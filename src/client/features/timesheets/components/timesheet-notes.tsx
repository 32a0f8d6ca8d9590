import { CircleCheck, MessageSquareWarning } from "lucide-react";
import { formatDateTime } from "@/client/lib/dates";
import type { Timesheet } from "@/domain/api/timesheet";

/**
 * A disputed week's note, prominent: who must act and what the manager or the agency said.
 * @param audience "worker" addresses the worker ("Your hours were returned…").
 */
export function DisputeNote({
  timesheet,
  audience,
}: {
  timesheet: Pick<Timesheet, "disputeNote">;
  audience: "worker" | "reviewer";
}) {
  return (
    <div
      className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950"
      data-testid="dispute-note"
    >
      <MessageSquareWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">
          {audience === "worker"
            ? "Your hours were returned to you. Correct the week and submit it again."
            : "Returned to the worker with this note:"}
        </p>
        <p className="break-words whitespace-pre-line">{timesheet.disputeNote}</p>
      </div>
    </div>
  );
}

/** Who approved the week, how and when, and whether the agency locked it. */
export function ApprovalNote({
  timesheet,
}: {
  timesheet: Pick<Timesheet, "approvedBy" | "approvedAt" | "approvedVia" | "lockedAt">;
}) {
  const who = timesheet.approvedBy?.fullName ?? "someone who no longer has an account";
  const how = timesheet.approvedVia === "email" ? " with the e-mailed link" : " in the portal";
  return (
    <div
      className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950"
      data-testid="approval-note"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p>
          <span className="font-semibold">Approved by {who}</span>
          {timesheet.approvedVia ? how : ""}
          {timesheet.approvedAt ? `, ${formatDateTime(String(timesheet.approvedAt))}` : ""}.
        </p>
        {timesheet.lockedAt ? (
          <p>Locked by the agency {formatDateTime(String(timesheet.lockedAt))}: payroll ran.</p>
        ) : null}
      </div>
    </div>
  );
}
