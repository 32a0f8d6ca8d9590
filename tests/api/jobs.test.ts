/**
 * The job board (docs/decisions/0020-job-board.md): the public API's contract and filters, open
 * postings only (closed and expired ones leave the list and answer 410), the client's and
 * property's names never published, validation, who may do what, workers' interest, interest
 * ranking first in the request's candidates, and the server-rendered pages (without a build:
 * the bare frame; tests/api/job-pages.test.ts covers them in the site's frame).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPostings, staffProfiles } from "../../src/server/db/schema";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let otherStaff: TestUser;
let requestId: number;

const CLIENT = "Gulfbreeze Holdings LLC";
const PROPERTY = "Palmetto Grove Apartments";

/** A day `offset` days from today in America/New_York, `YYYY-MM-DD`. */
function floridaDay(offset: number): string {
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const posting = (overrides: Record<string, unknown> = {}) => ({
  title: "Maintenance Technician",
  description:
    "Keep 240 garden-style apartments in top shape: HVAC, plumbing and appliance repairs, make-ready support and a shared on-call rotation.",
  staffType: "maintenance",
  city: "Clearwater",
  employmentType: "FULL_TIME",
  payMin: 22,
  payMax: 26.5,
  validThrough: floridaDay(30),
  ...overrides,
});

async function publish(overrides: Record<string, unknown> = {}) {
  const response = await as(
    t.app,
    admin,
  )({
    method: "POST",
    url: "/api/admin/jobs",
    payload: posting(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; url: string; [key: string]: unknown };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app, { companyName: CLIENT });
  staff = await signUp(t.app, { role: "staff" });
  otherStaff = await signUp(t.app, { role: "staff" });
  const property = await as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: {
      name: PROPERTY,
      address: "1 Main St",
      city: "Clearwater",
      state: "FL",
      zip: "33755",
      units: 240,
    },
  });
  expect(property.statusCode).toBe(201);
  const request = await as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      propertyId: property.json().id,
      contactName: "Dana Reyes",
      email: "dana@gulfbreeze.example",
      staffType: "maintenance",
      details: "A maintenance technician for our Clearwater community",
      consent: true,
    },
  });
  expect(request.statusCode, request.body).toBe(201);
  requestId = request.json().id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("publishing and the public API", () => {
  it("publishes a posting from a request and answers the contract's fields", async () => {
    const created = await publish({
      requestId,
      schedule: "Mon–Fri 8:00–4:30",
      startDate: floridaDay(7),
    });
    expect(created).toMatchObject({
      requestId,
      status: "open",
      interestedCount: 0,
      title: "Maintenance Technician",
      staffType: "maintenance",
      city: "Clearwater",
      employmentType: "FULL_TIME",
      payMin: 22,
      payMax: 26.5,
      validThrough: floridaDay(30),
      datePosted: floridaDay(0),
      url: `/jobs/${created.id}-maintenance-technician-clearwater`,
    });

    const one = await t.app.inject({ method: "GET", url: `/api/jobs/${created.id}` });
    expect(one.statusCode).toBe(200);
    expect(Object.keys(one.json()).sort()).toEqual(
      [
        "id",
        "url",
        "title",
        "description",
        "staffType",
        "city",
        "employmentType",
        "payMin",
        "payMax",
        "schedule",
        "startDate",
        "validThrough",
        "datePosted",
      ].sort(),
    );
    const list = await t.app.inject({ method: "GET", url: "/api/jobs" });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { id: number }) => p.id)).toContain(created.id);
    expect(Number(list.headers["x-total-count"])).toBeGreaterThanOrEqual(1);
  });

  it("never names the client or the property, in the API or on the pages", async () => {
    const created = await publish({ requestId });
    for (const url of ["/api/jobs", `/api/jobs/${created.id}`, "/jobs", created.url]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).not.toContain(CLIENT);
      expect(response.body).not.toContain(PROPERTY);
      expect(response.body).not.toContain("Gulfbreeze");
    }
  });

  it("filters by role and by place, a city including the nearby places its team covers", async () => {
    const security = await publish({
      staffType: "security",
      city: "Palm Harbor",
      title: "Night Security Officer",
    });
    const naples = await publish({
      staffType: "leasing",
      city: "Naples",
      title: "Leasing Consultant",
    });
    const ids = async (query: string) => {
      const response = await t.app.inject({ method: "GET", url: `/api/jobs?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((p: { id: number }) => p.id) as number[];
    };
    expect(await ids("staffType=security")).toEqual([security.id]);
    expect(await ids("city=clearwater")).toContain(security.id);
    expect(await ids("city=Clearwater")).not.toContain(naples.id);
    expect(await ids("city=palm-harbor")).toEqual([security.id]);
    expect(await ids("city=naples&staffType=leasing")).toEqual([naples.id]);
    expect(await ids("city=naples&staffType=security")).toEqual([]);
    const bad = await t.app.inject({ method: "GET", url: "/api/jobs?city=atlantis" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Choose one of the cities or nearby places we serve");
  });

  it("pages the list with limit, Link and X-Total-Count", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/jobs?limit=1" });
    expect(first.json()).toHaveLength(1);
    const link = String(first.headers.link);
    expect(link).toMatch(/rel="next"/);
    const next = await t.app.inject({ method: "GET", url: link.slice(1, link.indexOf(">")) });
    expect(next.statusCode).toBe(200);
    expect(next.json()[0].id).not.toBe(first.json()[0].id);
  });
});

describe("closed and expired postings", () => {
  it("leaves the list and answers 410 once closed, in the API and on its page", async () => {
    const created = await publish({ title: "Groundskeeper", staffType: "groundskeeping" });
    const closed = await as(
      t.app,
      admin,
    )({ method: "POST", url: `/api/admin/jobs/${created.id}/close` });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe("closed");
    const list = await t.app.inject({ method: "GET", url: "/api/jobs?limit=100" });
    expect(list.json().map((p: { id: number }) => p.id)).not.toContain(created.id);
    expect((await t.app.inject({ method: "GET", url: `/api/jobs/${created.id}` })).statusCode).toBe(
      410,
    );
    const page = await t.app.inject({ method: "GET", url: created.url });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('href="/jobs"');
    expect(page.body).toContain("This job is no longer open");
  });

  it("stays open through its last day in Florida and expires after it", async () => {
    const lastDay = await publish({
      title: "Make-Ready Specialist",
      staffType: "make-ready",
      validThrough: floridaDay(0),
    });
    expect((await t.app.inject({ method: "GET", url: `/api/jobs/${lastDay.id}` })).statusCode).toBe(
      200,
    );
    await t.db
      .update(jobPostings)
      .set({ validThrough: floridaDay(-1) })
      .where(sql`${jobPostings.id} = ${lastDay.id}`);
    expect((await t.app.inject({ method: "GET", url: `/api/jobs/${lastDay.id}` })).statusCode).toBe(
      410,
    );
    const list = await t.app.inject({ method: "GET", url: "/api/jobs?staffType=make-ready" });
    expect(list.json()).toEqual([]);
    const admins = await as(t.app, admin)({ method: "GET", url: "/api/admin/jobs?status=expired" });
    expect(admins.json().map((p: { id: number }) => p.id)).toContain(lastDay.id);
  });

  it("answers 404 for a posting that never existed", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/jobs/999999" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/jobs/999999-ghost" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/jobs/not-a-posting" })).statusCode).toBe(
      404,
    );
  });
});

describe("validation", () => {
  it.each([
    [{ payMin: 30, payMax: 20 }, "payMax", "The highest pay cannot be below the lowest"],
    [{ city: "Brandon" }, "city", "Choose one of the cities or nearby places we serve"],
    [
      { employmentType: "PERMANENT" },
      "employmentType",
      "Choose FULL_TIME, PART_TIME, TEMPORARY or CONTRACTOR",
    ],
    [{ validThrough: "2026-02-31" }, "validThrough", "Enter a valid date"],
    [{ payMin: 0 }, "payMin", "Enter pay in dollars per hour"],
    // Finer than a cent, and so small it would round to 0 cents (a fuzz run's find).
    [{ payMin: 2.1796650952698767e-220 }, "payMin", "Enter pay in dollars per hour"],
    [{ payMax: 21.505 }, "payMax", "Enter pay in dollars per hour"],
    [{ title: "Line\nbreak" }, "title", "Title must be on one line"],
    [{ description: "Too short" }, "description", "Describe the job in at least 30 characters"],
  ])("refuses %j with a message on %s", async (overrides, field, message) => {
    const response = await as(
      t.app,
      admin,
    )({ method: "POST", url: "/api/admin/jobs", payload: posting(overrides) });
    expect(response.statusCode).toBe(400);
    expect(String(response.json().errors?.[field])).toContain(message);
  });

  it("refuses a request id that names no request", async () => {
    const response = await as(
      t.app,
      admin,
    )({
      method: "POST",
      url: "/api/admin/jobs",
      payload: posting({ requestId: 999_999 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.requestId).toBe("There is no staffing request with this id");
  });
});

describe("editing", () => {
  it("edits a posting and redirects its old address to the new one", async () => {
    const created = await publish({ title: "Leasing Agent", staffType: "leasing" });
    const edited = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/jobs/${created.id}`,
      payload: posting({ title: "Senior Leasing Consultant", staffType: "leasing", city: "Largo" }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().url).toBe(`/jobs/${created.id}-senior-leasing-consultant-largo`);
    const old = await t.app.inject({ method: "GET", url: created.url });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(edited.json().url);
    const missing = await as(
      t.app,
      admin,
    )({ method: "PUT", url: "/api/admin/jobs/999999", payload: posting() });
    expect(missing.statusCode).toBe(404);
  });
});

describe("access", () => {
  it("lets only admins publish, edit, close and list postings", async () => {
    const created = await publish();
    const calls = [
      { method: "POST" as const, url: "/api/admin/jobs", payload: posting() },
      { method: "PUT" as const, url: `/api/admin/jobs/${created.id}`, payload: posting() },
      { method: "POST" as const, url: `/api/admin/jobs/${created.id}/close` },
      { method: "GET" as const, url: "/api/admin/jobs" },
      { method: "GET" as const, url: `/api/admin/jobs/${created.id}` },
    ];
    for (const call of calls) {
      expect((await as(t.app, null)(call)).statusCode, call.url).toBe(401);
      expect((await as(t.app, manager)(call)).statusCode, call.url).toBe(403);
      expect((await as(t.app, staff)(call)).statusCode, call.url).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: `/api/jobs/${created.id}` })).statusCode).toBe(
      200,
    );
  });

  it("lets only staff mark and withdraw interest", async () => {
    const created = await publish();
    for (const method of ["POST", "DELETE"] as const) {
      const call = { method, url: `/api/portal/jobs/${created.id}/interest` };
      expect((await as(t.app, null)(call)).statusCode).toBe(401);
      expect((await as(t.app, manager)(call)).statusCode).toBe(403);
      expect((await as(t.app, admin)(call)).statusCode).toBe(403);
    }
    expect((await as(t.app, manager)({ method: "GET", url: "/api/portal/jobs" })).statusCode).toBe(
      403,
    );
  });
});

