import { describe, expect, it } from "vitest";
import { parseTimesheetFilters } from "./timesheet-filters";
import {
  hoursText,
  moneyText,
  rateText,
  shiftText,
  timesheetReference,
  weekCost,
} from "./timesheet-format";

describe("timesheet figures", () => {
  it("shows hours with two decimals and money in dollars", () => {
    expect(hoursText(8)).toBe("8.00");
    expect(hoursText(4.25)).toBe("4.25");
    expect(moneyText(1560)).toBe("$1,560.00");
    expect(rateText(32.5)).toBe("$32.50/h");
    expect(rateText(null)).toBe("Not set");
    expect(rateText(undefined)).toBe("Not set");
    expect(timesheetReference(12)).toBe("TS-000012");
  });

  it("costs the week as hours times the bill rate, to the cent, or not at all without a rate", () => {
    expect(weekCost(48, 32.5)).toBe(1560);
    expect(weekCost(7.33, 31.15)).toBe(228.33);
    expect(weekCost(40, null)).toBeNull();
    expect(weekCost(40, undefined)).toBeNull();
  });

  it("reads a shift, an overnight one and a day not worked", () => {
    expect(shiftText({ start: "08:00", end: "16:30", breakMinutes: 30 })).toBe(
      "08:00–16:30, 30 min break",
    );
    expect(shiftText({ start: "22:00", end: "06:00", breakMinutes: 0 })).toBe(
      "22:00–06:00 (next day)",
    );
    expect(shiftText({ start: null, end: null, breakMinutes: 0 })).toBe("Did not work");
  });
});

describe("parseTimesheetFilters", () => {
  it("reads a week as its Monday, a status and a property", () => {
    expect(
      parseTimesheetFilters(new URLSearchParams("week=2026-11-19&status=submitted&propertyId=4")),
    ).toEqual({ week: "2026-11-16", status: "submitted", propertyId: "4" });
  });

  it("drops malformed values: a day that does not exist, an unknown status, a bad id", () => {
    expect(
      parseTimesheetFilters(new URLSearchParams("week=2026-02-30&status=paid&propertyId=0")),
    ).toEqual({ week: "", status: "", propertyId: "" });
  });
});
