/**
 * Logs (ASVS 16.x): every request is logged with an id; passwords, session tokens and
 * cookies never appear in the logs, nor the query values of /auth and /api URLs (a form sent by
 * GET puts what was typed there).
 */
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, cookieOf, type TestApp } from "../helpers/app";

let t: TestApp;
let logs = "";

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    logs += chunk.toString("utf8");
  });
  t = await buildTestApp({ LOG_LEVEL: "trace" }, { logStream: stream });
});
afterAll(async () => {
  await t.close();
});

describe("request logs", () => {
  it("carry a request id and never a password, session token or cookie", async () => {
    const password = "Mangrove-Trail-7741";
    const registered = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/register",
      payload: {
        username: "log_checker",
        email: "log.checker@example.com",
        password,
        fullName: "Log Checker",
      },
    });
    expect(registered.statusCode).toBe(201);
    const cookie = cookieOf(registered);
    const token = cookie.split("=")[1] ?? "";
    expect(token.length).toBeGreaterThan(20);
    await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/login",
      payload: { username: "log_checker", password: `${password}-wrong` },
    });
    await new Promise((resolve) => setImmediate(resolve));

    const lines = logs
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { reqId?: string });
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.filter((line) => line.reqId).length).toBeGreaterThan(4);
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(token);
  });
});

describe("request URLs in logs", () => {
  /** The `req.url` of every log line that has one. */
  const loggedUrls = () =>
    logs
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => url !== undefined);

  it("carry no query value of /auth or /api, and no secret-named value anywhere", async () => {
    const typed = "Hunter2-Typed-In-The-Url";
    for (const url of [
      `/auth?username=ana.lopez&password=${typed}`,
      `/API/user?token=${typed}-2`,
      `/api/admin/users?q=${typed}-3`,
      `/locations/tampa?password=${typed}-4&utm_source=mail`,
      `/auth?${typed}-5`,
    ]) {
      await t.app.inject({ method: "GET", url });
    }
    await new Promise((resolve) => setImmediate(resolve));

    expect(logs).not.toContain(typed);
    expect(logs).not.toContain("ana.lopez");
    const urls = loggedUrls();
    expect(urls).toContain("/auth?username=[redacted]&password=[redacted]");
    expect(urls).toContain("/API/user?token=[redacted]");
    expect(urls).toContain("/api/admin/users?q=[redacted]");
    // Elsewhere, only values of secret-looking names go; the rest helps reading the logs.
    expect(urls).toContain("/locations/tampa?password=[redacted]&utm_source=mail");
    expect(urls).toContain("/auth?[redacted]");
  });
});
