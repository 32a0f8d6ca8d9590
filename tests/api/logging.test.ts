/**
 * Logs (issue 7, ASVS 16.x): every request is logged with an id; passwords, session tokens and
 * cookies never appear in the logs.
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
