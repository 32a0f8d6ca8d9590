/**
 * Why a sign-in failed, as the Login form shows it (spec section 5, "Login"; section 7, POST
 * /api/login). The texts are the API's, word for word: `loginSchema`'s field messages, the one
 * 401 message for an unknown username or a wrong password (OWASP ASVS 6.3.8) and the 429 message
 * of the lockout and the per-address limit.
 *
 * A sign-in posted without JavaScript (docs/decisions/0005, "Sign-in") cannot be answered with
 * JSON: the server redirects back to /auth with a code in the query, never with anything the
 * visitor typed, e.g. `/auth?error=invalid` or `/auth?error=too-many&wait=15`. The server serves
 * /auth with the message for that query in the Login form's alert, and the form computes the same
 * message from the same query with {@link loginErrorMessage}, so hydration finds the markup it
 * renders. No zod here: the page's start-up JavaScript carries this module.
 */
import { paths } from "./paths";

/** The field messages of `loginSchema` and the API's 401 answer. */
export const loginMessages = {
  usernameRequired: "Username is required",
  /** `oneLineMessage("Username")` of text-fields.ts (which brings zod; tested equal). */
  usernameOneLine: "Username must be on one line",
  passwordRequired: "Password is required",
  invalid: "Invalid username or password",
  /** A failure that is not the visitor's (the server or the database). */
  failed: "Something went wrong. Please try again.",
} as const;

/**
 * The 429 message of the sign-in lockout and the per-address limit.
 * @param minutes whole minutes until the visitor may try again (the API rounds seconds up)
 */
export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts. Please wait ${minutes} minute(s) and try again.`;
}

/** The query parameter that carries the code. */
export const LOGIN_ERROR_PARAM = "error";

/** The codes a failed native sign-in is sent back with. */
export type LoginErrorCode =
  | "username"
  | "username-line"
  | "password"
  | "invalid"
  | "too-many"
  | "failed";

/** The code of each field message of `loginSchema`. */
export const loginFieldErrorCodes: Readonly<Record<string, LoginErrorCode>> = {
  [loginMessages.usernameRequired]: "username",
  [loginMessages.usernameOneLine]: "username-line",
  [loginMessages.passwordRequired]: "password",
};

/** The longest wait a `too-many` code may name, in minutes (one week). */
const MAX_WAIT_MINUTES = 10_080;

/**
 * Where a failed native sign-in sends the browser.
 * @param code why it failed
 * @param waitMinutes for `too-many`: minutes to wait, rounded up to a whole number from 1 to
 *   10,080 (1 when missing or not a number); ignored for the other codes
 * @returns a path and query, e.g. "/auth?error=too-many&wait=15"
 */
export function loginErrorLocation(code: LoginErrorCode, waitMinutes?: number): string {
  if (code !== "too-many") return `${paths.auth.href()}?${LOGIN_ERROR_PARAM}=${code}`;
  const minutes = Number.isFinite(waitMinutes) ? Math.ceil(waitMinutes as number) : 1;
  const wait = Math.min(MAX_WAIT_MINUTES, Math.max(1, minutes));
  return `${paths.auth.href()}?${LOGIN_ERROR_PARAM}=too-many&wait=${wait}`;
}

/**
 * The message the Login form shows for a query, or undefined when the query names none (no
 * `error`, an unknown code, or a `too-many` without a whole number of minutes from 1 to 10,080).
 * @param search a URL's query, with or without its "?"
 */
export function loginErrorMessage(search: string | URLSearchParams): string | undefined {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  switch (query.get(LOGIN_ERROR_PARAM)) {
    case "username":
      return loginMessages.usernameRequired;
    case "username-line":
      return loginMessages.usernameOneLine;
    case "password":
      return loginMessages.passwordRequired;
    case "invalid":
      return loginMessages.invalid;
    case "failed":
      return loginMessages.failed;
    case "too-many": {
      const wait = query.get("wait") ?? "";
      if (!/^[1-9]\d{0,4}$/.test(wait) || Number(wait) > MAX_WAIT_MINUTES) return undefined;
      return tooManyAttemptsMessage(Number(wait));
    }
    default:
      return undefined;
  }
}
