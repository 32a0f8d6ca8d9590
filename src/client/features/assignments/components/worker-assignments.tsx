import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/client/components/empty-state";
import { LoadMore } from "@/client/components/load-more";
import { QueryView, type QueryViewQuery } from "@/client/components/query-view";
import type { Assignment } from "@/domain/api/assignment";
import { useAssignmentsList } from "../api/get-assignments";
import { byDeadline, byLatestChange, bySoonest } from "../utils/assignment-format";
import { type MergedList, mergePagedLists } from "../utils/merge-paged-lists";
import { AssignmentCard } from "./assignment-card";
import { OfferActions } from "./offer-actions";

/**
 * One section of the worker's assignments: a heading with the count, the cards (or the
 * section's empty text), and Load more while the server has more.
 */
function AssignmentSection({
  id,
  title,
  list,
  emptyText,
  noun,
  renderActions,
}: {
  id: string;
  title: string;
  list: MergedList<Assignment>;
  emptyText: ReactNode;
  noun: { one: string; many?: string };
  renderActions?: (assignment: Assignment) => ReactNode;
}) {
  const headingId = `assignments-${id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-navy">
        {title} <span className="text-base font-normal text-muted-foreground">({list.total})</span>
      </h2>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-background px-6 py-8 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {list.items.map((assignment) => (
            <li key={assignment.id}>
              <AssignmentCard assignment={assignment} actions={renderActions?.(assignment)} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage || list.isFetchNextPageError ? <LoadMore list={list} noun={noun} /> : null}
    </section>
  );
}

/**
 * A staff member's assignments (/assignments): "Offers" to accept or decline (the first to
 * expire first), "Upcoming and current" (work in progress, then confirmed work, soonest first),
 * and "Past" (completed, declined, expired, cancelled; latest first). Each status is one server
 * filter read page by page; a section's Load more asks each of its lists for the next page. One
 * empty state when there is nothing at all; loading and error (Try Again) for the whole screen.
 */
export function WorkerAssignments() {
  const offered = useAssignmentsList({ status: "offered", sort: "oldest" });
  const active = useAssignmentsList({ status: "active" });
  const confirmed = useAssignmentsList({ status: "confirmed" });
  const completed = useAssignmentsList({ status: "completed" });
  const declined = useAssignmentsList({ status: "declined" });
  const expired = useAssignmentsList({ status: "expired" });
  const cancelled = useAssignmentsList({ status: "cancelled" });

  const offers = mergePagedLists([offered], byDeadline);
  const current = mergePagedLists([active, confirmed], bySoonest);
  const past = mergePagedLists([completed, declined, expired, cancelled], byLatestChange);
  const everything = [offers, current, past];
  const isLoading = everything.some((list) => list.isLoading);
  const failed = everything.find((list) => list.isError);
  const total = everything.reduce((sum, list) => sum + list.total, 0);

  const view: QueryViewQuery<number> = {
    data: isLoading || failed ? undefined : total,
    isLoading,
    isError: failed !== undefined,
    error: failed?.error,
    isFetching: everything.some((list) => list.isFetching),
    refetch: () => {
      for (const list of everything) list.refetch();
    },
  };

  return (
    <QueryView
      query={view}
      loading="Loading your assignments..."
      error="Error loading your assignments"
      isEmpty={(count) => count === 0}
      empty={
        <EmptyState
          icon={CalendarDays}
          title="No assignments yet"
          description="When we offer you work at a property, it appears here to accept or decline."
        />
      }
    >
      {() => (
        <div className="space-y-10">
          <AssignmentSection
            id="offers"
            title="Offers"
            list={offers}
            noun={{ one: "offer" }}
            emptyText="No open offers right now. When the agency offers you work, it appears here to accept or decline."
            renderActions={(assignment) => <OfferActions assignment={assignment} />}
          />
          <AssignmentSection
            id="current"
            title="Upcoming and current"
            list={current}
            noun={{ one: "assignment" }}
            emptyText="Nothing confirmed yet. Work you accept appears here, soonest first."
          />
          <AssignmentSection
            id="past"
            title="Past"
            list={past}
            noun={{ one: "past assignment" }}
            emptyText="No past assignments yet. Finished, declined, expired and cancelled work is kept here."
          />
        </div>
      )}
    </QueryView>
  );
}
