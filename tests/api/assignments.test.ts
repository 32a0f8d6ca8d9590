/**
 * Placements (docs/decisions/0017-placements.md): headcount and emergency on staffing requests,
 * the admin list's emergency head, the half-time reminder, assignment offers and every status
 * transition (allowed and refused), the overlap rule, offer expiry with a controlled clock,
 * `filled`, the assignment list's scopes, the staff directory, ratings, candidates, and staff
 * accounts made from hired applications with their single-use set-password link.
 */
import { eq, inArray, like, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  notifications,
  passwordTokens,
  staffAssignments,
  staffingRequests,
} from "../../src/server/db/schema";
import { assignmentsService } from "../../src/server/features/assignments/service";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let staffA: TestUser;
let staffB: TestUser;
let staffC: TestUser;
let propertyId: number;
let otherPropertyId: number;

const HOUR = 3_600_000;

/** The placement rules on the test app's database, to run the periodic job at a chosen time. */
const jobs = () =>
  assignmentsService(
    t.db,
    {
      publicUrl: "http://localhost:5000",
      agencyNotifyEmail: "agency@example.com",
      offerExpiryMs: 24 * HOUR,
    },
    t.app.events,
  );

async function createProperty(who: TestUser, name: string, city: string): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: { name, address: "1 Main St", city, state: "FL", zip: "33602", units: 10 },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const portalRequest = (overrides: Record<string, unknown> = {}) => ({
  propertyId,
  contactName: "Dana Reyes",
  email: "dana@bayshore.example",
  staffType: "maintenance",
  details: "Two technicians for make-ready season",
  consent: true,
  ...overrides,
});

async function createRequest(
  who: TestUser = manager,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; [key: string]: unknown }> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: portalRequest(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function offer(
  requestId: number,
  staff: TestUser,
  startDate: string,
  endDate: string | null = null,
): Promise<LightMyRequestResponse> {
  return as(
    t.app,
    admin,
  )({
    method: "POST",
    url: `/api/admin/staffing-requests/${requestId}/assignments`,
    payload: { staffId: staff.user.id, startDate, endDate, notes: "Bring your own tools" },
  });
}

async function offered(
  requestId: number,
  staff: TestUser,
  start: string,
  end: string | null = null,
) {
  const response = await offer(requestId, staff, start, end);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; status: string; expiresAt: string | null };
}

const answer = (who: TestUser, id: number, verb: "accept" | "decline") =>
  as(t.app, who)({ method: "POST", url: `/api/portal/assignments/${id}/${verb}` });

const cancel = (id: number, reason: string) =>
  as(
    t.app,
    admin,
  )({
    method: "POST",
    url: `/api/admin/assignments/${id}/cancel`,
    payload: { reason },
  });

const complete = (id: number) =>
  as(t.app, admin)({ method: "POST", url: `/api/admin/assignments/${id}/complete` });

const detail = async (id: number, who: TestUser = manager) =>
  (await as(t.app, who)({ method: "GET", url: `/api/portal/staffing-requests/${id}` })).json();

/** Every date in these tests is far in the future unless a test says otherwise. */
let year = 2040;
const nextYear = () => year++;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  otherManager = await signUp(t.app, { companyName: "Gulf Breeze Homes" });
  staffA = await signUp(t.app, { role: "staff" });
  staffB = await signUp(t.app, { role: "staff" });
  staffC = await signUp(t.app, { role: "staff" });
  propertyId = await createProperty(manager, "Harbor Point", "Tampa");
  otherPropertyId = await createProperty(otherManager, "Palm Court", "Orlando");
});

afterAll(async () => {
  await t?.close();
});

