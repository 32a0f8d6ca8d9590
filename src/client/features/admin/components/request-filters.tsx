import { X } from "lucide-react";
import {
  DateRangeFilterFields,
  RequestStatusFilterField,
  SearchFilterField,
  SortToggleButton,
  StaffTypeFilterField,
} from "@/client/components/filter-fields";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { useFilterText } from "@/client/hooks/use-filter-text";
import { type AdminRequestFilters, emptyRequestFilters, hasFilters } from "../utils/filters";

/**
 * The filter card of the admin requests list: Status, Staff type, City or property, From and To
 * (creation day, inclusive), Search and the order (newest or oldest first). Choices apply at
 * once; typed text applies when the person pauses. Clear Filters appears while anything is
 * filtered.
 */
export function RequestFilters({
  filters,
  onChange,
}: {
  filters: AdminRequestFilters;
  onChange: (next: AdminRequestFilters, options?: { replace?: boolean }) => void;
}) {
  // Typed text applies when the person pauses; choices apply at once.
  // Typing on in the same field refines one search: it replaces the history entry.
  const [city, setCity] = useFilterText(filters.city, (text) =>
    onChange({ ...filters, city: text }, { replace: filters.city !== "" && text !== "" }),
  );
  const [q, setQ] = useFilterText(filters.q, (text) =>
    onChange({ ...filters, q: text }, { replace: filters.q !== "" && text !== "" }),
  );
  const set = (patch: Partial<AdminRequestFilters>) => onChange({ ...filters, ...patch });

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <RequestStatusFilterField
          className="lg:col-span-1"
          value={filters.status}
          onValueChange={(status) => set({ status })}
        />
        <StaffTypeFilterField
          className="lg:col-span-1"
          label="Staff type"
          allLabel="All Staff Types"
          value={filters.staffType}
          onValueChange={(staffType) => set({ staffType })}
        />
        <SearchFilterField
          className="lg:col-span-2"
          label="City or property"
          icon={false}
          value={city}
          onValueChange={setCity}
          placeholder="e.g. Naples"
          autoComplete="off"
        />
        <DateRangeFilterFields
          className="lg:col-span-1"
          labels={{ from: "Created from", to: "Created to" }}
          from={filters.from}
          to={filters.to}
          onChange={set}
        />
        <SearchFilterField
          className="sm:col-span-2 lg:col-span-4"
          label="Search"
          value={q}
          onValueChange={setQ}
          placeholder="Company, contact, e-mail or details"
          autoComplete="off"
        />
        <SortToggleButton
          className="sm:w-fit lg:col-span-1"
          sort={filters.sort}
          onToggle={(sort) => set({ sort })}
        />
        {hasFilters({ ...filters, city, q }) ? (
          <Button
            type="button"
            variant="outline"
            className="sm:w-fit lg:col-span-1"
            onClick={() => {
              setCity("");
              setQ("");
              onChange(emptyRequestFilters);
            }}
          >
            <X aria-hidden="true" />
            Clear Filters
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
