import { describe, expect, it } from "vitest";
import { listCount, totalOf } from "./use-paged-list";

describe("totalOf", () => {
  it("takes X-Total-Count as it is", () => {
    expect(totalOf({ total: 312, totalExceeds: null }, 50, true)).toEqual({
      total: 312,
      totalExceeds: null,
    });
  });

  it("reads a count that stopped at its cap as a lower bound while pages remain", () => {
    expect(totalOf({ total: null, totalExceeds: 1000 }, 50, true)).toEqual({
      total: 1001,
      totalExceeds: 1000,
    });
    // Past the cap, the rows loaded are the better bound.
    expect(totalOf({ total: null, totalExceeds: 1000 }, 1100, true)).toEqual({
      total: 1101,
      totalExceeds: 1100,
    });
  });

  it("counts the rows loaded once every page is in, or when the server said nothing", () => {
    expect(totalOf({ total: null, totalExceeds: 1000 }, 1234, false)).toEqual({
      total: 1234,
      totalExceeds: null,
    });
    expect(totalOf({ total: null, totalExceeds: null }, 7, true)).toEqual({
      total: 7,
      totalExceeds: null,
    });
    expect(totalOf(undefined, 0, false)).toEqual({ total: 0, totalExceeds: null });
  });
});

describe("listCount", () => {
  it("says an exact total with the right noun", () => {
    expect(listCount({ total: 1, totalExceeds: null }, { one: "request" })).toBe("1 request");
    expect(listCount({ total: 1234, totalExceeds: null }, { one: "request" })).toBe(
      "1,234 requests",
    );
    expect(listCount({ total: 2 }, { one: "person", many: "people" })).toBe("2 people");
  });

  it("says 'more than' when the server stopped counting", () => {
    expect(listCount({ total: 1001, totalExceeds: 1000 }, { one: "request" })).toBe(
      "more than 1,000 requests",
    );
  });
});
