/** How the portal writes a posting's role, place and employment type (its pay: `jobPayText`). */
import type { JobPosting } from "@/domain/api/job";
import { staffTypeLabels } from "@/domain/enums";
import { employmentTypeLabels } from "@/domain/job-posting";

/** "Maintenance Technicians · Naples · Full-time". */
export function jobSummary(
  posting: Pick<JobPosting, "staffType" | "city" | "employmentType">,
): string {
  return `${staffTypeLabels[posting.staffType]} · ${posting.city} · ${employmentTypeLabels[posting.employmentType]}`;
}
