/**
 * Abuse controls (OWASP ASVS 6.3.1, 2.4.1, 6.2.4): per-account sign-in lockout,
 * per-address limits on sign-in and registration, and the common-password list.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commonPasswordCount } from "../../src/server/features/auth/password-policy";
import { as, buildTestApp, signUp, type TestApp } from "../helpers/app";
import { rowsOf } from "../helpers/db";

describe("per-account sign-in lockout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string) =>
    as(t.app, null)({ method: "POST", url: "/api/login", payload: { username, password } });

  it("answers 429 with Retry-After after 5 failures in 15 minutes, even for the right password", async () => {
    const victim = await signUp(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(victim.user.username, "wrong-password")).statusCode).toBe(401);
    }
    const locked = await login(victim.user.username, victim.password);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.json().message).toMatch(/Too many attempts/);
  });

  it("locks an unknown username exactly like a real one (no enumeration)", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await login("nobody_by_this_name", "wrong-password");
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Invalid username or password");
    }
    expect((await login("nobody_by_this_name", "wrong-password")).statusCode).toBe(429);
  });

  it("counts failures per account, case-insensitively, and forgets them after a success", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 4; i++) await login(user.user.username.toUpperCase(), "wrong-password");
    expect((await login(user.user.username, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(user.user.username, "wrong-password")).statusCode).toBe(401);
    }
    expect((await login(user.user.username, user.password)).statusCode).toBe(200);
  });

  it("does not lock other accounts", async () => {
    const other = await signUp(t.app);
    expect((await login(other.user.username, other.password)).statusCode).toBe(200);
  });
});

describe("per-address limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: "3", RATE_LIMIT_LOGIN_PER_15_MIN: "4" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("limits registrations per address and says when to retry", async () => {
    const register = (n: number) =>
      as(
        t.app,
        null,
      )({
        method: "POST",
        url: "/api/register",
        payload: {
          username: `limit_${n}`,
          email: `limit_${n}@example.com`,
          password: "Harbor-Lights-2026",
          fullName: "Limit Test",
        },
      });
    for (let i = 0; i < 3; i++) expect((await register(i)).statusCode).toBe(201);
    const refused = await register(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().message).toMatch(/Too many attempts/);
  });

  it("limits sign-in attempts per address across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await as(
        t.app,
        null,
      )({
        method: "POST",
        url: "/api/login",
        payload: { username: `someone_${i}`, password: "wrong-password" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it("ignores a client-supplied X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const fresh = await buildTestApp({ RATE_LIMIT_LOGIN_PER_15_MIN: "2" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await as(
          fresh.app,
          null,
        )({
          method: "POST",
          url: "/api/login",
          headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
          payload: { username: `spoofer_${i}`, password: "wrong-password" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await fresh.close();
    }
  });
});

describe("password storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores argon2id hashes at the OWASP parameters, never the password", async () => {
    const user = await signUp(t.app);
    const rows = rowsOf<{ password_hash: string }>(
      await t.db.execute(sql`select password_hash from users where id = ${user.user.id}`),
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(user.password);
  });
});

describe("common passwords", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("ships a list of well over 10,000 common passwords", async () => {
    expect(await commonPasswordCount()).toBeGreaterThan(10_000);
  });

  for (const password of ["password123", "Qwertyuiop", "iloveyou2", "sunshine1"]) {
    it(`refuses "${password}" at registration with a clear message`, async () => {
      const response = await as(
        t.app,
        null,
      )({
        method: "POST",
        url: "/api/register",
        payload: {
          username: `common_${password.toLowerCase()}`,
          email: `${password.toLowerCase()}@example.com`,
          password,
          fullName: "Common Password",
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.password).toMatch(/too common/);
    });
  }

  it("accepts a long passphrase up to 128 characters", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/register",
      payload: {
        username: "passphrase_user",
        email: "passphrase@example.com",
        password: "gulf breeze ".repeat(10).slice(0, 128),
        fullName: "Passphrase User",
      },
    });
    expect(response.statusCode).toBe(201);
  });
});
