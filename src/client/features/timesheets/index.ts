/**
 * The timesheets feature's public surface (docs/decisions/0019-timesheets.md): the worker's week
 * (/timesheet), the property manager's approvals (/timesheets), the agency's weeks, locks and
 * payroll CSV (/admin/timesheets), and the calls behind them.
 */
export { approveTimesheet, useApproveTimesheet } from "./api/approve-timesheet";
export { disputeTimesheet, useDisputeTimesheet } from "./api/dispute-timesheet";
export { timesheetsCsvUrl } from "./api/export-timesheets";
export { useTimesheetHistory } from "./api/get-timesheet-history";
export {
  type TimesheetListFilters,
  timesheetsUrl,
  useTimesheetsList,
  useWeekTimesheets,
} from "./api/get-timesheets";
export { lockTimesheet, useLockTimesheet } from "./api/lock-timesheet";
export { saveTimesheet, useSaveTimesheet } from "./api/save-timesheet";
export { submitTimesheet, useSubmitTimesheet } from "./api/submit-timesheet";
export { AdminTimesheets, ManagerTimesheets } from "./components/review-lists";
export { WorkerTimesheets } from "./components/worker-timesheets";
export {
  emptyTimesheetFilters,
  parseTimesheetFilters,
  type TimesheetUrlFilters,
} from "./utils/timesheet-filters";
