/**
 * Accounts (spec section 7): GET /api/user, POST /api/register, POST /api/login, POST /api/logout.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { as, buildTestApp, cookieOf, signUp, type TestApp } from "../helpers/app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A username nobody has used yet in this file. */
const uniqueName = (prefix = "user") => `${prefix}_${randomBytes(4).toString("hex")}`;

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName("reg");
  return {
    username,
    email: `${username}@example.com`,
    password: "Correct-Horse-42",
    fullName: "Dana Reyes",
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/register", payload });

const login = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}

function expectNoPassword(response: LightMyRequestResponse): void {
  const keys = allKeys(response.json());
  expect(keys.filter((key) => /password/i.test(key))).toEqual([]);
  expect(response.body).not.toMatch(/argon2/);
}

const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === "sid");

describe("GET /api/user", () => {
  it("answers 401 to a visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("answers 401 to an unknown session cookie", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: "sid=not-a-real-session" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers the signed-in user with its fields and no password", async () => {
    const dana = await signUp(t.app, { companyName: "Bayshore Residential" });
    const response = await as(t.app, dana)({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: dana.user.id,
      username: dana.user.username,
      email: dana.user.email,
      fullName: dana.user.fullName,
      role: "property_manager",
      companyName: "Bayshore Residential",
      phone: null,
    });
    expect(typeof body.createdAt).toBe("string");
    expectNoPassword(response);
  });
});

