/**
 * The sign-in lockout under concurrency and as a denial-of-service tool (OWASP ASVS 6.3.1;
 * features/auth/sign-in.ts, docs/security.md "Sign-in lockout"), which addresses the server
 * believes behind a proxy (TRUST_PROXY), and the housekeeping of sign-in data (ASVS 7.3.1).
 * Client addresses are set with `app.inject`'s `remoteAddress`.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  knownSignInAddresses,
  loginThrottles,
  resumeUploads,
  sessions,
} from "../../src/server/db/schema";
import { runHousekeeping, startHousekeeping } from "../../src/server/features/auth/housekeeping";
import { hashToken } from "../../src/server/features/auth/repository";
import { buildTestApp, signUp, type TestApp } from "../helpers/app";

type App = TestApp["app"];

/** POST /api/login from `address` (the socket's address, as a proxy-less client). */
function login(
  app: App,
  username: string,
  password: string,
  address = "127.0.0.1",
  extra: InjectOptions = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password },
    remoteAddress: address,
    ...extra,
  });
}

describe("sign-in lockout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES: "5", LOGIN_MAX_FAILURES_PER_ACCOUNT: "12" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("checks at most LOGIN_MAX_FAILURES passwords per account and address, however many arrive at once", async () => {
    const victim = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        login(t.app, victim.user.username, "wrong-password", "198.51.100.20"),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const right = await login(t.app, victim.user.username, victim.password, "198.51.100.20");
    expect(right.statusCode).toBe(429);
  });

  it("does not let guesses from one address lock the owner out of another", async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, owner.user.username, "wrong", "203.0.113.66")).statusCode).toBe(
        401,
      );
    }
    const attacker = await login(t.app, owner.user.username, owner.password, "203.0.113.66");
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers["retry-after"])).toBeGreaterThan(800);
    expect(Number(attacker.headers["retry-after"])).toBeLessThanOrEqual(900);
    // The owner, from the address the account was created from, and from a new one.
    expect((await login(t.app, owner.user.username, owner.password)).statusCode).toBe(200);
    expect((await login(t.app, owner.user.username, owner.password, "192.0.2.44")).statusCode).toBe(
      200,
    );
  });

  it("holds unknown addresses at the account-wide ceiling, but never the owner's known address", async () => {
    const owner = await signUp(t.app);
    expect(
      (await login(t.app, owner.user.username, owner.password, "192.0.2.200")).statusCode,
    ).toBe(200);
    // 12 guesses spread over addresses that each stay under the per-address limit of 5.
    for (let i = 0; i < 12; i++) {
      const response = await login(t.app, owner.user.username, "wrong", `10.20.0.${i % 4}`);
      expect(response.statusCode).toBe(401);
    }
    const fromNewAddress = await login(t.app, owner.user.username, owner.password, "10.20.9.9");
    expect(fromNewAddress.statusCode).toBe(429);
    expect(fromNewAddress.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ minute\(s\)/,
    );
    // 127.0.0.1 created the account (signUp), so it is known: only its own pair limit applies.
    expect((await login(t.app, owner.user.username, owner.password)).statusCode).toBe(200);
    // 192.0.2.200 became known when the owner signed in from it.
    expect(
      (await login(t.app, owner.user.username, owner.password, "192.0.2.200")).statusCode,
    ).toBe(200);
  });

  it("does not count successful sign-ins towards the account-wide ceiling", async () => {
    const owner = await signUp(t.app);
    // More successes than the ceiling (12), each from an address the account has never used.
    for (let i = 0; i < 14; i++) {
      const response = await login(t.app, owner.user.username, owner.password, `172.16.5.${i}`);
      expect(response.statusCode).toBe(200);
    }
  });

  it("counts unknown usernames like real ones, and forgets a pair's failures after a success", async () => {
    const name = `ghost_${randomBytes(3).toString("hex")}`;
    for (let i = 0; i < 5; i++) {
      const response = await login(t.app, name, "wrong", "198.51.100.77");
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Invalid username or password");
    }
    expect((await login(t.app, name, "wrong", "198.51.100.77")).statusCode).toBe(429);

    const user = await signUp(t.app);
    for (let i = 0; i < 4; i++) await login(t.app, user.user.username, "wrong", "198.51.100.78");
    expect(
      (await login(t.app, user.user.username, user.password, "198.51.100.78")).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, user.user.username, "wrong", "198.51.100.78")).statusCode).toBe(
        401,
      );
    }
    expect((await login(t.app, user.user.username, "wrong", "198.51.100.78")).statusCode).toBe(429);
  });

  it("holds an unknown username at the account-wide ceiling too", async () => {
    const name = `nobody_${randomBytes(3).toString("hex")}`;
    for (let i = 0; i < 12; i++) {
      expect((await login(t.app, name, "wrong", `10.30.0.${i % 4}`)).statusCode).toBe(401);
    }
    expect((await login(t.app, name, "wrong", "10.30.9.9")).statusCode).toBe(429);
  });

  it("does not let the owner's sign-ins from a known address give guessers attempts back", async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 11; i++) {
      expect(
        (await login(t.app, owner.user.username, "wrong", `10.40.0.${i % 4}`)).statusCode,
      ).toBe(401);
    }
    // Two sign-ins from the known address (registration) take nothing off the account's count.
    expect((await login(t.app, owner.user.username, owner.password)).statusCode).toBe(200);
    expect((await login(t.app, owner.user.username, owner.password)).statusCode).toBe(200);
    expect((await login(t.app, owner.user.username, "wrong", "10.40.1.1")).statusCode).toBe(401);
    expect((await login(t.app, owner.user.username, "wrong", "10.40.1.2")).statusCode).toBe(429);
  });

  it("answers the user with the new sign-in time", async () => {
    const user = await signUp(t.app);
    const before = user.user.lastLogin;
    const response = await login(t.app, user.user.username, user.password, "192.0.2.99");
    expect(response.statusCode).toBe(200);
    expect(before).not.toBeNull();
    expect(new Date(response.json().lastLogin).getTime()).toBeGreaterThan(
      new Date(before as string).getTime(),
    );
  });

  it("revokes the session the sign-in request presented", async () => {
    const user = await signUp(t.app);
    const response = await login(t.app, user.user.username, user.password, "127.0.0.1", {
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: user.cookie },
    });
    expect(old.statusCode).toBe(401);
  });

  it("starts a new window once LOGIN_LOCKOUT_MINUTES have passed since its first attempt", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 6; i++) await login(t.app, user.user.username, "wrong", "198.51.100.90");
    expect(
      (await login(t.app, user.user.username, user.password, "198.51.100.90")).statusCode,
    ).toBe(429);
    // Move the window's start back: 14 minutes is still inside it, 15 is not.
    const key = `pair:${user.user.username.toLowerCase()}|198.51.100.90`;
    const setStart = (minutes: number) =>
      t.db
        .update(loginThrottles)
        .set({ windowStartedAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(loginThrottles.key, key));
    await setStart(14);
    const still = await login(t.app, user.user.username, user.password, "198.51.100.90");
    expect(still.statusCode).toBe(429);
    expect(Number(still.headers["retry-after"])).toBeLessThanOrEqual(60);
    await setStart(15);
    expect(
      (await login(t.app, user.user.username, user.password, "198.51.100.90")).statusCode,
    ).toBe(200);
  });
});

