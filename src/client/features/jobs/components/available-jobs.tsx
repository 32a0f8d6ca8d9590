import {
  Briefcase,
  CalendarDays,
  Clock,
  ExternalLink,
  Heart,
  HeartOff,
  SearchX,
} from "lucide-react";
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
import type { PortalJobPosting } from "@/domain/api/job";
import { jobPayText, jobPlaces } from "@/domain/job-posting";
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

/**
 * Available Jobs (docs/decisions/0020-job-board.md): the open postings, newest first, page by
 * page, filtered by role and city (in the URL); "I'm interested" and "Withdraw interest" with a
 * toast each; loading, error, empty and no-match states.
 */
export function AvailableJobs() {
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
  const filtered = hasJobFilters(filters);
  const empty = filtered ? (
    <EmptyState
      icon={SearchX}
      title="No jobs match these filters"
      description="No open job matches this role and city right now. Try another city or role."
      action={
        <Button variant="outline" onClick={() => setFilters(emptyJobFilters)}>
          Clear Filters
        </Button>
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
      <div className="mb-6">
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
            <ListTotal
              id="jobs-total"
              total={list.total}
              noun="open job"
              filtered={filtered}
              updating={list.isPlaceholderData}
            />
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
