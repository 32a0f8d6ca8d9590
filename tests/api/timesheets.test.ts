/**
 * Timesheets (docs/decisions/0019-timesheets.md): drafts made on a worker's first read of a week,
 * saving days (hours, overnight shifts, the rules on future days and the assignment's days),
 * submission with the mailed single-use approval link (a GET approves nothing; the POST approves
 * once), approval and dispute in the portal by the property's manager or an admin, the agency's
 * lock, the history of every change, rates by role, FLSA overtime across a worker's week, and the
 * payroll CSV.
 */
import { and, eq, like } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Timesheet } from "../../src/domain/api/timesheet";
import { emailOutbox, notifications, timesheetApprovalTokens } from "../../src/server/db/schema";
import { redactUrl } from "../../src/server/logging";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let propertyId: number;
let requestId: number;

/** The week these tests log hours in: Monday 2026-10-05 to Sunday 2026-10-11 (in the past). */
const WEEK = "2026-10-05";
const day = (n: number) => `2026-10-${String(5 + n).padStart(2, "0")}`;

async function createProperty(who: TestUser, name: string): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: {
      name,
      address: "1 Bayshore Blvd",
      city: "Tampa",
      state: "FL",
      zip: "33606",
      units: 120,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function createRequest(who: TestUser, property: number): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      propertyId: property,
      contactName: "Dana Reyes",
      email: "dana@example.com",
      staffType: "maintenance",
      details: "Make-ready turns",
      consent: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A confirmed assignment of `staff` on `request` from `startDate` to `endDate`. */
async function placed(
  staff: TestUser,
  startDate: string,
  endDate: string | null,
  request = requestId,
): Promise<number> {
  const offer = await as(
    t.app,
    admin,
  )({
    method: "POST",
    url: `/api/admin/staffing-requests/${request}/assignments`,
    payload: { staffId: staff.user.id, startDate, endDate },
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const id = offer.json().id as number;
  const accept = await as(
    t.app,
    staff,
  )({ method: "POST", url: `/api/portal/assignments/${id}/accept` });
  expect(accept.statusCode, accept.body).toBe(200);
  return id;
}

/** The worker's timesheets of the week holding `week`. */
async function weekOf(staff: TestUser, week = WEEK) {
  const response = await as(
    t.app,
    staff,
  )({ method: "GET", url: `/api/portal/timesheets?week=${week}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Timesheet[];
}

function save(who: TestUser, id: number, days: object[]): Promise<LightMyRequestResponse> {
  return as(t.app, who)({ method: "PUT", url: `/api/portal/timesheets/${id}`, payload: { days } });
}

function post(who: TestUser | null, url: string, payload?: object) {
  return as(t.app, who)({ method: "POST", url, ...(payload ? { payload } : {}) });
}

/** A worker with a confirmed assignment over the test week and its draft timesheet's id. */
async function workerWithDraft(): Promise<{ staff: TestUser; id: number; assignmentId: number }> {
  const staff = await signUp(t.app, { role: "staff" });
  const assignmentId = await placed(staff, "2026-09-28", "2026-10-31");
  const [sheet] = await weekOf(staff);
  if (!sheet) throw new Error("no draft was made");
  return { staff, id: sheet.id, assignmentId };
}

const fullDay = (n: number) => ({ date: day(n), start: "08:00", end: "16:30", breakMinutes: 30 });

/** The approval link mailed for timesheet `id`'s latest submission, as the manager got it. */
async function mailedLink(id: number): Promise<string> {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.eventKey, `timesheet.submitted:${id}:%`));
  const latest = rows.sort((a, b) => b.id - a.id)[0];
  const match = latest?.textBody.match(/https?:\/\/\S+\/timesheet-approval\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error("no approval link was mailed");
  return match[1];
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  otherManager = await signUp(t.app);
  propertyId = await createProperty(manager, "Bayshore Flats");
  requestId = await createRequest(manager, propertyId);
});
afterAll(async () => {
  await t.close();
});

describe("a worker's week", () => {
  it("is made as a draft on first read for each confirmed assignment meeting the week, with its seven days", async () => {
    const staff = await signUp(t.app, { role: "staff" });
    await placed(staff, "2026-10-08", "2026-10-20");
    // An offer the worker has not accepted gets no timesheet.
    const otherRequest = await createRequest(manager, propertyId);
    const offer = await as(
      t.app,
      admin,
    )({
      method: "POST",
      url: `/api/admin/staffing-requests/${otherRequest}/assignments`,
      payload: { staffId: staff.user.id, startDate: "2026-10-06", endDate: "2026-10-07" },
    });
    expect(offer.statusCode).toBe(201);

    const sheets = await weekOf(staff, "2026-10-09");
    expect(sheets).toHaveLength(1);
    const [sheet] = sheets;
    expect(sheet).toMatchObject({ weekStart: WEEK, status: "draft", totalHours: 0 });
    expect(sheet?.days.map((d: { date: string }) => d.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map(day),
    );
    expect(sheet?.days[0]).toEqual({
      date: day(0),
      start: null,
      end: null,
      breakMinutes: 0,
      hours: 0,
      overtimeHours: 0,
    });
    // Read again: the same draft, not a second one.
    expect((await weekOf(staff, "2026-10-11")).map((s) => s.id)).toEqual([sheet?.id]);
    // A week the assignment does not meet has none; staff never see rates.
    expect(await weekOf(staff, "2026-09-21")).toEqual([]);
    expect(sheet).not.toHaveProperty("billRate");
    expect(sheet).not.toHaveProperty("payRate");
  });

  it("is not shown to the property's manager while it is a draft; an admin sees it", async () => {
    const { id } = await workerWithDraft();
    const asManager = await as(
      t.app,
      manager,
    )({ method: "GET", url: `/api/portal/timesheets/${id}` });
    expect(asManager.statusCode).toBe(404);
    const list = await as(
      t.app,
      manager,
    )({ method: "GET", url: `/api/portal/timesheets?week=${WEEK}` });
    expect(list.json().map((s: { id: number }) => s.id)).not.toContain(id);
    const asAdmin = await as(t.app, admin)({ method: "GET", url: `/api/portal/timesheets/${id}` });
    expect(asAdmin.statusCode).toBe(200);
  });

  it("saves days with hours, overnight shifts and totals; a day not sent was not worked", async () => {
    const { staff, id } = await workerWithDraft();
    const response = await save(staff, id, [
      fullDay(0),
      { date: day(1), start: "22:00", end: "06:00", breakMinutes: 0 },
      { date: day(2), start: null, end: null, breakMinutes: 0 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json();
    expect(sheet.days[0]).toMatchObject({
      start: "08:00",
      end: "16:30",
      breakMinutes: 30,
      hours: 8,
    });
    expect(sheet.days[1]).toMatchObject({ start: "22:00", end: "06:00", hours: 8 });
    expect(sheet.days[2]).toMatchObject({ start: null, end: null, hours: 0 });
    expect(sheet).toMatchObject({
      totalHours: 16,
      regularHours: 16,
      overtimeHours: 0,
      status: "draft",
    });

    // Saving again replaces the week: day 0 is gone.
    const again = await save(staff, id, [{ ...fullDay(1), end: "12:15", breakMinutes: 0 }]);
    expect(again.json().days[0].hours).toBe(0);
    expect(again.json().days[1].hours).toBe(4.25);
    expect(again.json().totalHours).toBe(4.25);
  });

  it("refuses hours for a future day, outside the assignment, outside the week, and a break as long as the shift", async () => {
    const staff = await signUp(t.app, { role: "staff" });
    await placed(staff, "2060-03-01", "2060-03-31");
    const [future] = await weekOf(staff, "2060-03-08");
    const ahead = await save(staff, future?.id ?? 0, [
      { date: "2060-03-08", start: "08:00", end: "12:00", breakMinutes: 0 },
    ]);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe("Hours cannot be logged for a future day");

    const { staff: worker, id } = await workerWithDraft();
    const lateAssignment = await signUp(t.app, { role: "staff" });
    await placed(lateAssignment, "2026-10-08", "2026-10-31");
    const [late] = await weekOf(lateAssignment);
    const before = await save(lateAssignment, late?.id ?? 0, [fullDay(0)]);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(`${day(0)} is outside this assignment's days`);

    const outside = await save(worker, id, [{ ...fullDay(0), date: "2026-10-12" }]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(`2026-10-12 is not in the week of ${WEEK}`);

    const longBreak = await save(worker, id, [{ ...fullDay(0), breakMinutes: 510 }]);
    expect(longBreak.statusCode).toBe(400);
    expect(longBreak.json().message).toBe("The break must be shorter than the shift");
  });

  it("answers 404 to anyone but the worker (and admins) saving or submitting it", async () => {
    const { id } = await workerWithDraft();
    const stranger = await signUp(t.app, { role: "staff" });
    for (const who of [stranger, manager, otherManager]) {
      expect((await save(who, id, [fullDay(0)])).statusCode).toBe(404);
      expect((await post(who, `/api/portal/timesheets/${id}/submit`)).statusCode).toBe(404);
    }
    expect((await save(admin, id, [fullDay(0)])).statusCode).toBe(200);
  });
});

describe("submission and the mailed approval link", () => {
  it("submits the week, tells the manager and mails a link whose GET shows the week and approves nothing", async () => {
    const { staff, id } = await workerWithDraft();
    await save(staff, id, [fullDay(0), fullDay(1)]);
    const submitted = await post(staff, `/api/portal/timesheets/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: "submitted", totalHours: 16 });

    const notice = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.user.id), eq(notifications.relatedId, id)));
    expect(notice.map((n) => n.title)).toContain("Hours to approve");

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.eventKey, `timesheet.submitted:${id}:%`));
    expect(mail?.toAddress).toBe(manager.user.email);
    // Fixed text: the worker's name is not in the mail (decision 0010).
    expect(mail?.textBody).not.toContain(staff.user.fullName);
    expect(mail?.htmlBody).not.toContain(staff.user.fullName);

    const token = await mailedLink(id);
    for (let i = 0; i < 3; i++) {
      const page = await t.app.inject({ method: "GET", url: `/timesheet-approval?token=${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      expect(page.body).toContain(staff.user.fullName);
      expect(page.body).toContain('<form method="post" action="/timesheet-approval">');
      expect(page.body).toContain("Approve 16.00 hours");
    }
    const still = await as(t.app, manager)({ method: "GET", url: `/api/portal/timesheets/${id}` });
    expect(still.json().status).toBe("submitted");
    const [stored] = await t.db
      .select()
      .from(timesheetApprovalTokens)
      .where(eq(timesheetApprovalTokens.timesheetId, id));
    expect(stored?.usedAt).toBeNull();
    // Only the hash is stored.
    expect(stored?.tokenHash).not.toBe(token);
  });

  it("approves with the link's POST once, as the manager, and then shows who approved", async () => {
    const { staff, id } = await workerWithDraft();
    await save(staff, id, [fullDay(2)]);
    await post(staff, `/api/portal/timesheets/${id}/submit`);
    const token = await mailedLink(id);

    const approve = await t.app.inject({
      method: "POST",
      url: "/timesheet-approval",
      payload: `token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.body).toContain("Approved");
    expect(approve.body).toContain(manager.user.fullName);
    expect(approve.body).toContain("with the e-mailed link");

    const sheet = (
      await as(t.app, staff)({ method: "GET", url: `/api/portal/timesheets/${id}` })
    ).json();
    expect(sheet).toMatchObject({
      status: "approved",
      approvedVia: "email",
      approvedBy: { fullName: manager.user.fullName },
    });

    // The link works once: a second post changes nothing and says so.
    const twice = await t.app.inject({
      method: "POST",
      url: "/timesheet-approval",
      payload: `token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("This link was already used or has expired");
    const reopened = await t.app.inject({
      method: "GET",
      url: `/timesheet-approval?token=${token}`,
    });
    expect(reopened.body).toContain(manager.user.fullName);
    expect(reopened.body).not.toContain("<form");
  });

  it("keeps the token out of the request log", () => {
    expect(redactUrl("/timesheet-approval?token=abc123")).toBe(
      "/timesheet-approval?token=[redacted]",
    );
  });

  it("answers an unknown token with 404 and approves nothing", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/timesheet-approval?token=not-a-token",
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("This approval link is not valid");
    const none = await t.app.inject({ method: "GET", url: "/timesheet-approval" });
    expect(none.statusCode).toBe(404);
    const posted = await t.app.inject({
      method: "POST",
      url: "/timesheet-approval",
      payload: "token=not-a-token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.statusCode).toBe(404);
  });

  it("refuses a week already submitted: no more edits, no second submission", async () => {
    const { staff, id } = await workerWithDraft();
    await post(staff, `/api/portal/timesheets/${id}/submit`);
    const edit = await save(staff, id, [fullDay(0)]);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      "This week was submitted: it can change only if it is returned to you",
    );
    expect((await post(staff, `/api/portal/timesheets/${id}/submit`)).statusCode).toBe(409);
  });
});

describe("approval and dispute in the portal", () => {
  it("lets the property's manager approve; another manager gets 404 and staff 403", async () => {
    const { staff, id } = await workerWithDraft();
    await save(staff, id, [fullDay(3)]);
    await post(staff, `/api/portal/timesheets/${id}/submit`);
    expect((await post(otherManager, `/api/portal/timesheets/${id}/approve`)).statusCode).toBe(404);
    expect((await post(staff, `/api/portal/timesheets/${id}/approve`)).statusCode).toBe(403);
    const approved = await post(manager, `/api/portal/timesheets/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", approvedVia: "portal" });
    expect((await post(manager, `/api/portal/timesheets/${id}/approve`)).statusCode).toBe(409);
  });

  it("returns a disputed week to the worker with the note; the resubmitted week's old link is out of date", async () => {
    const { staff, id } = await workerWithDraft();
    await save(staff, id, [fullDay(4)]);
    await post(staff, `/api/portal/timesheets/${id}/submit`);
    const firstLink = await mailedLink(id);

    const empty = await post(manager, `/api/portal/timesheets/${id}/dispute`, { note: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Say what is wrong with these hours");
    const disputed = await post(manager, `/api/portal/timesheets/${id}/dispute`, {
      note: "Friday was a half day",
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toMatchObject({
      status: "disputed",
      disputeNote: "Friday was a half day",
    });

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staff.user.id), eq(notifications.relatedId, id)));
    expect(told.map((n) => n.title)).toContain("Timesheet disputed");
    const agencyMail = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.eventKey, `timesheet.disputed:${id}:agency:%`));
    expect(agencyMail[0]?.textBody).toContain("Friday was a half day");

    const fixed = await save(staff, id, [{ ...fullDay(4), end: "12:30" }]);
    expect(fixed.statusCode).toBe(200);
    expect((await post(staff, `/api/portal/timesheets/${id}/submit`)).statusCode).toBe(200);

    const stale = await t.app.inject({
      method: "GET",
      url: `/timesheet-approval?token=${firstLink}`,
    });
    expect(stale.body).toContain("This link is out of date");
    expect(stale.body).not.toContain("<form");
    const stalePost = await t.app.inject({
      method: "POST",
      url: "/timesheet-approval",
      payload: `token=${firstLink}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(stalePost.statusCode).toBe(409);
    const current = await as(
      t.app,
      manager,
    )({ method: "GET", url: `/api/portal/timesheets/${id}` });
    expect(current.json().status).toBe("submitted");
  });
});

describe("the agency", () => {
  it("locks an approved week, after which nothing changes; only approved weeks lock", async () => {
    const { staff, id } = await workerWithDraft();
    await save(staff, id, [fullDay(5)]);
    await post(staff, `/api/portal/timesheets/${id}/submit`);
    const early = await post(admin, `/api/admin/timesheets/${id}/lock`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Only an approved week can be locked");
    await post(manager, `/api/portal/timesheets/${id}/approve`);
    const locked = await post(admin, `/api/admin/timesheets/${id}/lock`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().lockedAt).toEqual(expect.any(String));

    const dispute = await post(admin, `/api/portal/timesheets/${id}/dispute`, {
      note: "Correction",
    });
    expect(dispute.statusCode).toBe(409);
    expect(dispute.json().message).toBe(
      "This week is locked by the agency: its hours can no longer change",
    );
    expect((await post(admin, `/api/admin/timesheets/${id}/lock`)).statusCode).toBe(409);
  });

  it("may return an approved, unlocked week to the worker; a manager may not", async () => {
    const { staff, id } = await workerWithDraft();
    await post(staff, `/api/portal/timesheets/${id}/submit`);
    await post(manager, `/api/portal/timesheets/${id}/approve`);
    expect(
      (await post(manager, `/api/portal/timesheets/${id}/dispute`, { note: "Oops" })).statusCode,
    ).toBe(409);
    const returned = await post(admin, `/api/portal/timesheets/${id}/dispute`, {
      note: "The client asked us to correct Tuesday",
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: "disputed", approvedBy: null });
  });

  it("records every change with who made it and each day's old and new values", async () => {
    const { staff, id } = await workerWithDraft();
    await save(staff, id, [fullDay(0)]);
    await save(staff, id, [{ ...fullDay(0), end: "17:00" }, fullDay(1)]);
    await save(staff, id, [{ ...fullDay(0), end: "17:00" }, fullDay(1)]); // no change: no step
    await post(staff, `/api/portal/timesheets/${id}/submit`);
    await post(manager, `/api/portal/timesheets/${id}/approve`);

    const history = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: `/api/portal/timesheets/${id}/history`,
    });
    expect(history.statusCode).toBe(200);
    const steps = history.json();
    expect(steps.map((s: { action: string }) => s.action)).toEqual([
      "saved",
      "saved",
      "submitted",
      "approved",
    ]);
    expect(steps[0].actor).toEqual({ fullName: staff.user.fullName });
    expect(steps[1].changes).toEqual([
      {
        date: day(0),
        before: { start: "08:00", end: "16:30", breakMinutes: 30 },
        after: { start: "08:00", end: "17:00", breakMinutes: 30 },
      },
      { date: day(1), before: null, after: { start: "08:00", end: "16:30", breakMinutes: 30 } },
    ]);
    expect(steps[3]).toMatchObject({
      fromStatus: "submitted",
      toStatus: "approved",
      actor: { fullName: manager.user.fullName },
    });
    const stranger = await as(
      t.app,
      otherManager,
    )({
      method: "GET",
      url: `/api/portal/timesheets/${id}/history`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("sets rates: the manager sees the bill rate, only admins the pay rate, staff neither", async () => {
    const { staff, id, assignmentId } = await workerWithDraft();
    const bad = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/assignments/${assignmentId}/rates`,
      payload: { billRate: 32.505, payRate: 21 },
    });
    expect(bad.statusCode).toBe(400);
    // A rate finer than a cent that rounds to 0 cents is refused, not stored as 0.
    const tiny = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/assignments/${assignmentId}/rates`,
      payload: { billRate: 2e-220, payRate: 21 },
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().errors.billRate).toBe(
      "Enter a rate in dollars per hour from 0 to 1000, to the cent",
    );
    const rates = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/assignments/${assignmentId}/rates`,
      payload: { billRate: 32.5, payRate: 21.25 },
    });
    expect(rates.statusCode).toBe(200);
    const missing = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: "/api/admin/assignments/999999/rates",
      payload: { billRate: 1, payRate: 1 },
    });
    expect(missing.statusCode).toBe(404);

    await post(staff, `/api/portal/timesheets/${id}/submit`);
    const read = async (who: TestUser) =>
      (await as(t.app, who)({ method: "GET", url: `/api/portal/timesheets/${id}` })).json();
    const forStaff = await read(staff);
    expect(forStaff).not.toHaveProperty("billRate");
    expect(forStaff).not.toHaveProperty("payRate");
    const forManager = await read(manager);
    expect(forManager.billRate).toBe(32.5);
    expect(forManager).not.toHaveProperty("payRate");
    expect(await read(admin)).toMatchObject({ billRate: 32.5, payRate: 21.25 });

    // The same on the assignment lists.
    const assignment = async (who: TestUser) => {
      const list = await as(
        t.app,
        who,
      )({
        method: "GET",
        url: `/api/portal/assignments?propertyId=${propertyId}&limit=100`,
      });
      return (list.json() as Array<Record<string, unknown>>).find((a) => a.id === assignmentId);
    };
    const ownAssignment = await assignment(staff);
    expect(ownAssignment).toBeDefined();
    expect(ownAssignment).not.toHaveProperty("billRate");
    expect(ownAssignment).not.toHaveProperty("payRate");
    const managersAssignment = await assignment(manager);
    expect(managersAssignment?.billRate).toBe(32.5);
    expect(managersAssignment).not.toHaveProperty("payRate");
    expect(await assignment(admin)).toMatchObject({ billRate: 32.5, payRate: 21.25 });
  });

  it("counts FLSA overtime over a worker's whole week, across assignments, and exports it per day", async () => {
    const staff = await signUp(t.app, { role: "staff" });
    const secondProperty = await createProperty(manager, "Seminole Heights Lofts");
    const secondRequest = await createRequest(manager, secondProperty);
    const first = await placed(staff, "2026-10-05", "2026-10-07");
    await placed(staff, "2026-10-08", "2026-10-11", secondRequest);
    await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/assignments/${first}/rates`,
      payload: { billRate: 30, payRate: 20 },
    });
    const sheets = await weekOf(staff);
    expect(sheets).toHaveLength(2);
    const byAssignment = new Map(sheets.map((s) => [s.assignmentId, s.id as number]));
    const firstSheet = byAssignment.get(first) as number;
    const secondSheet = sheets.find((s) => s.assignmentId !== first)?.id as number;
    // Three 12-hour days on the first (36 h), then two 5-hour days on the second: 46 h, so 6 h
    // overtime, all on the second assignment's days (4 h passes 40 on Thursday, then 5 on Friday
    // minus... 36 + 5 = 41: 1 h on Thursday, 5 h on Friday).
    const twelve = (n: number) => ({ date: day(n), start: "07:00", end: "19:00", breakMinutes: 0 });
    const five = (n: number) => ({ date: day(n), start: "09:00", end: "14:00", breakMinutes: 0 });
    expect((await save(staff, firstSheet, [twelve(0), twelve(1), twelve(2)])).statusCode).toBe(200);
    const second = await save(staff, secondSheet, [five(3), five(4)]);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ totalHours: 10, overtimeHours: 6, regularHours: 4 });
    expect(second.json().days[3].overtimeHours).toBe(1);
    expect(second.json().days[4].overtimeHours).toBe(5);
    const firstRead = (
      await as(t.app, staff)({ method: "GET", url: `/api/portal/timesheets/${firstSheet}` })
    ).json();
    expect(firstRead).toMatchObject({ totalHours: 36, overtimeHours: 0 });

    const csv = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: `/api/admin/timesheets.csv?from=${WEEK}&to=${WEEK}&propertyId=${propertyId}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Worker,Property,Client,Date,Start,End,Break (minutes),Hours,Overtime hours,Bill rate ($/h),Pay rate ($/h),Status,Week starting",
    );
    const mine = lines.filter((line) => line.startsWith(`${staff.user.fullName},`));
    expect(mine).toEqual([
      `${staff.user.fullName},Bayshore Flats,Bayshore Residential,${day(0)},07:00,19:00,0,12,0,30,20,draft,${WEEK}`,
      `${staff.user.fullName},Bayshore Flats,Bayshore Residential,${day(1)},07:00,19:00,0,12,0,30,20,draft,${WEEK}`,
      `${staff.user.fullName},Bayshore Flats,Bayshore Residential,${day(2)},07:00,19:00,0,12,0,30,20,draft,${WEEK}`,
    ]);
    const all = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/timesheets.csv?from=${WEEK}&to=${WEEK}` });
    const friday = all.body
      .split("\r\n")
      .find(
        (line) =>
          line.startsWith(`${staff.user.fullName},Seminole Heights Lofts,`) &&
          line.includes(day(4)),
      );
    expect(friday).toBe(
      `${staff.user.fullName},Seminole Heights Lofts,Bayshore Residential,${day(4)},09:00,14:00,0,5,5,,,draft,${WEEK}`,
    );
  });
});