describe("TRUST_PROXY", () => {
  /** Three sign-ins (limit 2 per address) whose X-Forwarded-For differ only where `vary` says. */
  async function statuses(env: Record<string, string>, forwardedFor: (i: number) => string) {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN_PER_15_MIN: "2", ...env });
    try {
      const result: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await login(t.app, `proxy_user_${i}`, "wrong", "127.0.0.1", {
          headers: { "x-forwarded-for": forwardedFor(i) },
        });
        result.push(response.statusCode);
      }
      return result;
    } finally {
      await t.close();
    }
  }

  it("with a hop count, believes the entry the proxy wrote, not the ones the client wrote", async () => {
    // The client writes the leftmost entries; the one proxy appends the real address.
    expect(await statuses({ TRUST_PROXY: "1" }, (i) => `203.0.113.${i}, 198.51.100.5`)).toEqual([
      401, 401, 429,
    ]);
    expect(await statuses({ TRUST_PROXY: "1" }, (i) => `198.51.100.${i + 10}`)).toEqual([
      401, 401, 401,
    ]);
  });

  it("with a list of proxy addresses, believes entries only up to the first untrusted one", async () => {
    expect(
      await statuses(
        { TRUST_PROXY: "127.0.0.1,10.0.0.0/8" },
        (i) => `203.0.113.${i}, 198.51.100.5, 10.1.2.3`,
      ),
    ).toEqual([401, 401, 429]);
    expect(await statuses({ TRUST_PROXY: "127.0.0.1" }, (i) => `198.51.100.${i + 10}`)).toEqual([
      401, 401, 401,
    ]);
  });

  it("believes no X-Forwarded-For by default", async () => {
    expect(await statuses({}, (i) => `198.51.100.${i + 10}`)).toEqual([401, 401, 429]);
  });
});

