import { describe, expect, it } from "vitest";
import { formatMinutes, promiseState } from "./emergency-countdown";
import { fillStateText } from "./fill-state";

describe("an emergency's countdown", () => {
  const respondBy = "2026-09-10T16:00:00.000Z";

  it("counts the minutes left, rounding up, until the promised time", () => {
    expect(
      promiseState({ respondBy, respondedAt: null }, new Date("2026-09-10T14:48:30Z")),
    ).toEqual({ kind: "left", minutes: 72 });
  });

  it("says by how much a promise is overdue", () => {
    expect(
      promiseState({ respondBy, respondedAt: null }, new Date("2026-09-10T16:12:00Z")),
    ).toEqual({ kind: "overdue", minutes: 12 });
    expect(promiseState({ respondBy, respondedAt: null }, new Date(respondBy))).toEqual({
      kind: "overdue",
      minutes: 0,
    });
  });

  it("stops once the agency responded, even past the promised time", () => {
    expect(
      promiseState(
        { respondBy, respondedAt: "2026-09-10T15:00:00.000Z" },
        new Date("2026-09-10T18:00:00Z"),
      ),
    ).toEqual({ kind: "answered" });
  });

  it("writes minutes as hours and minutes", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(72)).toBe("1 h 12 min");
    expect(formatMinutes(120)).toBe("2 h 00 min");
    expect(formatMinutes(-3)).toBe("0 min");
  });

  it("writes the fill state as the spec's words", () => {
    expect(fillStateText(2, 3)).toBe("2 of 3 filled");
  });
});
