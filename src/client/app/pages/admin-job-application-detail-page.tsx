import { Download, ExternalLink } from "lucide-react";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/client/components/ui/description-list";
import {
  AccountSummary,
  type AdminJobApplication,
  AdminPage,
  ApplicationReviewForm,
  ApplicationStatusBadge,
  adminResumeUrl,
  StaffAccountCard,
  useAdminJobApplication,
} from "@/client/features/admin";
import { formatDateTime } from "@/client/lib/dates";
import { parseRouteId } from "@/client/lib/route-id";
import { experienceLevelLabels, staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";
import type { PageProps } from "../routes";

const back = { href: paths.admin.jobApplications.href(), label: "Back to Job Applications" };

const applicationNotFound = {
  title: "Job application not found",
  description: "No job application has this number.",
  backHref: back.href,
  backLabel: back.label,
};

/** The résumé: the applicant's link, a download of the uploaded file, or "None provided". */
function Resume({ application }: { application: AdminJobApplication }) {
  if (application.resume === "link" && application.resumeUrl) {
    return (
      <a
        href={application.resumeUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="inline-flex items-center gap-1.5 break-all text-primary hover:underline"
      >
        {application.resumeUrl}
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  if (application.resume === "upload") {
    return (
      <Button asChild variant="outline" size="sm">
        <a href={adminResumeUrl(application.id)} download>
          <Download aria-hidden="true" />
          Download résumé
        </a>
      </Button>
    );
  }
  return <span className="font-normal text-muted-foreground">None provided</span>;
}

/**
 * /admin/job-applications/{id}, admins only: the applicant's contact details, position
 * and experience, additional information, résumé, and the review form (status, interview date
 * and time, review notes); once hired, the staff account made from it.
 */
export default function AdminJobApplicationDetailPage({ params }: PageProps) {
  const id = parseRouteId(params.id);
  const application = useAdminJobApplication(id);

  return (
    <QueryView
      query={application}
      routeId={id}
      notFound={applicationNotFound}
      loading="Loading job application..."
      error="Failed to load the job application"
      frame={(state) => (
        <AdminPage title="Job Application" back={back}>
          {state}
        </AdminPage>
      )}
    >
      {(data) => {
        const position = staffTypeLabels[data.position] ?? data.position;
        return (
          <AdminPage
            title={data.fullName}
            description={`Application #${data.id} for ${position}, received ${formatDateTime(data.createdAt)}.`}
            back={back}
          >
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="grid content-start gap-6 lg:col-span-2">
                <Card>
                  <CardHeader className="pb-4">
                    <CardTitle>Applicant</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <DescriptionList labelWidth="10rem">
                      <DescriptionItem label="Status">
                        <ApplicationStatusBadge status={data.status} />
                      </DescriptionItem>
                      <DescriptionItem label="Full name">{data.fullName}</DescriptionItem>
                      <DescriptionItem label="Email">
                        <a href={`mailto:${data.email}`} className="text-primary hover:underline">
                          {data.email}
                        </a>
                      </DescriptionItem>
                      <DescriptionItem label="Phone">
                        <a
                          href={`tel:${data.phone.replace(/[^0-9+]/g, "")}`}
                          className="text-primary hover:underline"
                        >
                          {data.phone}
                        </a>
                      </DescriptionItem>
                      <DescriptionItem label="Position">{position}</DescriptionItem>
                      <DescriptionItem label="Job posting">
                        {data.jobPostingTitle ?? "Applied without a job posting"}
                      </DescriptionItem>
                      <DescriptionItem label="Experience">
                        {experienceLevelLabels[data.experience] ?? data.experience}
                      </DescriptionItem>
                      <DescriptionItem label="Résumé">
                        <Resume application={data} />
                      </DescriptionItem>
                      <DescriptionItem label="Account">
                        <AccountSummary
                          userId={data.userId}
                          noAccount="Applied without an account"
                        />
                      </DescriptionItem>
                      <DescriptionItem label="Background checks">
                        {data.consent ? "Agreed" : "Not given"}
                      </DescriptionItem>
                      <DescriptionItem label="Interview">
                        {data.interviewDate ? formatDateTime(data.interviewDate) : "Not scheduled"}
                      </DescriptionItem>
                      <DescriptionItem label="Received">
                        {formatDateTime(data.createdAt)}
                      </DescriptionItem>
                      <DescriptionItem label="Last updated">
                        {formatDateTime(data.updatedAt)}
                      </DescriptionItem>
                      <DescriptionItem label="Additional information">
                        <span className="whitespace-pre-line font-normal">
                          {data.additionalInfo || "None given."}
                        </span>
                      </DescriptionItem>
                    </DescriptionList>
                  </CardContent>
                </Card>
              </div>
              <div className="grid content-start gap-6">
                <ApplicationReviewForm application={data} />
                <StaffAccountCard application={data} />
              </div>
            </div>
          </AdminPage>
        );
      }}
    </QueryView>
  );
}