describe("headcount", () => {
  it("defaults to 1 and is answered on the request and its detail", async () => {
    const created = await createRequest();
    expect(created.headcount).toBe(1);
    expect(created.emergency).toBeNull();
    const shown = await detail(created.id);
    expect(shown).toMatchObject({ headcount: 1, filled: 0, emergency: null, placements: [] });
  });

  it.each([0, 51, 2.5, "3", null])("refuses %s with its message", async (headcount) => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: portalRequest({ headcount }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      headcount: "Positions needed must be a whole number from 1 to 50",
    });
  });

  it("accepts 50 on the portal and the public form", async () => {
    expect((await createRequest(manager, { headcount: 50 })).headcount).toBe(50);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/staffing-requests",
      payload: {
        companyName: "Keys Living",
        contactName: "Ana Ruiz",
        email: "ana@example.com",
        staffType: "security",
        headcount: 7,
        consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select({ headcount: staffingRequests.headcount })
      .from(staffingRequests)
      .where(eq(staffingRequests.id, response.json().id));
    expect(row?.headcount).toBe(7);
  });

  it("reads headcount and emergencyReason from the native public form", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/staffing-requests",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        companyName: "Keys Living",
        contactName: "Ana Ruiz",
        email: "ana@example.com",
        staffType: "security",
        headcount: "4",
        emergencyReason: "storm_recovery",
        consent: "on",
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(303);
    const [row] = await t.db
      .select()
      .from(staffingRequests)
      .orderBy(sql`${staffingRequests.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ headcount: 4, emergencyReason: "storm_recovery" });
    expect(row?.respondBy).toBeInstanceOf(Date);
  });
});

it("answers the native form's bad headcount and reason with its error page, never 500", async () => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/staffing-requests",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      companyName: "Keys Living",
      contactName: "Ana Ruiz",
      email: "ana@example.com",
      staffType: "security",
      headcount: "lots",
      emergencyReason: "hurricane",
      consent: "on",
    }).toString(),
  });
  expect(response.statusCode).toBe(400);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.body).toContain("Positions needed must be a whole number from 1 to 50");
  expect(response.body).toContain("storm preparation, storm recovery, sudden vacancy or other");
});

describe("emergency requests", () => {
  it("refuses an unknown reason with its message", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: portalRequest({ emergency: { reason: "hurricane" } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors["emergency.reason"] ?? response.json().message).toMatch(
      /storm preparation, storm recovery, sudden vacancy or other/,
    );
  });

  it("promises a response within EMERGENCY_RESPONSE_MINUTES and alerts every admin at once", async () => {
    const before = Date.now();
    const created = await createRequest(manager, { emergency: { reason: "sudden_vacancy" } });
    const shown = await detail(created.id);
    expect(shown.emergency.reason).toBe("sudden_vacancy");
    const respondBy = Date.parse(shown.emergency.respondBy);
    expect(shown.emergency.respondBy).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(respondBy - before).toBeGreaterThanOrEqual(120 * 60_000 - 1000);
    expect(respondBy - before).toBeLessThan(121 * 60_000);

    const alerts = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(
      alerts.filter((n) => n.relatedId === created.id && n.relatedType === "staffing_request"),
    ).toMatchObject([{ title: "Emergency staffing request", type: "warning" }]);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        eq(emailOutbox.eventKey, `staffing_request.emergency:${created.id}:admin:${admin.user.id}`),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(admin.user.email);
    expect(mails[0]?.subject).toMatch(/^EMERGENCY/);
  });

  it("lists open emergencies first in the admin list, overdue first, and pages the rest", async () => {
    const tag = `Emergency order ${Date.now()}`;
    const normal1 = await createRequest(manager, { companyName: tag, details: tag });
    const late = await createRequest(manager, {
      details: tag,
      emergency: { reason: "storm_preparation" },
    });
    const overdue = await createRequest(manager, { details: tag, emergency: { reason: "other" } });
    const normal2 = await createRequest(manager, { details: tag });
    const normal3 = await createRequest(manager, { details: tag });
    await t.db
      .update(staffingRequests)
      .set({ respondBy: new Date(Date.now() - HOUR) })
      .where(eq(staffingRequests.id, overdue.id));
    const q = encodeURIComponent(tag);
    const first = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: `/api/admin/staffing-requests?q=${q}&limit=2`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("5");
    const firstIds = first.json().map((r: { id: number }) => r.id);
    expect(firstIds).toEqual([overdue.id, late.id, normal3.id, normal2.id]);
    expect(first.json()[0].emergency.reason).toBe("other");
    const next = String(first.headers.link).match(/<([^>]+)>/)?.[1];
    expect(next).toBeDefined();
    const second = await as(t.app, admin)({ method: "GET", url: next ?? "" });
    expect(second.json().map((r: { id: number }) => r.id)).toEqual([normal1.id]);
    expect(second.headers.link).toBeUndefined();

    // A note is the agency's response: the request joins the rest at its creation time.
    const noted = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/staffing-requests/${overdue.id}/status`,
      payload: { status: "pending", note: "Called the manager back" },
    });
    expect(noted.statusCode).toBe(200);
    const after = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: `/api/admin/staffing-requests?q=${q}&limit=10`,
    });
    const afterIds = after.json().map((r: { id: number }) => r.id);
    expect(afterIds).toEqual([late.id, normal3.id, normal2.id, overdue.id, normal1.id]);
    expect(after.json()[3].respondedAt).not.toBeNull();
  });

  it("reminds every admin once when half the time is gone with no response (two runs, two instances)", async () => {
    const created = await createRequest(manager, { emergency: { reason: "storm_recovery" } });
    const [row] = await t.db
      .select({ createdAt: staffingRequests.createdAt })
      .from(staffingRequests)
      .where(eq(staffingRequests.id, created.id));
    const createdAt = row?.createdAt.getTime() ?? 0;
    const reminderKey = `staffing_request.emergency_reminder:${created.id}:%`;
    const reminders = () =>
      t.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, reminderKey));

    await jobs().runJobs(new Date(createdAt + 59 * 60_000));
    expect(await reminders()).toHaveLength(0);

    const [one, two] = await Promise.all([
      jobs().runJobs(new Date(createdAt + 61 * 60_000)),
      jobs().runJobs(new Date(createdAt + 61 * 60_000)),
    ]);
    expect((one?.reminded ?? 0) + (two?.reminded ?? 0)).toBeGreaterThanOrEqual(1);
    const third = await jobs().runJobs(new Date(createdAt + 90 * 60_000));
    expect(third.reminded).toBe(0);
    const mails = await reminders();
    expect(mails.map((m) => m.toAddress)).toEqual([admin.user.email]);
    expect(mails[0]?.textBody).toContain("Harbor Point");
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, "Emergency request still waiting"));
    expect(inApp.filter((n) => n.relatedId === created.id)).toHaveLength(1);
  });

  it("sends no reminder once the agency responded with an offer", async () => {
    const created = await createRequest(manager, { emergency: { reason: "sudden_vacancy" } });
    const y = nextYear();
    await offered(created.id, staffC, `${y}-01-01`, `${y}-01-10`);
    const result = await jobs().runJobs(new Date(Date.now() + 70 * 60_000));
    const [row] = await t.db
      .select({
        remindedAt: staffingRequests.remindedAt,
        respondedAt: staffingRequests.respondedAt,
      })
      .from(staffingRequests)
      .where(eq(staffingRequests.id, created.id));
    expect(row?.respondedAt).toBeInstanceOf(Date);
    expect(row?.remindedAt).toBeNull();
    // The manager's countdown stops at the agency's response: the answer says when it came.
    const shown = await detail(created.id);
    expect(shown.emergency).toMatchObject({
      reason: "sudden_vacancy",
      respondedAt: row?.respondedAt?.toISOString(),
    });
    expect(result).toHaveProperty("reminded");
  });
});

