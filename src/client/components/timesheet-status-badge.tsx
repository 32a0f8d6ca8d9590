import { Lock } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import type { TimesheetStatus } from "@/domain/timesheet";

/**
 * What every screen calls a timesheet's status: the same words for the worker, the manager and
 * the agency (docs/decisions/0019-timesheets.md).
 */
export const timesheetStatusLabels: Record<TimesheetStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  approved: "Approved",
  disputed: "Disputed",
};

/** Colours of a week's life: being filled grey, waiting amber, approved green, disputed red. */
const colour: Record<TimesheetStatus, string> = {
  draft: "border-transparent bg-slate-100 text-slate-800",
  submitted: "border-transparent bg-amber-100 text-amber-900",
  approved: "border-transparent bg-green-100 text-green-900",
  disputed: "border-transparent bg-red-100 text-red-900",
};

/**
 * A timesheet's status as a badge with its label ({@link timesheetStatusLabels}); a week the
 * agency locked reads "Approved · Locked" with a padlock.
 */
export function TimesheetStatusBadge({
  status,
  locked = false,
  className,
}: {
  status: TimesheetStatus;
  locked?: boolean;
  className?: string;
}) {
  return (
    <Badge className={cn(colour[status], className)}>
      {locked ? <Lock aria-hidden="true" /> : null}
      {timesheetStatusLabels[status]}
      {locked ? " · Locked" : null}
    </Badge>
  );
}
