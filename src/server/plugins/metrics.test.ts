import { describe, expect, it } from "vitest";
import { sqlOperation } from "../metrics";
import { bearerMatches, routeLabel } from "./metrics";

const TOKEN = "0123456789abcdef0123456789abcdef";

describe("bearerMatches", () => {
  it("accepts the token after Bearer, in any letter case of the scheme", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it("refuses no header, another scheme, a bare token, a prefix and a longer token", () => {
    for (const header of [
      undefined,
      "",
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}0`,
      "Bearer ",
    ]) {
      expect(bearerMatches(header, TOKEN), String(header)).toBe(false);
    }
  });
});

describe("routeLabel", () => {
  it("keeps route patterns, folds hashed assets into one label and names unmatched requests", () => {
    expect(routeLabel("/api/portal/properties/:id")).toBe("/api/portal/properties/:id");
    expect(routeLabel("/assets/index-B1x2y3.js")).toBe("/assets/*");
    expect(routeLabel(undefined)).toBe("(not found)");
  });
});

describe("sqlOperation", () => {
  it("labels a statement by its first keyword, anything uncommon as other", () => {
    expect(sqlOperation('select "id" from "users"')).toBe("select");
    expect(sqlOperation("  INSERT INTO sessions VALUES ($1)")).toBe("insert");
    expect(sqlOperation("create index …")).toBe("other");
    expect(sqlOperation("")).toBe("other");
  });
});