describe("offers and their answers", () => {
  it("offers the work: 201 offered, expiring after OFFER_EXPIRY_HOURS; the worker is told", async () => {
    const request = await createRequest();
    const y = nextYear();
    const before = Date.now();
    const response = await offer(request.id, staffA, `${y}-03-01`, `${y}-03-31`);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      requestId: request.id,
      propertyId,
      staffId: staffA.user.id,
      status: "offered",
      startDate: `${y}-03-01`,
      endDate: `${y}-03-31`,
      staff: { fullName: staffA.user.fullName },
      property: { name: "Harbor Point", city: "Tampa", address: "1 Main St" },
      managerName: manager.user.fullName,
    });
    const expires = Date.parse(body.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(expires - before).toBeLessThan(24 * HOUR + 60_000);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, staffA.user.id));
    expect(told.some((n) => n.relatedId === body.id && n.relatedType === "staff_assignment")).toBe(
      true,
    );
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, `assignment.offered:${body.id}:user:${staffA.user.id}`));
    expect(mail).toHaveLength(1);
  });

  it("allows a start date in the past", async () => {
    const request = await createRequest();
    const response = await offer(request.id, staffC, "2020-01-01", "2020-01-02");
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses bad bodies with their messages", async () => {
    const request = await createRequest();
    const bad = await as(
      t.app,
      admin,
    )({
      method: "POST",
      url: `/api/admin/staffing-requests/${request.id}/assignments`,
      payload: { staffId: staffA.user.id, startDate: "2041-02-30", endDate: "2040-01-01" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.startDate).toBe("Enter a valid date");
    const reversed = await as(
      t.app,
      admin,
    )({
      method: "POST",
      url: `/api/admin/staffing-requests/${request.id}/assignments`,
      payload: { staffId: staffA.user.id, startDate: "2041-02-10", endDate: "2041-02-01" },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.endDate).toBe("End date cannot be before the start date");
  });

  it("answers 400 when the id is not a staff account, 404 for an unknown request", async () => {
    const request = await createRequest();
    const response = await offer(request.id, manager, "2041-01-01");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.staffId).toMatch(/not a staff member/);
    const unknown = await as(
      t.app,
      admin,
    )({
      method: "POST",
      url: "/api/admin/staffing-requests/99999999/assignments",
      payload: { staffId: staffA.user.id, startDate: "2041-01-01" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 409 for a request without a property (public form) and for a finished request", async () => {
    const publicRequest = await t.app.inject({
      method: "POST",
      url: "/api/staffing-requests",
      payload: {
        companyName: "Keys Living",
        contactName: "Ana Ruiz",
        email: "ana@example.com",
        staffType: "security",
        consent: true,
      },
    });
    const response = await offer(publicRequest.json().id, staffA, "2041-01-01");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/has no property/);

    const request = await createRequest();
    await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/staffing-requests/${request.id}/status`,
      payload: { status: "completed" },
    });
    const finished = await offer(request.id, staffA, "2041-01-01");
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toMatch(/can no longer be filled/);
  });

  it("answers 409 when the person already has an open assignment on the request", async () => {
    const request = await createRequest();
    const y = nextYear();
    await offered(request.id, staffB, `${y}-01-01`, `${y}-01-05`);
    const again = await offer(request.id, staffB, `${y}-02-01`, `${y}-02-05`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has an open assignment on this request/);
  });

  it("accepts only for the offered worker (others 404), then 409 once it is no longer offered", async () => {
    const request = await createRequest(manager, { headcount: 2 });
    const y = nextYear();
    const a = await offered(request.id, staffA, `${y}-05-01`, `${y}-05-31`);
    for (const who of [staffB, manager, otherManager, admin]) {
      expect((await answer(who, a.id, "accept")).statusCode).toBe(404);
      expect((await answer(who, a.id, "decline")).statusCode).toBe(404);
    }
    const accepted = await answer(staffA, a.id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "confirmed", expiresAt: null });
    const again = await answer(staffA, a.id, "accept");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This offer is no longer open: it is confirmed.");
    expect((await answer(staffA, a.id, "decline")).statusCode).toBe(409);

    // The manager is told, and the detail counts the position as filled.
    const managerMail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, `assignment.confirmed:${a.id}:user:${manager.user.id}`));
    expect(managerMail).toHaveLength(1);
    const agency = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, `assignment.accepted:${a.id}:agency`));
    expect(agency).toHaveLength(1);
    const shown = await detail(request.id);
    expect(shown).toMatchObject({ headcount: 2, filled: 1 });
    expect(shown.placements).toEqual([
      {
        assignmentId: a.id,
        fullName: staffA.user.fullName,
        staffType: "maintenance",
        startDate: `${y}-05-01`,
        endDate: `${y}-05-31`,
        status: "confirmed",
        badges: [],
      },
    ]);

    // A declined offer fills nothing.
    const b = await offered(request.id, staffB, `${y}-05-01`, `${y}-05-31`);
    const declined = await answer(staffB, b.id, "decline");
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe("declined");
    expect((await answer(staffB, b.id, "accept")).statusCode).toBe(409);
    expect((await detail(request.id)).filled).toBe(1);
    // Every list shows the fill state too: the manager's, the admin's, and the dashboard's.
    const portalList = await as(
      t.app,
      manager,
    )({ method: "GET", url: "/api/portal/staffing-requests?limit=100" });
    expect(portalList.json().find((r: { id: number }) => r.id === request.id)).toMatchObject({
      headcount: 2,
      filled: 1,
    });
    const adminList = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: `/api/admin/staffing-requests?q=${encodeURIComponent("Two technicians")}&limit=100`,
    });
    expect(adminList.json().find((r: { id: number }) => r.id === request.id)).toMatchObject({
      headcount: 2,
      filled: 1,
    });
    const adminDetail = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/staffing-requests/${request.id}` });
    expect(adminDetail.json()).toMatchObject({ headcount: 2, filled: 1 });
    const declinedMail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, `assignment.declined:${b.id}:agency`));
    expect(declinedMail).toHaveLength(1);
  });

  it("refuses overlapping work: at the offer and at the acceptance", async () => {
    const first = await createRequest();
    const second = await createRequest();
    const third = await createRequest();
    const y = nextYear();
    const a = await offered(first.id, staffA, `${y}-03-01`, `${y}-03-31`);
    // Two open offers may overlap: only confirmed/active work occupies the days.
    const c = await offered(third.id, staffA, `${y}-03-20`, `${y}-04-10`);
    expect((await answer(staffA, a.id, "accept")).statusCode).toBe(200);

    const clash = await offer(second.id, staffA, `${y}-03-15`, `${y}-04-15`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      `${staffA.user.fullName} already works at Harbor Point from ${y}-03-01 to ${y}-03-31: the dates overlap.`,
    );
    const openEnded = await offer(second.id, staffA, `${y - 1}-12-01`);
    expect(openEnded.statusCode).toBe(409);
    const after = await offer(second.id, staffA, `${y}-04-01`, `${y}-04-15`);
    expect(after.statusCode, after.body).toBe(201);

    const late = await answer(staffA, c.id, "accept");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/the dates overlap/);
  });

  it("lets only one of two overlapping offers be accepted at once, and one of two identical offers be made", async () => {
    const first = await createRequest();
    const second = await createRequest();
    const y = nextYear();
    const a = await offered(first.id, staffC, `${y}-08-01`, `${y}-08-31`);
    const b = await offered(second.id, staffC, `${y}-08-15`, `${y}-09-15`);
    const answers = await Promise.all([
      answer(staffC, a.id, "accept"),
      answer(staffC, b.id, "accept"),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const third = await createRequest();
    const offers = await Promise.all([
      offer(third.id, staffA, `${y}-10-01`, `${y}-10-05`),
      offer(third.id, staffA, `${y}-10-01`, `${y}-10-05`),
    ]);
    expect(offers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("expires an unanswered offer after OFFER_EXPIRY_HOURS (controlled clock), once, and tells the agency", async () => {
    const request = await createRequest();
    const y = nextYear();
    const a = await offered(request.id, staffB, `${y}-06-01`, `${y}-06-30`);
    const expiresAt = Date.parse(a.expiresAt ?? "");
    const early = await jobs().runJobs(new Date(expiresAt - 60_000));
    expect(early.expired).toBe(0);
    const run = await jobs().runJobs(new Date(expiresAt + 1000));
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await jobs().runJobs(new Date(expiresAt + 2000))).expired).toBe(0);
    const [row] = await t.db
      .select({ status: staffAssignments.status })
      .from(staffAssignments)
      .where(eq(staffAssignments.id, a.id));
    expect(row?.status).toBe("expired");
    const accepted = await answer(staffB, a.id, "accept");
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe("This offer is no longer open: it is expired.");
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, `assignment.expired:${a.id}:agency`));
    expect(mail).toHaveLength(1);
    const adminNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(adminNotes.some((n) => n.title === "Offer expired" && n.relatedId === a.id)).toBe(true);
    // And a fresh offer to the same person is possible again.
    expect((await offer(request.id, staffB, `${y}-06-01`, `${y}-06-30`)).statusCode).toBe(201);
  });

  it("refuses to accept an offer past its deadline even before the job ran", async () => {
    const request = await createRequest();
    const y = nextYear();
    const a = await offered(request.id, staffC, `${y}-07-01`);
    await t.db
      .update(staffAssignments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffAssignments.id, a.id));
    const response = await answer(staffC, a.id, "accept");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This offer has expired. Ask the agency for a new one.");
  });
});

