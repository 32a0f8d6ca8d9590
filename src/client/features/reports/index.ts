/** The reports feature's public surface. */
export { getReport, getReportQueryOptions, reportUrl, useReport } from "./api/get-report";
export { PrintButton } from "./components/print-button";
export { ReportScreen } from "./components/report-screen";
export {
  emptyReportFilters,
  parseReportFilters,
  type ReportFilters,
} from "./utils/report-filters";