describe("housekeeping of sign-in data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = { sessionIdleMs: 24 * 3_600_000, loginLockoutMs: 15 * 60_000 };

  /** Inserts one session with the given ages (hours ago / hours from now); returns its key. */
  async function session(userId: number, lastSeenHoursAgo: number, expiresInHours: number) {
    const tokenHash = hashToken(randomBytes(16).toString("hex"));
    await t.db.insert(sessions).values({
      tokenHash,
      userId,
      lastSeenAt: sql`now() - make_interval(hours => ${lastSeenHoursAgo})`,
      expiresAt: sql`now() + make_interval(hours => ${expiresInHours})`,
    });
    return tokenHash;
  }

  async function exists(tokenHash: string) {
    const rows = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    return rows.length === 1;
  }

  it("deletes idle and expired sessions, stale counters, old known addresses and upload-ledger rows, and nothing else; two at once are safe", async () => {
    const user = await signUp(t.app);
    const live = await session(user.user.id, 1, 24);
    const idle = await session(user.user.id, 25, 24);
    const expired = await session(user.user.id, 0, -1);
    await t.db.insert(loginThrottles).values([
      { key: "pair:stale|1.1.1.1", windowStartedAt: sql`now() - interval '16 minutes'` },
      { key: "pair:fresh|1.1.1.1", windowStartedAt: sql`now() - interval '14 minutes'` },
    ]);
    await t.db.insert(resumeUploads).values([
      { clientAddress: "198.51.100.1", bytes: 1000, createdAt: sql`now() - interval '25 hours'` },
      { clientAddress: "198.51.100.2", bytes: 1000, createdAt: sql`now() - interval '23 hours'` },
    ]);
    await t.db.insert(knownSignInAddresses).values([
      {
        userId: user.user.id,
        address: "192.0.2.1",
        lastSuccessAt: sql`now() - interval '91 days'`,
      },
      {
        userId: user.user.id,
        address: "192.0.2.2",
        lastSuccessAt: sql`now() - interval '89 days'`,
      },
    ]);

    // Two instances running it at the same moment.
    const [a, b] = await Promise.all([
      runHousekeeping(t.db, settings),
      runHousekeeping(t.db, settings),
    ]);
    expect(a.sessions + b.sessions).toBeGreaterThanOrEqual(2);
    expect(a.loginThrottles + b.loginThrottles).toBeGreaterThanOrEqual(1);
    expect(a.knownAddresses + b.knownAddresses).toBe(1);
    expect(a.resumeUploads + b.resumeUploads).toBe(1);
    const uploads = (await t.db.select().from(resumeUploads)).map((r) => r.clientAddress);
    expect(uploads).toEqual(["198.51.100.2"]);

    expect(await exists(live)).toBe(true);
    expect(await exists(idle)).toBe(false);
    expect(await exists(expired)).toBe(false);
    const keys = (await t.db.select().from(loginThrottles)).map((r) => r.key);
    expect(keys).toContain("pair:fresh|1.1.1.1");
    expect(keys).not.toContain("pair:stale|1.1.1.1");
    const addresses = (
      await t.db
        .select()
        .from(knownSignInAddresses)
        .where(eq(knownSignInAddresses.userId, user.user.id))
    ).map((r) => r.address);
    expect(addresses).toContain("192.0.2.2");
    expect(addresses).not.toContain("192.0.2.1");
    // The live session still signs in.
    const { cookie } = user;
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it("logs what it deleted, logs a failure without throwing, and stops for good", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const user = await signUp(t.app);
    const stale = await session(user.user.id, 0, -1);
    const running = startHousekeeping({ db: t.db, settings, everyMs: 60_000, log });
    await running.stop();
    expect(await exists(stale)).toBe(false);
    const info = lines.find((l) => l.msg === "expired sign-in data deleted");
    const counts = info?.housekeeping as { sessions: number } | undefined;
    expect(counts?.sessions).toBeGreaterThanOrEqual(1);

    // Nothing left to delete: nothing logged.
    lines.length = 0;
    await startHousekeeping({ db: t.db, settings, everyMs: 60_000, log }).stop();
    expect(lines.filter((l) => l.msg === "expired sign-in data deleted")).toHaveLength(0);

    // A database that fails: logged as an error with its cause, never thrown.
    const failing = new Proxy(
      {},
      {
        get: () => {
          throw new Error("database gone");
        },
      },
    ) as typeof t.db;
    await startHousekeeping({ db: failing, settings, everyMs: 60_000, log }).stop();
    const error = lines.find((l) => l.msg === "housekeeping failed; will retry");
    expect(error?.level).toBe(50);
    const cause = error?.err as { message: string } | undefined;
    expect(cause?.message).toBe("database gone");

    // After stop, the timer runs no more.
    const quick = startHousekeeping({ db: t.db, settings, everyMs: 20, log });
    await quick.stop();
    const later = await session(user.user.id, 0, -1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await exists(later)).toBe(true);
  });

  it("runs once as soon as it is started, and not at all when everyMs is 0", async () => {
    const user = await signUp(t.app);
    const first = await session(user.user.id, 0, -1);
    const off = startHousekeeping({ db: t.db, settings, everyMs: 0, log: t.app.log });
    await off.stop();
    expect(await exists(first)).toBe(true);
    const on = startHousekeeping({ db: t.db, settings, everyMs: 60_000, log: t.app.log });
    await on.stop();
    expect(await exists(first)).toBe(false);
  });
});
