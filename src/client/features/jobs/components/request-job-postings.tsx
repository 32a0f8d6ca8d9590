import { Megaphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import type { StaffType } from "@/domain/enums";
import { jobDraftFromRequest } from "../utils/job-draft";
import { AdminJobPostings } from "./admin-job-postings";
import { JobPostingDialog, type JobPostingDialogMode } from "./job-posting-dialog";

/**
 * The Job Postings card of a request's admin page: "Publish as job posting" (the dialog,
 * prefilled from the request without the client's or the property's name) and the postings
 * published from it, with their interest counts, Edit and Close.
 */
export function RequestJobPostings({
  request,
}: {
  request: {
    id: number;
    staffType: StaffType;
    propertyCity: string | null;
    startDate: string | null;
    endDate: string | null;
    headcount: number;
  };
}) {
  const [dialog, setDialog] = useState<JobPostingDialogMode | null>(null);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Job Postings</CardTitle>
        <CardDescription>
          Publish this request on the public job board. Workers who press “I'm interested” rank
          first in the Fill panel.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button
            onClick={() => setDialog({ kind: "publish", draft: jobDraftFromRequest(request) })}
          >
            <Megaphone aria-hidden="true" />
            Publish as job posting
          </Button>
        </div>
        <AdminJobPostings
          filters={{ requestId: request.id }}
          empty={{
            title: "Not published yet",
            description: "No job posting has been published from this request.",
          }}
        />
      </CardContent>
      <JobPostingDialog mode={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}