describe("cancellation, start and completion", () => {
  it("cancels an open assignment with a reason (400 without), tells the worker and manager, 409 after", async () => {
    const request = await createRequest();
    const y = nextYear();
    const a = await offered(request.id, staffA, `${y}-01-01`, `${y}-01-31`);
    expect((await answer(staffA, a.id, "accept")).statusCode).toBe(200);
    const empty = await cancel(a.id, "  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toBe("Give the reason for the cancellation");
    const response = await cancel(a.id, "The property closed the unit turns");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      cancelReason: "The property closed the unit turns",
    });
    for (const who of [staffA, manager]) {
      const mail = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.eventKey, `assignment.cancelled:${a.id}:user:${who.user.id}`));
      expect(mail).toHaveLength(1);
    }
    const again = await cancel(a.id, "Twice");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/only an open one can be cancelled/);
    expect((await cancel(99999999, "None")).statusCode).toBe(404);
    expect((await detail(request.id)).filled).toBe(0);
  });

  it("cancels an offer (the worker can no longer accept it) and a replacement can be offered", async () => {
    const request = await createRequest();
    const y = nextYear();
    const a = await offered(request.id, staffA, `${y}-02-01`, `${y}-02-10`);
    expect((await cancel(a.id, "Replaced by a closer technician")).statusCode).toBe(200);
    expect((await answer(staffA, a.id, "accept")).statusCode).toBe(409);
    expect((await offer(request.id, staffB, `${y}-02-01`, `${y}-02-10`)).statusCode).toBe(201);
    const events = await t.db.execute(
      sql`select to_status from assignment_events where request_id = ${request.id} order by id`,
    );
    const rows = (events as unknown as { rows: Array<{ to_status: string }> }).rows;
    expect(rows.map((r) => r.to_status)).toEqual(["offered", "cancelled", "offered"]);
  });

  it("starts confirmed work on its start day and completes it after its end day (the job)", async () => {
    const request = await createRequest();
    const a = await offered(request.id, staffC, "2021-03-01", "2021-03-05");
    expect((await answer(staffC, a.id, "accept")).statusCode).toBe(200);
    const b = await offered(request.id, staffB, "2021-03-01");
    expect((await answer(staffB, b.id, "accept")).statusCode).toBe(200);
    await jobs().runJobs(new Date());
    const rows = await t.db
      .select({ id: staffAssignments.id, status: staffAssignments.status })
      .from(staffAssignments)
      .where(eq(staffAssignments.requestId, request.id));
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status[a.id]).toBe("completed");
    expect(status[b.id]).toBe("active");
    expect((await detail(request.id)).filled).toBe(2);
    // Completed is final: not cancellable, not completable again.
    expect((await cancel(a.id, "Too late")).statusCode).toBe(409);
    expect((await complete(a.id)).statusCode).toBe(409);
    // The agency completes active work itself.
    const done = await complete(b.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe("completed");
  });

  it("catches up a long outage in batches: every due placement starts and completes once", async () => {
    const placed: number[] = [];
    for (const [staff, month] of [
      [staffA, "01"],
      [staffA, "02"],
      [staffB, "01"],
      [staffB, "02"],
      [staffC, "01"],
    ] as const) {
      const request = await createRequest();
      const a = await offered(request.id, staff, `2019-${month}-01`, `2019-${month}-05`);
      expect((await answer(staff, a.id, "accept")).statusCode).toBe(200);
      placed.push(a.id);
    }
    // Two rows per transaction: five due placements take three batches for each step.
    const run = await jobs().runJobs(new Date(), 2);
    expect(run.started).toBeGreaterThanOrEqual(5);
    expect(run.completed).toBeGreaterThanOrEqual(5);
    const rows = await t.db
      .select({ id: staffAssignments.id, status: staffAssignments.status })
      .from(staffAssignments)
      .where(inArray(staffAssignments.id, placed))
      .orderBy(staffAssignments.id);
    expect(rows).toEqual(placed.map((id) => ({ id, status: "completed" })));
    const events = await t.db.execute(
      sql`select assignment_id, to_status from assignment_events
          where assignment_id in (${sql.join(placed, sql`, `)}) and actor_id is null
          order by assignment_id, id`,
    );
    const steps = (
      events as unknown as { rows: Array<{ assignment_id: number; to_status: string }> }
    ).rows;
    expect(steps).toEqual(
      placed.flatMap((id) => [
        { assignment_id: id, to_status: "active" },
        { assignment_id: id, to_status: "completed" },
      ]),
    );
    const again = await jobs().runJobs(new Date(), 2);
    expect(again).toMatchObject({ started: 0, completed: 0 });
  });

  it("shows the admin every assignment of a request and its placement timeline", async () => {
    const request = await createRequest();
    const y = nextYear();
    const a = await offered(request.id, staffA, `${y}-02-01`, `${y}-02-10`);
    await answer(staffA, a.id, "decline");
    const b = await offered(request.id, staffB, `${y}-02-01`, `${y}-02-10`);
    await answer(staffB, b.id, "accept");
    const response = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: `/api/admin/staffing-requests/${request.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.filled).toBe(1);
    expect(body.assignments.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([
      [a.id, "declined"],
      [b.id, "confirmed"],
    ]);
    expect(
      body.placementEvents.map(
        (e: { assignmentId: number; toStatus: string; actorName: string }) => [
          e.assignmentId,
          e.toStatus,
          e.actorName,
        ],
      ),
    ).toEqual([
      [a.id, "offered", admin.user.fullName],
      [a.id, "declined", staffA.user.fullName],
      [b.id, "offered", admin.user.fullName],
      [b.id, "confirmed", staffB.user.fullName],
    ]);
  });

  it("refuses to complete an offer that was never accepted", async () => {
    const request = await createRequest();
    const a = await offered(request.id, staffA, `${nextYear()}-01-01`);
    const response = await complete(a.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/only confirmed or active work can be completed/);
  });
});

describe("ratings", () => {
  let assignmentId: number;
  let openId: number;

  beforeAll(async () => {
    const request = await createRequest();
    const y = nextYear();
    const a = await offered(request.id, staffC, `${y}-01-01`, `${y}-01-02`);
    await answer(staffC, a.id, "accept");
    await complete(a.id);
    assignmentId = a.id;
    const open = await offered(request.id, staffB, `${y}-03-01`, `${y}-03-02`);
    await answer(staffB, open.id, "accept");
    openId = open.id;
  });

  const rate = (who: TestUser, id: number, payload: object) =>
    as(t.app, who)({ method: "POST", url: `/api/portal/assignments/${id}/rating`, payload });

  it("refuses anyone but the property's manager (404) and bad ratings (400)", async () => {
    for (const who of [otherManager, staffC, admin]) {
      expect((await rate(who, assignmentId, { rating: 5, requestAgain: true })).statusCode).toBe(
        404,
      );
    }
    const bad = await rate(manager, assignmentId, { rating: 6, requestAgain: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.rating).toBe("Rate the work from 1 to 5");
    const missing = await rate(manager, assignmentId, { rating: 4 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.requestAgain).toBe(
      "Say whether you would request this person again",
    );
  });

  it("refuses work that is not completed (409)", async () => {
    const response = await rate(manager, openId, { rating: 4, requestAgain: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Only completed work can be rated.");
  });

  it("rates completed work once; the note is for the agency only", async () => {
    const response = await rate(manager, assignmentId, {
      rating: 5,
      note: "Fixed every unit on time",
      requestAgain: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rating: 5, requestAgain: true });
    expect(response.json()).not.toHaveProperty("ratingNote");
    const again = await rate(manager, assignmentId, { rating: 1, requestAgain: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already rated this assignment.");

    const managerList = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: "/api/portal/assignments?status=completed&limit=100",
    });
    const mine = managerList.json().find((a: { id: number }) => a.id === assignmentId);
    expect(mine.rating).toBe(5);
    expect(mine).not.toHaveProperty("ratingNote");
    const adminList = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: "/api/portal/assignments?status=completed&limit=100",
    });
    const seen = adminList.json().find((a: { id: number }) => a.id === assignmentId);
    expect(seen.ratingNote).toBe("Fixed every unit on time");
  });

  it("ranks a person the manager asked for again first among candidates", async () => {
    const request = await createRequest(manager, { staffType: "security" });
    const response = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: `/api/admin/staffing-requests/${request.id}/candidates`,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list[0]).toMatchObject({
      staffId: staffC.user.id,
      requestedAgain: true,
      available: true,
    });
    expect(list.map((c: { staffId: number }) => c.staffId)).not.toContain(manager.user.id);
    // Another manager's request does not inherit this manager's wish.
    const other = await createRequest(otherManager, {
      propertyId: otherPropertyId,
      staffType: "security",
    });
    const otherList = (
      await as(
        t.app,
        admin,
      )({
        method: "GET",
        url: `/api/admin/staffing-requests/${other.id}/candidates`,
      })
    ).json();
    expect(otherList.every((c: { requestedAgain: boolean }) => !c.requestedAgain)).toBe(true);
  });

  it("ranks people free on the request's dates before busy ones", async () => {
    const y = nextYear();
    const busyRequest = await createRequest();
    await offered(busyRequest.id, staffA, `${y}-01-01`, `${y}-12-31`).then((a) =>
      answer(staffA, a.id, "accept"),
    );
    const request = await createRequest(manager, {
      staffType: "make-ready",
      startDate: `${y}-06-01`,
      endDate: `${y}-06-30`,
    });
    const list = (
      await as(
        t.app,
        admin,
      )({
        method: "GET",
        url: `/api/admin/staffing-requests/${request.id}/candidates?limit=100`,
      })
    ).json();
    const a = list.findIndex((c: { staffId: number }) => c.staffId === staffA.user.id);
    expect(list[a].available).toBe(false);
    expect(list.slice(0, a).every((c: { available: boolean }) => c.available)).toBe(true);
    expect(list.slice(a).every((c: { available: boolean }) => !c.available)).toBe(true);
  });

  it("ranks staff who take emergency call-outs and do the work first for an emergency", async () => {
    const profile = (who: TestUser, payload?: Record<string, unknown>) =>
      as(
        t.app,
        who,
      )(
        payload === undefined
          ? { method: "GET", url: "/api/portal/staff-profile" }
          : { method: "PATCH", url: "/api/portal/staff-profile", payload },
      );
    expect((await profile(staffB)).json()).toEqual({ emergencyCallouts: false });
    const bad = await profile(staffB, { emergencyCallouts: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(
      "Say whether we may call you for emergency work (true or false)",
    );
    for (const who of [manager, admin]) expect((await profile(who)).statusCode).toBe(403);
    const set = await profile(staffB, { emergencyCallouts: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ emergencyCallouts: true });
    expect((await profile(staffB)).json()).toEqual({ emergencyCallouts: true });

    // Staff B does this work (their profile's position) and takes call-outs.
    await t.db.execute(
      sql`update staff_profiles set position = 'groundskeeping' where user_id = ${staffB.user.id}`,
    );
    const candidatesOf = async (id: number) =>
      (
        await as(
          t.app,
          admin,
        )({ method: "GET", url: `/api/admin/staffing-requests/${id}/candidates?limit=100` })
      ).json() as Array<{
        staffId: number;
        emergencyCallouts: boolean;
        available: boolean;
        requestedAgain: boolean;
      }>;
    const storm = await createRequest(manager, {
      staffType: "groundskeeping",
      emergency: { reason: "storm_preparation" },
    });
    const ranked = await candidatesOf(storm.id);
    expect(ranked[0]).toMatchObject({ staffId: staffB.user.id, emergencyCallouts: true });
    // Ahead even of staff C, whom this manager asked for again (the ratings above), who leads
    // every other list of theirs.
    expect(ranked.find((c) => c.staffId === staffC.user.id)?.requestedAgain).toBe(true);
    expect(
      (await candidatesOf((await createRequest(manager, { staffType: "groundskeeping" })).id))[0]
        ?.staffId,
    ).toBe(staffC.user.id);
    await profile(staffB, { emergencyCallouts: false });
    expect((await candidatesOf(storm.id)).find((c) => c.staffId === staffB.user.id)).toMatchObject({
      emergencyCallouts: false,
    });
  });

  it("lists candidates for a public-form request (no manager, no city, no dates), never 500", async () => {
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/staffing-requests",
      payload: {
        companyName: "Seagrape Villas",
        contactName: "Rita Lane",
        email: "rita@example.com",
        staffType: "security",
        details: "Night patrol for the holidays",
        consent: true,
      },
    });
    expect(posted.statusCode).toBe(201);
    const response = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/staffing-requests/${posted.json().id}/candidates` });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(
      list.every(
        (c: { requestedAgain: boolean; cityMatches: boolean }) =>
          !c.requestedAgain && !c.cityMatches,
      ),
    ).toBe(true);
  });
});

