import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../domain/timesheet";
import { dayLiteral, lastDayOfMonth, splitRange } from "./repository";

/** Every day from `from` to `to`, both included. */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The days of the whole months `first`…`last` (first days of months). */
function monthDays(first: string, last: string): string[] {
  const lastDay = addDays(`${addDays(last, 31).slice(0, 7)}-01`, -1);
  return days(first, lastDay);
}

describe("splitRange", () => {
  it("splits a range into its whole months and the days before and after them", () => {
    expect(splitRange("2026-01-15", "2026-04-10")).toEqual({
      months: { first: "2026-02-01", last: "2026-03-01" },
      dayRanges: [
        { from: "2026-01-15", to: "2026-01-31" },
        { from: "2026-04-01", to: "2026-04-10" },
      ],
    });
  });

  it("reads a range of whole months from the totals alone, February of a leap year included", () => {
    expect(splitRange("2028-01-01", "2028-02-29")).toEqual({
      months: { first: "2028-01-01", last: "2028-02-01" },
      dayRanges: [],
    });
    expect(splitRange("2027-12-01", "2027-12-31").dayRanges).toEqual([]);
  });

  it("reads a range without a whole month from the days alone", () => {
    expect(splitRange("2026-01-15", "2026-02-10")).toEqual({
      months: null,
      dayRanges: [{ from: "2026-01-15", to: "2026-02-10" }],
    });
    expect(splitRange("2026-03-31", "2026-03-31").months).toBeNull();
    expect(splitRange("2026-02-01", "2026-02-27").months).toBeNull();
  });

  it("covers every day of any range exactly once", () => {
    const day = fc
      .date({
        min: new Date("2024-01-01T00:00:00Z"),
        max: new Date("2028-12-31T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const to = addDays(from, length);
        const split = splitRange(from, to);
        const covered = [
          ...(split.months ? monthDays(split.months.first, split.months.last) : []),
          ...split.dayRanges.flatMap((r) => days(r.from, r.to)),
        ].sort();
        expect(covered).toEqual(days(from, to));
        // Day ranges never hold a whole month: those are read from the totals.
        for (const r of split.dayRanges) {
          const wholeMonths = days(r.from, r.to).filter(
            (d) => d.endsWith("-01") && (monthDays(d, d).at(-1) ?? "") <= r.to,
          );
          expect(wholeMonths).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("dayLiteral", () => {
  it("writes a calendar day into the statement and refuses anything else", () => {
    expect(dayLiteral("2026-11-26").queryChunks).toHaveLength(1);
    for (const bad of ["2026-11-26'; drop table users; --", "26/11/2026", "", "2026-1-1"]) {
      expect(() => dayLiteral(bad)).toThrow("Not a calendar day");
    }
  });
});

describe("lastDayOfMonth", () => {
  it("knows every month's length, February of leap years included", () => {
    expect(lastDayOfMonth("2026-11-26")).toBe("2026-11-30");
    expect(lastDayOfMonth("2026-12-01")).toBe("2026-12-31");
    expect(lastDayOfMonth("2028-02-10")).toBe("2028-02-29");
    expect(lastDayOfMonth("2027-02-28")).toBe("2027-02-28");
    expect(lastDayOfMonth("2026-01-31")).toBe("2026-01-31");
  });
});
