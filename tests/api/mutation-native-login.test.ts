/**
 * The native sign-in's edges (features/auth/native-login.ts; docs/decisions/0005, "Sign-in"),
 * written where mutation testing found them unchecked: a form that repeats a field, a username
 * PostgreSQL cannot hold, a server failure, the exact redirect of a wrong password (no `wait`),
 * and the small HTML page of a refusal that is not about the sign-in. The messages logged for
 * the two failures that are not the visitor's are checked too: they are how an operator learns
 * of them, since the visitor only sees "Something went wrong".
 */
import { PassThrough } from "node:stream";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { buildTestApp, signUp, type TestApp } from "../helpers/app";
import { createTestDatabase } from "../helpers/db";

const OWN_ORIGIN = "http://localhost:5000";

/** What a browser sends with a native post of the Login form from /auth. */
const browserHeaders = {
  "content-type": "application/x-www-form-urlencoded",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  origin: OWN_ORIGIN,
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
  referer: `${OWN_ORIGIN}/auth`,
};

function nativePost(
  app: TestApp["app"],
  body: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/login",
    headers: { ...browserHeaders, ...headers },
    payload: body,
  });
}

/** The log lines (pino JSON) written so far, parsed. */
function logLines(text: string): Array<{ level: number; msg?: string; err?: unknown }> {
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

describe("the native sign-in's edges", () => {
  let t: TestApp;
  let logs = "";
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => {
      logs += chunk.toString("utf8");
    });
    t = await buildTestApp({ LOG_LEVEL: "warn" }, { logStream: stream });
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes the first value of a field the form sends twice", async () => {
    const owner = await signUp(t.app);
    const body = new URLSearchParams([
      ["username", owner.user.username],
      ["username", "someone-else"],
      ["password", owner.password],
      ["password", "Not-The-Password-1"],
    ]).toString();
    const response = await nativePost(t.app, body);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/dashboard");
    expect(response.cookies.map((cookie) => cookie.name)).toContain("sid");
  });

  it("sends a wrong password back to exactly /auth?error=invalid, with no wait and no warning logged", async () => {
    const owner = await signUp(t.app);
    logs = "";
    const body = new URLSearchParams({
      username: owner.user.username,
      password: "Wrong-Password-123",
    }).toString();
    const response = await nativePost(t.app, body);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/auth?error=invalid");
    // A wrong password is the visitor's mistake, not something for the operator to look at.
    expect(logLines(logs)).toEqual([]);
  });

  it("leaves a JSON body alone: a username sent as a list is refused, not unwrapped", async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: [owner.user.username], password: owner.password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username is required");
  });

  it("answers an empty form post as a missing username", async () => {
    const response = await nativePost(t.app, "");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/auth?error=username");
  });

  it("answers a username PostgreSQL cannot hold (a NUL) as an invalid sign-in, and logs a warning", async () => {
    logs = "";
    const body = new URLSearchParams({ username: "nul\u0000name", password: "Whatever-1" });
    const response = await nativePost(t.app, body.toString());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/auth?error=invalid");
    const warnings = logLines(logs).filter((line) => line.msg === "database refused a value");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);
    expect(warnings[0]?.err).toBeDefined();
  });

  it("answers a refusal that is not about the sign-in (a cross-site post, 403) with an HTML page that is never stored", async () => {
    const response = await nativePost(t.app, "username=a&password=b", {
      origin: "https://attacker.example",
      "sec-fetch-site": "cross-site",
      referer: "https://attacker.example/page",
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("We could not sign you in");
    expect(response.body).toContain('href="/auth"');
  });
});

describe("a native sign-in when the server fails", () => {
  it("sends the visitor back with error=failed and logs the failure as an error", async () => {
    let logs = "";
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => {
      logs += chunk.toString("utf8");
    });
    const handle = await createTestDatabase();
    const app = await buildApp({
      db: handle.db,
      config: loadConfig({
        DATA_DIR: ".tmp/test-data",
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
        LOG_LEVEL: "warn",
      }),
      logger: { stream },
    });
    try {
      // Any query fails from here on: the sign-in cannot look the user up.
      await handle.close();
      const body = new URLSearchParams({ username: "someone", password: "Some-Password-1" });
      const response = await nativePost(app, body.toString());
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/auth?error=failed");
      const errors = logLines(logs).filter((line) => line.msg === "native sign-in failed");
      expect(errors).toHaveLength(1);
      expect(errors[0]?.level).toBe(50);
      expect(errors[0]?.err).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
