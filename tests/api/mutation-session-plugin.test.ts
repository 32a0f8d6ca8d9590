/**
 * The session plugin (src/server/plugins/auth.ts; OWASP ASVS 7.2.1, 3.3.1, 3.3.2, 3.3.4), what
 * the sign-in and access-matrix tests leave unsaid: the cookie's lifetime is SESSION_MAX_DAYS,
 * signing out clears the cookies with the attributes that set them (a browser keeps a cookie a
 * mismatched Path or a missing Secure fails to clear), sessions are looked up only for /api/
 * requests, and the signed-in hint is dropped only when there is no session.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/server/db/schema";
import { as, buildTestApp, signUp, type TestApp } from "../helpers/app";

const DAY_SECONDS = 24 * 60 * 60;

describe("session cookies over http", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_MAX_DAYS: "3" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("last SESSION_MAX_DAYS, the session and its hint alike, on path /", async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.user.username, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(byName.sid).toMatchObject({ maxAge: 3 * DAY_SECONDS, path: "/", httpOnly: true });
    expect(byName.sid?.secure).toBeFalsy();
    expect(byName.signed_in).toMatchObject({ maxAge: 3 * DAY_SECONDS, path: "/", value: "1" });
    expect(String(byName.signed_in?.sameSite).toLowerCase()).toBe("lax");
    expect(byName.signed_in?.secure).toBeFalsy();
    expect(byName.signed_in?.httpOnly).toBeFalsy();
  });

  it("are cleared on sign-out with the attributes that set them", async () => {
    const user = await signUp(t.app);
    const response = await as(t.app, user)({ method: "POST", url: "/api/logout" });
    expect(response.statusCode).toBe(204);
    const byName = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    for (const name of ["sid", "signed_in"]) {
      const cookie = byName[name];
      expect(cookie?.value, name).toBe("");
      expect(cookie?.path, name).toBe("/");
      expect(String(cookie?.sameSite).toLowerCase(), name).toBe("lax");
      expect(cookie?.expires?.getTime(), name).toBeLessThanOrEqual(Date.now());
    }
    expect(byName.sid?.httpOnly).toBe(true);
    expect(byName.signed_in?.httpOnly).toBeFalsy();
  });

  it("keep the signed-in hint while the session lives", async () => {
    const user = await signUp(t.app);
    expect(user.cookie).toContain("signed_in=1");
    const response = await as(t.app, user)({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
  });

  it("is registered as the auth plugin and declares request.user", async () => {
    // An app of its own: the registration runs inside this test.
    const own = await buildTestApp();
    try {
      expect(own.app.hasPlugin("auth")).toBe(true);
      expect(own.app.hasRequestDecorator("user")).toBe(true);
    } finally {
      await own.close();
    }
  });

  it("looks up tokens of at most 100 characters, and never a longer one", async () => {
    // Our tokens are 43 characters; a longer cookie is refused before it is hashed or queried.
    const user = await signUp(t.app);
    const me = (token: string) =>
      t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: `sid=${token}` } });
    for (const [length, status] of [
      [100, 200],
      [101, 401],
    ] as const) {
      const token = "t".repeat(length);
      await t.db.insert(sessions).values({
        tokenHash: createHash("sha256").update(token).digest("hex"),
        userId: user.user.id,
        expiresAt: new Date(Date.now() + DAY_SECONDS * 1000),
      });
      expect((await me(token)).statusCode, `${length} characters`).toBe(status);
    }
  });

  it("are read only for /api/ requests: a page never clears the hint", async () => {
    for (const url of ["/healthz", "/readyz"]) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { cookie: "sid=ended-session; signed_in=1" },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.cookies, url).toEqual([]);
    }
  });
});

describe("session cookies over https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://staffing.example" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("are cleared on sign-out as Secure, or the browser would keep the __Host- cookie", async () => {
    const user = await signUp(t.app);
    const response = await as(
      t.app,
      user,
    )({
      method: "POST",
      url: "/api/logout",
      headers: { origin: "https://staffing.example" },
    });
    expect(response.statusCode).toBe(204);
    const byName = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(byName["__Host-sid"]).toMatchObject({ value: "", secure: true, path: "/" });
    expect(byName.signed_in).toMatchObject({ value: "", secure: true, path: "/" });
  });

  it("set the hint as Secure too, with the session's 30-day default lifetime", async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.user.username, password: user.password },
    });
    const byName = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(byName["__Host-sid"]).toMatchObject({ secure: true, maxAge: 30 * DAY_SECONDS });
    expect(byName.signed_in).toMatchObject({ secure: true, maxAge: 30 * DAY_SECONDS });
  });
});

describe("requireUser and requireRole", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answer a visitor 401 and a user of another role 403, each with its message", async () => {
    const visitor = await t.app.inject({ method: "GET", url: "/api/admin/users" });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: "Please sign in to continue" });
    const visitorPortal = await t.app.inject({ method: "GET", url: "/api/portal/notifications" });
    expect(visitorPortal.json()).toEqual({ message: "Please sign in to continue" });
    const manager = await signUp(t.app);
    const refused = await as(t.app, manager)({ method: "GET", url: "/api/admin/users" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Your account does not have access to this" });
  });
});
