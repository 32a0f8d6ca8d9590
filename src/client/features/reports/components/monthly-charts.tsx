/**
 * The monthly series of a report as two bar charts (approved hours, spend) drawn by Recharts,
 * with the table of the same numbers right below them. Recharts is imported here only, and this
 * module only by the reports screens, which are lazy portal pages: public pages never load it
 * (docs/decisions/0008).
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { Report } from "@/domain/api/report";
import { type MonthRow, monthColumns } from "../utils/report-columns";
import {
  formatMonth,
  formatNumber,
  formatRange,
  formatUsd,
  monthlySummary,
} from "../utils/report-format";
import { ReportTable } from "./report-table";

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

/**
 * One bar chart of a monthly series. The figure is an image to assistive technology
 * (`role="img"`) named by a summary of its numbers; the table below has every one. Recharts'
 * keyboard layer is off: the chart is not an interactive widget, and the table is the way to
 * read single months. The bars do not animate (they are drawn as they are, for print and for
 * people who prefer less motion). In print the chart scales down to its box: the SVG keeps the
 * size it had on screen, and its viewBox lets CSS shrink it (print does not re-measure it).
 */
function MonthlyChart({
  title,
  description,
  months,
  value,
  format,
  axisFormat,
  color,
  testId,
}: {
  title: string;
  description: string;
  months: readonly MonthRow[];
  value: (month: MonthRow) => number;
  format: (value: number) => string;
  axisFormat: (value: number) => string;
  color: string;
  testId: string;
}) {
  const data = months.map((month) => ({ label: formatMonth(month.month), value: value(month) }));
  const summary = monthlySummary(
    title,
    months.map((month) => ({ month: month.month, value: value(month) })),
    format,
  );
  return (
    <Card className="min-w-0 print:break-inside-avoid print:rounded-none print:border-0 print:shadow-none">
      <CardHeader className="pb-2 print:p-0 print:pb-1">
        <CardTitle as="h3" className="print:text-sm">
          {title} per month
        </CardTitle>
        <CardDescription className="print:hidden">{description}</CardDescription>
      </CardHeader>
      <div
        role="img"
        aria-label={summary}
        data-testid={testId}
        className="h-64 px-2 pb-4 sm:px-4 print:h-32 print:overflow-hidden print:p-0 print:[&_.recharts-wrapper]:!size-full print:[&_svg]:!size-full"
      >
        <BarChart
          data={data}
          responsive
          accessibilityLayer={false}
          style={{ width: "100%", height: "100%" }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            fontSize={12}
            stroke="var(--color-muted-foreground)"
          />
          <YAxis
            tickFormatter={axisFormat}
            tickLine={false}
            axisLine={false}
            width={56}
            fontSize={12}
            stroke="var(--color-muted-foreground)"
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: "var(--color-muted)" }}
            formatter={(raw) => [format(Number(raw)), title]}
          />
          <Bar
            dataKey="value"
            name={title}
            fill={color}
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
          />
        </BarChart>
      </div>
    </Card>
  );
}

/**
 * Approved hours and spend per month of the range (every month listed, empty ones included),
 * as two charts and one table of the same numbers with its CSV download.
 */
export function MonthlyCharts({ report }: { report: Report }) {
  const range = formatRange(report.from, report.to);
  return (
    <section aria-labelledby="report-monthly" className="grid gap-4 print:gap-2">
      <h2 id="report-monthly" className="text-xl font-semibold text-navy print:text-sm">
        Hours and spend per month
      </h2>
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2 print:gap-2">
        <MonthlyChart
          title="Approved hours"
          description="Hours on approved timesheets, by the month they were worked."
          months={report.byMonth}
          value={(month) => month.approvedHours}
          format={formatNumber}
          axisFormat={formatNumber}
          color="var(--color-primary)"
          testId="chart-approved-hours"
        />
        <MonthlyChart
          title="Spend"
          description="Approved hours × bill rate, by the month they were worked."
          months={report.byMonth}
          value={(month) => month.spend}
          format={formatUsd}
          axisFormat={(value) => compactUsd.format(value)}
          color="var(--color-sun-strong)"
          testId="chart-spend"
        />
      </div>
      <ReportTable
        title="Per month"
        headingLevel="h3"
        description="The numbers of both charts."
        caption={`Approved hours and spend per month, ${range}`}
        rows={report.byMonth}
        columns={monthColumns}
        rowKey={(row) => row.month}
        range={report}
      />
    </section>
  );
}
