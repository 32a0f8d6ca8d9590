import { Search, X } from "lucide-react";
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
import {
  humanize,
  type StaffingRequestStatus,
  type StaffType,
  staffingRequestStatuses,
  staffTypeLabels,
  staffTypes,
} from "@/domain/enums";
import { useFilterText } from "../hooks/use-filter-text";
import { type AdminRequestFilters, emptyRequestFilters, hasFilters } from "../utils/filters";

const ALL = "all";

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
  const ids = {
    status: useId(),
    staffType: useId(),
    city: useId(),
    from: useId(),
    to: useId(),
    q: useId(),
  };
  // Typed text applies when the person pauses; choices apply at once.
  const [city, setCity] = useFilterText(filters.city, (text) =>
    onChange({ ...filters, city: text }),
  );
  const [q, setQ] = useFilterText(filters.q, (text) => onChange({ ...filters, q: text }));
  const set = (patch: Partial<AdminRequestFilters>) => onChange({ ...filters, ...patch });

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <div className="grid gap-2 lg:col-span-1">
          <Label htmlFor={ids.status}>Status</Label>
          <Select
            value={filters.status || ALL}
            onValueChange={(value) =>
              set({ status: value === ALL ? "" : (value as StaffingRequestStatus) })
            }
          >
            <SelectTrigger id={ids.status}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All Statuses</SelectItem>
              {staffingRequestStatuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {humanize(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2 lg:col-span-1">
          <Label htmlFor={ids.staffType}>Staff type</Label>
          <Select
            value={filters.staffType || ALL}
            onValueChange={(value) => set({ staffType: value === ALL ? "" : (value as StaffType) })}
          >
            <SelectTrigger id={ids.staffType}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All Staff Types</SelectItem>
              {staffTypes.map((type) => (
                <SelectItem key={type} value={type}>
                  {staffTypeLabels[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2 lg:col-span-2">
          <Label htmlFor={ids.city}>City or property</Label>
          <Input
            id={ids.city}
            type="search"
            value={city}
            onChange={(event) => setCity(event.target.value)}
            placeholder="e.g. Naples"
            autoComplete="off"
          />
        </div>
        <div className="grid gap-2 lg:col-span-1">
          <Label htmlFor={ids.from}>Created from</Label>
          <Input
            id={ids.from}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="grid gap-2 lg:col-span-1">
          <Label htmlFor={ids.to}>Created to</Label>
          <Input
            id={ids.to}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
        <div className="grid gap-2 sm:col-span-2 lg:col-span-5">
          <Label htmlFor={ids.q}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={ids.q}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Company, contact, e-mail or details"
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>
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
