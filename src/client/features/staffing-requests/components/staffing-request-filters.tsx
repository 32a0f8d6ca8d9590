import { ArrowDownUp } from "lucide-react";
import {
  RequestStatusFilterField,
  SearchFilterField,
  SelectFilterField,
} from "@/client/components/filter-fields";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import type { RequestFilters } from "../utils/filter-requests";

/**
 * The filter card of the requests list (spec section 2): Status, Property (only when
 * `properties` is given, i.e. for property managers), Search, and a sort toggle on createdAt.
 */
export function StaffingRequestFilters({
  filters,
  onChange,
  properties,
}: {
  filters: RequestFilters;
  onChange: (next: RequestFilters) => void;
  /** The property manager's properties; omit for other roles (no property filter). */
  properties?: ReadonlyArray<{ id: number; name: string }>;
}) {
  const set = (patch: Partial<RequestFilters>) => onChange({ ...filters, ...patch });

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 md:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
        <RequestStatusFilterField
          value={filters.status}
          allValue="all"
          onValueChange={(status) => set({ status })}
          portal={false}
        />
        {properties ? (
          <SelectFilterField
            label="Property"
            allLabel="All Properties"
            options={properties.map((property) => ({
              value: String(property.id),
              label: property.name,
            }))}
            value={filters.propertyId}
            allValue="all"
            onValueChange={(propertyId) => set({ propertyId })}
            portal={false}
          />
        ) : null}
        <SearchFilterField
          className={properties ? undefined : "lg:col-span-2"}
          label="Search"
          value={filters.search}
          onValueChange={(search) => set({ search })}
          placeholder="Company, contact, staff type or details"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => set({ sort: filters.sort === "newest" ? "oldest" : "newest" })}
          aria-label={`Sort by date: ${filters.sort === "newest" ? "newest first" : "oldest first"}`}
          className="md:w-fit"
        >
          <ArrowDownUp aria-hidden="true" />
          {filters.sort === "newest" ? "Newest first" : "Oldest first"}
        </Button>
      </CardContent>
    </Card>
  );
}
