import { describe, expect, it } from "vitest";
import {
  agencyToday,
  dayClosedReason,
  longDayLabel,
  shortDayLabel,
  weekOf,
  weekRangeLabel,
} from "./week";

describe("agencyToday and weekOf", () => {
  it("reads today in New York, not in UTC or the browser's zone", () => {
    // 03:30 UTC on Tuesday is still Monday evening in New York (EST, UTC-5).
    expect(agencyToday(new Date("2026-11-24T03:30:00Z"))).toBe("2026-11-23");
    expect(agencyToday(new Date("2026-11-24T05:30:00Z"))).toBe("2026-11-24");
  });

  it("gives a day's Monday, or this week's in New York when no day is given", () => {
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    // Monday 02:00 UTC is Sunday evening in New York: still the week before.
    expect(weekOf("", new Date("2026-11-30T02:00:00Z"))).toBe("2026-11-23");
  });
});

describe("labels", () => {
  it("names days and weeks without shifting them by time zone", () => {
    expect(shortDayLabel("2026-11-23")).toBe("Mon, Nov 23");
    expect(longDayLabel("2026-11-29")).toBe("Sunday, November 29");
    expect(weekRangeLabel("2026-11-23")).toBe("Nov 23 – Nov 29, 2026");
    expect(weekRangeLabel("2026-12-28")).toBe("Dec 28 – Jan 3, 2027");
  });
});

describe("dayClosedReason", () => {
  const limits = { today: "2026-11-25", assignmentStart: "2026-11-24", assignmentEnd: null };

  it("opens the assignment's days up to today", () => {
    expect(dayClosedReason("2026-11-24", limits)).toBeNull();
    expect(dayClosedReason("2026-11-25", limits)).toBeNull();
  });

  it("closes future days with the server's words, then days outside the assignment", () => {
    expect(dayClosedReason("2026-11-26", limits)).toBe("Hours cannot be logged for a future day");
    expect(dayClosedReason("2026-11-23", limits)).toBe(
      "Before this assignment starts on Nov 24, 2026",
    );
    expect(dayClosedReason("2026-11-25", { ...limits, assignmentEnd: "2026-11-24" })).toBe(
      "After this assignment ended on Nov 24, 2026",
    );
  });
});
