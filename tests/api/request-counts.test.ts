/**
 * The trigger-kept counts of staffing requests per status (docs/decisions/0018-request-counts.md):
 * after every kind of write (a form, a status change, a bulk insert, a bulk update that changes
 * some statuses and not others, a property's cascade delete, a plain delete) the counters equal
 * a real count, and the admin list's X-Total-Count and the overview that read them agree.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { rowsOf } from "../helpers/db";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let propertyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app, { companyName: "Counting Palms" });
  const created = await as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: {
      name: "Count Court",
      address: "9 Tally Rd",
      city: "Tampa",
      state: "FL",
      zip: "33602",
      units: 12,
    },
  });
  propertyId = created.json().id;
});

afterAll(async () => {
  await t?.close();
});

/** The real counts per status, and the counters' sums per status (absent: zero). */
async function bothCounts() {
  const real = rowsOf<{ status: string; n: number }>(
    await t.db.execute(
      sql`select status, count(*)::int as n from staffing_requests group by status order by status`,
    ),
  );
  const kept = rowsOf<{ status: string; n: number }>(
    await t.db.execute(
      sql`select status, sum(n)::int as n from staffing_request_counts group by status having sum(n) <> 0 order by status`,
    ),
  );
  return { real, kept };
}

async function expectCountsAgree() {
  const { real, kept } = await bothCounts();
  expect(kept).toEqual(real);
  const total = real.reduce((sum, r) => sum + r.n, 0);
  const list = await as(
    t.app,
    admin,
  )({ method: "GET", url: "/api/admin/staffing-requests?limit=1" });
  expect(Number(list.headers["x-total-count"])).toBe(total);
  for (const { status, n } of real) {
    const filtered = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/staffing-requests?limit=1&status=${status}` });
    expect(Number(filtered.headers["x-total-count"]), status).toBe(n);
  }
  const overview = await as(t.app, admin)({ method: "GET", url: "/api/admin/overview" });
  expect(overview.json().requestsByStatus).toEqual(
    Object.fromEntries(real.map(({ status, n }) => [status, n])),
  );
}

const request = (overrides: Record<string, unknown> = {}) =>
  as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      propertyId,
      contactName: "Tess Tally",
      email: "tess@example.com",
      staffType: "leasing",
      details: "Weekend leasing cover for the spring rush",
      consent: true,
      ...overrides,
    },
  });

it("agree with a real count after forms, status changes, bulk writes and deletes", async () => {
  await expectCountsAgree();
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const created = await request();
    expect(created.statusCode, created.body).toBe(201);
    ids.push(created.json().id);
  }
  await expectCountsAgree();

  // Status changes through the API, one of them a note only (no status change).
  for (const [id, status] of [
    [ids[0], "approved"],
    [ids[1], "in_progress"],
    [ids[1], "in_progress"],
  ] as const) {
    const changed = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/staffing-requests/${id}/status`,
      payload: { status, note: "Checked the schedule" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  await expectCountsAgree();

  // A bulk insert of 40 rows in one statement, then one UPDATE changing some statuses only.
  await t.db.execute(sql`
    insert into staffing_requests (company_name, contact_name, email, staff_type, status, consent)
    select 'Bulk ' || g, 'Bea Bulk', 'bea@example.com', 'security',
           (array['pending','approved','completed'])[1 + g % 3], true
    from generate_series(1, 40) g`);
  await expectCountsAgree();
  await t.db.execute(
    sql`update staffing_requests set status = case when id % 2 = 0 then 'cancelled' else status end, details = 'touched' where company_name like 'Bulk %'`,
  );
  await expectCountsAgree();

  // Deleting the property removes its requests (a cascade); a plain delete of some bulk rows.
  const deleted = await as(
    t.app,
    manager,
  )({ method: "DELETE", url: `/api/portal/properties/${propertyId}` });
  expect(deleted.statusCode).toBeLessThan(300);
  await t.db.execute(sql`delete from staffing_requests where company_name like 'Bulk 1%'`);
  await expectCountsAgree();
});
