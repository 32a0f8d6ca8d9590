/**
 * How the reports write their figures for people (US English): dollars with cents, hours with
 * up to two decimals, rates as percentages, months as "Oct 2026". A figure the API answers with
 * null (no positions to fill, nothing filled yet) is written "—" and read out as "none".
 */
import { formatDay } from "@/client/lib/dates";

/** What a missing figure shows. */
export const NO_FIGURE = "—";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Dollars as "$1,234.50". */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** A count or an amount of hours as "1,234.5" (at most two decimals). */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

/** A rate of 0–1 as "62.5%", or {@link NO_FIGURE} for null. */
export function formatRate(rate: number | null): string {
  return rate === null ? NO_FIGURE : percent.format(rate);
}

/** Hours as "18.4 h", or {@link NO_FIGURE} for null. */
export function formatHours(hours: number | null): string {
  return hours === null ? NO_FIGURE : `${decimal.format(hours)} h`;
}

/** A rate of 0–1 as a percentage number for a CSV cell (0.625 → 62.5), null kept. */
export function ratePercent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 1000) / 10;
}

/**
 * A month (`YYYY-MM`) as "Oct 2026", or "October 2026" with `long`; the text as it is when it is
 * not a month.
 */
export function formatMonth(month: string, { long = false } = {}): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  const name = (long ? LONG_MONTHS : MONTHS)[index];
  return match && name ? `${name} ${match[1]}` : month;
}

/** A range of days as "Sep 15, 2026 – Oct 31, 2026" ("Oct 1, 2026" for one day). */
export function formatRange(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

/** A file name for one table of a report: `report-by-property-2026-09-15-to-2026-10-31.csv`. */
export function csvFileName(table: string, range: { from: string; to: string }): string {
  const slug = table
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `report-${slug}-${range.from}-to-${range.to}.csv`;
}

/**
 * The words of a monthly chart for people who cannot see it (its `aria-label`): what it shows,
 * the months it spans, the total and the busiest month, e.g. "Approved hours per month, Sep 2026
 * to Oct 2026: 29.5 in total, most in October 2026 (21.5)."
 * @param title what one bar is ("Approved hours").
 * @param format how a value is written ("29.5", "$671.25").
 */
export function monthlySummary(
  title: string,
  months: ReadonlyArray<{ month: string; value: number }>,
  format: (value: number) => string,
): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return `${title} per month: no months in the range.`;
  const span =
    first === last
      ? formatMonth(first.month)
      : `${formatMonth(first.month)} to ${formatMonth(last.month)}`;
  const total = months.reduce((sum, { value }) => sum + value, 0);
  if (total === 0) return `${title} per month, ${span}: none in any month.`;
  const top = months.reduce((best, month) => (month.value > best.value ? month : best), first);
  return `${title} per month, ${span}: ${format(total)} in total, most in ${formatMonth(top.month, { long: true })} (${format(top.value)}).`;
}
