import { PortalPage } from "@/client/components/portal-page";
import { PrintButton, ReportScreen } from "@/client/features/reports";

/**
 * /admin/reports, admins only (docs/decisions/0019-timesheets.md, "Reports"): the managers'
 * report across the agency (every client's requests, every approved hour) with per-client and
 * per-city tables. There is no Property choice: no admin endpoint lists properties, and the
 * per-property table already names every property with activity in the range.
 */
export default function AdminReportsPage() {
  return (
    <PortalPage
      title="Reports"
      description="Fill rate, time to fill, approved hours and spend across every client."
      actions={<PrintButton />}
      className="print:max-w-none print:p-0"
    >
      <ReportScreen agency />
    </PortalPage>
  );
}
