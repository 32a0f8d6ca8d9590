/**
 * A posting row as the API shows it: pay in dollars, the public page's path, and nothing about
 * the client or the property (the row holds neither; the request id only in the agency's view).
 */
import type { JobPosting } from "../../../domain/api/job";
import { jobPath } from "../../../domain/job-posting";
import type { AdminJobPostingRow, JobPostingRow } from "./repository";

/** The public posting of `row` (GET /api/jobs). */
export function presentPosting(row: JobPostingRow): JobPosting {
  return {
    id: row.id,
    url: jobPath(row.id, row.slug),
    title: row.title,
    description: row.description,
    staffType: row.staffType,
    city: row.city,
    employmentType: row.employmentType,
    payMin: row.payMinCents / 100,
    payMax: row.payMaxCents / 100,
    schedule: row.schedule,
    startDate: row.startDate,
    validThrough: row.validThrough,
    datePosted: row.datePosted,
  };
}

/** The agency's posting of `row` (GET /api/admin/jobs). */
export function presentAdminPosting(row: AdminJobPostingRow) {
  return {
    ...presentPosting(row),
    requestId: row.requestId,
    status: row.status,
    closedAt: row.closedAt,
    interestedCount: row.interestedCount,
    applicantCount: row.applicantCount,
    createdAt: row.createdAt,
  };
}
