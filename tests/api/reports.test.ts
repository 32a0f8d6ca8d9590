/**
 * The staffing reports (docs/decisions/0019-timesheets.md, "Reports") against figures computed by
 * hand from a seeded data set: requests made through the API and then moved back in time, people
 * placed and confirmed at chosen hours, and weeks of hours approved at chosen bill rates.
 *
 * The set (range 2026-09-15 to 2026-10-31, manager M's properties Tampa P1 and Orlando P2):
 * - R1 P1 maintenance ×2, created Oct 1 10:00; W1 confirmed +4 h, W2 +6 h → filled 2, 4 h to fill
 * - R2 P1 leasing ×1, Oct 2; W4 confirmed +10 h → filled 1, 10 h
 * - R3 P2 maintenance ×3, Oct 3; W3 confirmed +20 h → filled 1, 20 h
 * - R4 P2 security ×1, cancelled → left out
 * - R5 P1 groundskeeping ×1 emergency answered 30 min before the promise
 * - R6 P2 security ×1 emergency answered an hour late
 * - R7 P1 maintenance, created June 1 → outside the range
 * So: 5 requests, 8 positions, 4 filled (0.5); time to fill [4, 10, 20] → median 10, p90 18
 * (percentile_cont); maintenance [4, 20] → median 12, p90 18.4; emergencies 2, in time 1.
 * Approved hours on days in the range: W1 (bill $30) Sep 29 8 h and Oct 1 8 h; W2 ($25.50)
 * Oct 6 7.5 h; W3 (no rate) Oct 7 6 h; W4 ($40) Sep 14 and Nov 2 (outside); W2's Oct 13 week
 * only submitted (not approved). Total 29.5 h, $671.25; September 8 h $240, October 21.5 h
 * $431.25; P1 23.5 h $671.25, P2 6 h $0.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../src/server/db/rows";
import {
  assignmentEvents,
  staffAssignments,
  staffingRequests,
  timesheets,
} from "../../src/server/db/schema";
import { reportsRepository } from "../../src/server/features/reports/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let p1: number;
let p2: number;
/** W2, placed on R1 from Oct 5 (their Oct 5 week approved, their Oct 12 week submitted). */
let w2: TestUser;
/** The placements of W1 (R1), W2 (R1), W3 (R3) and W4 (R2). */
let a1: number;
let a2: number;
let a3: number;
let a4: number;

const RANGE = "from=2026-09-15&to=2026-10-31";
const HOUR = 3_600_000;

async function property(who: TestUser, name: string, city: string): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: { name, address: "9 Harbor Way", city, state: "FL", zip: "33601", units: 90 },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A request made through the portal, then moved to `createdAt` (respond-by kept 2 h after). */
async function request(
  who: TestUser,
  propertyId: number,
  staffType: string,
  headcount: number,
  createdAt: string,
  emergency = false,
): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      propertyId,
      contactName: "Iris Vega",
      email: "iris@example.com",
      staffType,
      details: `${headcount} ${staffType} staff for our community`,
      headcount,
      consent: true,
      ...(emergency ? { emergency: { reason: "storm_recovery" } } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  const created = new Date(createdAt);
  await t.db
    .update(staffingRequests)
    .set({
      createdAt: created,
      ...(emergency ? { respondBy: new Date(created.getTime() + 2 * HOUR) } : {}),
    })
    .where(eq(staffingRequests.id, id));
  return id;
}