describe("GET /api/portal/assignments and the staff directory", () => {
  let otherAssignmentId: number;

  beforeAll(async () => {
    const request = await createRequest(otherManager, {
      propertyId: otherPropertyId,
      staffType: "leasing",
    });
    const y = nextYear();
    const a = await offered(request.id, staffB, `${y}-01-01`, `${y}-01-31`);
    await answer(staffB, a.id, "accept");
    otherAssignmentId = a.id;
  });

  const list = async (who: TestUser, query = "") => {
    const response = await as(
      t.app,
      who,
    )({
      method: "GET",
      url: `/api/portal/assignments?limit=100${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it("shows staff their own, managers those at their properties, admins all", async () => {
    const staffRows = (await list(staffB)).json();
    expect(staffRows.length).toBeGreaterThan(0);
    expect(staffRows.every((a: { staffId: number }) => a.staffId === staffB.user.id)).toBe(true);
    const managerRows = (await list(manager)).json();
    expect(managerRows.every((a: { propertyId: number }) => a.propertyId === propertyId)).toBe(
      true,
    );
    expect(managerRows.map((a: { id: number }) => a.id)).not.toContain(otherAssignmentId);
    const otherRows = (await list(otherManager)).json();
    expect(otherRows.map((a: { id: number }) => a.id)).toEqual([otherAssignmentId]);
    expect(otherRows[0]).toMatchObject({
      staff: { fullName: staffB.user.fullName },
      property: { name: "Palm Court", city: "Orlando", address: "1 Main St" },
      managerName: otherManager.user.fullName,
      staffType: "leasing",
      status: "confirmed",
    });
    const all = await list(admin);
    expect(Number(all.headers["x-total-count"])).toBe(
      (await t.db.select({ id: staffAssignments.id }).from(staffAssignments)).length,
    );
  });

  it("filters by status, property and work days, and pages with Link", async () => {
    const offeredRows = (await list(admin, "&status=offered")).json();
    expect(offeredRows.every((a: { status: string }) => a.status === "offered")).toBe(true);
    const atOther = (await list(admin, `&propertyId=${otherPropertyId}`)).json();
    expect(atOther.map((a: { id: number }) => a.id)).toEqual([otherAssignmentId]);
    const in2021 = (await list(admin, "&from=2021-03-02&to=2021-03-03")).json();
    expect(in2021.length).toBeGreaterThanOrEqual(2);
    expect(in2021.every((a: { startDate: string }) => a.startDate <= "2021-03-03")).toBe(true);
    const page = await as(t.app, admin)({ method: "GET", url: "/api/portal/assignments?limit=1" });
    expect(page.json()).toHaveLength(1);
    expect(page.headers.link).toMatch(/rel="next"/);
    const bad = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/portal/assignments?status=hired" });
    expect(bad.statusCode).toBe(400);
  });

  it("staff directory: property managers only, their properties only, filterable", async () => {
    for (const who of [staffA, admin]) {
      const response = await as(t.app, who)({ method: "GET", url: "/api/portal/staff-directory" });
      expect(response.statusCode).toBe(403);
    }
    const mine = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: "/api/portal/staff-directory?limit=100",
    });
    expect(mine.statusCode).toBe(200);
    const rows = mine.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { propertyId: number }) => r.propertyId === propertyId)).toBe(true);
    expect(
      rows.every((r: { status: string }) =>
        ["confirmed", "active", "completed"].includes(r.status),
      ),
    ).toBe(true);
    expect(rows.map((r: { assignmentId: number }) => r.assignmentId)).not.toContain(
      otherAssignmentId,
    );
    const other = (
      await as(
        t.app,
        otherManager,
      )({
        method: "GET",
        url: "/api/portal/staff-directory?staffType=leasing",
      })
    ).json();
    expect(other).toHaveLength(1);
    expect(other[0]).toMatchObject({ fullName: staffB.user.fullName, propertyName: "Palm Court" });
    const none = (
      await as(
        t.app,
        otherManager,
      )({
        method: "GET",
        url: `/api/portal/staff-directory?staffType=security&propertyId=${otherPropertyId}`,
      })
    ).json();
    expect(none).toEqual([]);
  });
});

describe("staff accounts from hired applications", () => {
  let applicationId: number;
  const email = `marta.silva+${Date.now()}@example.com`;

  beforeAll(async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      payload: {
        fullName: "Marta Silva",
        email,
        phone: "(941) 555-0199",
        position: "leasing",
        experience: "1-3",
        consent: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    applicationId = response.json().id;
  });

  const createAccount = (id = applicationId) =>
    as(t.app, admin)({ method: "POST", url: `/api/admin/job-applications/${id}/account` });
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/set-password", payload: { token, password } });

  /** The token of the set-password link mailed to the account `userId`. */
  async function tokenMailedTo(userId: number): Promise<string> {
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, `staff_account.invitation:${userId}`));
    const token = mail?.textBody.match(/set-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error("no set-password link was mailed");
    return token;
  }

  it("refuses an application that is not hired (409) and an unknown one (404)", async () => {
    const response = await createAccount();
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Only a hired application can become a staff account.");
    expect((await createAccount(99999999)).statusCode).toBe(404);
  });

  it("creates the staff account once, prefills its profile, and mails a single-use link", async () => {
    const hired = await as(
      t.app,
      admin,
    )({
      method: "PATCH",
      url: `/api/admin/job-applications/${applicationId}`,
      payload: { status: "hired" },
    });
    expect(hired.statusCode).toBe(200);
    const response = await createAccount();
    expect(response.statusCode, response.body).toBe(201);
    const account = response.json();
    expect(account).toMatchObject({ email, fullName: "Marta Silva" });
    expect(account.username).toMatch(/^marta\.silva/);
    expect((await createAccount()).statusCode).toBe(409);

    // The stored token is a hash, never the mailed one.
    const token = await tokenMailedTo(account.id);
    const stored = await t.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, `staff_account.invitation:${account.id}`));
    expect(mail[0]?.toAddress).toBe(email);
    expect(mail[0]?.textBody).not.toContain("Marta");

    // The profile is prefilled: the new account ranks as a leasing candidate.
    const request = await createRequest(manager, { staffType: "leasing" });
    const candidates = (
      await as(
        t.app,
        admin,
      )({
        method: "GET",
        url: `/api/admin/staffing-requests/${request.id}/candidates`,
      })
    ).json();
    expect(candidates.find((c: { staffId: number }) => c.staffId === account.id)).toMatchObject({
      staffType: "leasing",
      staffTypeMatches: true,
    });

    // Nobody can sign in before the link is used.
    const early = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: account.username, password: "Correct-Horse-Battery-9" },
    });
    expect(early.statusCode).toBe(401);

    const common = await setPassword(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toMatch(/too common/);
    const short = await setPassword(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe("Password must be at least 8 characters");

    const ok = await setPassword(token, "Correct-Horse-Battery-9");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().username).toBe(account.username);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: account.username, password: "Correct-Horse-Battery-9" },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe("staff");

    const reused = await setPassword(token, "Another-Horse-Battery-9");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/already used or it expired/);
  });

  it("makes one account when two admins click at once (the other gets 409, never 500)", async () => {
    const application = await t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      payload: {
        fullName: "Ana Torres",
        email: `ana.torres+${Date.now()}@example.com`,
        phone: "(813) 555-0177",
        position: "groundskeeping",
        experience: "1-3",
        consent: true,
      },
    });
    const id = application.json().id;
    await as(
      t.app,
      admin,
    )({
      method: "PATCH",
      url: `/api/admin/job-applications/${id}`,
      payload: { status: "hired" },
    });
    const answers = await Promise.all([createAccount(id), createAccount(id), createAccount(id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it("refuses an expired link and an unknown one with the same message", async () => {
    const application = await t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      payload: {
        fullName: "Luis Moreno",
        email: `luis+${Date.now()}@example.com`,
        phone: "(813) 555-0142",
        position: "maintenance",
        experience: "3-5",
        consent: true,
      },
    });
    const id = application.json().id;
    await as(
      t.app,
      admin,
    )({
      method: "PATCH",
      url: `/api/admin/job-applications/${id}`,
      payload: { status: "hired" },
    });
    const account = (await createAccount(id)).json();
    const token = await tokenMailedTo(account.id);
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, account.id));
    const expired = await setPassword(token, "Correct-Horse-Battery-9");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/already used or it expired/);
    const unknown = await setPassword("not-a-token", "Correct-Horse-Battery-9");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(expired.json().message);
  });
});

describe("the placement job's timer", () => {
  it("runs at start-up, stops cleanly, and does nothing when turned off (0)", async () => {
    const { startPlacementJobs } = await import("../../src/server/features/assignments/jobs");
    const settings = {
      publicUrl: "http://localhost:5000",
      agencyNotifyEmail: "agency@example.com",
      offerExpiryMs: 24 * HOUR,
    };
    const logged: string[] = [];
    const log = Object.assign(Object.create(t.app.log), {
      info: (_: unknown, message: string) => logged.push(message),
      error: (_: unknown, message: string) => logged.push(message),
    });
    const request = await createRequest();
    const a = await offered(request.id, staffC, `${nextYear()}-01-01`);
    await t.db
      .update(staffAssignments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffAssignments.id, a.id));
    const off = startPlacementJobs({ db: t.db, events: t.app.events, settings, everyMs: 0, log });
    await off.stop();
    const [still] = await t.db
      .select({ status: staffAssignments.status })
      .from(staffAssignments)
      .where(eq(staffAssignments.id, a.id));
    expect(still?.status).toBe("offered");
    const on = startPlacementJobs({
      db: t.db,
      events: t.app.events,
      settings,
      everyMs: 60_000,
      log,
    });
    await on.stop();
    const [row] = await t.db
      .select({ status: staffAssignments.status })
      .from(staffAssignments)
      .where(eq(staffAssignments.id, a.id));
    expect(row?.status).toBe("expired");
    expect(logged).toContain("placement job ran");
  });
});
