/** How the portal writes a posting's facts (the public pages write them alike, server side). */
import type { JobPosting } from "@/domain/api/job";
import { staffTypeLabels } from "@/domain/enums";
import { employmentTypeLabels } from "@/domain/job-posting";

const dollars = (value: number) =>
  value.toLocaleString("en-US", { style: "currency", currency: "USD" });

/** "$22.00–$26.50 an hour", or one figure when both ends are equal. */
export function jobPay(posting: Pick<JobPosting, "payMin" | "payMax">): string {
  return posting.payMin === posting.payMax
    ? `${dollars(posting.payMin)} an hour`
    : `${dollars(posting.payMin)}–${dollars(posting.payMax)} an hour`;
}

/** "Maintenance Technicians · Naples · Full-time". */
export function jobSummary(
  posting: Pick<JobPosting, "staffType" | "city" | "employmentType">,
): string {
  return `${staffTypeLabels[posting.staffType]} · ${posting.city} · ${employmentTypeLabels[posting.employmentType]}`;
}
