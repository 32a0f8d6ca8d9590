/**
 * The small reads behind the portal frame and /dashboard: GET /api/portal/notifications/unread-count
 * (the bell's poll) and GET /api/portal/dashboard (counts and the newest 3 rows of each card).
 * Each is checked against the full lists the same users read, so the summary says what the lists
 * say; only the caller's rows count.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DashboardSummary, dashboardResponseSchema } from "../../src/domain/api/dashboard";
import type { Notification } from "../../src/domain/api/notification";
import type { Property } from "../../src/domain/api/property";
import type { StaffingRequest } from "../../src/domain/api/staffing-request";
import type { StaffingRequestStatus } from "../../src/domain/enums";
import { notifications } from "../../src/server/db/schema";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let staff: TestUser;
let admin: TestUser;

async function get<T>(who: TestUser, url: string): Promise<T> {
  const response = await as(t.app, who)({ method: "GET", url });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as T;
}

const dashboard = (who: TestUser) => get<DashboardSummary>(who, "/api/portal/dashboard");
const unreadCount = async (who: TestUser) =>
  (await get<{ count: number }>(who, "/api/portal/notifications/unread-count")).count;

async function addProperty(who: TestUser, name: string): Promise<Property> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: { name, address: "1 Bay St", city: "Tampa", state: "FL", zip: "33602", units: 40 },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function addRequest(who: TestUser, propertyId?: number): Promise<StaffingRequest> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      ...(propertyId ? { propertyId } : { companyName: "Gulf Coast Living" }),
      contactName: "Dana Reyes",
      email: "dana@example.com",
      staffType: "maintenance",
      details: "One technician for two weeks",
      consent: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function setStatus(id: number, status: StaffingRequestStatus): Promise<void> {
  const response = await as(
    t.app,
    admin,
  )({ method: "PUT", url: `/api/admin/staffing-requests/${id}/status`, payload: { status } });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app);
  otherManager = await signUp(t.app);
  staff = await signUp(t.app, { role: "staff" });

  // The manager: 5 properties, 7 requests (two pending), notifications from each event.
  const properties: Property[] = [];
  for (const name of ["Alder", "Birch", "Cedar", "Dogwood", "Elm"]) {
    properties.push(await addProperty(manager, `${name} Court`));
  }
  const requests: StaffingRequest[] = [];
  for (const property of properties) requests.push(await addRequest(manager, property.id));
  requests.push(await addRequest(manager));
  requests.push(await addRequest(manager));
  const changes: StaffingRequestStatus[] = [
    "approved",
    "in_progress",
    "completed",
    "cancelled",
    "completed",
  ];
  for (const [index, status] of changes.entries()) {
    const request = requests[index];
    if (request) await setStatus(request.id, status);
  }

  // Another manager with one of each, and a staff member with a request of their own.
  await addRequest(otherManager, (await addProperty(otherManager, "Far Away Flats")).id);
  await addRequest(staff);
});

afterAll(async () => {
  await t?.close();
});

describe("access", () => {
  it("answers 401 to a visitor", async () => {
    for (const url of ["/api/portal/dashboard", "/api/portal/notifications/unread-count"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe("GET /api/portal/notifications/unread-count", () => {
  it("counts the caller's unread notifications, as the list does", async () => {
    for (const who of [manager, otherManager, staff, admin]) {
      const list = await get<Notification[]>(who, "/api/portal/notifications");
      expect(await unreadCount(who)).toBe(list.filter((n) => !n.isRead).length);
    }
    expect(await unreadCount(manager)).toBeGreaterThan(3);
  });

  it("follows marking one read and marking all read, for the caller only", async () => {
    const who = await signUp(t.app);
    await addRequest(who);
    await addRequest(who);
    const before = await unreadCount(who);
    const otherBefore = await unreadCount(otherManager);
    expect(before).toBe(2);

    const [first] = await get<Notification[]>(who, "/api/portal/notifications");
    await as(t.app, who)({ method: "POST", url: `/api/portal/notifications/${first?.id}/read` });
    expect(await unreadCount(who)).toBe(1);

    await as(t.app, who)({ method: "POST", url: "/api/portal/notifications/read-all" });
    expect(await unreadCount(who)).toBe(0);
    expect(await unreadCount(otherManager)).toBe(otherBefore);
  });
});

describe("GET /api/portal/dashboard", () => {
  it("gives a manager with more than three of each three rows and the right totals", async () => {
    const summary = await dashboard(manager);
    const properties = await get<Property[]>(manager, "/api/portal/properties");
    const requests = await get<StaffingRequest[]>(manager, "/api/portal/staffing-requests");
    const list = await get<Notification[]>(manager, "/api/portal/notifications");

    expect(summary.properties).toEqual({ total: 5, items: properties.slice(0, 3) });
    expect(summary.staffingRequests).toEqual({
      total: 7,
      byStatus: { pending: 2, approved: 1, in_progress: 1, completed: 2, cancelled: 1 },
      items: requests.slice(0, 3),
    });
    expect(summary.notifications).toEqual({
      total: list.length,
      unread: list.filter((n) => !n.isRead).length,
      items: list.slice(0, 3),
    });
    expect(list.length).toBeGreaterThan(3);
  });

  it("is, byte for byte, the JSON the schema writes: its fields in order, the lists' rows as they send them", async () => {
    // The database writes the summary (decision 0032); the lists' rows are checked against
    // their schemas byte for byte (tests/api/*-json.test.ts), and stringifying what was parsed
    // gives back the same text.
    for (const who of [manager, staff]) {
      const response = await as(t.app, who)({ method: "GET", url: "/api/portal/dashboard" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const list = await get<Notification[]>(who, "/api/portal/notifications");
      const isManager = who === manager;
      const expected = {
        properties: isManager
          ? { total: 5, items: (await get<Property[]>(who, "/api/portal/properties")).slice(0, 3) }
          : null,
        staffingRequests: isManager
          ? {
              total: 7,
              byStatus: { pending: 2, approved: 1, in_progress: 1, completed: 2, cancelled: 1 },
              items: (await get<StaffingRequest[]>(who, "/api/portal/staffing-requests")).slice(
                0,
                3,
              ),
            }
          : null,
        notifications: {
          total: list.length,
          unread: list.filter((n) => !n.isRead).length,
          items: list.slice(0, 3),
        },
      };
      expect(response.body).toBe(JSON.stringify(dashboardResponseSchema.parse(expected)));
      expect(response.body).toBe(JSON.stringify(expected));
    }
  });

  it("shows the newest first, as the lists do", async () => {
    const summary = await dashboard(manager);
    expect(summary.properties?.items.map((p) => p.name)).toEqual([
      "Elm Court",
      "Dogwood Court",
      "Cedar Court",
    ]);
    const [newest] = summary.staffingRequests?.items ?? [];
    expect(newest?.propertyId).toBeNull();
  });

  it("counts only the caller's rows", async () => {
    const summary = await dashboard(otherManager);
    expect(summary.properties?.total).toBe(1);
    expect(summary.properties?.items.map((p) => p.name)).toEqual(["Far Away Flats"]);
    expect(summary.staffingRequests).toMatchObject({
      total: 1,
      byStatus: { pending: 1, approved: 0, in_progress: 0, completed: 0, cancelled: 0 },
    });
    for (const item of summary.staffingRequests?.items ?? []) {
      expect(item.userId).toBe(otherManager.user.id);
    }
    for (const item of summary.notifications.items) expect(item.userId).toBe(otherManager.user.id);
  });

  it("gives a new manager zeros for every status and empty previews", async () => {
    expect(await dashboard(await signUp(t.app))).toEqual({
      properties: { total: 0, items: [] },
      staffingRequests: {
        total: 0,
        byStatus: { pending: 0, approved: 0, in_progress: 0, completed: 0, cancelled: 0 },
        items: [],
      },
      notifications: { total: 0, unread: 0, items: [] },
    });
  });

  it("gives staff and admins their notifications only", async () => {
    for (const who of [staff, admin]) {
      const summary = await dashboard(who);
      const list = await get<Notification[]>(who, "/api/portal/notifications");
      expect(summary).toEqual({
        properties: null,
        staffingRequests: null,
        notifications: {
          total: list.length,
          unread: list.filter((n) => !n.isRead).length,
          items: list.slice(0, 3),
        },
      });
    }
    // The admin is told of every new request: more than three.
    expect((await dashboard(admin)).notifications.total).toBeGreaterThan(3);
  });

  it("counts every notification the list pages through, and every unread one for the bell", async () => {
    const who = await signUp(t.app, { role: "staff" });
    await t.db.insert(notifications).values(
      Array.from({ length: 205 }, (_, i) => ({
        userId: who.user.id,
        title: `Notice ${i}`,
        message: "Something happened",
      })),
    );
    const list = await t.app.inject({
      method: "GET",
      url: "/api/portal/notifications",
      headers: { cookie: who.cookie },
    });
    const summary = await dashboard(who);
    expect(list.json()).toHaveLength(50);
    expect(list.headers["x-total-count"]).toBe("205");
    expect(summary.notifications.total).toBe(205);
    expect(summary.notifications.unread).toBe(205);
    expect(await unreadCount(who)).toBe(205);
  });
});
