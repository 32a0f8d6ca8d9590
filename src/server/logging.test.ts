import { describe, expect, it } from "vitest";
import { REDACTED, redactUrl } from "./logging";

describe("redactUrl", () => {
  it.each([
    ["/auth", "/auth"],
    ["/auth?", "/auth?"],
    ["/auth?tab=register", `/auth?tab=${REDACTED}`],
    ["/auth/?password=x", `/auth/?password=${REDACTED}`],
    ["/%61uth?username=x", `/%61uth?username=${REDACTED}`],
    ["/api?x=1", `/api?x=${REDACTED}`],
    ["/api/login?a=1&&b", `/api/login?a=${REDACTED}&&${REDACTED}`],
    ["/apis?q=1", "/apis?q=1"],
    ["/authors?q=1", "/authors?q=1"],
    ["/?submitted=request", "/?submitted=request"],
    ["/?Pass%77ord=x&x=1", `/?Pass%77ord=${REDACTED}&x=1`],
    [
      "/?api_key=k&session_id=s&reset+code=c",
      `/?api_key=${REDACTED}&session_id=${REDACTED}&reset+code=${REDACTED}`,
    ],
    ["/?%E0%A4%A=1", "/?%E0%A4%A=1"],
  ])("logs %s as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
