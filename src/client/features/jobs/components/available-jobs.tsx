import {
  Briefcase,
  CalendarDays,
  Clock,
  ExternalLink,
  Heart,
  HeartOff,
  SearchX,
  UserRoundPen,
} from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { SelectFilterField, StaffTypeFilterField } from "@/client/components/filter-fields";
import { ListTotal } from "@/client/components/list-total";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { toast } from "@/client/hooks/use-toast";
import { useUrlFilters } from "@/client/hooks/use-url-filters";
import { errorMessage } from "@/client/lib/api";
import { formatDay } from "@/client/lib/dates";
import { listUrl } from "@/client/lib/paged";
import type { PortalJobPosting } from "@/domain/api/job";
import { jobPayText, jobPlaces } from "@/domain/job-posting";
import { paths } from "@/domain/paths";
import { useJobList } from "../api/get-jobs";
import { useJobInterest } from "../api/job-interest";
import {
  emptyJobFilters,
  hasJobFilters,
  type JobFilters,
  parseJobFilters,
} from "../utils/job-filters";
import { jobSummary } from "../utils/job-format";

const placeOptions = jobPlaces.map((place) => ({
  value: place.slug,
  label: place.city === place.slug ? `${place.name} area` : place.name,
}));

/**
 * One open posting: its facts, its description and the interest toggle ("I'm interested",
 * pressed once marked; pressing it again withdraws), and a link to its public page.
 */
