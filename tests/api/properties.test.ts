/**
 * Properties (spec sections 6 and 7): GET/POST /api/portal/properties and
 * DELETE /api/portal/properties/{id}, for property managers only, each seeing only their own.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../src/server/db/schema";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  otherManager = await signUp(t.app, { companyName: "Gulf Coast Living" });
  staff = await signUp(t.app, { role: "staff" });
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
  units: 120,
  description: "Waterfront garden apartments",
};

async function createProperty(who: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: { ...validProperty, ...overrides },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string };
}

async function listProperties(who: TestUser) {
  const response = await as(t.app, who)({ method: "GET", url: "/api/portal/properties" });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ id: number; userId: number; name: string }>;
}

describe("access", () => {
  it.each([
    ["GET", "/api/portal/properties"],
    ["POST", "/api/portal/properties"],
    ["DELETE", "/api/portal/properties/1"],
  ] as const)("answers 401 to a visitor for %s %s", async (method, url) => {
    const response = await t.app.inject({ method, url, payload: validProperty });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    ["GET", "/api/portal/properties"],
    ["POST", "/api/portal/properties"],
    ["DELETE", "/api/portal/properties/1"],
  ] as const)("answers 403 to a staff user for %s %s", async (method, url) => {
    const response = await as(t.app, staff)({ method, url, payload: validProperty });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("creates nothing for a staff user", async () => {
    await as(
      t.app,
      staff,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: { ...validProperty, name: "Staff Tower" },
    });
    const rows = await t.db.select().from(properties).where(eq(properties.name, "Staff Tower"));
    expect(rows).toEqual([]);
  });
});

describe("POST /api/portal/properties", () => {
  it("answers 201 with every field of the new property", async () => {
    const response = await as(
      t.app,
      manager,
    )({ method: "POST", url: "/api/portal/properties", payload: validProperty });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      ...validProperty,
      userId: manager.user.id,
      id: expect.any(Number),
    });
    expect(typeof body.createdAt).toBe("string");
    expect(typeof body.updatedAt).toBe("string");
  });

  it("stores the property for its manager", async () => {
    const created = await createProperty(manager, { name: "Harbor Point" });
    const [row] = await t.db.select().from(properties).where(eq(properties.id, created.id));
    expect(row).toMatchObject({ name: "Harbor Point", userId: manager.user.id, units: 120 });
  });

  it("stores a property without a description as null", async () => {
    const { description: _omitted, ...rest } = validProperty;
    const response = await as(
      t.app,
      manager,
    )({ method: "POST", url: "/api/portal/properties", payload: rest });
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBeNull();
  });

  it.each([
    ["name", { name: "" }, "Property name is required"],
    ["address", { address: "" }, "Address is required"],
    ["city", { city: "" }, "City is required"],
    ["state", { state: "" }, "State is required"],
    ["zip", { zip: "336" }, "ZIP code must be at least 5 characters"],
    ["units", { units: 0 }, "Number of units is required"],
  ])("answers 400 with the %s message", async (field, overrides, message) => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: { ...validProperty, ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it("answers 400 to a zip longer than 10 characters", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: { ...validProperty, zip: "33606-12345" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("zip");
  });

  it("answers 400 to a fractional number of units", async () => {
    const response = await as(
      t.app,
      manager,
    )({ method: "POST", url: "/api/portal/properties", payload: { ...validProperty, units: 1.5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("units");
  });

  it("answers 400 listing every missing field", async () => {
    const response = await as(
      t.app,
      manager,
    )({ method: "POST", url: "/api/portal/properties", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: "Property name is required",
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      zip: "ZIP code must be at least 5 characters",
      units: "Number of units is required",
    });
  });

  it("ignores a userId in the body", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: { ...validProperty, userId: otherManager.user.id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().userId).toBe(manager.user.id);
  });
});

describe("GET /api/portal/properties", () => {
  it("lists only the manager's own properties", async () => {
    const mine = await createProperty(manager, { name: "Mine Only" });
    const theirs = await createProperty(otherManager, { name: "Theirs Only" });
    const myList = await listProperties(manager);
    const theirList = await listProperties(otherManager);
    expect(myList.map((p) => p.id)).toContain(mine.id);
    expect(myList.map((p) => p.id)).not.toContain(theirs.id);
    expect(myList.every((p) => p.userId === manager.user.id)).toBe(true);
    expect(theirList.map((p) => p.id)).toContain(theirs.id);
    expect(theirList.map((p) => p.id)).not.toContain(mine.id);
  });

  it("answers an empty list to a manager without properties", async () => {
    const newcomer = await signUp(t.app);
    expect(await listProperties(newcomer)).toEqual([]);
  });

  it("answers the fields the client reads", async () => {
    const created = await createProperty(manager, { name: "Field Check" });
    const found = (await listProperties(manager)).find((p) => p.id === created.id);
    expect(found).toMatchObject({ ...validProperty, name: "Field Check", id: created.id });
  });
});

describe("DELETE /api/portal/properties/{id}", () => {
  it("deletes the manager's own property with 204", async () => {
    const created = await createProperty(manager, { name: "To Delete" });
    const response = await as(
      t.app,
      manager,
    )({ method: "DELETE", url: `/api/portal/properties/${created.id}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await listProperties(manager)).map((p) => p.id)).not.toContain(created.id);
  });

  it("answers 404 to another manager's property and keeps it", async () => {
    const theirs = await createProperty(otherManager, { name: "Not Yours" });
    const response = await as(
      t.app,
      manager,
    )({ method: "DELETE", url: `/api/portal/properties/${theirs.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const rows = await t.db.select().from(properties).where(eq(properties.id, theirs.id));
    expect(rows).toHaveLength(1);
    expect((await listProperties(otherManager)).map((p) => p.id)).toContain(theirs.id);
  });

  it("answers 404 to an id that does not exist", async () => {
    const response = await as(
      t.app,
      manager,
    )({ method: "DELETE", url: "/api/portal/properties/2147483647" });
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 the second time the same property is deleted", async () => {
    const created = await createProperty(manager);
    const url = `/api/portal/properties/${created.id}`;
    expect((await as(t.app, manager)({ method: "DELETE", url })).statusCode).toBe(204);
    expect((await as(t.app, manager)({ method: "DELETE", url })).statusCode).toBe(404);
  });

  it.each(["abc", "1.5", "0", "-1", "99999999999"])(
    "answers 400, not 500, to the id %s",
    async (id) => {
      const response = await as(
        t.app,
        manager,
      )({ method: "DELETE", url: `/api/portal/properties/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    },
  );

  it("removes the property's staffing requests and the notifications about them", async () => {
    const property = await createProperty(manager, { name: "Cascade Court" });
    const created = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: {
        propertyId: property.id,
        contactName: "Dana Reyes",
        email: "dana@example.com",
        staffType: "maintenance",
        details: "One technician",
        consent: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().id as number;
    const listRequests = async () =>
      (
        (
          await as(t.app, manager)({ method: "GET", url: "/api/portal/staffing-requests" })
        ).json() as Array<{
          id: number;
        }>
      ).map((r) => r.id);
    const notificationsAbout = async () =>
      (
        (
          await as(t.app, manager)({ method: "GET", url: "/api/portal/notifications" })
        ).json() as Array<{
          relatedId: number | null;
          relatedType: string | null;
        }>
      ).filter((n) => n.relatedType === "staffing_request" && n.relatedId === requestId);

    expect(await listRequests()).toContain(requestId);
    expect(await notificationsAbout()).not.toEqual([]);

    const response = await as(
      t.app,
      manager,
    )({ method: "DELETE", url: `/api/portal/properties/${property.id}` });
    expect(response.statusCode).toBe(204);
    expect(await listRequests()).not.toContain(requestId);
    expect(await notificationsAbout()).toEqual([]);
  });

  it("keeps the manager's requests about other properties", async () => {
    const keep = await createProperty(manager, { name: "Keeper" });
    const drop = await createProperty(manager, { name: "Dropper" });
    const post = (propertyId: number) =>
      as(
        t.app,
        manager,
      )({
        method: "POST",
        url: "/api/portal/staffing-requests",
        payload: {
          propertyId,
          contactName: "Dana Reyes",
          email: "dana@example.com",
          staffType: "security",
          details: "Night patrol",
          consent: true,
        },
      });
    const kept = (await post(keep.id)).json().id as number;
    await post(drop.id);
    await as(t.app, manager)({ method: "DELETE", url: `/api/portal/properties/${drop.id}` });
    const list = (
      await as(t.app, manager)({ method: "GET", url: "/api/portal/staffing-requests" })
    ).json() as Array<{ id: number }>;
    expect(list.map((r) => r.id)).toContain(kept);
  });
});
