import {
  DateRangeFilterFields,
  PropertyFilterField,
  RequestStatusFilterField,
  SearchFilterField,
  SortToggleButton,
  StaffTypeFilterField,
} from "@/client/components/filter-fields";
import { Card, CardContent } from "@/client/components/ui/card";
import { useFilterText } from "@/client/hooks/use-filter-text";
import type { RequestListFilters } from "../utils/request-filters";

/**
 * The filter card of the requests list (spec section 2): Status, Property (only when
 * `properties` is given, i.e. for property managers on the whole list), Staff type, Search
 * (applied ~300 ms after typing stops), Created from/to, and a sort toggle on createdAt.
 * @param filters the filters applied (read from the URL).
 * @param onChange receives the next complete filters; `replace` is set while the same search
 *   is being typed further, so Back skips its intermediate states.
 */
export function StaffingRequestFilters({
  filters,
  onChange,
  properties,
}: {
  filters: RequestListFilters;
  onChange: (next: RequestListFilters, options?: { replace?: boolean }) => void;
  /** Every property of the manager; omit for other roles (no property filter). */
  properties?: ReadonlyArray<{ id: number; name: string }>;
}) {
  const set = (patch: Partial<RequestListFilters>) => onChange({ ...filters, ...patch });
  const [q, setQ] = useFilterText(filters.q, (text) =>
    onChange({ ...filters, q: text }, { replace: filters.q !== "" && text !== "" }),
  );

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 md:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <RequestStatusFilterField
          value={filters.status}
          onValueChange={(status) => set({ status })}
          portal={false}
        />
        {properties ? (
          <PropertyFilterField
            properties={properties}
            value={filters.propertyId}
            onValueChange={(propertyId) => set({ propertyId })}
            portal={false}
          />
        ) : null}
        <StaffTypeFilterField
          label="Staff type"
          allLabel="All Staff Types"
          value={filters.staffType}
          onValueChange={(staffType) => set({ staffType })}
        />
        <SearchFilterField
          className={properties ? undefined : "lg:col-span-2"}
          label="Search"
          value={q}
          onValueChange={setQ}
          placeholder="Company, contact, staff type or details"
        />
        <DateRangeFilterFields
          labels={{ from: "Created from", to: "Created to" }}
          from={filters.from}
          to={filters.to}
          onChange={(range) => set(range)}
        />
        <SortToggleButton sort={filters.sort} onToggle={(sort) => set({ sort })} />
      </CardContent>
    </Card>
  );
}
