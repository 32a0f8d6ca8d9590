import { CalendarDays, SearchX } from "lucide-react";
import { assignmentStatusLabels } from "@/client/components/assignment-status-badge";
import { EmptyState } from "@/client/components/empty-state";
import { SelectFilterField } from "@/client/components/filter-fields";
import { ListTotal } from "@/client/components/list-total";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { useUrlFilters } from "@/client/hooks/use-url-filters";
import { type StaffAssignmentStatus, staffAssignmentStatuses } from "@/domain/enums";
import { useAssignmentsList } from "../api/get-assignments";
import { emptyAssignmentFilters, parseAssignmentFilters } from "../utils/assignment-filters";
import { AssignmentCard } from "./assignment-card";

const statusOptions = staffAssignmentStatuses.map((status) => ({
  value: status,
  label: assignmentStatusLabels[status],
}));

/**
 * The assignments a property manager (those at their properties) or an admin (all) may see
 * (/assignments): a Status filter kept in the URL and applied by the server, the total, cards
 * with the worker's name, page by page (Load more, or scrolling near the end); loading, error
 * (Try Again), empty and no-match (Clear Filter) states.
 * @param scope "manager" or "admin": only the empty state's words differ.
 */
export function AssignmentList({ scope }: { scope: "manager" | "admin" }) {
  const [filters, setFilters] = useUrlFilters(parseAssignmentFilters);
  const list = useAssignmentsList({ status: filters.status });
  const filtered = filters.status !== "";

  const empty = filtered ? (
    <EmptyState
      icon={SearchX}
      title="No matching assignments"
      description={`No assignments are ${assignmentStatusLabels[filters.status as StaffAssignmentStatus].toLowerCase()}.`}
      action={
        <Button variant="outline" onClick={() => setFilters(emptyAssignmentFilters)}>
          Clear Filter
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={CalendarDays}
      title="No assignments yet"
      description={
        scope === "manager"
          ? "When the agency offers the work of one of your staffing requests to someone, the placement appears here."
          : "Offers made from a staffing request's Fill panel appear here."
      }
    />
  );

  return (
    <>
      <Card className="mb-6">
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2 lg:grid-cols-4 lg:items-end">
          <SelectFilterField<StaffAssignmentStatus | "">
            label="Status"
            allLabel="All Statuses"
            options={statusOptions}
            value={filters.status}
            onValueChange={(status) => setFilters({ status })}
            portal={false}
          />
        </CardContent>
      </Card>
      <QueryView
        query={list.view}
        loading="Loading assignments..."
        error="Error loading assignments"
        empty={empty}
      >
        {(assignments) => (
          <section aria-labelledby="assignments-total">
            <ListTotal
              id="assignments-total"
              total={list.total}
              noun="assignment"
              filtered={filtered}
              updating={list.isPlaceholderData}
            />
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {assignments.map((assignment) => (
                <li key={assignment.id}>
                  <AssignmentCard assignment={assignment} showWorker />
                </li>
              ))}
            </ul>
            <LoadMore list={list} noun={{ one: "assignment" }} />
          </section>
        )}
      </QueryView>
    </>
  );
}
