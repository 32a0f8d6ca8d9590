/**
 * Signing in with a username and password: the one implementation behind `POST /api/login` and
 * the Login form's native post (spec section 7; docs/security.md "Sign-in lockout").
 *
 * Lockout (OWASP ASVS 6.3.1), without letting it become a denial of service:
 * - at most `LOGIN_MAX_FAILURES` attempts per (account, address) in a window of
 *   `LOGIN_LOCKOUT_MINUTES`; a success clears that pair's count;
 * - at most `LOGIN_MAX_FAILURES_PER_ACCOUNT` attempts per account in that window from addresses the
 *   account has not signed in from successfully within 90 days (distributed guessing). The owner's
 *   usual addresses are never held by this ceiling, so guesses from elsewhere cannot lock them out;
 * - every attempt is counted before its password is checked, atomically (one upsert), and a
 *   success takes its attempt back, so however many arrive at once, no more than the limit are
 *   ever checked per window;
 * - unknown usernames are counted and answered exactly like real ones, with the same message, and
 *   their password is verified against a dummy hash (ASVS 6.3.8).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { loginMessages, tooManyAttemptsMessage } from "../../../domain/login-errors";
import { sessionToken, setSessionCookie } from "../../plugins/auth";
import { HttpError } from "../../plugins/error-handler";
import { verifyPassword } from "./passwords";
import {
  type CountedAttempt,
  loginThrottleRepository,
  type PublicUserRow,
  sessionsRepository,
  usersRepository,
} from "./repository";

/** The one answer to a wrong password or an unknown username (ASVS 6.3.8). */
const INVALID_LOGIN = loginMessages.invalid;

/** How long a successful sign-in makes its address "known" to the account: 90 days, in ms. */
export const KNOWN_ADDRESS_MS = 90 * 86_400_000;

/**
 * The 429 message of every sign-in and registration limit.
 * @param seconds time until the caller may try again
 */
export function tooManyAttempts(seconds: number): string {
  return tooManyAttemptsMessage(Math.ceil(seconds / 60));
}

/** Counter keys: per (account, address), and per account. Usernames as typed, lower-cased. */
function throttleKeys(username: string, address: string) {
  const account = username.toLowerCase();
  return { pair: `pair:${account}|${address}`, account: `account:${account}` };
}

/**
 * Refuses an attempt whose counter is over its limit: sets `Retry-After` and counts a locked
 * sign-in in the metrics.
 * @throws HttpError 429 `Too many attempts. Please wait N minute(s) and try again.`, always
 */
function refuseAttempt(app: FastifyInstance, reply: FastifyReply, counted: CountedAttempt): never {
  const seconds = Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - Date.now()) / 1000));
  reply.header("retry-after", String(seconds));
  app.metrics.loginFailed("locked");
  throw new HttpError(429, tooManyAttempts(seconds));
}

/**
 * Checks the password a signed-in user typed to confirm a change to their account (password,
 * e-mail, deletion), counted against the same per (account, address) limit as signing in, so a
 * stolen session cannot guess the password faster than the sign-in form allows. A success
 * clears that counter, as a sign-in does.
 * @returns true when `password` is the account's
 * @throws HttpError 429 when the limit is reached (after setting `Retry-After` on `reply`)
 */
export async function passwordConfirms(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: { username: string; passwordHash: string },
  password: string,
): Promise<boolean> {
  const throttle = loginThrottleRepository(app.db);
  const { pair } = throttleKeys(account.username, request.ip);
  const counted = await throttle.count(pair, app.config.loginLockoutMs);
  if (counted.attempts > app.config.loginMaxFailures) refuseAttempt(app, reply, counted);
  const ok = await verifyPassword(account.passwordHash, password);
  if (ok) await throttle.clear(pair);
  else app.metrics.loginFailed("invalid");
  return ok;
}

/**
 * Signs in `input.username` from `request.ip`: on success revokes the session the request
 * presented (ASVS 7.2.4), creates a new one, sets its cookie on `reply` and records the sign-in.
 * @returns the signed-in user's public record (after `last_login` was set)
 * @throws HttpError 401 `Invalid username or password` for an unknown username or a wrong
 *   password; HttpError 429 `Too many attempts. Please wait N minute(s) and try again.` when a
 *   limit is reached, after setting `Retry-After` (seconds) on `reply`
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { username: string; password: string },
): Promise<PublicUserRow> {
  const users = usersRepository(app.db);
  const sessions = sessionsRepository(app.db);
  const throttle = loginThrottleRepository(app.db);
  const { loginMaxFailures, loginMaxFailuresPerAccount, loginLockoutMs } = app.config;
  const keys = throttleKeys(input.username, request.ip);

  const refuse = (counted: CountedAttempt) => refuseAttempt(app, reply, counted);

  const found = await users.findByUsernameWithHash(input.username);
  const pair = await throttle.count(keys.pair, loginLockoutMs);
  if (pair.attempts > loginMaxFailures) refuse(pair);
  const known = found
    ? await throttle.isKnownAddress(found.id, request.ip, KNOWN_ADDRESS_MS)
    : false;
  if (!known) {
    const account = await throttle.count(keys.account, loginLockoutMs);
    if (account.attempts > loginMaxFailuresPerAccount) refuse(account);
  }

  const ok = await verifyPassword(found?.passwordHash, input.password);
  if (!found || !ok) {
    app.metrics.loginFailed("invalid");
    throw new HttpError(401, INVALID_LOGIN);
  }

  await throttle.clear(keys.pair);
  if (!known) await throttle.release(keys.account);
  await throttle.rememberAddress(found.id, request.ip);
  // A new token at every sign-in; the old one, if any, is revoked (ASVS 7.2.4).
  const previous = sessionToken(request, app.config);
  if (previous) await sessions.delete(previous);
  setSessionCookie(reply, app.config, await sessions.create(found.id, app.config.sessionMaxMs));
  const { passwordHash: _hash, ...user } = found;
  return (await users.touchLastLogin(found.id)) ?? user;
}
