/**
 * The columns of the report tables, each once for the screen and the CSV: the screen shows a
 * figure for people ("$671.25", "50%"), the CSV the plain number a spreadsheet can sum (671.25,
 * 50), with the unit in its header ("Spend (USD)", "Fill rate (%)").
 */
import { type CsvColumn, toCsv } from "@/client/lib/csv";
import type { Report } from "@/domain/api/report";
import { staffTypeLabels } from "@/domain/enums";
import {
  formatHours,
  formatMonth,
  formatNumber,
  formatRate,
  formatUsd,
  ratePercent,
} from "./report-format";

/** One column of a report table: its header, the cell people read and the value the CSV gets. */
export interface ReportColumn<T> {
  header: string;
  /** The CSV's header when it needs a unit the screen shows in the cells ("Spend (USD)"). */
  csvHeader?: string;
  /** The cell as shown ("$671.25", "50%"). */
  cell: (row: T) => string;
  /** The cell in the CSV: a plain number or text (671.25, 50). */
  csv: (row: T) => unknown;
  /** Figures: right-aligned, tabular digits. */
  numeric?: boolean;
}

export type PropertyRow = Report["byProperty"][number];
export type StaffTypeRow = Report["byStaffType"][number];
export type ClientRow = NonNullable<Report["byClient"]>[number];
export type CityRow = NonNullable<Report["byCity"]>[number];
export type MonthRow = Report["byMonth"][number];

/**
 * A column of figures: `format` for the screen; in the CSV the value itself, or `csv.value` of it
 * under `csv.header`.
 */
function figure<T, V extends number | null>(
  header: string,
  value: (row: T) => V,
  format: (value: V) => string,
  csv: { header?: string; value?: (value: V) => unknown } = {},
): ReportColumn<T> {
  return {
    header,
    csvHeader: csv.header,
    cell: (row) => format(value(row)),
    csv: (row) => (csv.value ? csv.value(value(row)) : value(row)),
    numeric: true,
  };
}

/** A column of names: the same text on screen and in the CSV. */
function name<T>(header: string, value: (row: T) => string): ReportColumn<T> {
  return { header, cell: value, csv: value };
}

type FillFigures = Pick<PropertyRow, "requests" | "positions" | "filled" | "fillRate">;
type CostFigures = Pick<PropertyRow, "approvedHours" | "spend">;

/** Requests, positions, filled and fill rate. */
function fillColumns<T extends FillFigures>(): ReportColumn<T>[] {
  return [
    figure("Requests", (row: T) => row.requests, formatNumber),
    figure("Positions", (row: T) => row.positions, formatNumber),
    figure("Filled", (row: T) => row.filled, formatNumber),
    figure("Fill rate", (row: T) => row.fillRate, formatRate, {
      header: "Fill rate (%)",
      value: ratePercent,
    }),
  ];
}

/** Approved hours and spend. */
function costColumns<T extends CostFigures>(): ReportColumn<T>[] {
  return [
    figure("Approved hours", (row: T) => row.approvedHours, formatNumber),
    figure("Spend", (row: T) => row.spend, formatUsd, { header: "Spend (USD)" }),
  ];
}

/** A breakdown's columns: its name, then fill, then hours and spend. */
function breakdownColumns<T extends FillFigures & CostFigures>(
  header: string,
  value: (row: T) => string,
): ReportColumn<T>[] {
  return [name(header, value), ...fillColumns<T>(), ...costColumns<T>()];
}

export const propertyColumns = breakdownColumns<PropertyRow>("Property", (row) => row.name);
export const clientColumns = breakdownColumns<ClientRow>("Client", (row) => row.client);
export const cityColumns = breakdownColumns<CityRow>("City", (row) => row.city);

/** Per staff type, with the time to fill (median and 90th percentile, hours). */
export const staffTypeColumns: ReportColumn<StaffTypeRow>[] = [
  name("Staff type", (row) => staffTypeLabels[row.staffType]),
  ...fillColumns<StaffTypeRow>(),
  figure("Time to fill, median", (row) => row.timeToFillHours.median, formatHours, {
    header: "Time to fill median (hours)",
  }),
  figure("Time to fill, 90th percentile", (row) => row.timeToFillHours.p90, formatHours, {
    header: "Time to fill 90th percentile (hours)",
  }),
  ...costColumns<StaffTypeRow>(),
];

/** Per month: "Oct 2026" on screen, `2026-10` in the CSV. */
export const monthColumns: ReportColumn<MonthRow>[] = [
  { header: "Month", cell: (row) => formatMonth(row.month), csv: (row) => row.month },
  ...costColumns<MonthRow>(),
];

/**
 * A report table's CSV: the columns' CSV headers and values for every row (BOM, RFC 4180,
 * formulas neutralised: lib/csv.ts).
 */
export function reportCsv<T>(rows: readonly T[], columns: readonly ReportColumn<T>[]): string {
  const csvColumns: CsvColumn<T>[] = columns.map((column) => [
    column.csvHeader ?? column.header,
    column.csv,
  ]);
  return toCsv(rows, csvColumns);
}
