import { Building, CalendarDays, HeartHandshake, SearchX, Star, UsersRound } from "lucide-react";
import { useCallback, useState } from "react";
import { AssignmentStatusBadge } from "@/client/components/assignment-status-badge";
import { DocumentBadges } from "@/client/components/document-badges";
import { EmptyState } from "@/client/components/empty-state";
import { PropertyFilterField, StaffTypeFilterField } from "@/client/components/filter-fields";
import { ListTotal } from "@/client/components/list-total";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { useUrlFilters } from "@/client/hooks/use-url-filters";
import { formatDay } from "@/client/lib/dates";
import { staffTypeLabels } from "@/domain/enums";
import { type StaffDirectoryEntry, useStaffDirectoryList } from "../api/get-staff-directory";
import {
  type DirectoryFilters,
  emptyDirectoryFilters,
  hasDirectoryFilters,
  parseDirectoryFilters,
} from "../utils/directory-filters";
import { RatePlacementDialog } from "./rate-placement-dialog";
import { RatingStars } from "./rating-stars";

/** "Mar 3, 2027 – Mar 14, 2027", "From Mar 3, 2027" (open ended), "Dates to be agreed". */
export function placementDates(startDate: string | null, endDate: string | null): string {
  if (!startDate) return endDate ? `Until ${formatDay(endDate)}` : "Dates to be agreed";
  return endDate
    ? `${formatDay(startDate)} – ${formatDay(endDate)}`
    : `From ${formatDay(startDate)}, no end date`;
}

/**
 * One placement: the person, their role and property, the dates, the status, and for finished
 * work either the rating given (stars, "Requested again") or the Rate button.
 */
function DirectoryRow({
  entry,
  onRate,
}: {
  entry: StaffDirectoryEntry;
  onRate: (entry: StaffDirectoryEntry) => void;
}) {
  const role = entry.staffType ? staffTypeLabels[entry.staffType] : "Role not recorded";
  return (
    <Card data-testid="staff-directory-row">
      <CardContent className="grid gap-3 pt-6 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid min-w-0 gap-1.5 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold">{entry.fullName}</h3>
            <AssignmentStatusBadge status={entry.status} />
          </div>
          <p className="text-muted-foreground">{role}</p>
          <DocumentBadges badges={entry.badges} />
          <p className="flex items-center gap-2">
            <Building className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Property:</span>
            {entry.propertyName}
          </p>
          <p className="flex items-center gap-2">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Dates:</span>
            {placementDates(entry.startDate, entry.endDate)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {entry.rating != null ? (
            <>
              <RatingStars rating={entry.rating} />
              {entry.requestAgain ? (
                <Badge variant="secondary">
                  <HeartHandshake aria-hidden="true" />
                  Requested again
                </Badge>
              ) : null}
            </>
          ) : entry.status === "completed" ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onRate(entry)}
              aria-label={`Rate ${entry.fullName} at ${entry.propertyName}`}
            >
              <Star aria-hidden="true" />
              Rate
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The filter card: Property (the manager's properties) and Role (staff type).
 * @param onChange receives the next complete filters.
 */
function DirectoryFiltersCard({
  filters,
  onChange,
  properties,
}: {
  filters: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
  properties: ReadonlyArray<{ id: number; name: string }>;
}) {
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
        <PropertyFilterField
          properties={properties}
          value={filters.propertyId}
          onValueChange={(propertyId) => onChange({ ...filters, propertyId })}
          portal={false}
        />
        <StaffTypeFilterField
          label="Role"
          allLabel="All Roles"
          value={filters.staffType}
          onValueChange={(staffType) => onChange({ ...filters, staffType })}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The staff directory (docs/decisions/0017-placements.md): everyone placed at the manager's
 * properties, current and past (confirmed, active and completed work), newest first, page by
 * page (Load more, or scrolling near the end); filters by property and role kept in the URL;
 * loading, error (Try Again), empty and no-match (Clear Filters) states; the Rate dialog for
 * finished work not yet rated.
 * @param properties every property of the manager, for the Property filter.
 */
export function StaffDirectoryList({
  properties,
}: {
  properties: ReadonlyArray<{ id: number; name: string }>;
}) {
  const [filters, setFilters] = useUrlFilters(parseDirectoryFilters);
  const list = useStaffDirectoryList(filters);
  const [toRate, setToRate] = useState<StaffDirectoryEntry | null>(null);
  const closeDialog = useCallback(() => setToRate(null), []);
  const filtered = hasDirectoryFilters(filters);

  const empty = filtered ? (
    <EmptyState
      icon={SearchX}
      title="No matches for these filters"
      description="No one has been placed at this property in this role. Try another property or role."
      action={
        <Button variant="outline" onClick={() => setFilters(emptyDirectoryFilters)}>
          Clear Filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={UsersRound}
      title="No one placed yet"
      description="No one has been placed at your properties yet. Each person who accepts work from one of your requests will be listed here, with their dates and role."
    />
  );

  return (
    <>
      <div className="mb-6">
        <DirectoryFiltersCard filters={filters} onChange={setFilters} properties={properties} />
      </div>
      <QueryView
        query={list.view}
        loading="Loading your staff directory..."
        error="Failed to load the staff directory"
        empty={empty}
      >
        {(entries) => (
          <section aria-labelledby="directory-total">
            <ListTotal
              id="directory-total"
              total={list.total}
              noun="placement"
              filtered={filtered}
              updating={list.isPlaceholderData}
            />
            <ul className="grid gap-4">
              {entries.map((entry, index) => (
                <li key={entry.assignmentId} aria-setsize={list.total} aria-posinset={index + 1}>
                  <DirectoryRow entry={entry} onRate={setToRate} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} noun={{ one: "placement" }} />
          </section>
        )}
      </QueryView>
      <RatePlacementDialog entry={toRate} onClose={closeDialog} />
    </>
  );
}
