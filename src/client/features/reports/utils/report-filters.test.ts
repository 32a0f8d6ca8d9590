import { describe, expect, it } from "vitest";
import {
  emptyReportFilters,
  hasCustomRange,
  isApplicableDay,
  parseReportFilters,
} from "./report-filters";

describe("parseReportFilters", () => {
  it("reads the range and the property from the URL", () => {
    const params = new URLSearchParams("from=2026-09-15&to=2026-10-31&propertyId=4");
    expect(parseReportFilters(params)).toEqual({
      from: "2026-09-15",
      to: "2026-10-31",
      propertyId: "4",
    });
  });

  it("drops malformed values, giving the default report", () => {
    const params = new URLSearchParams("from=yesterday&to=2026-1-3&propertyId=0x4");
    expect(parseReportFilters(params)).toEqual(emptyReportFilters);
    expect(parseReportFilters(new URLSearchParams("propertyId=0"))).toEqual(emptyReportFilters);
  });

  it("tells a chosen range from the default", () => {
    expect(hasCustomRange(emptyReportFilters)).toBe(false);
    expect(hasCustomRange({ ...emptyReportFilters, propertyId: "4" })).toBe(false);
    expect(hasCustomRange({ ...emptyReportFilters, to: "2026-10-31" })).toBe(true);
  });
});

describe("isApplicableDay", () => {
  it("applies an empty field (the default) and real days from 2000 on", () => {
    expect(isApplicableDay("")).toBe(true);
    expect(isApplicableDay("2026-02-28")).toBe(true);
    expect(isApplicableDay("2028-02-29")).toBe(true);
  });

  it("waits while the year is still being typed", () => {
    expect(isApplicableDay("0002-10-01")).toBe(false);
    expect(isApplicableDay("0202-10-01")).toBe(false);
    expect(isApplicableDay("1999-12-31")).toBe(false);
  });

  it("refuses days that do not exist and other text", () => {
    expect(isApplicableDay("2026-02-30")).toBe(false);
    expect(isApplicableDay("2026-13-01")).toBe(false);
    expect(isApplicableDay("10/01/2026")).toBe(false);
  });
});
