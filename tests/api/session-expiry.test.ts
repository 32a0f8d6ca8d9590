/**
 * Session expiry (OWASP ASVS 7.3.1 idle timeout, 7.3.2 absolute lifetime): a session unused for
 * longer than SESSION_IDLE_HOURS, or older than SESSION_MAX_DAYS, no longer signs anyone in.
 *
 * The clock is the database's: each test moves a session's `last_seen_at` or `expires_at` into
 * the past by writing the row, then asks GET /api/user with its cookie, so nothing waits and
 * nothing depends on how fast the machine is.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../src/server/features/auth/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { rowsOf } from "../helpers/db";

const IDLE_HOURS = 2;
const MAX_DAYS = 3;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    SESSION_IDLE_HOURS: String(IDLE_HOURS),
    SESSION_MAX_DAYS: String(MAX_DAYS),
  });
});

afterAll(async () => {
  await t?.close();
});

/** The token hash of a test user's session cookie (`sid=…`). */
function tokenHashOf(who: TestUser): string {
  const token = /(?:^|;\s*)sid=([^;]+)/.exec(who.cookie)?.[1];
  if (!token) throw new Error(`no sid in ${who.cookie}`);
  return hashToken(token);
}

/**
 * Sets the session's timestamps relative to the database's `now()`, in seconds
 * (negative: in the past).
 */
async function setSession(
  who: TestUser,
  times: { lastSeenSecondsAgo?: number; expiresInSeconds?: number },
): Promise<void> {
  const hash = tokenHashOf(who);
  if (times.lastSeenSecondsAgo !== undefined) {
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(secs => ${times.lastSeenSecondsAgo})
          where token_hash = ${hash}`,
    );
  }
  if (times.expiresInSeconds !== undefined) {
    await t.db.execute(
      sql`update sessions set expires_at = now() + make_interval(secs => ${times.expiresInSeconds})
          where token_hash = ${hash}`,
    );
  }
}

/** The session row's timestamps as seconds relative to the database's `now()`. */
async function sessionTimes(
  who: TestUser,
): Promise<{ lastSeenSecondsAgo: number; expiresInSeconds: number }> {
  const [row] = rowsOf<{ last_seen_ago: number; expires_in: number }>(
    await t.db.execute(
      sql`select extract(epoch from now() - last_seen_at)::float8 as last_seen_ago,
                 extract(epoch from expires_at - now())::float8 as expires_in
          from sessions where token_hash = ${tokenHashOf(who)}`,
    ),
  );
  if (!row) throw new Error("session row not found");
  return { lastSeenSecondsAgo: row.last_seen_ago, expiresInSeconds: row.expires_in };
}

const getUser = (who: TestUser) => as(t.app, who)({ method: "GET", url: "/api/user" });

const HOUR = 3600;
const DAY = 24 * HOUR;

describe("idle expiry (SESSION_IDLE_HOURS)", () => {
  it("answers 401 to a session last used longer ago than the idle limit", async () => {
    const dana = await signUp(t.app);
    await setSession(dana, { lastSeenSecondsAgo: IDLE_HOURS * HOUR + 60 });
    const response = await getUser(dana);
    expect(response.statusCode).toBe(401);
  });

  it("still signs in a session last used just inside the idle limit", async () => {
    const dana = await signUp(t.app);
    await setSession(dana, { lastSeenSecondsAgo: IDLE_HOURS * HOUR - 5 * 60 });
    const response = await getUser(dana);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(dana.user.id);
  });

  it("refreshes last_seen_at when the session is used, so a session in use never goes idle", async () => {
    const dana = await signUp(t.app);
    await setSession(dana, { lastSeenSecondsAgo: IDLE_HOURS * HOUR - 5 * 60 });
    expect((await getUser(dana)).statusCode).toBe(200);
    // Used just now: the idle clock starts again.
    expect((await sessionTimes(dana)).lastSeenSecondsAgo).toBeLessThan(60);
    // Ten more minutes pass: without the refresh it would now be idle for 2 h 5 min.
    await setSession(dana, { lastSeenSecondsAgo: 10 * 60 });
    expect((await getUser(dana)).statusCode).toBe(200);
  });

  it("writes last_seen_at at most once a minute", async () => {
    const dana = await signUp(t.app);
    await setSession(dana, { lastSeenSecondsAgo: 30 });
    expect((await getUser(dana)).statusCode).toBe(200);
    expect((await sessionTimes(dana)).lastSeenSecondsAgo).toBeGreaterThanOrEqual(30);
  });
});

describe("absolute expiry (SESSION_MAX_DAYS)", () => {
  it("gives a new session an expiry SESSION_MAX_DAYS after sign-in", async () => {
    const dana = await signUp(t.app);
    const { expiresInSeconds } = await sessionTimes(dana);
    expect(expiresInSeconds).toBeGreaterThan(MAX_DAYS * DAY - 10 * 60);
    expect(expiresInSeconds).toBeLessThanOrEqual(MAX_DAYS * DAY);
  });

  it("answers 401 to a session past its expiry even when it was used a second ago", async () => {
    const dana = await signUp(t.app);
    await setSession(dana, { lastSeenSecondsAgo: 1, expiresInSeconds: -1 });
    const response = await getUser(dana);
    expect(response.statusCode).toBe(401);
  });

  it("still signs in a session a minute before its expiry", async () => {
    const dana = await signUp(t.app);
    await setSession(dana, { lastSeenSecondsAgo: 1, expiresInSeconds: 60 });
    const response = await getUser(dana);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(dana.user.id);
  });

  it("is not extended by use", async () => {
    const dana = await signUp(t.app);
    await setSession(dana, { lastSeenSecondsAgo: HOUR, expiresInSeconds: 60 });
    expect((await getUser(dana)).statusCode).toBe(200);
    expect((await sessionTimes(dana)).expiresInSeconds).toBeLessThanOrEqual(60);
  });
});
