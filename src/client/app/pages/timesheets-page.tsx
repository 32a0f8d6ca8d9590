import { PortalPage } from "@/client/components/portal-page";
import { useProperties } from "@/client/features/properties";
import { ManagerTimesheets, parseTimesheetFilters } from "@/client/features/timesheets";
import { useUrlFilters } from "@/client/hooks/use-url-filters";

/**
 * /timesheets, property managers only (docs/decisions/0019-timesheets.md): the weeks of hours
 * submitted by the people placed at the manager's properties, to approve or dispute; filters by
 * week and property in the URL. The properties feed the Property filter; if they fail to load,
 * the weeks still show, without property choices.
 */
export default function TimesheetsPage() {
  const properties = useProperties();
  const [filters, setFilters] = useUrlFilters(parseTimesheetFilters);
  return (
    <PortalPage
      title="Timesheets"
      description="Approve the hours of the people placed at your properties, or dispute a week with a note."
    >
      <ManagerTimesheets
        filters={filters}
        onFiltersChange={setFilters}
        properties={properties.data ?? []}
      />
    </PortalPage>
  );
}
