import { Link } from "wouter";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import { staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";

/**
 * A link to a staffing request's screen, named by the staff type asked for, with the request's
 * number for screen readers ("Groundskeepers (request #12)"), where several requests are listed.
 */
export function StaffingRequestLink({
  request,
  className,
}: {
  request: Pick<StaffingRequest, "id" | "staffType">;
  className: string;
}) {
  return (
    <Link href={paths.staffingRequests.detail.href(request.id)} className={className}>
      {staffTypeLabels[request.staffType] ?? request.staffType}
      <span className="sr-only"> (request #{request.id})</span>
    </Link>
  );
}
