/**
 * The visitor's cookie choices (spec section 2, Cookie Settings): kept in a first-party cookie,
 * `cookie_preferences`, for one year, and read back on the next visit. No server call is made;
 * the cookie is readable by scripts on purpose, so any future analytics or marketing tool can
 * check it before it loads.
 */
import { cookieCategories } from "@/content/cookie-settings";

export type CookieCategoryId = "necessary" | "functional" | "analytics" | "marketing";
export type CookiePreferences = Record<CookieCategoryId, boolean>;

export const COOKIE_PREFERENCES_NAME = "cookie_preferences";
/** One year, in seconds. */
export const COOKIE_PREFERENCES_MAX_AGE = 365 * 24 * 60 * 60;

/** The spec's defaults (section 9): necessary on (locked), functional on, analytics on, marketing off. */
export const defaultCookiePreferences: CookiePreferences = Object.fromEntries(
  cookieCategories.map((category) => [category.id, category.defaultEnabled]),
) as CookiePreferences;

/** Essential only: everything off except the necessary cookies. */
export const essentialOnlyPreferences: CookiePreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/** Everything on. */
export const allCookiePreferences: CookiePreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: true,
};

/**
 * Encodes choices as the cookie's value, e.g. `v1.f1.a1.m0` (necessary is always on and not
 * stored): short, and free of characters that cookies must escape.
 */
export function encodeCookiePreferences(preferences: CookiePreferences): string {
  const bit = (value: boolean) => (value ? "1" : "0");
  return `v1.f${bit(preferences.functional)}.a${bit(preferences.analytics)}.m${bit(preferences.marketing)}`;
}

/**
 * Reads choices from a `document.cookie` string.
 * @returns the saved choices, or null when none are saved (or the value is not ours)
 */
export function parseCookiePreferences(cookieHeader: string): CookiePreferences | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== COOKIE_PREFERENCES_NAME) continue;
    const match = /^v1\.f([01])\.a([01])\.m([01])$/.exec(rest.join("="));
    if (!match) return null;
    return {
      necessary: true,
      functional: match[1] === "1",
      analytics: match[2] === "1",
      marketing: match[3] === "1",
    };
  }
  return null;
}

/** The saved choices in this browser, or null. Call only in the browser (effects, handlers). */
export function readCookiePreferences(): CookiePreferences | null {
  return parseCookiePreferences(document.cookie);
}

/** Saves choices in the first-party cookie for one year (SameSite=Lax; Secure on https). */
export function saveCookiePreferences(preferences: CookiePreferences): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie is all this needs; the Cookie Store API is not in every browser we support.
  document.cookie = `${COOKIE_PREFERENCES_NAME}=${encodeCookiePreferences({ ...preferences, necessary: true })}; Max-Age=${COOKIE_PREFERENCES_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}
