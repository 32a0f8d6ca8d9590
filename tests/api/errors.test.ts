/**
 * How the API answers mistakes (spec section 7: any non-success answer carries a message the
 * client shows), plus the headers every answer carries.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let manager: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app);
});

afterAll(async () => {
  await t?.close();
});

const validProperty = {
  name: "Bayshore Palms",
  address: "1200 Bayshore Blvd",
  city: "Tampa",
  state: "FL",
  zip: "33606",
  units: 12,
};

/** POSTs a raw body with a content type, as the manager. */
const postRaw = (url: string, contentType: string, payload: string) =>
  as(t.app, manager)({ method: "POST", url, headers: { "content-type": contentType }, payload });

function expectJsonMessage(response: { headers: Record<string, unknown>; json(): unknown }) {
  expect(String(response.headers["content-type"])).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ message: expect.any(String) });
  expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
}

describe("bad bodies", () => {
  it("answers 400 with a message, not 500, to malformed JSON", async () => {
    const response = await postRaw("/api/portal/properties", "application/json", '{"name":');
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it("answers 400 to malformed JSON on the login route", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{username: dana}",
    });
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it("answers 400 to an empty JSON body", async () => {
    const response = await postRaw("/api/portal/properties", "application/json", "");
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it("answers 400 on units to units given as a word", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: { ...validProperty, units: "many" },
    });
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
    expect(response.json().errors).toHaveProperty("units");
  });

  it("answers 400 on consent to consent given as a string", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: {
        companyName: "X Co",
        contactName: "Dana",
        email: "dana@example.com",
        staffType: "maintenance",
        details: "One technician",
        consent: "yes",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("consent");
  });

  it("answers 400 to a body that is a JSON array", async () => {
    const response = await postRaw(
      "/api/portal/properties",
      "application/json",
      JSON.stringify([validProperty]),
    );
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it("answers 400 to a body that is a JSON string", async () => {
    const response = await postRaw("/api/portal/properties", "application/json", '"Bayshore"');
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it("answers 400 to a body that is JSON null", async () => {
    const response = await postRaw("/api/register", "application/json", "null");
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it("answers 400 to a POST without a body", async () => {
    const response = await as(t.app, manager)({ method: "POST", url: "/api/portal/properties" });
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it("answers 4xx, never 500, to a text/plain body on a portal POST", async () => {
    const response = await postRaw(
      "/api/portal/staffing-requests",
      "text/plain",
      JSON.stringify({ companyName: "X Co" }),
    );
    expect([400, 415]).toContain(response.statusCode);
    expectJsonMessage(response);
  });

  it("answers 4xx, never 500, to an XML body on a portal POST", async () => {
    const response = await postRaw("/api/portal/properties", "application/xml", "<property/>");
    expect([400, 415]).toContain(response.statusCode);
    expectJsonMessage(response);
  });

  it("answers 413 to a body over the size limit", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: { ...validProperty, description: "x".repeat(200 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expectJsonMessage(response);
  });

  it("answers 400 to a description over the length limit", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: { ...validProperty, description: "x".repeat(6000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("description");
  });
});

describe("impossible calendar days", () => {
  const request = {
    companyName: "Gulf Breeze Apartments",
    contactName: "Maria Lopez",
    email: "maria@gulfbreeze.example",
    staffType: "make-ready",
    details: "Two make-ready specialists",
    consent: true,
  };

  it("answers 400, not 500, to startDate 2030-02-31 on the public staffing form", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...request, startDate: "2030-02-31" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("startDate");
  });

  it("answers 400, not 500, to endDate 2030-04-31 on the portal form", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: { ...request, startDate: "2030-04-01", endDate: "2030-04-31" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("endDate");
  });
});

describe("characters PostgreSQL cannot store", () => {
  it("answers 400, not 500, to a NUL character in a property name", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: { ...validProperty, name: "Bayshore\u0000Palms" },
    });
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it("answers 400 or 401, not 500, to a NUL character in a login username", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "dana\u0000", password: "Correct-Horse-42" },
    });
    expect([400, 401]).toContain(response.statusCode);
  });
});

describe("unknown endpoints", () => {
  it("answers 404 JSON with a message to GET /api/whatever", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/whatever" });
    expect(response.statusCode).toBe(404);
    expectJsonMessage(response);
  });

  it("answers 404 JSON to POST /api/whatever", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/whatever", payload: {} });
    expect(response.statusCode).toBe(404);
    expectJsonMessage(response);
  });

  it("answers 404 to a known path with the wrong method", async () => {
    const response = await as(t.app, manager)({ method: "PATCH", url: "/api/portal/properties" });
    expect(response.statusCode).toBe(404);
    expectJsonMessage(response);
  });
});

describe("headers", () => {
  it.each([
    ["a 200", "GET", "/api/portal/properties", true],
    ["a 401", "GET", "/api/user", false],
    ["a 404", "GET", "/api/whatever", false],
  ] as const)(
    "marks %s API answer cache-control: no-store",
    async (_label, method, url, signedIn) => {
      const response = await as(t.app, signedIn ? manager : null)({ method, url });
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );

  it("marks a 400 API answer cache-control: no-store", async () => {
    const response = await postRaw("/api/portal/properties", "application/json", "{");
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("sends a content security policy that forbids framing", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("sends x-content-type-options: nosniff", async () => {
    const response = await as(t.app, manager)({ method: "GET", url: "/api/portal/properties" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends a strict referrer policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends no HSTS over plain http", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("does not announce the server software", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.headers["x-powered-by"]).toBeUndefined();
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

  it("sends HSTS", async () => {
    const response = await secure.app.inject({ method: "GET", url: "/api/user" });
    expect(String(response.headers["strict-transport-security"])).toContain("max-age=31536000");
  });
});
