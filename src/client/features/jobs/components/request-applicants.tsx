import { formatDay } from "@/client/lib/dates";
import type { AdminJobPosting } from "@/domain/api/job";
import { humanize } from "@/domain/enums";
import { paths } from "@/domain/paths";
import { useAdminJob } from "../api/get-admin-job";
import { useAdminJobList } from "../api/get-admin-jobs";

/** The applications sent from one posting's page: name (a link), review state and day. */
function PostingApplicantItems({ posting }: { posting: AdminJobPosting }) {
  const detail = useAdminJob(posting.id, true);
  if (detail.isPending) return <li role="status">Loading the applicants of {posting.title}...</li>;
  if (detail.isError) {
    return (
      <li role="alert" className="text-destructive">
        Failed to load the applicants of {posting.title}. Reload the page to retry.
      </li>
    );
  }
  return detail.data.applicants.map((applicant) => (
    <li key={applicant.id} data-testid="posting-applicant">
      <a
        className="font-medium text-primary underline-offset-4 hover:underline"
        href={paths.admin.jobApplication.href(applicant.id)}
      >
        {applicant.fullName}
      </a>{" "}
      <span className="text-muted-foreground">
        · {humanize(applicant.status)} · applied {formatDay(applicant.createdAt)} to {posting.title}
      </span>
    </li>
  ));
}

/**
 * "Applied to the job posting", the Fill panel's small section: the visitors who applied from the
 * page of a posting published from request `requestId`, each a link to their application.
 * Applicants have no staff account yet, so they are listed apart from the ranked candidates.
 * Nothing is shown while the postings load or when the request has none.
 */
export function RequestApplicants({ requestId }: { requestId: number }) {
  const postings = useAdminJobList({ requestId });
  if (postings.items.length === 0) return null;
  const withApplicants = postings.items.filter((posting) => posting.applicantCount > 0);
  return (
    <section aria-labelledby={`applied-${requestId}`} className="grid gap-2 text-sm">
      <h3 id={`applied-${requestId}`} className="font-semibold">
        Applied to the job posting
      </h3>
      {withApplicants.length === 0 ? (
        <p className="text-muted-foreground">No one has applied from the job posting's page yet.</p>
      ) : (
        <ul className="grid gap-1">
          {withApplicants.map((posting) => (
            <PostingApplicantItems key={posting.id} posting={posting} />
          ))}
        </ul>
      )}
    </section>
  );
}
