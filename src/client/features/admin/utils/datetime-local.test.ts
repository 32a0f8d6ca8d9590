import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fromDateTimeLocal, toDateTimeLocal } from "./datetime-local";

describe("datetime-local conversions", () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = "America/New_York";
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("adds the local offset of that day, winter and summer", () => {
    expect(fromDateTimeLocal("2026-12-03T14:30")).toBe("2026-12-03T14:30:00-05:00");
    expect(fromDateTimeLocal("2026-07-03T09:05")).toBe("2026-07-03T09:05:00-04:00");
  });

  it("gives null for empty or malformed values", () => {
    expect(fromDateTimeLocal("")).toBeNull();
    expect(fromDateTimeLocal("2026-12-03")).toBeNull();
    expect(fromDateTimeLocal("tomorrow at noon")).toBeNull();
  });

  it("shows an API timestamp on the browser's clock", () => {
    expect(toDateTimeLocal("2026-12-03T19:30:00.000Z")).toBe("2026-12-03T14:30");
    expect(toDateTimeLocal(null)).toBe("");
    expect(toDateTimeLocal("not a date")).toBe("");
  });

  it("round-trips a value", () => {
    const iso = fromDateTimeLocal("2027-03-14T08:00");
    expect(toDateTimeLocal(iso)).toBe("2027-03-14T08:00");
  });
});
