import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import type { StaffAssignmentStatus } from "@/domain/enums";

/**
 * What every screen calls an assignment's status (docs/decisions/0017-placements.md): the same
 * words for the worker, the manager and the agency, so a status read aloud on the phone means the
 * same thing to all three.
 */
export const assignmentStatusLabels: Record<StaffAssignmentStatus, string> = {
  offered: "Offered",
  confirmed: "Confirmed",
  active: "In progress",
  completed: "Completed",
  declined: "Declined",
  expired: "Expired",
  cancelled: "Cancelled",
};

/** Colours of an assignment's life: waiting amber, placed blue/green, ended grey or red. */
const colour: Record<StaffAssignmentStatus, string> = {
  offered: "border-transparent bg-amber-100 text-amber-900",
  confirmed: "border-transparent bg-blue-100 text-blue-900",
  active: "border-transparent bg-green-100 text-green-900",
  completed: "border-transparent bg-slate-200 text-slate-900",
  declined: "border-transparent bg-slate-100 text-slate-800",
  expired: "border-transparent bg-orange-100 text-orange-900",
  cancelled: "border-transparent bg-red-100 text-red-900",
};

/** An assignment's status as a badge with its label ({@link assignmentStatusLabels}). */
export function AssignmentStatusBadge({
  status,
  className,
}: {
  status: StaffAssignmentStatus;
  className?: string;
}) {
  return <Badge className={cn(colour[status], className)}>{assignmentStatusLabels[status]}</Badge>;
}
