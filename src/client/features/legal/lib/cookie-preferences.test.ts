import { describe, expect, it } from "vitest";
import {
  defaultCookiePreferences,
  encodeCookiePreferences,
  parseCookiePreferences,
} from "./cookie-preferences";

describe("cookie preferences", () => {
  it("defaults to the spec's choices: necessary, functional and analytics on, marketing off", () => {
    expect(defaultCookiePreferences).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: false,
    });
  });

  it("reads back what it writes, among other cookies", () => {
    const value = encodeCookiePreferences({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: true,
    });
    expect(value).toBe("v1.f0.a1.m1");
    expect(parseCookiePreferences(`sid=abc; cookie_preferences=${value}; other=1`)).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: true,
    });
  });

  it("keeps necessary cookies on even when asked to store them off", () => {
    const value = encodeCookiePreferences({
      necessary: false,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(parseCookiePreferences(`cookie_preferences=${value}`)?.necessary).toBe(true);
  });

  it("returns null when nothing is saved or the value is not ours", () => {
    expect(parseCookiePreferences("")).toBeNull();
    expect(parseCookiePreferences("sid=abc")).toBeNull();
    expect(parseCookiePreferences("cookie_preferences=all")).toBeNull();
  });
});
