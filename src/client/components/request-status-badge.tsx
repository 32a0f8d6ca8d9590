import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import { humanize, type StaffingRequestStatus } from "@/domain/enums";

/** List badge styles (spec section 4): pending outline, approved secondary, in_progress default, completed secondary, cancelled destructive. */
const listVariant: Record<StaffingRequestStatus, NonNullable<BadgeProps["variant"]>> = {
  pending: "outline",
  approved: "secondary",
  in_progress: "default",
  completed: "secondary",
  cancelled: "destructive",
};

/** Dashboard badge colours (spec section 4): yellow, blue, purple, green, red. */
const dashboardColour: Record<StaffingRequestStatus, string> = {
  pending: "border-transparent bg-yellow-100 text-yellow-800",
  approved: "border-transparent bg-blue-100 text-blue-800",
  in_progress: "border-transparent bg-purple-100 text-purple-800",
  completed: "border-transparent bg-green-100 text-green-800",
  cancelled: "border-transparent bg-red-100 text-red-800",
};

/**
 * A staffing request's status as a badge labelled with `humanize(status)` ("In Progress").
 * @param look "list" for the requests list's variants, "dashboard" for the dashboard's colours.
 */
export function RequestStatusBadge({
  status,
  look = "list",
  className,
}: {
  status: StaffingRequestStatus;
  look?: "list" | "dashboard";
  className?: string;
}) {
  return look === "dashboard" ? (
    <Badge className={cn(dashboardColour[status], className)}>{humanize(status)}</Badge>
  ) : (
    <Badge variant={listVariant[status]} className={className}>
      {humanize(status)}
    </Badge>
  );
}
