/**
 * Notifications (spec section 7): GET /api/portal/notifications,
 * POST /api/portal/notifications/{id}/read and POST /api/portal/notifications/read-all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "../../src/domain/api/notification";
import type { StaffingRequest } from "../../src/domain/api/staffing-request";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function createRequest(who: TestUser, companyName = "Bayshore Residential") {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      companyName,
      contactName: "Dana Reyes",
      email: "dana@example.com",
      staffType: "leasing",
      details: "One leasing consultant for weekends",
      consent: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as StaffingRequest;
}

async function listNotifications(who: TestUser): Promise<Notification[]> {
  const response = await as(t.app, who)({ method: "GET", url: "/api/portal/notifications" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const markRead = (who: TestUser | null, id: number | string) =>
  as(t.app, who)({ method: "POST", url: `/api/portal/notifications/${id}/read` });

const markAllRead = (who: TestUser | null) =>
  as(t.app, who)({ method: "POST", url: "/api/portal/notifications/read-all" });

describe("access", () => {
  it("answers 401 to a visitor listing notifications", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/portal/notifications" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("answers 401 to a visitor marking one read", async () => {
    expect((await markRead(null, 1)).statusCode).toBe(401);
  });

  it("answers 401 to a visitor marking all read", async () => {
    expect((await markAllRead(null)).statusCode).toBe(401);
  });
});

describe("GET /api/portal/notifications", () => {
  it("answers an empty list to a new user", async () => {
    expect(await listNotifications(await signUp(t.app))).toEqual([]);
  });

  it('tells the submitter of a request "Request received"', async () => {
    const dana = await signUp(t.app);
    const request = await createRequest(dana);
    const [notification] = await listNotifications(dana);
    expect(notification).toMatchObject({
      id: expect.any(Number),
      userId: dana.user.id,
      title: "Request received",
      message: expect.any(String),
      type: expect.stringMatching(/^(info|success|warning|error)$/),
      isRead: false,
      link: `/staffing-requests/${request.id}`,
      relatedId: request.id,
      relatedType: "staffing_request",
    });
    expect(notification?.message).toContain("Leasing Consultants");
    expect(notification?.message).toContain("Bayshore Residential");
    expect(typeof notification?.createdAt).toBe("string");
  });

  it("lists newest first", async () => {
    const dana = await signUp(t.app);
    const first = await createRequest(dana, "First Co");
    const second = await createRequest(dana, "Second Co");
    const third = await createRequest(dana, "Third Co");
    const list = await listNotifications(dana);
    expect(list.map((n) => n.relatedId)).toEqual([third.id, second.id, first.id]);
  });

  it("lists only the caller's own notifications", async () => {
    const dana = await signUp(t.app);
    const sam = await signUp(t.app);
    const danaRequest = await createRequest(dana);
    const samRequest = await createRequest(sam);
    const danaList = await listNotifications(dana);
    const samList = await listNotifications(sam);
    expect(danaList.every((n) => n.userId === dana.user.id)).toBe(true);
    expect(samList.every((n) => n.userId === sam.user.id)).toBe(true);
    expect(danaList.map((n) => n.relatedId)).toEqual([danaRequest.id]);
    expect(samList.map((n) => n.relatedId)).toEqual([samRequest.id]);
  });
});

describe("POST /api/portal/notifications/{id}/read", () => {
  it("marks one notification read and answers it", async () => {
    const dana = await signUp(t.app);
    await createRequest(dana, "One");
    await createRequest(dana, "Two");
    const [newest, older] = await listNotifications(dana);
    if (!newest || !older) throw new Error("expected two notifications");
    const response = await markRead(dana, newest.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: newest.id, isRead: true });
    const after = await listNotifications(dana);
    expect(after.find((n) => n.id === newest.id)?.isRead).toBe(true);
    expect(after.find((n) => n.id === older.id)?.isRead).toBe(false);
  });

  it("answers 200 again for a notification already read", async () => {
    const dana = await signUp(t.app);
    await createRequest(dana);
    const [notification] = await listNotifications(dana);
    if (!notification) throw new Error("expected a notification");
    expect((await markRead(dana, notification.id)).statusCode).toBe(200);
    const again = await markRead(dana, notification.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().isRead).toBe(true);
  });

  it("answers 404 to another user's notification and leaves it unread", async () => {
    const dana = await signUp(t.app);
    const sam = await signUp(t.app);
    await createRequest(dana);
    const [danas] = await listNotifications(dana);
    if (!danas) throw new Error("expected a notification");
    const response = await markRead(sam, danas.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await listNotifications(dana))[0]?.isRead).toBe(false);
  });

  it("answers 404 to an id that does not exist", async () => {
    const dana = await signUp(t.app);
    expect((await markRead(dana, 2_147_483_000)).statusCode).toBe(404);
  });

  it.each(["abc", "0", "99999999999"])("answers 400 to the id %s", async (id) => {
    const dana = await signUp(t.app);
    expect((await markRead(dana, id)).statusCode).toBe(400);
  });
});

describe("POST /api/portal/notifications/read-all", () => {
  it("marks every unread notification read and says how many", async () => {
    const dana = await signUp(t.app);
    await createRequest(dana, "One");
    await createRequest(dana, "Two");
    await createRequest(dana, "Three");
    const [first] = await listNotifications(dana);
    if (!first) throw new Error("expected notifications");
    await markRead(dana, first.id);

    const response = await markAllRead(dana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    const after = await listNotifications(dana);
    expect(after).toHaveLength(3);
    expect(after.every((n) => n.isRead)).toBe(true);
  });

  it("answers { updated: 0 } when nothing is unread", async () => {
    const dana = await signUp(t.app);
    await createRequest(dana);
    await markAllRead(dana);
    const response = await markAllRead(dana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 0 });
  });

  it("leaves other users' notifications unread", async () => {
    const dana = await signUp(t.app);
    const sam = await signUp(t.app);
    await createRequest(dana);
    await createRequest(sam);
    await markAllRead(dana);
    const samList = await listNotifications(sam);
    expect(samList).toHaveLength(1);
    expect(samList.every((n) => !n.isRead)).toBe(true);
  });
});
