/**
 * The job board's portal surface (docs/decisions/0020-job-board.md): a worker's Available Jobs
 * and the agency's postings. The public pages are rendered by the server, not here.
 */
export { AdminJobPostings } from "./components/admin-job-postings";
export { AvailableJobs } from "./components/available-jobs";
export { RequestApplicants } from "./components/request-applicants";
export { RequestJobPostings } from "./components/request-job-postings";
export { type AdminJobFilters, parseAdminJobFilters } from "./utils/job-filters";
