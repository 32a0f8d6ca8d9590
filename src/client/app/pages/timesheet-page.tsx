import { PortalPage } from "@/client/components/portal-page";
import { WorkerTimesheets } from "@/client/features/timesheets";

/**
 * /timesheet, staff only (docs/decisions/0019-timesheets.md): the worker's hours of a week, one
 * card per assignment, saved as a draft and submitted to the property's manager.
 */
export default function TimesheetPage() {
  return (
    <PortalPage
      title="Timesheet"
      description="Log the hours you worked each day, save them as you go, and submit the week when it is complete."
    >
      <WorkerTimesheets />
    </PortalPage>
  );
}
