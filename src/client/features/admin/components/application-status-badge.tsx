import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import { humanize, type JobApplicationStatus } from "@/domain/enums";

/** Colours of the pipeline (spec section 4): waiting yellow, active blue/purple, outcome green/red. */
const colour: Record<JobApplicationStatus, string> = {
  submitted: "border-transparent bg-yellow-100 text-yellow-900",
  under_review: "border-transparent bg-blue-100 text-blue-900",
  interview: "border-transparent bg-purple-100 text-purple-900",
  hired: "border-transparent bg-green-100 text-green-900",
  rejected: "border-transparent bg-red-100 text-red-900",
};

/** A job application's status as a badge labelled "Under Review", "Interview"... */
export function ApplicationStatusBadge({
  status,
  className,
}: {
  status: JobApplicationStatus;
  className?: string;
}) {
  return <Badge className={cn(colour[status], className)}>{humanize(status)}</Badge>;
}
