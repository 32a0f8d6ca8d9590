import { X } from "lucide-react";
import {
  SearchFilterField,
  SortToggleButton,
  StaffTypeFilterField,
} from "@/client/components/filter-fields";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { useFilterText } from "@/client/hooks/use-filter-text";
import { cn } from "@/client/lib/cn";
import { humanize, type JobApplicationStatus, jobApplicationStatuses } from "@/domain/enums";
import {
  type AdminApplicationFilters,
  emptyApplicationFilters,
  hasFilters,
} from "../utils/filters";

const ALL = "all";

/**
 * The filters of the applications list: the pipeline's statuses as toggle buttons with their
 * counts (spec section 4: submitted, under review, interview, hired, rejected), Position and
 * Search (name, e-mail or phone; applied when the person pauses).
 * @param counts applications per status among those matching position and search.
 */
export function ApplicationFilters({
  filters,
  counts,
  onChange,
}: {
  filters: AdminApplicationFilters;
  counts: Record<JobApplicationStatus, number> | null;
  onChange: (next: AdminApplicationFilters, options?: { replace?: boolean }) => void;
}) {
  const [q, setQ] = useFilterText(filters.q, (text) =>
    onChange({ ...filters, q: text }, { replace: filters.q !== "" && text !== "" }),
  );
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const options: Array<{ value: JobApplicationStatus | ""; label: string; count: number | null }> =
    [
      { value: "", label: "All", count: total },
      ...jobApplicationStatuses.map((status) => ({
        value: status,
        label: humanize(status),
        count: counts ? counts[status] : null,
      })),
    ];

  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Pipeline</legend>
          <div className="flex flex-wrap gap-2">
            {options.map((option) => {
              const pressed = filters.status === option.value;
              return (
                <Button
                  key={option.value || ALL}
                  type="button"
                  size="sm"
                  variant={pressed ? "default" : "outline"}
                  aria-pressed={pressed}
                  data-testid={`pipeline-${option.value || ALL}`}
                  onClick={() => onChange({ ...filters, status: option.value })}
                >
                  {option.label}
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs tabular-nums",
                      pressed ? "bg-primary-foreground/20" : "bg-muted",
                    )}
                  >
                    {option.count ?? "…"}
                  </span>
                </Button>
              );
            })}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr_auto_auto] sm:items-end">
          <StaffTypeFilterField
            label="Position"
            allLabel="All Positions"
            value={filters.position}
            onValueChange={(position) => onChange({ ...filters, position })}
          />
          <SearchFilterField
            label="Search"
            value={q}
            onValueChange={setQ}
            placeholder="Name, e-mail or phone"
            autoComplete="off"
          />
          <SortToggleButton
            className="sm:w-fit"
            sort={filters.sort}
            onToggle={(sort) => onChange({ ...filters, sort })}
          />
          {hasFilters({ ...filters, q }) ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setQ("");
                onChange(emptyApplicationFilters);
              }}
            >
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
