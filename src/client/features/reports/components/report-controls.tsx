import { RotateCcw } from "lucide-react";
import { DateRangeFilterFields, PropertyFilterField } from "@/client/components/filter-fields";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { useFilterText } from "@/client/hooks/use-filter-text";
import { REPORT_DEFAULT_DAYS } from "@/domain/api/report";
import { hasCustomRange, isApplicableDay, type ReportFilters } from "../utils/report-filters";

/**
 * The report's controls: From and To (empty: the last {@link REPORT_DEFAULT_DAYS} days), the
 * property (only where `properties` is given), and "Last 90 days" back to the default range.
 * A typed day applies after a pause, and only once it is a whole day from 2000 on with the range
 * the right way round, so typing a year digit by digit does not ask for a report per keystroke.
 * Hidden in print (the report names its range and property itself).
 * @param onChange receives the next complete filters (the caller keeps them in the URL).
 */
export function ReportControls({
  filters,
  onChange,
  properties,
}: {
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
  properties?: ReadonlyArray<{ id: number; name: string }>;
}) {
  // A settled day is applied with the other field's day as it stands (typed, not yet applied,
  // e.g. a From that waited for a later To), so both fields end up in the URL together.
  const apply = (next: Partial<ReportFilters>) => {
    const typed = (day: string, applied: string) => (isApplicableDay(day) ? day : applied);
    const merged = {
      ...filters,
      from: typed(from, filters.from),
      to: typed(to, filters.to),
      ...next,
    };
    if (!isApplicableDay(merged.from) || !isApplicableDay(merged.to)) return;
    if (merged.from && merged.to && merged.from > merged.to) return;
    onChange(merged);
  };
  const [from, setFrom] = useFilterText(filters.from, (day) => apply({ from: day }));
  const [to, setTo] = useFilterText(filters.to, (day) => apply({ to: day }));
  const reversed = from !== "" && to !== "" && from > to;

  return (
    <Card className="print:hidden">
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.5fr_auto] lg:items-end">
        <DateRangeFilterFields
          labels={{ from: "From", to: "To" }}
          from={from}
          to={to}
          onChange={(range) => {
            if (range.from !== undefined) setFrom(range.from);
            if (range.to !== undefined) setTo(range.to);
          }}
        />
        {properties ? (
          <PropertyFilterField
            className="sm:col-span-2 lg:col-span-1"
            properties={properties}
            value={filters.propertyId}
            onValueChange={(propertyId) => onChange({ ...filters, propertyId })}
            portal={false}
          />
        ) : null}
        <Button
          type="button"
          variant="outline"
          className="sm:w-fit"
          disabled={!hasCustomRange(filters) && from === "" && to === ""}
          onClick={() => {
            setFrom("");
            setTo("");
            onChange({ ...filters, from: "", to: "" });
          }}
        >
          <RotateCcw aria-hidden="true" />
          Last {REPORT_DEFAULT_DAYS} days
        </Button>
        <p
          className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4"
          role={reversed ? "alert" : undefined}
        >
          {reversed ? (
            <span className="font-medium text-destructive">
              The start of the range cannot be after its end.
            </span>
          ) : (
            `Leave From and To empty for the last ${REPORT_DEFAULT_DAYS} days. Days are counted in Florida's Eastern time.`
          )}
        </p>
      </CardContent>
    </Card>
  );
}
