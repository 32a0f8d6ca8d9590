import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./error-handler";

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, a server shutting down and a dropped connection", () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error("connect"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(isDatabaseUnavailable({ message: "terminating connection", code: "57P01" })).toBe(true);
    expect(isDatabaseUnavailable({ message: "x", code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("looks through Drizzle's wrapper", () => {
    const wrapped = new Error("Failed query: select 1", {
      cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
    expect(isDatabaseUnavailable({ code: "22021" })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
