import { PortalPage } from "@/client/components/portal-page";
import { AvailableJobs } from "@/client/features/jobs";

/**
 * /job-opportunities, staff only ("Available Jobs" on the dashboard; docs/decisions/0020): the
 * open job postings with "I'm interested", filtered by role and city.
 */
export default function JobOpportunitiesPage() {
  return (
    <PortalPage
      title="Available Jobs"
      description="Open jobs at apartment communities we staff. Press “I'm interested” and we put you forward first for that job."
    >
      <AvailableJobs />
    </PortalPage>
  );
}
