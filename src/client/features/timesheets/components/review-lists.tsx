import { Check, ClipboardCheck, Lock, Undo2, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "@/client/components/empty-state";
import { PropertyFilterField, SelectFilterField } from "@/client/components/filter-fields";
import { ListTotal } from "@/client/components/list-total";
import { LoadMore } from "@/client/components/load-more";
import { QueryView, type QueryViewQuery } from "@/client/components/query-view";
import { timesheetStatusLabels } from "@/client/components/timesheet-status-badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { toast } from "@/client/hooks/use-toast";
import { parseApiError } from "@/client/lib/api";
import type { PagedList } from "@/client/lib/use-paged-list";
import type { Timesheet } from "@/domain/api/timesheet";
import { type TimesheetStatus, timesheetStatuses } from "@/domain/timesheet";
import { useApproveTimesheet } from "../api/approve-timesheet";
import { type TimesheetListFilters, useTimesheetsList } from "../api/get-timesheets";
import { useLockTimesheet } from "../api/lock-timesheet";
import { emptyTimesheetFilters, type TimesheetUrlFilters } from "../utils/timesheet-filters";
import { hoursText } from "../utils/timesheet-format";
import { DisputeDialog } from "./dispute-dialog";
import { TimesheetReviewCard } from "./timesheet-review-card";
import { WeekPicker } from "./week-picker";

/** One section of the manager's weeks: a heading with the count, the cards, Load more. */
function ReviewSection({
  id,
  title,
  list,
  emptyText,
  renderActions,
}: {
  id: string;
  title: string;
  list: PagedList<Timesheet>;
  emptyText: string;
  renderActions?: (timesheet: Timesheet) => ReactNode;
}) {
  const headingId = `timesheets-${id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-navy">
        {title} <span className="text-base font-normal text-muted-foreground">({list.total})</span>
      </h2>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-background px-6 py-8 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.items.map((timesheet, index) => (
            <li key={timesheet.id} aria-setsize={list.total} aria-posinset={index + 1}>
              <TimesheetReviewCard timesheet={timesheet} actions={renderActions?.(timesheet)} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage || list.isFetchNextPageError ? (
        <LoadMore list={list} noun={{ one: "week" }} />
      ) : null}
    </section>
  );
}

/** The states of several lists read as one screen: loading until all answered, failed if one did. */
function combinedView(lists: readonly PagedList<Timesheet>[]): QueryViewQuery<number> {
  const isLoading = lists.some((list) => list.view.isLoading);
  const failed = lists.find((list) => list.view.isError);
  return {
    data: isLoading || failed ? undefined : lists.reduce((sum, list) => sum + list.total, 0),
    isLoading,
    isError: failed !== undefined,
    error: failed?.view.error,
    isFetching: lists.some((list) => list.view.isFetching),
    refetch: () => Promise.all(lists.map((list) => list.view.refetch())),
  };
}

/**
 * The empty state of a timesheet list: "No timesheets yet" with `emptyText`, or, while filters
 * are set, "No timesheets match these filters" with `noMatchText` and Clear Filters.
 */
function NoTimesheets({
  filtered,
  noMatchText,
  emptyText,
  onClear,
}: {
  filtered: boolean;
  noMatchText: string;
  emptyText: string;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={ClipboardCheck}
      title={filtered ? "No timesheets match these filters" : "No timesheets yet"}
      description={filtered ? noMatchText : emptyText}
      action={
        filtered ? (
          <Button variant="outline" onClick={onClear}>
            Clear Filters
          </Button>
        ) : undefined
      }
    />
  );
}

/** The filter card of a timesheet list: the week picker (with "All weeks") and `children`. */
function FiltersCard({
  filters,
  onFiltersChange,
  children,
}: {
  filters: TimesheetUrlFilters;
  onFiltersChange: (next: TimesheetUrlFilters) => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 md:grid-cols-[auto_1fr] md:items-end">
        <WeekPicker
          week={filters.week}
          allowAll
          onChange={(week) => onFiltersChange({ ...filters, week })}
        />
        {children}
      </CardContent>
    </Card>
  );
}

/** A manager's Approve and Dispute of one submitted week. */
function ApproveActions({
  timesheet,
  onDispute,
}: {
  timesheet: Timesheet;
  onDispute: (timesheet: Timesheet) => void;
}) {
  const approve = useApproveTimesheet();
  const who = `${timesheet.staff.fullName}'s hours`;
  return (
    <>
      <Button
        type="button"
        className="h-11"
        disabled={approve.isPending}
        onClick={async () => {
          // mutateAsync: an approved week leaves this section, and this button with it.
          try {
            const done = await approve.mutateAsync(timesheet.id);
            toast({
              title: "Hours approved",
              description: `${hoursText(done.totalHours)} hours of ${done.staff.fullName} at ${done.property.name} are approved.`,
            });
          } catch (error) {
            const parsed = parseApiError(error);
            toast({
              title:
                parsed.status === 409
                  ? "This week can no longer be approved"
                  : "The hours were not approved",
              description: parsed.message || "Please try again.",
              variant: "destructive",
            });
          }
        }}
      >
        <Check aria-hidden="true" />
        {approve.isPending ? "Approving..." : "Approve"}
        <span className="sr-only"> {who}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        className="h-11"
        disabled={approve.isPending}
        onClick={() => onDispute(timesheet)}
      >
        <X aria-hidden="true" />
        Dispute
        <span className="sr-only"> {who}</span>
      </Button>
    </>
  );
}

/**
 * The property manager's weeks of hours (/timesheets): filters by week (its Monday in the URL;
 * every week without) and property; "Awaiting your approval (N)" first with Approve and
 * Dispute, then the disputed weeks (back with the worker) and the approved ones, each page by
 * page (Load more). One empty state when there is nothing at all.
 * @param properties the manager's properties, for the Property filter.
 */
export function ManagerTimesheets({
  filters,
  onFiltersChange,
  properties,
}: {
  filters: TimesheetUrlFilters;
  onFiltersChange: (next: TimesheetUrlFilters) => void;
  properties: ReadonlyArray<{ id: number; name: string }>;
}) {
  const base: TimesheetListFilters = { week: filters.week, propertyId: filters.propertyId };
  const submitted = useTimesheetsList({ ...base, status: "submitted" });
  const disputed = useTimesheetsList({ ...base, status: "disputed" });
  const approved = useTimesheetsList({ ...base, status: "approved" });
  const [disputing, setDisputing] = useState<Timesheet | null>(null);
  const filtered = filters.week !== "" || filters.propertyId !== "";

  return (
    <div className="grid gap-6">
      <FiltersCard filters={filters} onFiltersChange={onFiltersChange}>
        <PropertyFilterField
          properties={properties}
          value={filters.propertyId}
          onValueChange={(propertyId) => onFiltersChange({ ...filters, propertyId })}
          portal={false}
        />
      </FiltersCard>
      <QueryView
        query={combinedView([submitted, disputed, approved])}
        loading="Loading timesheets..."
        error="Error loading timesheets"
        isEmpty={(count) => count === 0}
        empty={
          <NoTimesheets
            filtered={filtered}
            noMatchText="No worker submitted hours for this week or property. Try another week, or all weeks."
            emptyText="When someone placed at your properties submits a week of hours, it appears here for you to approve."
            onClear={() => onFiltersChange(emptyTimesheetFilters)}
          />
        }
      >
        {() => (
          <div className="grid gap-10">
            <ReviewSection
              id="awaiting"
              title="Awaiting your approval"
              list={submitted}
              emptyText="Nothing to approve. Submitted weeks appear here, and you are e-mailed a link for each."
              renderActions={(timesheet) => (
                <ApproveActions timesheet={timesheet} onDispute={setDisputing} />
              )}
            />
            <ReviewSection
              id="disputed"
              title="Disputed, back with the worker"
              list={disputed}
              emptyText="No disputed weeks."
            />
            <ReviewSection
              id="approved"
              title="Approved"
              list={approved}
              emptyText="No approved weeks yet."
            />
          </div>
        )}
      </QueryView>
      <DisputeDialog timesheet={disputing} mode="dispute" onClose={() => setDisputing(null)} />
    </div>
  );
}

const statusOptions = timesheetStatuses.map((status) => ({
  value: status,
  label: timesheetStatusLabels[status],
}));

/** Whether the agency may still act on a week: lock it or return it (not once locked). */
function agencyMayAct(timesheet: Timesheet): boolean {
  return (
    !timesheet.lockedAt && (timesheet.status === "submitted" || timesheet.status === "approved")
  );
}

/** The agency's Lock (approved) and Return to worker (submitted or approved) of an unlocked week. */
function AgencyActions({
  timesheet,
  onReturn,
}: {
  timesheet: Timesheet;
  onReturn: (timesheet: Timesheet) => void;
}) {
  const lock = useLockTimesheet();
  const lockable = timesheet.status === "approved";
  const returnable = agencyMayAct(timesheet);
  const whose = `${timesheet.staff.fullName}'s week`;
  return (
    <>
      {lockable ? (
        <Button
          type="button"
          className="h-11"
          disabled={lock.isPending}
          onClick={async () => {
            // mutateAsync: a locked week loses these buttons as soon as the list refreshes.
            try {
              const done = await lock.mutateAsync(timesheet.id);
              toast({
                title: "Week locked",
                description: `${done.staff.fullName}'s ${hoursText(done.totalHours)} hours at ${done.property.name} can no longer change.`,
              });
            } catch (error) {
              toast({
                title: "The week was not locked",
                description: parseApiError(error).message || "Please try again.",
                variant: "destructive",
              });
            }
          }}
        >
          <Lock aria-hidden="true" />
          {lock.isPending ? "Locking..." : "Lock"}
          <span className="sr-only"> {whose}</span>
        </Button>
      ) : null}
      {returnable ? (
        <Button
          type="button"
          variant="outline"
          className="h-11"
          disabled={lock.isPending}
          onClick={() => onReturn(timesheet)}
        >
          <Undo2 aria-hidden="true" />
          Return to worker
          <span className="sr-only">: {whose}</span>
        </Button>
      ) : null}
    </>
  );
}

/**
 * The agency's weeks (/admin/timesheets): every week of every worker, filtered on the server by
 * status, week (its Monday; every week without) and property (chosen from a row's "Only this
 * property"), all kept in the URL; each card with the hours, the rates and the locked state,
 * with Lock (approved, not locked) and Return to worker (submitted or approved, not locked).
 * Page by page (Load more).
 */
export function AdminTimesheets({
  filters,
  onFiltersChange,
}: {
  filters: TimesheetUrlFilters;
  onFiltersChange: (next: TimesheetUrlFilters) => void;
}) {
  const list = useTimesheetsList(filters);
  const [returning, setReturning] = useState<Timesheet | null>(null);
  const filtered = filters.week !== "" || filters.status !== "" || filters.propertyId !== "";
  const property = list.items.find((sheet) => String(sheet.property.id) === filters.propertyId);

  return (
    <div className="grid gap-6">
      <FiltersCard filters={filters} onFiltersChange={onFiltersChange}>
        <SelectFilterField<TimesheetStatus | "">
          label="Status"
          allLabel="All Statuses"
          options={statusOptions}
          value={filters.status}
          onValueChange={(status) => onFiltersChange({ ...filters, status })}
          portal={false}
        />
        {filters.propertyId ? (
          <p className="flex flex-wrap items-center gap-2 text-sm md:col-span-2">
            <span>
              Property:{" "}
              <span className="font-medium">
                {property?.property.name ?? `#${filters.propertyId}`}
              </span>
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onFiltersChange({ ...filters, propertyId: "" })}
            >
              All properties
            </Button>
          </p>
        ) : null}
      </FiltersCard>
      <QueryView
        query={list.view}
        loading="Loading timesheets..."
        error="Error loading timesheets"
        empty={
          <NoTimesheets
            filtered={filtered}
            noMatchText="Try another week, status or property, or clear the filters."
            emptyText="A worker's week appears here as a draft once they open their timesheet."
            onClear={() => onFiltersChange(emptyTimesheetFilters)}
          />
        }
      >
        {(timesheets) => (
          <section aria-labelledby="admin-timesheets-total">
            <ListTotal
              id="admin-timesheets-total"
              total={list.total}
              noun="week"
              filtered={filtered}
              updating={list.isPlaceholderData}
            />
            <ul className="grid gap-4 lg:grid-cols-2">
              {timesheets.map((timesheet, index) => (
                <li key={timesheet.id} aria-setsize={list.total} aria-posinset={index + 1}>
                  <TimesheetReviewCard
                    timesheet={timesheet}
                    showPayRate
                    onPropertyFilter={(id) =>
                      onFiltersChange({ ...filters, propertyId: String(id) })
                    }
                    actions={
                      agencyMayAct(timesheet) ? (
                        <AgencyActions timesheet={timesheet} onReturn={setReturning} />
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
            <LoadMore list={list} noun={{ one: "week" }} />
          </section>
        )}
      </QueryView>
      <DisputeDialog timesheet={returning} mode="return" onClose={() => setReturning(null)} />
    </div>
  );
}
