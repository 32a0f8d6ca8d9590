import { describe, expect, it } from "vitest";
import {
  csvFileName,
  formatHours,
  formatMonth,
  formatNumber,
  formatRange,
  formatRate,
  formatUsd,
  monthlySummary,
  NO_FIGURE,
  ratePercent,
} from "./report-format";

describe("report figures", () => {
  it("writes dollars with cents and thousands separators", () => {
    expect(formatUsd(671.25)).toBe("$671.25");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(12_345.5)).toBe("$12,345.50");
  });

  it("writes hours and counts with at most two decimals", () => {
    expect(formatNumber(29.5)).toBe("29.5");
    expect(formatNumber(1_234.567)).toBe("1,234.57");
    expect(formatNumber(8)).toBe("8");
  });

  it("writes a rate as a percentage, null as a dash", () => {
    expect(formatRate(0.5)).toBe("50%");
    expect(formatRate(0.3333)).toBe("33.3%");
    expect(formatRate(1)).toBe("100%");
    expect(formatRate(null)).toBe(NO_FIGURE);
  });

  it("writes time to fill in hours, null as a dash", () => {
    expect(formatHours(18.4)).toBe("18.4 h");
    expect(formatHours(0)).toBe("0 h");
    expect(formatHours(null)).toBe(NO_FIGURE);
  });

  it("gives a rate to a CSV cell as a percentage number", () => {
    expect(ratePercent(0.5)).toBe(50);
    expect(ratePercent(0.3333)).toBe(33.3);
    expect(ratePercent(null)).toBeNull();
  });

  it("names months short and long, and leaves other text alone", () => {
    expect(formatMonth("2026-10")).toBe("Oct 2026");
    expect(formatMonth("2026-01", { long: true })).toBe("January 2026");
    expect(formatMonth("2026-13")).toBe("2026-13");
    expect(formatMonth("October")).toBe("October");
  });

  it("writes a range of days, one day once", () => {
    expect(formatRange("2026-09-15", "2026-10-31")).toBe("Sep 15, 2026 – Oct 31, 2026");
    expect(formatRange("2026-10-01", "2026-10-01")).toBe("Oct 1, 2026");
  });

  it("names a table's CSV file after the table and the range", () => {
    expect(csvFileName("By staff type", { from: "2026-09-15", to: "2026-10-31" })).toBe(
      "report-by-staff-type-2026-09-15-to-2026-10-31.csv",
    );
  });
});

describe("monthlySummary", () => {
  const months = [
    { month: "2026-09", value: 8 },
    { month: "2026-10", value: 21.5 },
  ];

  it("names the span, the total and the busiest month", () => {
    expect(monthlySummary("Approved hours", months, formatNumber)).toBe(
      "Approved hours per month, Sep 2026 to Oct 2026: 29.5 in total, most in October 2026 (21.5).",
    );
    expect(monthlySummary("Spend", [{ month: "2026-10", value: 431.25 }], formatUsd)).toBe(
      "Spend per month, Oct 2026: $431.25 in total, most in October 2026 ($431.25).",
    );
  });

  it("says when every month is empty, or there is no month", () => {
    expect(
      monthlySummary(
        "Spend",
        [
          { month: "2026-10", value: 0 },
          { month: "2026-11", value: 0 },
        ],
        formatUsd,
      ),
    ).toBe("Spend per month, Oct 2026 to Nov 2026: none in any month.");
    expect(monthlySummary("Spend", [], formatUsd)).toBe("Spend per month: no months in the range.");
  });
});
