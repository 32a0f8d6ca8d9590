import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let propertyId: number;
let requestId: number;

const propertyBody = {
  name: "Bayview Commons",
  address: "500 Bayshore Blvd",
  city: "Tampa",
  state: "FL",
  zip: "33606",
  units: 96,
  description: "Waterfront mid-rise.",
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  admin = await signUp(t.app, { role: "admin" });
  const property = await as(
    t.app,
    owner,
  )({ method: "POST", url: "/api/portal/properties", payload: propertyBody });
  propertyId = property.json().id;
  const created = await as(
    t.app,
    owner,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      propertyId,
      contactName: "Dana Whitfield",
      email: "dana@example.com",
      staffType: "leasing",
      details: "Weekend leasing consultant for spring traffic.",
      consent: true,
    },
  });
  requestId = created.json().id;
});
afterAll(async () => {
  await t.close();
});

describe("GET and PATCH /api/portal/properties/{id}", () => {
  it("returns the owner's property", async () => {
    const response = await as(
      t.app,
      owner,
    )({ method: "GET", url: `/api/portal/properties/${propertyId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: propertyId, name: "Bayview Commons", units: 96 });
  });

  it("answers 404 for another manager's property, on read and on update", async () => {
    const read = await as(
      t.app,
      other,
    )({ method: "GET", url: `/api/portal/properties/${propertyId}` });
    expect(read.statusCode).toBe(404);
    const write = await as(
      t.app,
      other,
    )({
      method: "PATCH",
      url: `/api/portal/properties/${propertyId}`,
      payload: { ...propertyBody, name: "Hijacked" },
    });
    expect(write.statusCode).toBe(404);
    const after = await as(
      t.app,
      owner,
    )({ method: "GET", url: `/api/portal/properties/${propertyId}` });
    expect(after.json().name).toBe("Bayview Commons");
  });

  it("updates every field and validates with the spec's messages", async () => {
    const bad = await as(
      t.app,
      owner,
    )({
      method: "PATCH",
      url: `/api/portal/properties/${propertyId}`,
      payload: { ...propertyBody, zip: "336" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.zip).toBe("ZIP code must be at least 5 characters");
    const good = await as(
      t.app,
      owner,
    )({
      method: "PATCH",
      url: `/api/portal/properties/${propertyId}`,
      payload: { ...propertyBody, units: 120, description: "" },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ units: 120, description: null });
  });
});

describe("GET /api/portal/staffing-requests/{id}", () => {
  it("shows the owner the request, its property and its timeline", async () => {
    await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/portal/staffing-requests/${requestId}/status`,
      payload: { status: "approved" },
    });
    const response = await as(
      t.app,
      owner,
    )({ method: "GET", url: `/api/portal/staffing-requests/${requestId}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.property).toMatchObject({ id: propertyId, name: "Bayview Commons" });
    expect(
      body.events.map((e: { fromStatus: string | null; toStatus: string }) => [
        e.fromStatus,
        e.toStatus,
      ]),
    ).toEqual([
      [null, "pending"],
      ["pending", "approved"],
    ]);
    expect(body.events[1].actorRole).toBe("admin");
    expect(body.events[0]).not.toHaveProperty("note");
  });

  it("answers 404 to another manager and shows admins the internal notes field", async () => {
    const hidden = await as(
      t.app,
      other,
    )({ method: "GET", url: `/api/portal/staffing-requests/${requestId}` });
    expect(hidden.statusCode).toBe(404);
    const forAdmin = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/portal/staffing-requests/${requestId}` });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().events[0]).toHaveProperty("note");
  });

  it("answers 404 for an unknown id and 401 to a visitor", async () => {
    expect(
      (await as(t.app, owner)({ method: "GET", url: "/api/portal/staffing-requests/999999" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t.app, null)({ method: "GET", url: `/api/portal/staffing-requests/${requestId}` }))
        .statusCode,
    ).toBe(401);
  });
});