function JobCard({
  posting,
  pending,
  onToggle,
}: {
  posting: PortalJobPosting;
  pending: boolean;
  onToggle: (posting: PortalJobPosting) => void;
}) {
  const headingId = `job-${posting.id}-title`;
  return (
    <Card data-testid="job-card">
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            {posting.title}
          </h3>
          {posting.interested ? (
            <Badge className="border-transparent bg-green-100 text-green-900">
              You are interested
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{jobSummary(posting)}</p>
        <p className="font-semibold">{jobPayText(posting)}</p>
        <p className="line-clamp-4 text-sm whitespace-pre-line">{posting.description}</p>
        <div className="grid gap-1 text-sm text-muted-foreground">
          {posting.schedule ? (
            <p className="flex items-center gap-2">
              <Clock className="size-4" aria-hidden="true" />
              <span className="sr-only">Schedule:</span>
              {posting.schedule}
            </p>
          ) : null}
          <p className="flex items-center gap-2">
            <CalendarDays className="size-4" aria-hidden="true" />
            {posting.startDate ? `Starts ${formatDay(posting.startDate)} · ` : ""}Apply by{" "}
            {formatDay(posting.validThrough)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={posting.interested ? "outline" : "default"}
            aria-pressed={posting.interested}
            disabled={pending}
            onClick={() => onToggle(posting)}
          >
            {posting.interested ? <HeartOff aria-hidden="true" /> : <Heart aria-hidden="true" />}
            {posting.interested ? "Withdraw interest" : "I'm interested"}
            <span className="sr-only"> in {posting.title}</span>
          </Button>
          <a
            href={posting.url}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Public page
            <span className="sr-only"> of {posting.title}</span>
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </div>
      </CardContent>
    </Card>
  );
}

/** Role and City, kept in the URL. */
function JobFiltersCard({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
}) {
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
        <StaffTypeFilterField
          label="Role"
          allLabel="All Roles"
          value={filters.staffType}
          onValueChange={(staffType) => onChange({ ...filters, staffType })}
        />
        <SelectFilterField
          label="City"
          allLabel="Anywhere we serve"
          options={placeOptions}
          value={filters.city}
          onValueChange={(city) => onChange({ ...filters, city })}
        />
      </CardContent>
    </Card>
  );
}

const linkClass =
  "mb-4 text-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** This page's address with `filters` (the filters' URL form, for links that switch mode). */
function pageHref(filters: JobFilters): string {
  return listUrl(paths.jobOpportunities.href(), { ...filters });
}

/** The nudge to a worker whose profile has no roles and no places. */
function CompleteProfileNudge() {
  return (
    <Card data-testid="profile-nudge">
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
        <div className="grid gap-1">
          <h2 className="font-semibold">See the jobs that fit you first</h2>
          <p className="text-sm text-muted-foreground">
            Add the roles you do and the cities you will work in to your profile, and this page will
            show the jobs that match them. For now, here is every open job.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href={paths.profile.href()}>
            <UserRoundPen aria-hidden="true" />
            Complete your profile
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Available Jobs (docs/decisions/0020-job-board.md): the open postings, newest first, page by
 * page; by default those matching the worker's roles and places ("Show all open jobs" switches,
 * `match=all` in the URL), with a nudge to complete a profile that has neither; filtered by
 * role and city (in the URL); "I'm interested" and "Withdraw interest" with a toast each;
 * loading, error, empty and no-match states.
 */
export function AvailableJobs({
  hasPreferences,
}: {
  /** Whether the worker's profile has roles or places; undefined while it loads. */
  hasPreferences: boolean | undefined;
}) {
  const [filters, setFilters] = useUrlFilters(parseJobFilters);
  const list = useJobList(filters);
  const interest = useJobInterest({
    onSuccess: ({ interested }) =>
      toast(
        interested
          ? {
              title: "Interest sent",
              description:
                "The agency sees that you are interested and will put you forward first for this job.",
            }
          : {
              title: "Interest withdrawn",
              description: "The agency no longer sees you as interested.",
            },
      ),
    onError: (error) =>
      toast({
        title: "Could not update your interest",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const missingPreferences = hasPreferences === false;
  // The server narrows the list when no `match` is asked and the profile has roles or places.
  const matching = filters.match !== "all" && hasPreferences === true;
  const showAll = pageHref({ ...filters, match: "all" });
  const filtered = hasJobFilters(filters);
  const empty = filtered ? (
    <EmptyState
      icon={SearchX}
      title="No jobs match these filters"
      description="No open job matches this role and city right now. Try another city or role."
      action={
        <Button
          variant="outline"
          onClick={() => setFilters({ ...emptyJobFilters, match: filters.match })}
        >
          Clear Filters
        </Button>
      }
    />
  ) : matching ? (
    <EmptyState
      icon={SearchX}
      title="No open jobs match your profile right now"
      description="We show the jobs of the roles and places in your profile. See every open job, or add roles and places to your profile."
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href={showAll}>Show all open jobs</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.profile.href()}>Edit your profile</Link>
          </Button>
        </div>
      }
    />
  ) : (
    <EmptyState
      icon={Briefcase}
      title="No open jobs right now"
      description="New jobs are posted every week. Check back soon, and keep your phone handy: we also call people directly when work comes up."
    />
  );

  return (
    <>
      <div className="mb-6 grid gap-4">
        {missingPreferences ? <CompleteProfileNudge /> : null}
        <JobFiltersCard filters={filters} onChange={setFilters} />
      </div>
      <QueryView
        query={list.view}
        loading="Loading open jobs..."
        error="Failed to load the open jobs"
        empty={empty}
      >
        {(postings) => (
          <section aria-labelledby="jobs-total">
            <div className="flex flex-wrap items-center justify-between gap-x-4">
              <ListTotal
                id="jobs-total"
                total={list.total}
                noun="open job"
                filtered={filtered}
                updating={list.isPlaceholderData}
                label={
                  matching ? `Jobs that match your roles and places (${list.total})` : undefined
                }
                live
              />
              {matching ? (
                <Link href={showAll} className={linkClass}>
                  Show all open jobs
                </Link>
              ) : hasPreferences ? (
                <Link href={pageHref({ ...filters, match: "" })} className={linkClass}>
                  Show jobs that match your profile
                </Link>
              ) : null}
            </div>
            <ul className="grid gap-4 lg:grid-cols-2">
              {postings.map((posting, index) => (
                <li key={posting.id} aria-setsize={list.total} aria-posinset={index + 1}>
                  <JobCard
                    posting={posting}
                    pending={interest.isPending && interest.variables?.id === posting.id}
                    onToggle={(p) => interest.mutate({ id: p.id, interested: !p.interested })}
                  />
                </li>
              ))}
            </ul>
            <LoadMore list={list} noun={{ one: "job" }} />
          </section>
        )}
      </QueryView>
    </>
  );
}
