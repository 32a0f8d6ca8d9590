import type { ReactNode } from "react";
import type { Report } from "@/domain/api/report";
import {
  formatHours,
  formatNumber,
  formatRate,
  formatUsd,
  NO_FIGURE,
} from "../utils/report-format";

/** One headline figure: what it counts, the figure, and how it is worked out. */
function Figure({ label, value, hint, testId }: FigureProps) {
  return (
    <div
      className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5 print:break-inside-avoid print:rounded-md print:p-2 print:shadow-none"
      data-testid={testId}
    >
      <dt className="text-sm font-medium text-muted-foreground print:text-[10px]">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight text-navy tabular-nums sm:text-3xl print:text-base">
        {value}
      </dd>
      <dd className="text-xs text-muted-foreground print:text-[9px]">{hint}</dd>
    </div>
  );
}

/** A figure of {@link HeadlineFigures}: its test id, label, value and how it is worked out. */
interface FigureProps {
  testId: string;
  label: string;
  value: ReactNode;
  hint: string;
}

/** The headline figures of `report`, in the order shown. */
function headlineFigures({ summary, emergencies }: Report): FigureProps[] {
  const { median, p90 } = summary.timeToFillHours;
  return [
    {
      testId: "figure-requests",
      label: "Requests",
      value: formatNumber(summary.requests),
      hint: "Staffing requests made in the range; cancelled requests are left out.",
    },
    {
      testId: "figure-positions",
      label: "Positions asked for",
      value: formatNumber(summary.positions),
      hint: "The people those requests asked for, each request's headcount added up.",
    },
    {
      testId: "figure-filled",
      label: "Positions filled",
      value: formatNumber(summary.filled),
      hint: "People confirmed, at work or finished, at most the headcount of each request.",
    },
    {
      testId: "figure-fill-rate",
      label: "Fill rate",
      value: formatRate(summary.fillRate),
      hint: "Positions filled ÷ positions asked for; cancelled requests are left out.",
    },
    {
      testId: "figure-time-to-fill",
      label: "Time to fill",
      value:
        median === null ? (
          NO_FIGURE
        ) : (
          <>
            {formatHours(median)}{" "}
            <span className="ml-0.5 text-sm font-medium text-muted-foreground print:text-[10px]">
              median
            </span>
          </>
        ),
      hint:
        median === null
          ? "No position filled yet: hours from a request to its first confirmed person."
          : `Hours from a request to its first confirmed person; 9 in 10 within ${formatHours(p90)} (90th percentile).`,
    },
    {
      testId: "figure-approved-hours",
      label: "Approved hours",
      value: formatNumber(summary.approvedHours),
      hint: "Hours on approved timesheets, counted on the days worked in the range.",
    },
    {
      testId: "figure-spend",
      label: "Spend",
      value: formatUsd(summary.spend),
      hint: "Approved hours × each placement's bill rate; hours without a rate add nothing.",
    },
    {
      testId: "figure-emergencies",
      label: "Emergencies answered in time",
      value:
        emergencies.count === 0
          ? NO_FIGURE
          : `${formatNumber(emergencies.answeredInTime)} of ${formatNumber(emergencies.count)}`,
      hint:
        emergencies.count === 0
          ? "No emergency requests in the range."
          : "Emergency requests the agency answered within its promised response time.",
    },
  ];
}

/**
 * The report's headline figures, each with a line on how it is worked out: requests, positions
 * asked for and filled, fill rate, time to fill (median and 90th percentile), approved hours,
 * spend, and emergencies answered within the agency's promise ("N of M").
 */
export function HeadlineFigures({ report }: { report: Report }) {
  return (
    <section aria-labelledby="report-headline">
      <h2 id="report-headline" className="sr-only">
        Headline figures
      </h2>
      <dl className="grid grid-cols-1 gap-4 min-[28rem]:grid-cols-2 xl:grid-cols-4 print:grid-cols-4 print:gap-2">
        {headlineFigures(report).map((figure) => (
          <Figure key={figure.testId} {...figure} />
        ))}
      </dl>
    </section>
  );
}
