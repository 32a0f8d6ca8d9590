import { describe, expect, it } from "vitest";
import { isWholeCents } from "./money";

describe("isWholeCents", () => {
  it.each([0, 0.01, 0.07, 0.29, 1, 19.99, 21.5, 32.57, 999.99, 1000])("takes %s", (dollars) => {
    expect(isWholeCents(dollars)).toBe(true);
  });

  // 2.1796650952698767e-220 is the amount a fuzz run found: Zod's multipleOf(0.01) let it pass
  // and a job posting's pay then rounded to 0 cents.
  it.each([
    2.1796650952698767e-220,
    Number.MIN_VALUE,
    0.001,
    0.005,
    19.999,
    32.505,
    0.1 + 0.2,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])("refuses %s", (dollars) => {
    expect(isWholeCents(dollars)).toBe(false);
  });
});
