/**
 * Staffing requests of the portal (spec section 7): GET/POST /api/portal/staffing-requests and
 * PUT /api/portal/staffing-requests/{id}/status.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffingRequest } from "../../src/domain/api/staffing-request";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let staff: TestUser;
let admin: TestUser;
let managerPropertyId: number;
let otherPropertyId: number;

const validRequest = {
  contactName: "Dana Reyes",
  email: "dana@bayshore.example",
  staffType: "maintenance",
  details: "Two technicians for make-ready season",
  startDate: "2030-03-01",
  endDate: "2030-04-30",
  consent: true,
};

async function createProperty(who: TestUser, name: string): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: { name, address: "1 Main St", city: "Tampa", state: "FL", zip: "33602", units: 10 },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const post = (who: TestUser | null, payload: unknown) =>
  as(
    t.app,
    who,
  )({ method: "POST", url: "/api/portal/staffing-requests", payload: payload as object });

async function createRequest(
  who: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<StaffingRequest> {
  const response = await post(who, {
    companyName: "Bayshore Residential",
    ...validRequest,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function list(who: TestUser): Promise<StaffingRequest[]> {
  const response = await as(t.app, who)({ method: "GET", url: "/api/portal/staffing-requests" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const setStatus = (who: TestUser | null, id: number | string, status: unknown) =>
  as(
    t.app,
    who,
  )({
    method: "PUT",
    url: `/api/portal/staffing-requests/${id}/status`,
    payload: { status },
  });

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  otherManager = await signUp(t.app, { companyName: "Gulf Coast Living" });
  staff = await signUp(t.app, { role: "staff" });
  admin = await signUp(t.app, { role: "admin" });
  managerPropertyId = await createProperty(manager, "Bayshore Palms");
  otherPropertyId = await createProperty(otherManager, "Gulf Breeze");
});

afterAll(async () => {
  await t?.close();
});

describe("access", () => {
  it("answers 401 to a visitor listing requests", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/portal/staffing-requests" });
    expect(response.statusCode).toBe(401);
  });

  it("answers 401 to a visitor creating a request", async () => {
    const response = await post(null, { companyName: "Visitor Co", ...validRequest });
    expect(response.statusCode).toBe(401);
  });

  it("answers 401 to a visitor changing a status", async () => {
    const request = await createRequest(manager);
    const response = await setStatus(null, request.id, "cancelled");
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/portal/staffing-requests", () => {
  it("answers 201 for the manager's own property, named after the manager's company", async () => {
    const response = await post(manager, { ...validRequest, propertyId: managerPropertyId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      userId: manager.user.id,
      propertyId: managerPropertyId,
      propertyName: "Bayshore Palms",
      companyName: "Bayshore Residential",
      contactName: "Dana Reyes",
      email: "dana@bayshore.example",
      staffType: "maintenance",
      details: "Two technicians for make-ready season",
      startDate: "2030-03-01",
      endDate: "2030-04-30",
      status: "pending",
      consent: true,
    });
  });

  it("names the request after the property when the manager has no company", async () => {
    const solo = await signUp(t.app, { companyName: "" });
    expect(solo.user.companyName).toBeNull();
    const propertyId = await createProperty(solo, "Solo Gardens");
    const response = await post(solo, { ...validRequest, propertyId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ companyName: "Solo Gardens", propertyId });
  });

  it("keeps a companyName given together with a property", async () => {
    const response = await post(manager, {
      ...validRequest,
      propertyId: managerPropertyId,
      companyName: "Palms Holdings LLC",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      companyName: "Palms Holdings LLC",
      propertyName: "Bayshore Palms",
    });
  });

  it("answers 400 on propertyId for another manager's property", async () => {
    const response = await post(manager, { ...validRequest, propertyId: otherPropertyId });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("propertyId");
    expect((await list(manager)).some((r) => r.propertyId === otherPropertyId)).toBe(false);
    expect((await list(otherManager)).some((r) => r.userId === manager.user.id)).toBe(false);
  });

  it("answers 400 on propertyId for a property that does not exist", async () => {
    const response = await post(manager, { ...validRequest, propertyId: 2_147_483_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("propertyId");
  });

  it("answers 400, not 500, to a propertyId beyond the integer range", async () => {
    const response = await post(manager, { ...validRequest, propertyId: 99_999_999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("propertyId");
  });

  it("answers 201 without a property when a companyName is given", async () => {
    const response = await post(manager, { ...validRequest, companyName: "Sunset Villas LLC" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      propertyId: null,
      propertyName: null,
      companyName: "Sunset Villas LLC",
      status: "pending",
    });
  });

  it('answers 400 "Company name is required" without a property or a companyName', async () => {
    const response = await post(manager, validRequest);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Company name is required",
      errors: { companyName: "Company name is required" },
    });
  });

  it('answers 400 "You must agree to be contacted" when consent is false', async () => {
    const response = await post(manager, { ...validRequest, companyName: "X Co", consent: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "You must agree to be contacted",
      errors: { consent: "You must agree to be contacted" },
    });
  });

  it('answers 400 "Please select a staff type" to an unknown staff type', async () => {
    const response = await post(manager, {
      ...validRequest,
      companyName: "X Co",
      staffType: "chef",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please select a staff type",
      errors: { staffType: "Please select a staff type" },
    });
  });

  it.each([
    ["contactName", { contactName: "" }, "Contact name is required"],
    ["email", { email: "dana@" }, "Valid email is required"],
  ])("answers 400 with the %s message", async (field, overrides, message) => {
    const response = await post(manager, { ...validRequest, companyName: "X Co", ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it("answers 400 on endDate when it is before the startDate", async () => {
    const response = await post(manager, {
      ...validRequest,
      companyName: "X Co",
      startDate: "2030-05-10",
      endDate: "2030-05-01",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("endDate");
  });

  it("answers 400, not 500, to a day that does not exist (2030-02-31)", async () => {
    const response = await post(manager, {
      ...validRequest,
      companyName: "X Co",
      startDate: "2030-02-31",
      endDate: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("startDate");
  });

  it("stores a request without dates", async () => {
    const { startDate: _s, endDate: _e, ...rest } = validRequest;
    const response = await post(manager, { ...rest, companyName: "No Dates Inc" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ startDate: null, endDate: null });
  });

  it("ignores a status and userId in the body", async () => {
    const response = await post(manager, {
      ...validRequest,
      companyName: "Sneaky Co",
      status: "approved",
      userId: otherManager.user.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "pending", userId: manager.user.id });
  });

  it("lets a staff user create a request and list it", async () => {
    const response = await post(staff, { ...validRequest, companyName: "Temp Seeker" });
    expect(response.statusCode).toBe(201);
    const created = response.json() as StaffingRequest;
    expect(created.userId).toBe(staff.user.id);
    const mine = await list(staff);
    expect(mine.map((r) => r.id)).toEqual([created.id]);
  });

  it("answers 400 on propertyId to a staff user naming a property", async () => {
    const response = await post(staff, { ...validRequest, propertyId: managerPropertyId });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("propertyId");
  });
});

describe("GET /api/portal/staffing-requests", () => {
  it("lists only the caller's own requests", async () => {
    const mine = await createRequest(manager, { companyName: "Mine Co" });
    const theirs = await createRequest(otherManager, { companyName: "Theirs Co" });
    const myList = await list(manager);
    const theirList = await list(otherManager);
    expect(myList.map((r) => r.id)).toContain(mine.id);
    expect(myList.map((r) => r.id)).not.toContain(theirs.id);
    expect(myList.every((r) => r.userId === manager.user.id)).toBe(true);
    expect(theirList.map((r) => r.id)).toContain(theirs.id);
    expect(theirList.every((r) => r.userId === otherManager.user.id)).toBe(true);
  });

  it("lists newest first", async () => {
    const newcomer = await signUp(t.app);
    const first = await createRequest(newcomer, { companyName: "First" });
    const second = await createRequest(newcomer, { companyName: "Second" });
    expect((await list(newcomer)).map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it("answers an empty list to a user without requests", async () => {
    expect(await list(await signUp(t.app))).toEqual([]);
  });

  it("lists every user's requests to an admin", async () => {
    const a = await createRequest(manager, { companyName: "For Admin A" });
    const b = await createRequest(otherManager, { companyName: "For Admin B" });
    const c = await createRequest(staff, { companyName: "For Admin C" });
    const ids = (await list(admin)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
  });

  it("includes the property's name", async () => {
    const created = await createRequest(manager, { propertyId: managerPropertyId });
    const found = (await list(manager)).find((r) => r.id === created.id);
    expect(found?.propertyName).toBe("Bayshore Palms");
  });

  it("never shows the agency's internal notes", async () => {
    await createRequest(manager);
    for (const request of await list(manager)) {
      expect(Object.keys(request)).not.toContain("notes");
    }
  });
});

describe("PUT /api/portal/staffing-requests/{id}/status", () => {
  it("lets the owner cancel a pending request", async () => {
    const request = await createRequest(manager);
    const response = await setStatus(manager, request.id, "cancelled");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: request.id, status: "cancelled" });
    const found = (await list(manager)).find((r) => r.id === request.id);
    expect(found?.status).toBe("cancelled");
  });

  it('tells the owner "Request status updated" with the new status in words', async () => {
    const request = await createRequest(manager);
    await setStatus(manager, request.id, "cancelled");
    const notifications = (
      await as(t.app, manager)({ method: "GET", url: "/api/portal/notifications" })
    ).json() as Array<{ title: string; message: string; relatedId: number; link: string }>;
    const update = notifications.find(
      (n) => n.title === "Request status updated" && n.relatedId === request.id,
    );
    expect(update).toBeDefined();
    expect(update?.message).toContain("Cancelled");
    expect(update?.link).toBe(`/staffing-requests/${request.id}`);
  });

  it("answers 403 to the owner setting approved, and keeps the status", async () => {
    const request = await createRequest(manager);
    const response = await setStatus(manager, request.id, "approved");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await list(manager)).find((r) => r.id === request.id)?.status).toBe("pending");
  });

  it.each(["in_progress", "completed"])("answers 403 to the owner setting %s", async (status) => {
    const request = await createRequest(manager);
    expect((await setStatus(manager, request.id, status)).statusCode).toBe(403);
  });

  it("answers 403 to the owner cancelling a completed request", async () => {
    const request = await createRequest(manager);
    expect((await setStatus(admin, request.id, "completed")).statusCode).toBe(200);
    const response = await setStatus(manager, request.id, "cancelled");
    expect(response.statusCode).toBe(403);
  });

  it("lets a staff owner cancel their own request", async () => {
    const request = await createRequest(staff, { companyName: "Temp Seeker" });
    expect((await setStatus(staff, request.id, "cancelled")).statusCode).toBe(200);
  });

  it("answers 404 to another manager and keeps the status", async () => {
    const request = await createRequest(manager);
    const response = await setStatus(otherManager, request.id, "cancelled");
    expect(response.statusCode).toBe(404);
    expect((await list(manager)).find((r) => r.id === request.id)?.status).toBe("pending");
  });

  it("answers 404 to a staff user who does not own the request", async () => {
    const request = await createRequest(manager);
    expect((await setStatus(staff, request.id, "cancelled")).statusCode).toBe(404);
  });

  it("lets an admin set every status in turn, and tells the owner", async () => {
    const request = await createRequest(manager);
    for (const status of ["approved", "in_progress", "completed", "cancelled", "pending"]) {
      const response = await setStatus(admin, request.id, status);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const notifications = (
      await as(t.app, manager)({ method: "GET", url: "/api/portal/notifications" })
    ).json() as Array<{ title: string; message: string; relatedId: number }>;
    const updates = notifications.filter(
      (n) => n.title === "Request status updated" && n.relatedId === request.id,
    );
    expect(updates).toHaveLength(5);
    expect(updates.map((n) => n.message).join(" ")).toContain("In Progress");
  });

  it("answers 409 to the current status", async () => {
    const request = await createRequest(manager);
    const response = await setStatus(admin, request.id, "pending");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await setStatus(manager, request.id, "pending")).statusCode).toBe(409);
  });

  it.each(["done", "In Progress", "", 3])("answers 400 to the status %j", async (status) => {
    const request = await createRequest(manager);
    const response = await setStatus(admin, request.id, status);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("status");
  });

  it("answers 404 to an unknown id", async () => {
    const response = await setStatus(admin, 2_147_483_000, "approved");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(["abc", "0", "99999999999"])("answers 400 to the id %s", async (id) => {
    expect((await setStatus(admin, id, "approved")).statusCode).toBe(400);
  });
});
