import { describe, expect, it } from "vitest";
import { awaitsEmergencyResponse, splitEmergencyHead, uniqueById } from "./emergency-head";

const emergency = (respondedAt: string | null = null) => ({
  reason: "storm_recovery" as const,
  respondBy: "2026-09-01T14:00:00.000Z",
  respondedAt,
});

describe("awaitsEmergencyResponse", () => {
  it("is true only for an unanswered emergency on an open request", () => {
    expect(awaitsEmergencyResponse({ emergency: emergency(), status: "pending" })).toBe(true);
    expect(awaitsEmergencyResponse({ emergency: emergency(), status: "in_progress" })).toBe(true);
    expect(
      awaitsEmergencyResponse({ emergency: emergency("2026-09-01T13:00:00Z"), status: "pending" }),
    ).toBe(false);
    expect(awaitsEmergencyResponse({ emergency: emergency(), status: "cancelled" })).toBe(false);
    expect(awaitsEmergencyResponse({ emergency: null, status: "pending" })).toBe(false);
  });
});

describe("splitEmergencyHead", () => {
  it("keeps the server's order and takes only the leading emergencies", () => {
    const rows = [
      { id: 3, emergency: emergency(), status: "pending" as const },
      { id: 1, emergency: emergency(), status: "approved" as const },
      { id: 9, emergency: null, status: "pending" as const },
      { id: 2, emergency: emergency(), status: "pending" as const },
    ];
    const { head, rest } = splitEmergencyHead(rows);
    expect(head.map((row) => row.id)).toEqual([3, 1]);
    expect(rest.map((row) => row.id)).toEqual([9, 2]);
  });

  it("has an empty head when the list starts with an ordinary request", () => {
    const { head, rest } = splitEmergencyHead([{ id: 1, emergency: null, status: "pending" }]);
    expect(head).toEqual([]);
    expect(rest).toHaveLength(1);
  });
});

describe("uniqueById", () => {
  it("keeps each id's first row", () => {
    const rows = [
      { id: 5, page: 1 },
      { id: 4, page: 1 },
      { id: 5, page: 2 },
      { id: 3, page: 2 },
    ];
    expect(uniqueById(rows)).toEqual([
      { id: 5, page: 1 },
      { id: 4, page: 1 },
      { id: 3, page: 2 },
    ]);
  });
});
