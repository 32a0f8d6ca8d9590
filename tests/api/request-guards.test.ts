/**
 * Cross-site request and content-type guards (ASVS 3.5.x) and the health checks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { createTestDatabase } from "../helpers/db";

let t: TestApp;
let manager: TestUser;
const property = {
  name: "Sabal Palms",
  address: "1 Palm Ave",
  city: "Tampa",
  state: "FL",
  zip: "33602",
  units: 10,
};

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://staffing.example" });
  manager = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

describe("cross-site writes with a session", () => {
  it("refuses a foreign Origin with 403 and stores nothing", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      headers: { origin: "https://evil.example" },
      payload: property,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This request did not come from our site and was refused");
    const list = await as(t.app, manager)({ method: "GET", url: "/api/portal/properties" });
    expect(list.json()).toEqual([]);
  });

  it("refuses Sec-Fetch-Site cross-site and same-site", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await as(
        t.app,
        manager,
      )({
        method: "POST",
        url: "/api/portal/notifications/read-all",
        headers: { "sec-fetch-site": site },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("accepts our own origin (PUBLIC_URL or the request's host) and same-origin fetches", async () => {
    const own = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      headers: { origin: "https://staffing.example", "sec-fetch-site": "same-origin" },
      payload: property,
    });
    expect(own.statusCode).toBe(201);
    const host = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/notifications/read-all",
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(host.statusCode).toBe(200);
  });

  it("lets a visitor's public form through from anywhere (no session to abuse)", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/newsletter",
      headers: { origin: "https://partner.example" },
      payload: { email: "partner@example.com" },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("content types", () => {
  it("answers 415 to a portal write that is not JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const response = await as(
        t.app,
        manager,
      )({
        method: "POST",
        url: "/api/portal/properties",
        headers: { "content-type": type },
        payload: "name=Sabal",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/application\/json/);
    }
  });

  it("accepts a form-encoded post on the public newsletter form", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/newsletter",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=form.post%40example.com",
    });
    expect(response.statusCode).toBeLessThan(400);
  });
});

describe("health checks", () => {
  it("GET /healthz answers 200 without touching the database", async () => {
    // An app whose database is closed after start-up: any query fails from then on.
    const handle = await createTestDatabase();
    const app = await buildApp({
      db: handle.db,
      config: loadConfig({ DATA_DIR: ".tmp/test-data" }),
      logger: false,
    });
    try {
      await handle.close();
      const ready = await app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode, "a database check does fail on this app").toBe(503);
      const response = await app.inject({ method: "GET", url: "/healthz" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
    } finally {
      await app.close();
    }
  });

  it("GET /readyz answers 200 with the number of applied migrations", async () => {
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("ready");
    expect(response.json().migrations).toBeGreaterThanOrEqual(3);
  });
});
