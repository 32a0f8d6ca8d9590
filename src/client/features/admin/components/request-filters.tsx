import { X } from "lucide-react";
import {
  DateRangeFilterFields,
  RequestStatusFilterField,
  SearchFilterField,
  StaffTypeFilterField,
} from "@/client/components/filter-fields";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { useFilterText } from "../hooks/use-filter-text";
import { type AdminRequestFilters, emptyRequestFilters, hasFilters } from "../utils/filters";

/**
 * The filter card of the admin requests list: Status, Staff type, City or property, From and To
 * (creation day, inclusive) and Search. Choices apply at once; typed text applies when the
 * person pauses. Clear Filters appears while anything is filtered.
 */
export function RequestFilters({
  filters,
  onChange,
}: {
  filters: AdminRequestFilters;
  onChange: (next: AdminRequestFilters) => void;
}) {
  // Typed text applies when the person pauses; choices apply at once.
  const [city, setCity] = useFilterText(filters.city, (text) =>
    onChange({ ...filters, city: text }),
  );
  const [q, setQ] = useFilterText(filters.q, (text) => onChange({ ...filters, q: text }));
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
          className="sm:col-span-2 lg:col-span-5"
          label="Search"
          value={q}
          onValueChange={setQ}
          placeholder="Company, contact, e-mail or details"
          autoComplete="off"
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
