/**
 * The Login form posted natively, as a browser without JavaScript (or before the page's scripts
 * ran) sends it (docs/decisions/0005, "Sign-in"): form-encoded to POST /api/login, answered with
 * 303 to /dashboard and the session cookie, or 303 back to /auth?error=… whose message is the JSON
 * API's, word for word; nothing typed ever goes into the redirect. A form post that does not come
 * from our own pages is refused (login CSRF, OWASP ASVS 3.5.1). JSON callers are unchanged.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginErrorMessage } from "../../src/domain/login-errors";
import { buildTestApp, cookieOf, signUp, type TestApp } from "../helpers/app";

/** PUBLIC_URL of the test configuration (config.ts default for PORT 5000). */
const OWN_ORIGIN = "http://localhost:5000";

/** The headers a browser sends with a native form post from one of our pages. */
const browserHeaders = {
  "content-type": "application/x-www-form-urlencoded",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  origin: OWN_ORIGIN,
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
  referer: `${OWN_ORIGIN}/auth`,
};

/** A native post of the Login form; `headers` replace the browser's (undefined removes one). */
function nativeLogin(
  t: TestApp,
  fields: Record<string, string>,
  headers: Record<string, string | undefined> = {},
): Promise<LightMyRequestResponse> {
  const merged = Object.fromEntries(
    Object.entries({ ...browserHeaders, ...headers }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  return t.app.inject({
    method: "POST",
    url: "/api/login",
    headers: merged,
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The same sign-in as the page's script sends it. */
function jsonLogin(t: TestApp, username: string, password: string) {
  return t.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
}

/** The message /auth shows for a redirect's Location. */
function shownFor(location: string | undefined): string | undefined {
  const url = new URL(location ?? "", OWN_ORIGIN);
  expect(url.pathname).toBe("/auth");
  return loginErrorMessage(url.search);
}

/** Expects a redirect back to /auth that carries neither the username nor the password. */
function expectBackToAuth(
  response: LightMyRequestResponse,
  typed: { username?: string; password?: string },
) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(303);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/auth\?error=/);
  for (const value of [typed.username, typed.password]) {
    if (value) {
      expect(location).not.toContain(value);
      expect(location).not.toContain(encodeURIComponent(value));
    }
  }
  expect(response.cookies.map((cookie) => cookie.name)).not.toContain("sid");
  return location;
}

describe("POST /api/login, the Login form's native post", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("signs in and answers 303 to /dashboard with the session cookie", async () => {
    const user = await signUp(t.app);
    const response = await nativeLogin(t, {
      username: user.user.username,
      password: user.password,
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe("/dashboard");
    expect(response.headers.location).not.toContain(user.password);
    const sid = response.cookies.find((cookie) => cookie.name === "sid");
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe("Lax");
    // The cookie is a session of this user, and a new one (not the registration's).
    expect(cookieOf(response)).not.toBe(user.cookie);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: cookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(user.user.username);
  });

  it("sends a wrong password back to /auth?error=invalid with the API's 401 message, and no session", async () => {
    const user = await signUp(t.app);
    const typed = { username: user.user.username, password: "Wrong-Pass-Typed-1" };
    const location = expectBackToAuth(await nativeLogin(t, typed), typed);
    expect(location).toBe("/auth?error=invalid");
    const json = await jsonLogin(t, typed.username, typed.password);
    expect(json.statusCode).toBe(401);
    expect(shownFor(location)).toBe(json.json().message);
  });

  it("answers an unknown username exactly like a wrong password", async () => {
    const typed = { username: "nobody_called_this", password: "Some-Password-9" };
    expect(expectBackToAuth(await nativeLogin(t, typed), typed)).toBe("/auth?error=invalid");
  });

  it("sends missing fields and a username with a line break back with loginSchema's messages", async () => {
    const noUsername = expectBackToAuth(
      await nativeLogin(t, { username: "   ", password: "Typed-Secret-1" }),
      { password: "Typed-Secret-1" },
    );
    expect(noUsername).toBe("/auth?error=username");
    const jsonNoUsername = await jsonLogin(t, "   ", "Typed-Secret-1");
    expect(jsonNoUsername.statusCode).toBe(400);
    expect(shownFor(noUsername)).toBe(jsonNoUsername.json().message);

    const noPassword = expectBackToAuth(
      await nativeLogin(t, { username: "typed_name", password: "" }),
      { username: "typed_name" },
    );
    expect(noPassword).toBe("/auth?error=password");
    const jsonNoPassword = await jsonLogin(t, "typed_name", "");
    expect(shownFor(noPassword)).toBe(jsonNoPassword.json().message);

    expect(expectBackToAuth(await nativeLogin(t, {}), {})).toBe("/auth?error=username");

    // A pasted LINE SEPARATOR survives a one-line input (only CR and LF are stripped).
    const broken = "typed\u2028name";
    const oneLine = expectBackToAuth(
      await nativeLogin(t, { username: broken, password: "Typed-Secret-1" }),
      { username: broken, password: "Typed-Secret-1" },
    );
    expect(oneLine).toBe("/auth?error=username-line");
    const jsonOneLine = await jsonLogin(t, broken, "Typed-Secret-1");
    expect(jsonOneLine.statusCode).toBe(400);
    expect(shownFor(oneLine)).toBe(jsonOneLine.json().message);
  });

  it("sends a locked account back with the lockout's message and wait, the API's word for word", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 5; i++) {
      const typed = { username: user.user.username, password: `Wrong-${i}-Password` };
      expect(expectBackToAuth(await nativeLogin(t, typed), typed)).toBe("/auth?error=invalid");
    }
    const typed = { username: user.user.username, password: user.password };
    const locked = await nativeLogin(t, typed);
    const location = expectBackToAuth(locked, typed);
    expect(location).toMatch(/^\/auth\?error=too-many&wait=\d+$/);
    const json = await jsonLogin(t, user.user.username, user.password);
    expect(json.statusCode).toBe(429);
    expect(shownFor(location)).toBe(json.json().message);
  });

  it("answers a form post that asks for JSON with JSON, as before", async () => {
    const response = await nativeLogin(
      t,
      { username: "json_form_user", password: "Whatever-1" },
      { accept: "application/json" },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Invalid username or password" });
  });

  it("accepts only the URL-encoded form body: multipart is refused with 415", async () => {
    const form = new FormData();
    form.append("username", "someone");
    form.append("password", "Something-1");
    const encoded = new Request("http://x/", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: {
        ...browserHeaders,
        "content-type": encoded.headers.get("content-type") ?? "",
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("login CSRF: a native sign-in must come from our own pages", () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each<[string, Record<string, string | undefined>]>([
    ["another site's Origin", { origin: "https://attacker.example", "sec-fetch-site": undefined }],
    ["Sec-Fetch-Site cross-site", { origin: undefined, "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    ['Origin "null" (a sandboxed frame)', { origin: "null" }],
    ["neither Origin nor Sec-Fetch-Site", { origin: undefined, "sec-fetch-site": undefined }],
  ])(
    "refuses a post with %s: 403, no session, even with the right password",
    async (_name, headers) => {
      const response = await nativeLogin(
        t,
        { username: user.user.username, password: user.password },
        headers,
      );
      expect(response.statusCode).toBe(403);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("This request did not come from our site and was refused");
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.headers.location).toBeUndefined();
    },
  );

  it.each<[string, Record<string, string | undefined>]>([
    ["our Origin and Sec-Fetch-Site same-origin", {}],
    ["our Origin only", { "sec-fetch-site": undefined }],
    ["Sec-Fetch-Site same-origin only", { origin: undefined }],
  ])("accepts a post with %s", async (_name, headers) => {
    const response = await nativeLogin(
      t,
      { username: user.user.username, password: user.password },
      headers,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/dashboard");
  });

  it("leaves JSON sign-ins as they were: no Origin needed", async () => {
    const response = await jsonLogin(t, user.user.username, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(user.user.username);
  });
});

describe("the per-address sign-in limit, native post", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_LOGIN_PER_15_MIN: "2" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends the post over the limit back with the limit's message and wait, the API's word for word", async () => {
    for (let i = 0; i < 2; i++) {
      const typed = { username: `limited_${i}`, password: "Wrong-Password-1" };
      expect(expectBackToAuth(await nativeLogin(t, typed), typed)).toBe("/auth?error=invalid");
    }
    const typed = { username: "limited_2", password: "Wrong-Password-1" };
    const location = expectBackToAuth(await nativeLogin(t, typed), typed);
    expect(location).toBe("/auth?error=too-many&wait=15");
    const json = await jsonLogin(t, "limited_3", "Wrong-Password-1");
    expect(json.statusCode).toBe(429);
    expect(shownFor(location)).toBe(json.json().message);
  });
});