describe("interest", () => {
  it("records one interest per worker, shows it to them and counts it for the agency", async () => {
    const created = await publish({ requestId });
    const mark = { method: "POST" as const, url: `/api/portal/jobs/${created.id}/interest` };
    expect((await as(t.app, staff)(mark)).statusCode).toBe(204);
    expect((await as(t.app, staff)(mark)).statusCode).toBe(204);
    const mine = await as(t.app, staff)({ method: "GET", url: "/api/portal/jobs?limit=100" });
    expect(mine.json().find((p: { id: number }) => p.id === created.id).interested).toBe(true);
    const others = await as(
      t.app,
      otherStaff,
    )({ method: "GET", url: "/api/portal/jobs?limit=100" });
    expect(others.json().find((p: { id: number }) => p.id === created.id).interested).toBe(false);

    const detail = await as(t.app, admin)({ method: "GET", url: `/api/admin/jobs/${created.id}` });
    expect(detail.json().interestedCount).toBe(1);
    expect(detail.json().interested.map((w: { userId: number }) => w.userId)).toEqual([
      staff.user.id,
    ]);

    const withdraw = await as(t.app, staff)({ method: "DELETE", url: mark.url });
    expect(withdraw.statusCode).toBe(204);
    const after = await as(t.app, admin)({ method: "GET", url: `/api/admin/jobs/${created.id}` });
    expect(after.json().interestedCount).toBe(0);
  });

  it("refuses interest in a closed posting (410) and an unknown one (404)", async () => {
    const created = await publish();
    await as(t.app, admin)({ method: "POST", url: `/api/admin/jobs/${created.id}/close` });
    expect(
      (await as(t.app, staff)({ method: "POST", url: `/api/portal/jobs/${created.id}/interest` }))
        .statusCode,
    ).toBe(410);
    expect(
      (await as(t.app, staff)({ method: "POST", url: "/api/portal/jobs/999999/interest" }))
        .statusCode,
    ).toBe(404);
  });

  it("ranks interested workers of the request's staff type first among available candidates", async () => {
    // Three maintenance workers: by name, "Aaron" would come first; only "Zoe" is interested.
    const workers: TestUser[] = [];
    for (const name of ["Aaron Able", "Mia Middle", "Zoe Zephyr"]) {
      const worker = await signUp(t.app, { role: "staff" });
      await t.db.execute(sql`update users set full_name = ${name} where id = ${worker.user.id}`);
      await t.db.insert(staffProfiles).values({ userId: worker.user.id, position: "maintenance" });
      workers.push(worker);
    }
    const zoe = workers[2] as TestUser;
    const created = await publish({ requestId });
    const candidates = async () => {
      const response = await as(
        t.app,
        admin,
      )({
        method: "GET",
        url: `/api/admin/staffing-requests/${requestId}/candidates?limit=50`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Array<{ staffId: number; interested: boolean }>;
    };
    const before = await candidates();
    expect(before[0]?.staffId).not.toBe(zoe.user.id);
    await as(t.app, zoe)({ method: "POST", url: `/api/portal/jobs/${created.id}/interest` });
    const after = await candidates();
    expect(after[0]).toMatchObject({ staffId: zoe.user.id, interested: true });
    // Interest in another request's posting ranks nobody here.
    expect(after.filter((c) => c.interested).map((c) => c.staffId)).toEqual([zoe.user.id]);
    // A worker known to do another kind of work is not put first by interest alone.
    const guard = await signUp(t.app, { role: "staff" });
    await t.db.execute(
      sql`update users set full_name = 'Abe Aardvark' where id = ${guard.user.id}`,
    );
    await t.db.insert(staffProfiles).values({ userId: guard.user.id, position: "security" });
    await as(t.app, guard)({ method: "POST", url: `/api/portal/jobs/${created.id}/interest` });
    const ranked = await candidates();
    expect(ranked[0]?.staffId).toBe(zoe.user.id);
    expect(ranked.find((c) => c.staffId === guard.user.id)?.interested).toBe(true);
  });
});

describe("pages without a build", () => {
  it("lists open postings on /jobs with a native filter form, complete without scripts", async () => {
    const created = await publish({ title: "Pool Technician", city: "Sarasota" });
    const page = await t.app.inject({ method: "GET", url: "/jobs?city=lakewood-ranch" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(`href="${created.url}"`);
    expect(page.body).toContain('<form method="get" action="/jobs"');
    expect(page.body).toContain('<option value="lakewood-ranch" selected>');
    expect(page.body).not.toContain('<script type="module"');
    const bad = await t.app.inject({ method: "GET", url: "/jobs?staffType=astronaut" });
    expect(bad.statusCode).toBe(400);
  });

  it("redirects a posting's address with another slug to its canonical address", async () => {
    const created = await publish({ title: "Porter" });
    for (const wrong of [`/jobs/${created.id}`, `/jobs/${created.id}-old-title`]) {
      const response = await t.app.inject({ method: "GET", url: wrong });
      expect(response.statusCode, wrong).toBe(301);
      expect(response.headers.location).toBe(created.url);
    }
    const page = await t.app.inject({ method: "GET", url: created.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="application/ld+json">');
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:5000${created.url}"/>`,
    );
  });

  it("escapes what an admin typed, in the HTML and the JSON-LD", async () => {
    const created = await publish({
      title: "Technician </script><script>alert(1)</script>",
      description:
        "Fix things & keep <b>residents</b> happy across the whole community, every day.",
    });
    const page = await t.app.inject({ method: "GET", url: created.url });
    expect(page.body).not.toContain("<script>alert(1)");
    expect(page.body).not.toContain("<b>residents</b>");
    expect(page.body).toContain("\\u003c/script>");
  });
});

describe("Available Jobs matches the worker's profile", () => {
  type Listed = { id: number };
  const list = (user: TestUser, query = "") =>
    as(t.app, user)({ method: "GET", url: `/api/portal/jobs?limit=100${query}` });
  const ids = (response: { json: () => unknown }) =>
    (response.json() as Listed[]).map((posting) => posting.id);

  it("shows a worker their roles in their places (a city with its nearby places) unless they ask for all", async () => {
    const naples = await publish({ city: "Naples" });
    const bonita = await publish({ city: "Bonita Springs" });
    const leasing = await publish({ city: "Naples", staffType: "leasing", title: "Leasing Agent" });
    const tampa = await publish({ city: "Tampa" });
    const worker = await signUp(t.app, { role: "staff" });
    await t.db
      .insert(staffProfiles)
      .values({ userId: worker.user.id, staffTypes: ["maintenance"], workCities: ["naples"] });

    const matched = await list(worker);
    expect(matched.statusCode).toBe(200);
    expect(matched.headers["x-job-match"]).toBe("profile");
    expect(ids(matched)).toEqual(expect.arrayContaining([naples.id, bonita.id]));
    expect(ids(matched)).not.toContain(leasing.id);
    expect(ids(matched)).not.toContain(tampa.id);
    expect(Number(matched.headers["x-total-count"])).toBe(ids(matched).length);
    expect(ids(await list(worker, "&match=profile"))).toEqual(ids(matched));

    const all = await list(worker, "&match=all");
    expect(all.headers["x-job-match"]).toBe("all");
    expect(ids(all)).toEqual(expect.arrayContaining([naples.id, bonita.id, leasing.id, tampa.id]));

    // Explicit filters still apply on top of the profile.
    const inBonita = await list(worker, "&city=bonita-springs");
    expect(ids(inBonita)).toContain(bonita.id);
    expect(ids(inBonita)).not.toContain(naples.id);
    expect(ids(await list(worker, "&staffType=leasing"))).toEqual([]);
  });

  it("matches a nearby place with the city that covers it, not that city's other places", async () => {
    const naples = await publish({ city: "Naples", staffType: "security", title: "Night Guard" });
    const bonita = await publish({
      city: "Bonita Springs",
      staffType: "security",
      title: "Gate Guard",
    });
    const marco = await publish({ city: "Marco Island", staffType: "security", title: "Patrol" });
    const worker = await signUp(t.app, { role: "staff" });
    await t.db
      .insert(staffProfiles)
      .values({ userId: worker.user.id, workCities: ["bonita-springs"] });
    const matched = await list(worker, "&staffType=security");
    expect(matched.headers["x-job-match"]).toBe("profile");
    expect(ids(matched)).toEqual(expect.arrayContaining([naples.id, bonita.id]));
    expect(ids(matched)).not.toContain(marco.id);
  });

  it("shows all open postings to a worker without roles or places, and pages the matched list", async () => {
    const tampa = await publish({
      city: "Tampa",
      staffType: "make-ready",
      title: "Make-Ready Tech",
    });
    const worker = await signUp(t.app, { role: "staff" });
    for (const query of ["", "&match=profile"]) {
      const response = await list(worker, query);
      expect(response.headers["x-job-match"]).toBe("all");
      expect(ids(response)).toContain(tampa.id);
    }

    const picky = await signUp(t.app, { role: "staff" });
    await t.db
      .insert(staffProfiles)
      .values({ userId: picky.user.id, staffTypes: ["make-ready"], workCities: ["tampa"] });
    await publish({ city: "Tampa", staffType: "make-ready", title: "Make-Ready Lead" });
    const first = await as(t.app, picky)({ method: "GET", url: "/api/portal/jobs?limit=1" });
    expect(first.headers["x-total-count"]).toBe("2");
    const next = /<([^>]+)>/.exec(String(first.headers.link))?.[1];
    const second = await as(t.app, picky)({ method: "GET", url: String(next) });
    expect(second.headers["x-job-match"]).toBe("profile");
    expect([...ids(first), ...ids(second)]).toContain(tampa.id);
    expect(
      (await as(t.app, picky)({ method: "GET", url: "/api/portal/jobs?match=mine" })).statusCode,
    ).toBe(400);
  });
});