describe("POST /api/register", () => {
  it("answers 201 with the new user and no password", async () => {
    const payload = registration({ companyName: "Gulf Coast Living", phone: "813-555-0100" });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      username: payload.username,
      email: payload.email,
      fullName: "Dana Reyes",
      role: "property_manager",
      companyName: "Gulf Coast Living",
      phone: "813-555-0100",
    });
    expectNoPassword(response);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie on path /", async () => {
    const response = await register(registration());
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBe(true);
    expect(String(cookie?.sameSite).toLowerCase()).toBe("lax");
    expect(cookie?.path).toBe("/");
    expect(cookie?.secure).toBeFalsy();
  });

  it("sets the signed-in hint beside it: readable by scripts, no secret, same lifetime", async () => {
    const response = await register(registration());
    const hint = response.cookies.find((c) => c.name === "signed_in");
    expect(hint?.value).toBe("1");
    expect(hint?.httpOnly).toBeFalsy();
    expect(String(hint?.sameSite).toLowerCase()).toBe("lax");
    expect(hint?.path).toBe("/");
    expect(hint?.maxAge).toBe(sessionCookie(response)?.maxAge);
  });

  it("signs the new user in", async () => {
    const payload = registration();
    const response = await register(payload);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: cookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(payload.username);
  });

  it("defaults the role to property_manager", async () => {
    const response = await register(registration());
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe("property_manager");
  });

  it("registers a staff user (Looking for Work)", async () => {
    const response = await register(registration({ role: "staff" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe("staff");
  });

  it("turns an empty companyName and phone into null", async () => {
    const response = await register(registration({ companyName: "", phone: "" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ companyName: null, phone: null });
  });

  it('answers 400 to role "admin" and creates no account', async () => {
    const payload = registration({ role: "admin" });
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("role");
    expect(response.cookies).toEqual([]);
    const rows = await t.db.select().from(users).where(eq(users.username, payload.username));
    expect(rows).toEqual([]);
  });

  it.each([
    ["username", { username: "ab" }, "Username must be at least 3 characters"],
    ["email", { email: "not-an-email" }, "Invalid email address"],
    ["password", { password: "short" }, "Password must be at least 8 characters"],
    ["fullName", { fullName: "D" }, "Full name is required"],
  ])("answers 400 with the %s message", async (field, overrides, message) => {
    const response = await register(registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it("answers 400 listing every invalid field", async () => {
    const response = await register({ username: "a", email: "x", password: "1", fullName: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: "Username must be at least 3 characters",
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
      fullName: "Full name is required",
    });
  });

  it("answers 409 to a username taken in another case, naming the username", async () => {
    const base = uniqueName("alice");
    const first = await register(registration({ username: base }));
    expect(first.statusCode).toBe(201);
    const response = await register(registration({ username: base.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/username/i);
    expect(response.json().errors).toHaveProperty("username");
    expect(response.cookies).toEqual([]);
  });

  it("answers 409 to an e-mail taken in another case, naming the email", async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const response = await register(registration({ email: String(first.email).toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/email/i);
    expect(response.json().errors).toHaveProperty("email");
  });
});

describe("POST /api/login", () => {
  it("answers 200 with the user for the right credentials", async () => {
    const dana = await signUp(t.app);
    const response = await login({ username: dana.user.username, password: dana.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: dana.user.id, fullName: dana.user.fullName });
    expectNoPassword(response);
    const cookie = sessionCookie(response);
    expect(cookie?.httpOnly).toBe(true);
    expect(String(cookie?.sameSite).toLowerCase()).toBe("lax");
  });

  it("signs the user in with the new cookie", async () => {
    const dana = await signUp(t.app);
    const response = await login({ username: dana.user.username, password: dana.password });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: cookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(dana.user.id);
  });

  it("ignores the case of the username", async () => {
    const dana = await signUp(t.app, { username: uniqueName("Dana") });
    const response = await login({
      username: dana.user.username.toLowerCase(),
      password: dana.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(dana.user.id);
  });

  it("records lastLogin", async () => {
    const dana = await signUp(t.app);
    await t.db.update(users).set({ lastLogin: null }).where(eq(users.id, dana.user.id));
    const response = await login({ username: dana.user.username, password: dana.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().lastLogin).toEqual(expect.any(String));
    const [row] = await t.db.select().from(users).where(eq(users.id, dana.user.id));
    expect(row?.lastLogin).toBeInstanceOf(Date);
  });

  it("issues a new cookie value at each sign-in", async () => {
    const dana = await signUp(t.app);
    const credentials = { username: dana.user.username, password: dana.password };
    const first = sessionCookie(await login(credentials))?.value;
    const second = sessionCookie(await login(credentials))?.value;
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // Nor the one the registration set (dana.cookie is "sid=…; signed_in=1").
    const registered = /(?:^|;\s*)sid=([^;]+)/.exec(dana.cookie)?.[1];
    expect(registered).toBeTruthy();
    expect(first).not.toBe(registered);
  });

  it("revokes the session it is sent with when signing in again", async () => {
    const dana = await signUp(t.app);
    const response = await login(
      { username: dana.user.username, password: dana.password },
      dana.cookie,
    );
    expect(response.statusCode).toBe(200);
    const old = await as(t.app, dana)({ method: "GET", url: "/api/user" });
    expect(old.statusCode).toBe(401);
  });

  it("answers the same 401 to a wrong password and to an unknown user", async () => {
    const dana = await signUp(t.app);
    const wrongPassword = await login({ username: dana.user.username, password: "Wrong-Horse-1" });
    const unknownUser = await login({ username: uniqueName("ghost"), password: dana.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().message).toEqual(expect.any(String));
    expect(wrongPassword.cookies).toEqual([]);
    expect(unknownUser.cookies).toEqual([]);
  });

  it('answers 400 "Username is required" and "Password is required" to empty fields', async () => {
    const response = await login({ username: "", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });
});

describe("POST /api/logout", () => {
  it("answers 204, clears the cookie and deletes the session on the server", async () => {
    const dana = await signUp(t.app);
    const response = await as(t.app, dana)({ method: "POST", url: "/api/logout" });
    expect(response.statusCode).toBe(204);
    const cleared = sessionCookie(response);
    expect(cleared).toBeDefined();
    expect(cleared?.value).toBe("");
    // The browser would drop the cookie; replaying the old one must not work either.
    const me = await as(t.app, dana)({ method: "GET", url: "/api/user" });
    expect(me.statusCode).toBe(401);
  });

  it("clears the signed-in hint", async () => {
    const dana = await signUp(t.app);
    const response = await as(t.app, dana)({ method: "POST", url: "/api/logout" });
    expect(response.cookies.find((c) => c.name === "signed_in")?.value).toBe("");
  });

  it("clears a stale signed-in hint when the session has ended", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: "sid=not-a-real-session; signed_in=1" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === "signed_in")?.value).toBe("");
  });

  it("answers 204 to a visitor", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/logout" });
    expect(response.statusCode).toBe(204);
  });

  it("leaves the user's other sessions signed in", async () => {
    const dana = await signUp(t.app);
    const other = await login({ username: dana.user.username, password: dana.password });
    await as(t.app, dana)({ method: "POST", url: "/api/logout" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: cookieOf(other) },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe("with an https PUBLIC_URL", () => {
  let secure: TestApp;

  beforeAll(async () => {
    secure = await buildTestApp({ PUBLIC_URL: "https://staffing.example.com" });
  });

  afterAll(async () => {
    await secure?.close();
  });

  it("names the cookie __Host-sid and marks it Secure", async () => {
    const response = await secure.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.map((c) => c.name)).toEqual(["__Host-sid", "signed_in"]);
    const [cookie, hint] = response.cookies;
    expect(hint?.secure).toBe(true);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe("/");
    expect(cookie?.domain).toBeUndefined();
  });

  it("reads the session from the __Host-sid cookie", async () => {
    const dana = await signUp(secure.app);
    expect(dana.cookie.startsWith("__Host-sid=")).toBe(true);
    const me = await as(secure.app, dana)({ method: "GET", url: "/api/user" });
    expect(me.statusCode).toBe(200);
    const plain = await secure.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: dana.cookie.replace("__Host-sid=", "sid=") },
    });
    expect(plain.statusCode).toBe(401);
  });
});
