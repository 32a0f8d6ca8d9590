import { describe, expect, it } from "vitest";
import { loginSchema } from "./auth";
import { type LoginErrorCode, loginErrorLocation, loginErrorMessage } from "./login-errors";
import { oneLineMessage } from "./text-fields";

const messageAt = (location: string) => loginErrorMessage(new URL(location, "http://x").search);

describe("login error codes", () => {
  it.each<[LoginErrorCode, number | undefined, string]>([
    ["invalid", undefined, "Invalid username or password"],
    ["username", undefined, "Username is required"],
    ["password", undefined, "Password is required"],
    ["username-line", undefined, "Username must be on one line"],
    ["failed", undefined, "Something went wrong. Please try again."],
    ["too-many", 15, "Too many attempts. Please wait 15 minute(s) and try again."],
    ["too-many", 0.2, "Too many attempts. Please wait 1 minute(s) and try again."],
    ["too-many", 1e9, "Too many attempts. Please wait 10080 minute(s) and try again."],
    ["too-many", Number.NaN, "Too many attempts. Please wait 1 minute(s) and try again."],
    ["too-many", undefined, "Too many attempts. Please wait 1 minute(s) and try again."],
  ])("sends %s (wait %s) to a URL whose message is “%s”", (code, wait, message) => {
    const location = loginErrorLocation(code, wait);
    expect(location).toMatch(/^\/auth\?error=/);
    expect(messageAt(location)).toBe(message);
  });

  it("names no wait for the codes other than too-many, whatever it is given", () => {
    expect(loginErrorLocation("invalid", 15)).toBe("/auth?error=invalid");
    expect(loginErrorLocation("failed", Number.NaN)).toBe("/auth?error=failed");
  });

  it("uses loginSchema's own messages for missing fields and a username with a line break", () => {
    const result = loginSchema.safeParse({});
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      messageAt("/auth?error=username"),
      messageAt("/auth?error=password"),
    ]);
    const broken = loginSchema.safeParse({ username: "ana\u2028lopez", password: "x" });
    expect(broken.error?.issues.map((issue) => issue.message)).toEqual([
      messageAt("/auth?error=username-line"),
    ]);
    expect(messageAt("/auth?error=username-line")).toBe(oneLineMessage("Username"));
  });

  it.each([
    "",
    "?error=",
    "?error=nope",
    "?error=too-many",
    "?error=too-many&wait=-1",
    "?error=too-many&wait=010",
  ])("names no message for %s", (search) => {
    expect(loginErrorMessage(search)).toBeUndefined();
  });
});
