import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { humanize, type StaffAssignmentStatus } from "@/domain/enums";

/** Badge looks by assignment status: work going on stands out, finished work is quiet. */
const variant: Record<StaffAssignmentStatus, NonNullable<BadgeProps["variant"]>> = {
  offered: "outline",
  confirmed: "default",
  active: "default",
  completed: "secondary",
  declined: "outline",
  expired: "outline",
  cancelled: "destructive",
};

/** The label a manager reads for a placement's status ("Working now" for `active`). */
export function placementStatusLabel(status: StaffAssignmentStatus): string {
  return status === "active" ? "Working now" : humanize(status);
}

/** A placement's (staff assignment's) status as a badge: "Confirmed", "Working now"... */
export function PlacementStatusBadge({
  status,
  className,
}: {
  status: StaffAssignmentStatus;
  className?: string;
}) {
  return (
    <Badge variant={variant[status]} className={className}>
      {placementStatusLabel(status)}
    </Badge>
  );
}
