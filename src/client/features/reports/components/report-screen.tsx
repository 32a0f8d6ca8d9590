import { ChartColumn } from "lucide-react";
import { useLocation } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { useUrlFilters } from "@/client/hooks/use-url-filters";
import { formatDay } from "@/client/lib/dates";
import { REPORT_DEFAULT_DAYS } from "@/domain/api/report";
import { queryString } from "@/domain/paths";
import { type Report, useReport } from "../api/get-report";
import {
  cityColumns,
  clientColumns,
  propertyColumns,
  staffTypeColumns,
} from "../utils/report-columns";
import { hasCustomRange, parseReportFilters, type ReportFilters } from "../utils/report-filters";
import { formatRange } from "../utils/report-format";
import { HeadlineFigures } from "./headline-figures";
import { MonthlyCharts } from "./monthly-charts";
import { ReportControls } from "./report-controls";
import { ReportTable } from "./report-table";

type Property = { id: number; name: string };

/** True when nothing happened in the range: no request and no approved hour. */
function isEmptyReport(report: Report): boolean {
  return report.summary.requests === 0 && report.summary.approvedHours === 0;
}

/** "Sep 15, 2026 – Oct 31, 2026 (the last 90 days) · Harbour Island Flats". */
function scopeLine(report: Report, filters: ReportFilters, propertyName: string | null) {
  const range = formatRange(report.from, report.to);
  const preset = hasCustomRange(filters) ? "" : ` (the last ${REPORT_DEFAULT_DAYS} days)`;
  return `${range}${preset} · ${propertyName ?? "All properties"}`;
}

/**
 * The chosen property's name, "Property #4" while the names load, or null for every property.
 */
function chosenPropertyName(
  filters: ReportFilters,
  properties: readonly Property[] | undefined,
): string | null {
  if (!filters.propertyId) return null;
  const chosen = properties?.find((property) => String(property.id) === filters.propertyId);
  return chosen?.name ?? `Property #${filters.propertyId}`;
}

/**
 * The figures of a loaded report: what it covers, the headline figures, the monthly charts with
 * their table, and a table per property, per staff type and, for the agency, per client and per
 * city, each with its CSV download.
 */
function ReportBody({
  report,
  scope,
  agency,
  updating,
}: {
  report: Report;
  scope: string;
  agency: boolean;
  updating: boolean;
}) {
  const range = formatRange(report.from, report.to);
  return (
    <div
      className="grid gap-6 transition-opacity aria-busy:opacity-60 print:gap-3"
      aria-busy={updating}
    >
      <p className="text-sm font-medium text-navy" data-testid="report-scope">
        Report for {scope}
        <span className="sr-only" role="status">
          {updating ? "Updating the report..." : ""}
        </span>
      </p>
      <HeadlineFigures report={report} />
      <MonthlyCharts report={report} />
      <div className="grid gap-6 print:gap-3">
        <ReportTable
          title="By property"
          description="Requests, fill, approved hours and spend at each property."
          caption={`Requests, fill, approved hours and spend by property, ${range}`}
          rows={report.byProperty}
          columns={propertyColumns}
          rowKey={(row) => String(row.propertyId)}
          range={report}
        />
        <ReportTable
          title="By staff type"
          description="Time to fill is measured from the request to its first confirmed person."
          caption={`Requests, fill, time to fill, approved hours and spend by staff type, ${range}`}
          rows={report.byStaffType}
          columns={staffTypeColumns}
          rowKey={(row) => row.staffType}
          range={report}
        />
        {agency && report.byClient ? (
          <ReportTable
            title="By client"
            description="Each client company; requests from the public form without a company are together."
            caption={`Requests, fill, approved hours and spend by client, ${range}`}
            rows={report.byClient}
            columns={clientColumns}
            rowKey={(row) => row.client}
            range={report}
          />
        ) : null}
        {agency && report.byCity ? (
          <ReportTable
            title="By city"
            description="The city of each property; requests without a property are together."
            caption={`Requests, fill, approved hours and spend by city, ${range}`}
            rows={report.byCity}
            columns={cityColumns}
            rowKey={(row) => row.city}
            range={report}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * A reports screen (docs/decisions/0019-timesheets.md, "Reports"): the controls (range and, where
 * `properties` is given, the property) kept in the URL, then the report for them. Loading, failure
 * (with the server's message, e.g. a range too long), a property that is not the manager's and
 * an empty range ("No requests or approved hours in this range") are QueryView's states.
 * @param properties the manager's properties for the Property choice; omitted, there is none.
 * @param agency the agency's version: adds the per-client and per-city tables.
 */
export function ReportScreen({
  properties,
  agency = false,
}: {
  properties?: readonly Property[];
  agency?: boolean;
}) {
  const [urlFilters, setFilters] = useUrlFilters(parseReportFilters);
  // Without a Property choice the report is always of every property.
  const filters = properties ? urlFilters : { ...urlFilters, propertyId: "" };
  const report = useReport(filters);
  const propertyName = chosenPropertyName(filters, properties);
  const data = report.data;
  const [location] = useLocation();

  const empty = data ? (
    <EmptyState
      icon={ChartColumn}
      title="No requests or approved hours in this range"
      description={`No request was made and no hours were approved between ${formatDay(data.from)} and ${formatDay(data.to)}${propertyName ? ` at ${propertyName}` : ""}. Widen the range with an earlier From day${propertyName ? ", or choose All Properties" : ""}.`}
      action={
        filters.propertyId ? (
          <Button variant="outline" onClick={() => setFilters({ ...filters, propertyId: "" })}>
            Show All Properties
          </Button>
        ) : undefined
      }
    />
  ) : null;

  return (
    <div className="grid gap-6 print:gap-3">
      <ReportControls filters={filters} onChange={setFilters} properties={properties} />
      <QueryView
        query={report}
        loading="Loading the report..."
        error="Failed to load the report"
        notFound={{
          title: "Property not found",
          description: "This property does not exist or is not one of yours.",
          backHref: `${location}${queryString({ from: filters.from, to: filters.to })}`,
          backLabel: "Show All Properties",
        }}
        empty={empty}
        isEmpty={isEmptyReport}
      >
        {(loaded) => (
          <ReportBody
            report={loaded}
            scope={scopeLine(loaded, filters, propertyName)}
            agency={agency}
            updating={report.isPlaceholderData}
          />
        )}
      </QueryView>
    </div>
  );
}