/** `staff` placed on `requestId` and confirmed `hoursAfter` the request's creation. */
async function confirm(
  staff: TestUser,
  requestId: number,
  days: [string, string],
  createdAt: string,
  hoursAfter: number,
): Promise<number> {
  const offer = await as(
    t.app,
    admin,
  )({
    method: "POST",
    url: `/api/admin/staffing-requests/${requestId}/assignments`,
    payload: { staffId: staff.user.id, startDate: days[0], endDate: days[1] },
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const id = offer.json().id as number;
  expect(
    (await as(t.app, staff)({ method: "POST", url: `/api/portal/assignments/${id}/accept` }))
      .statusCode,
  ).toBe(200);
  await t.db
    .update(assignmentEvents)
    .set({ createdAt: new Date(new Date(createdAt).getTime() + hoursAfter * HOUR) })
    .where(eq(assignmentEvents.assignmentId, id));
  return id;
}

async function rates(assignmentId: number, billRate: number | null) {
  const response = await as(
    t.app,
    admin,
  )({
    method: "PUT",
    url: `/api/admin/assignments/${assignmentId}/rates`,
    payload: { billRate, payRate: billRate === null ? null : billRate - 8 },
  });
  expect(response.statusCode).toBe(200);
}

/** A week of `staff` on `assignmentId` with the given shifts, left `state`. */
async function week(
  staff: TestUser,
  assignmentId: number,
  weekOf: string,
  days: Array<[string, string, string, number]>,
  state: "submitted" | "approved",
) {
  const list = await as(
    t.app,
    staff,
  )({ method: "GET", url: `/api/portal/timesheets?week=${weekOf}` });
  const sheet = (list.json() as Array<{ id: number; assignmentId: number }>).find(
    (s) => s.assignmentId === assignmentId,
  );
  if (!sheet) throw new Error(`no timesheet for ${weekOf}`);
  const saved = await as(
    t.app,
    staff,
  )({
    method: "PUT",
    url: `/api/portal/timesheets/${sheet.id}`,
    payload: {
      days: days.map(([date, start, end, breakMinutes]) => ({ date, start, end, breakMinutes })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(
    (await as(t.app, staff)({ method: "POST", url: `/api/portal/timesheets/${sheet.id}/submit` }))
      .statusCode,
  ).toBe(200);
  if (state === "approved") {
    const approved = await as(
      t.app,
      manager,
    )({
      method: "POST",
      url: `/api/portal/timesheets/${sheet.id}/approve`,
    });
    expect(approved.statusCode).toBe(200);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app, { companyName: "Gulfview Communities" });
  otherManager = await signUp(t.app, { companyName: "Coquina Living" });
  const [w1, worker2, w3, w4] = await Promise.all(
    [1, 2, 3, 4].map(() => signUp(t.app, { role: "staff" })),
  );
  if (!w1 || !worker2 || !w3 || !w4) throw new Error("workers");
  w2 = worker2;
  p1 = await property(manager, "Harbour Island Flats", "Tampa");
  p2 = await property(manager, "Lake Eola Residences", "Orlando");
  const p3 = await property(otherManager, "Anastasia Dunes", "Jacksonville");

  const r1At = "2026-10-01T14:00:00Z";
  const r2At = "2026-10-02T14:00:00Z";
  const r3At = "2026-10-03T14:00:00Z";
  const r1 = await request(manager, p1, "maintenance", 2, r1At);
  const r2 = await request(manager, p1, "leasing", 1, r2At);
  const r3 = await request(manager, p2, "maintenance", 3, r3At);
  const r4 = await request(manager, p2, "security", 1, "2026-10-04T14:00:00Z");
  const cancel = await as(
    t.app,
    manager,
  )({
    method: "PUT",
    url: `/api/portal/staffing-requests/${r4}/status`,
    payload: { status: "cancelled" },
  });
  expect(cancel.statusCode).toBe(200);
  const r5 = await request(manager, p1, "groundskeeping", 1, "2026-10-04T12:00:00Z", true);
  const r6 = await request(manager, p2, "security", 1, "2026-10-05T12:00:00Z", true);
  await request(manager, p1, "maintenance", 1, "2026-06-01T12:00:00Z");
  await request(otherManager, p3, "leasing", 2, "2026-10-10T12:00:00Z");
  for (const [id, minutes] of [
    [r5, -30],
    [r6, 60],
  ] as const) {
    const [row] = await t.db.select().from(staffingRequests).where(eq(staffingRequests.id, id));
    await t.db
      .update(staffingRequests)
      .set({ respondedAt: new Date((row?.respondBy?.getTime() ?? 0) + minutes * 60_000) })
      .where(eq(staffingRequests.id, id));
  }

  a1 = await confirm(w1, r1, ["2026-09-28", "2026-10-04"], r1At, 4);
  a2 = await confirm(w2, r1, ["2026-10-05", "2026-10-18"], r1At, 6);
  a4 = await confirm(w4, r2, ["2026-09-14", "2026-11-08"], r2At, 10);
  a3 = await confirm(w3, r3, ["2026-10-05", "2026-10-11"], r3At, 20);
  await rates(a1, 30);
  await rates(a2, 25.5);
  await rates(a4, 40);
  await rates(a3, null);
  await week(
    w1,
    a1,
    "2026-09-28",
    [
      ["2026-09-29", "08:00", "16:30", 30],
      ["2026-10-01", "22:00", "06:00", 0],
    ],
    "approved",
  );
  await week(w2, a2, "2026-10-05", [["2026-10-06", "09:00", "17:00", 30]], "approved");
  await week(w2, a2, "2026-10-12", [["2026-10-13", "09:00", "13:00", 0]], "submitted");
  await week(w3, a3, "2026-10-05", [["2026-10-07", "06:00", "12:00", 0]], "approved");
  await week(w4, a4, "2026-09-14", [["2026-09-14", "08:00", "12:00", 0]], "approved");
  await week(w4, a4, "2026-11-02", [["2026-11-02", "08:00", "16:00", 0]], "approved");
  // Sanity: the events moved are the confirmations (offers too: they do not count).
  const confirmations = await t.db
    .select()
    .from(assignmentEvents)
    .where(inArray(assignmentEvents.requestId, [r1, r2, r3]));
  expect(confirmations.filter((e) => e.toStatus === "confirmed")).toHaveLength(4);
});
afterAll(async () => {
  await t.close();
});

describe("a property manager's report", () => {
  it("sums the range's requests, fill, time to fill, approved hours and spend (summary)", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: `/api/portal/reports/summary?${RANGE}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      requests: 5,
      positions: 8,
      filled: 4,
      fillRate: 0.5,
      timeToFillHours: { median: 10, p90: 18 },
      approvedHours: 29.5,
      spend: 671.25,
    });
  });

  it("breaks the figures down per month, property and staff type, with emergencies", async () => {
    const response = await as(
      t.app,
      manager,
    )({ method: "GET", url: `/api/portal/reports?${RANGE}` });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ from: "2026-09-15", to: "2026-10-31" });
    expect(report.byMonth).toEqual([
      { month: "2026-09", approvedHours: 8, spend: 240 },
      { month: "2026-10", approvedHours: 21.5, spend: 431.25 },
    ]);
    expect(report.byProperty).toEqual([
      {
        propertyId: p1,
        name: "Harbour Island Flats",
        requests: 3,
        positions: 4,
        filled: 3,
        fillRate: 0.75,
        approvedHours: 23.5,
        spend: 671.25,
      },
      {
        propertyId: p2,
        name: "Lake Eola Residences",
        requests: 2,
        positions: 4,
        filled: 1,
        fillRate: 0.25,
        approvedHours: 6,
        spend: 0,
      },
    ]);
    const maintenance = report.byStaffType.find(
      (s: { staffType: string }) => s.staffType === "maintenance",
    );
    expect(maintenance).toEqual({
      staffType: "maintenance",
      requests: 2,
      positions: 5,
      filled: 3,
      fillRate: 0.6,
      timeToFillHours: { median: 12, p90: 18.4 },
      approvedHours: 29.5,
      spend: 671.25,
    });
    const leasing = report.byStaffType.find(
      (s: { staffType: string }) => s.staffType === "leasing",
    );
    expect(leasing).toMatchObject({
      requests: 1,
      filled: 1,
      fillRate: 1,
      timeToFillHours: { median: 10 },
    });
    expect(report.emergencies).toEqual({ count: 2, answeredInTime: 1 });
    // Agency-only breakdowns are not in a manager's report.
    expect(report).not.toHaveProperty("byClient");
    expect(report).not.toHaveProperty("byCity");
  });

  it("narrows to one property, and answers 404 for someone else's", async () => {
    const own = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: `/api/portal/reports/summary?${RANGE}&propertyId=${p2}`,
    });
    expect(own.json()).toMatchObject({
      requests: 2,
      positions: 4,
      filled: 1,
      approvedHours: 6,
      spend: 0,
    });
    const theirs = await as(
      t.app,
      otherManager,
    )({
      method: "GET",
      url: `/api/portal/reports/summary?${RANGE}&propertyId=${p2}`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("shows another manager none of these figures", async () => {
    const response = await as(
      t.app,
      otherManager,
    )({
      method: "GET",
      url: `/api/portal/reports/summary?${RANGE}`,
    });
    expect(response.json()).toMatchObject({
      requests: 1,
      positions: 2,
      filled: 0,
      approvedHours: 0,
    });
  });

  it("defaults to the last 90 days and refuses a reversed or too long range", async () => {
    const response = await as(t.app, manager)({ method: "GET", url: "/api/portal/reports" });
    expect(response.statusCode).toBe(200);
    const { from, to } = response.json();
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(89);
    const reversed = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: "/api/portal/reports?from=2026-10-31&to=2026-10-01",
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe("The start of the range cannot be after its end");
    const long = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: "/api/portal/reports?from=2010-01-01&to=2026-10-01",
    });
    expect(long.statusCode).toBe(400);
  });
});

describe("the two ways the reads run", () => {
  it("give the same figures in a transaction (a PostgreSQL server) and without (PGlite)", async () => {
    const range = { from: "2026-09-15", to: "2026-10-31" };
    const scope = { kind: "manager", userId: manager.user.id } as const;
    for (const breakdowns of [true, false]) {
      const inTransaction = await reportsRepository(t.db, { embedded: false }).figures(
        scope,
        range,
        breakdowns,
      );
      const direct = await reportsRepository(t.db, { embedded: true }).figures(
        scope,
        range,
        breakdowns,
      );
      expect(inTransaction).toEqual(direct);
      expect(direct.hours.find((row) => row.breakdown === "total")?.minutes).toBe(29.5 * 60);
    }
  });
});

describe("the agency's report", () => {
  it("covers every client, with per-client and per-city breakdowns; staff get 403", async () => {
    const response = await as(t.app, admin)({ method: "GET", url: `/api/portal/reports?${RANGE}` });
    const report = response.json();
    expect(report.summary).toMatchObject({
      requests: 6,
      positions: 10,
      filled: 4,
      approvedHours: 29.5,
    });
    expect(report.byClient).toEqual([
      {
        client: "Coquina Living",
        requests: 1,
        positions: 2,
        filled: 0,
        fillRate: 0,
        approvedHours: 0,
        spend: 0,
      },
      {
        client: "Gulfview Communities",
        requests: 5,
        positions: 8,
        filled: 4,
        fillRate: 0.5,
        approvedHours: 29.5,
        spend: 671.25,
      },
    ]);
    expect(report.byCity.map((c: { city: string }) => c.city)).toEqual([
      "Jacksonville",
      "Orlando",
      "Tampa",
    ]);
    expect(report.byCity[2]).toMatchObject({ requests: 3, approvedHours: 23.5, spend: 671.25 });
    const staff = await signUp(t.app, { role: "staff" });
    expect(
      (await as(t.app, staff)({ method: "GET", url: "/api/portal/reports/summary" })).statusCode,
    ).toBe(403);
  });
});

/**
 * The approved minutes per assignment and month as the triggers keep them (zero rows left out),
 * and as the approved days add up: the two must always be equal.
 */
async function monthTotals() {
  type MonthTotal = { assignment_id: number; month: string; minutes: number };
  const kept = rowsOf<MonthTotal>(
    await t.db.execute(sql`
      select assignment_id, to_char(month, 'YYYY-MM') as month, minutes
      from timesheet_month_totals where minutes <> 0 order by 1, 2`),
  );
  const fromDays = rowsOf<MonthTotal>(
    await t.db.execute(sql`
      select t.assignment_id, to_char(d.date, 'YYYY-MM') as month, sum(d.minutes)::int as minutes
      from timesheets t join timesheet_days d on d.timesheet_id = t.id
      where t.status = 'approved' group by 1, 2 order by 1, 2`),
  );
  return { kept, fromDays };
}

/** The manager's approved hours per month over `range`. */
async function hoursByMonth(range = RANGE): Promise<Record<string, number>> {
  const response = await as(t.app, manager)({ method: "GET", url: `/api/portal/reports?${range}` });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    response
      .json()
      .byMonth.map((m: { month: string; approvedHours: number }) => [m.month, m.approvedHours]),
  );
}

// These change the data set, so they run last.
describe("the approved minutes per month that reports read for whole months", () => {
  it("equal the approved days after approvals, and agree with a range read from days alone", async () => {
    const { kept, fromDays } = await monthTotals();
    expect(kept).toEqual(fromDays);
    expect(kept).toContainEqual({ assignment_id: a1, month: "2026-09", minutes: 480 });
    expect(kept).toContainEqual({ assignment_id: a1, month: "2026-10", minutes: 480 });
    // October 1 to 31 is a whole month (totals); October 2 to 31 is read from the days. They
    // differ by W1's night shift dated October 1 (8 h).
    expect((await hoursByMonth("from=2026-10-01&to=2026-10-31"))["2026-10"]).toBe(21.5);
    expect((await hoursByMonth("from=2026-10-02&to=2026-10-31"))["2026-10"]).toBe(13.5);
    // A range that reaches today reads its last month from the totals (no day after today has
    // hours); one that starts on the 2nd reads the days. W4's Nov 2 counts in both.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
      new Date(),
    );
    const novemberFromTotals = await hoursByMonth(`from=2026-11-01&to=${today}`);
    const novemberFromDays = await hoursByMonth(`from=2026-11-02&to=${today}`);
    expect(novemberFromTotals["2026-11"]).toBe(8);
    expect(novemberFromDays["2026-11"]).toBe(8);
  });

  it("follow a week the agency returns, the worker corrects and the manager approves again", async () => {
    const list = await as(
      t.app,
      w2,
    )({ method: "GET", url: "/api/portal/timesheets?week=2026-10-05" });
    const sheet = (list.json() as Array<{ id: number; assignmentId: number }>).find(
      (s) => s.assignmentId === a2,
    );
    if (!sheet) throw new Error("no week");
    const returned = await as(
      t.app,
      admin,
    )({
      method: "POST",
      url: `/api/portal/timesheets/${sheet.id}/dispute`,
      payload: { note: "Tuesday's end time is after the gate log; please check it." },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await hoursByMonth())["2026-10"]).toBe(14);
    let totals = await monthTotals();
    expect(totals.kept).toEqual(totals.fromDays);

    const corrected = await as(
      t.app,
      w2,
    )({
      method: "PUT",
      url: `/api/portal/timesheets/${sheet.id}`,
      payload: { days: [{ date: "2026-10-06", start: "09:00", end: "15:00", breakMinutes: 30 }] },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    for (const [who, step] of [
      [w2, "submit"],
      [manager, "approve"],
    ] as const) {
      const response = await as(
        t.app,
        who,
      )({ method: "POST", url: `/api/portal/timesheets/${sheet.id}/${step}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await hoursByMonth())["2026-10"]).toBe(19.5);
    totals = await monthTotals();
    expect(totals.kept).toEqual(totals.fromDays);
  });

  it("follow approved days and weeks changed or removed outside the service", async () => {
    await t.db.execute(sql`
      update timesheet_days set minutes = 420
      where date = '2026-09-29' and timesheet_id in (select id from timesheets where assignment_id = ${a1})`);
    expect((await hoursByMonth("from=2026-09-01&to=2026-10-31"))["2026-09"]).toBe(7 + 4);
    await t.db.delete(timesheets).where(eq(timesheets.assignmentId, a4));
    await t.db.delete(staffAssignments).where(eq(staffAssignments.id, a3));
    const { kept, fromDays } = await monthTotals();
    expect(kept).toEqual(fromDays);
    expect(kept.some((row) => row.assignment_id === a4 || row.assignment_id === a3)).toBe(false);
    expect(await hoursByMonth("from=2026-09-01&to=2026-10-31")).toEqual({
      "2026-09": 7,
      "2026-10": 21.5 - 7.5 + 5.5 - 6,
    });
  });
});
