import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import type { StaffAssignmentStatus } from "@/domain/enums";
import { assignmentStatusLabels } from "../utils/assignment-format";

/** Colours by status: open offer amber, confirmed blue, in progress green, the ends grey or red. */
const colour: Record<StaffAssignmentStatus, string> = {
  offered: "border-transparent bg-amber-100 text-amber-900",
  confirmed: "border-transparent bg-blue-100 text-blue-800",
  active: "border-transparent bg-green-100 text-green-800",
  completed: "border-transparent bg-slate-100 text-slate-800",
  declined: "border-transparent bg-slate-100 text-slate-800",
  expired: "border-transparent bg-slate-100 text-slate-800",
  cancelled: "border-transparent bg-red-100 text-red-800",
};

/** An assignment's status as a badge with its label ("Offer open", "In progress"...). */
export function AssignmentStatusBadge({
  status,
  className,
}: {
  status: StaffAssignmentStatus;
  className?: string;
}) {
  return <Badge className={cn(colour[status], className)}>{assignmentStatusLabels[status]}</Badge>;
}
