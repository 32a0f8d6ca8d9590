import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import { humanize, type StaffAssignmentStatus } from "@/domain/enums";

/** Colours of an assignment's life: waiting yellow, placed blue/green, ended grey or red. */
const colour: Record<StaffAssignmentStatus, string> = {
  offered: "border-transparent bg-yellow-100 text-yellow-900",
  confirmed: "border-transparent bg-blue-100 text-blue-900",
  active: "border-transparent bg-green-100 text-green-900",
  completed: "border-transparent bg-slate-200 text-slate-900",
  declined: "border-transparent bg-red-100 text-red-900",
  expired: "border-transparent bg-orange-100 text-orange-900",
  cancelled: "border-transparent bg-red-100 text-red-900",
};

/** An assignment's status as a badge labelled "Offered", "Confirmed"... */
export function AssignmentStatusBadge({
  status,
  className,
}: {
  status: StaffAssignmentStatus;
  className?: string;
}) {
  return <Badge className={cn(colour[status], className)}>{humanize(status)}</Badge>;
}
