import { AdminPage, ExportCsvButton } from "@/client/features/admin";
import {
  AdminTimesheets,
  parseTimesheetFilters,
  timesheetsCsvUrl,
} from "@/client/features/timesheets";
import { useUrlFilters } from "@/client/hooks/use-url-filters";

/**
 * /admin/timesheets, admins only (docs/decisions/0019-timesheets.md): every week of hours by
 * status, week and property (in the URL), with Lock and Return to worker, and Export CSV of the
 * same weeks for payroll and billing (one row per worker per day).
 */
export default function AdminTimesheetsPage() {
  const [filters, setFilters] = useUrlFilters(parseTimesheetFilters);
  return (
    <AdminPage
      title="Timesheets"
      description="Every worker's weeks: lock approved weeks once payroll ran, and export the hours."
      actions={<ExportCsvButton href={timesheetsCsvUrl(filters)} />}
    >
      <AdminTimesheets filters={filters} onFiltersChange={setFilters} />
    </AdminPage>
  );
}
