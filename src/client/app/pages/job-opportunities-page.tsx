import { PortalPage } from "@/client/components/portal-page";
import { AvailableJobs } from "@/client/features/jobs";
import { useProfile } from "@/client/features/profile";

/**
 * /job-opportunities, staff only ("Available Jobs" on the dashboard; docs/decisions/0020): the
 * open job postings with "I'm interested", by default those matching the roles and places of
 * the worker's profile (read here, so the jobs feature knows whether there are any).
 */
export default function JobOpportunitiesPage() {
  const profile = useProfile().data;
  const staff = profile?.staff;
  const hasPreferences = profile
    ? Boolean(staff && (staff.staffTypes.length > 0 || staff.cities.length > 0))
    : undefined;
  return (
    <PortalPage
      title="Available Jobs"
      description="Open jobs at apartment communities we staff. Press “I'm interested” and we put you forward first for that job."
    >
      <AvailableJobs hasPreferences={hasPreferences} />
    </PortalPage>
  );
}
