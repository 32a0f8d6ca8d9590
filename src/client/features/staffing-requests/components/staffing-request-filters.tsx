import { ArrowDownUp, Search } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { humanize, type StaffingRequestStatus, staffingRequestStatuses } from "@/domain/enums";
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
  const ids = { status: useId(), property: useId(), search: useId() };
  const set = (patch: Partial<RequestFilters>) => onChange({ ...filters, ...patch });

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 md:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
        <div className="grid gap-2">
          <Label htmlFor={ids.status}>Status</Label>
          <Select
            value={filters.status}
            onValueChange={(value) => set({ status: value as StaffingRequestStatus | "all" })}
          >
            <SelectTrigger id={ids.status}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent portal={false}>
              <SelectItem value="all">All Statuses</SelectItem>
              {staffingRequestStatuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {humanize(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {properties ? (
          <div className="grid gap-2">
            <Label htmlFor={ids.property}>Property</Label>
            <Select
              value={filters.propertyId}
              onValueChange={(value) => set({ propertyId: value })}
            >
              <SelectTrigger id={ids.property}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent portal={false}>
                <SelectItem value="all">All Properties</SelectItem>
                {properties.map((property) => (
                  <SelectItem key={property.id} value={String(property.id)}>
                    {property.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
        <div className={properties ? "grid gap-2" : "grid gap-2 lg:col-span-2"}>
          <Label htmlFor={ids.search}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={ids.search}
              type="search"
              value={filters.search}
              onChange={(event) => set({ search: event.target.value })}
              placeholder="Company, contact, staff type or details"
              className="pl-9"
            />
          </div>
        </div>
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
