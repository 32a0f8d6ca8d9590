import { PortalPage } from "@/client/components/portal-page";
import { useProperties } from "@/client/features/properties";
import { PrintButton, ReportScreen } from "@/client/features/reports";

/**
 * /reports, property managers only (docs/decisions/0019-timesheets.md, "Reports"): fill rate,
 * time to fill, approved hours and spend at the manager's properties for a range (default the
 * last 90 days) and optionally one property, both in the URL. The manager's properties feed the
 * Property choice; if they fail to load, the report still shows, for every property. Prints on
 * one page (Print, or the browser's own).
 */
export default function ReportsPage() {
  const properties = useProperties();
  return (
    <PortalPage
      title="Reports"
      description="How quickly your requests are filled, the hours you approved and what they cost."
      actions={<PrintButton />}
      className="print:max-w-none print:p-0"
    >
      <ReportScreen properties={properties.data ?? []} />
    </PortalPage>
  );
}
