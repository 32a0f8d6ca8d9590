import {
  CalendarDays,
  ExternalLink,
  FileText,
  type LucideIcon,
  Megaphone,
  Pencil,
  UsersRound,
  XCircle,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "@/client/components/empty-state";
import { ListTotal } from "@/client/components/list-total";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { formatDay } from "@/client/lib/dates";
import type { AdminJobPosting, AdminJobPostingDetail, JobPostingStatus } from "@/domain/api/job";
import { humanize } from "@/domain/enums";
import { jobPayText } from "@/domain/job-posting";
import { paths } from "@/domain/paths";
import { useCloseJobPosting } from "../api/close-job-posting";
import { useAdminJob } from "../api/get-admin-job";
import { useAdminJobList } from "../api/get-admin-jobs";
import { jobSummary } from "../utils/job-format";
import { JobPostingDialog, type JobPostingDialogMode } from "./job-posting-dialog";

const statusBadges: Record<JobPostingStatus, { label: string; className: string }> = {
  open: { label: "Open", className: "border-transparent bg-green-100 text-green-900" },
  closed: { label: "Closed", className: "border-transparent bg-slate-200 text-slate-900" },
  expired: { label: "Expired", className: "border-transparent bg-amber-100 text-amber-900" },
};

/**
 * A disclosure of people on a posting, read when first opened (GET /api/admin/jobs/{id}): a
 * line saying there is nobody yet, or `summary` opening the list `children` renders from the
 * posting's detail, with loading and error states.
 */
function PostingPeople({
  posting,
  count,
  icon: Icon,
  summary,
  none,
  what,
  children,
}: {
  posting: AdminJobPosting;
  count: number;
  icon: LucideIcon;
  summary: string;
  none: string;
  /** "interested workers", "applicants": for the loading and error messages. */
  what: string;
  children: (detail: AdminJobPostingDetail) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detail = useAdminJob(posting.id, open);
  if (count === 0) {
    return (
      <p className="flex items-center gap-2">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        {none}
      </p>
    );
  }
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex cursor-pointer items-center gap-2 rounded-sm font-medium text-primary">
        <Icon className="size-4" aria-hidden="true" />
        {summary}
      </summary>
      <div className="mt-2 pl-6">
        {detail.isPending ? (
          <p role="status">Loading {what}...</p>
        ) : detail.isError ? (
          <p role="alert" className="text-destructive">
            Failed to load the {what}. Close and open this again to retry.
          </p>
        ) : (
          children(detail.data)
        )}
      </div>
    </details>
  );
}

/** The workers interested in a posting: name and e-mail, newest first. */
function InterestedWorkers({ posting }: { posting: AdminJobPosting }) {
  const count = posting.interestedCount;
  return (
    <PostingPeople
      posting={posting}
      count={count}
      icon={UsersRound}
      summary={count === 1 ? "1 worker interested" : `${count} workers interested`}
      none="No worker interested yet"
      what="interested workers"
    >
      {(detail) => (
        <ul className="grid gap-1">
          {detail.interested.map((worker) => (
            <li key={worker.userId}>
              {worker.fullName} ·{" "}
              <a className="text-primary underline" href={`mailto:${worker.email}`}>
                {worker.email}
              </a>{" "}
              <span className="text-muted-foreground">since {formatDay(worker.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </PostingPeople>
  );
}

/**
 * The applications sent from a posting's page: the applicant's name as a link to the
 * application in the admin console, the review's state and the day, newest first.
 */
function PostingApplicants({ posting }: { posting: AdminJobPosting }) {
  const count = posting.applicantCount;
  return (
    <PostingPeople
      posting={posting}
      count={count}
      icon={FileText}
      summary={count === 1 ? "1 applicant" : `${count} applicants`}
      none="No application from its page yet"
      what="applicants"
    >
      {(detail) => (
        <ul className="grid gap-1">
          {detail.applicants.map((applicant) => (
            <li key={applicant.id}>
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={paths.admin.jobApplication.href(applicant.id)}
              >
                {applicant.fullName}
              </a>{" "}
              · {humanize(applicant.status)}{" "}
              <span className="text-muted-foreground">
                applied {formatDay(applicant.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PostingPeople>
  );
}

/** One posting: state, facts, interest, and Edit and Close while it is open. */
function PostingRow({
  posting,
  onEdit,
  onClose,
}: {
  posting: AdminJobPosting;
  onEdit: (posting: AdminJobPosting) => void;
  onClose: (posting: AdminJobPosting) => void;
}) {
  const badge = statusBadges[posting.status];
  return (
    <Card data-testid="admin-job-posting">
      <CardContent className="grid gap-2 pt-6 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold">{posting.title}</h3>
          <Badge className={badge.className}>{badge.label}</Badge>
        </div>
        <p className="text-muted-foreground">{jobSummary(posting)}</p>
        <p className="font-medium">{jobPayText(posting)}</p>
        <InterestedWorkers posting={posting} />
        <PostingApplicants posting={posting} />
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          Posted {formatDay(posting.datePosted)} · Open until {formatDay(posting.validThrough)}
        </p>
        {posting.requestId ? (
          <p>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={paths.admin.staffingRequest.href(posting.requestId)}
            >
              Request #{posting.requestId}
            </a>
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          {posting.status === "open" ? (
            <>
              <Button variant="outline" size="sm" asChild>
                <a href={posting.url}>
                  <ExternalLink aria-hidden="true" />
                  Public page<span className="sr-only"> of {posting.title}</span>
                </a>
              </Button>
              <Button variant="outline" size="sm" onClick={() => onEdit(posting)}>
                <Pencil aria-hidden="true" />
                Edit<span className="sr-only"> {posting.title}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => onClose(posting)}>
                <XCircle aria-hidden="true" />
                Close<span className="sr-only"> {posting.title}</span>
              </Button>
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The agency's job postings (docs/decisions/0020-job-board.md), newest first, page by page:
 * each with its state, interest count, Edit (the publish dialog) and Close (confirmed first);
 * loading, error and empty states.
 * @param filters a state, or the request the postings were published from.
 * @param empty what to show when there is none.
 */
export function AdminJobPostings({
  filters,
  empty,
}: {
  filters: { status?: string; requestId?: number };
  empty: { title: string; description: string };
}) {
  const list = useAdminJobList(filters);
  const [dialog, setDialog] = useState<JobPostingDialogMode | null>(null);
  const [closing, setClosing] = useState<AdminJobPosting | null>(null);
  const close = useCloseJobPosting();

  const confirmClose = () => {
    if (!closing) return;
    close.mutate(closing.id, {
      onSuccess: (posting) =>
        toast({
          title: "Job posting closed",
          description: `“${posting.title}” is off the job board; its page now tells visitors it is closed.`,
        }),
      onError: (error) =>
        toast({
          title: "Could not close the job posting",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
      onSettled: () => setClosing(null),
    });
  };

  return (
    <>
      <QueryView
        query={list.view}
        loading="Loading job postings..."
        error="Failed to load the job postings"
        empty={<EmptyState icon={Megaphone} title={empty.title} description={empty.description} />}
      >
        {(postings) => (
          <section aria-labelledby="postings-total">
            <ListTotal
              id="postings-total"
              total={list.total}
              noun="job posting"
              filtered={Boolean(filters.status)}
              updating={list.isPlaceholderData}
            />
            <ul className="grid gap-4">
              {postings.map((posting, index) => (
                <li key={posting.id} aria-setsize={list.total} aria-posinset={index + 1}>
                  <PostingRow
                    posting={posting}
                    onEdit={(p) => setDialog({ kind: "edit", posting: p })}
                    onClose={setClosing}
                  />
                </li>
              ))}
            </ul>
            <LoadMore list={list} noun={{ one: "job posting" }} />
          </section>
        )}
      </QueryView>
      <JobPostingDialog mode={dialog} onClose={() => setDialog(null)} />
      <AlertDialog
        open={closing !== null}
        onOpenChange={(open) => {
          if (!open && !close.isPending) setClosing(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Close “{closing?.title}”?</AlertDialogTitle>
            <AlertDialogDescription>
              It leaves the job board and the sitemap at once, and its page tells visitors the job
              is closed. Workers who marked interest stay listed here.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={close.isPending}>Cancel</AlertDialogCancel>
            <Button variant="destructive" disabled={close.isPending} onClick={confirmClose}>
              {close.isPending ? "Closing..." : "Close Posting"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
