/**
 * The trigger-kept per-user counts (docs/decisions/0023-owner-counts.md): after every kind of
 * write to staffing requests and notifications (portal and public forms, status changes by an
 * admin and by the owner, bulk SQL inserts, updates and reassignments, a property's cascade
 * delete, marking read, deleting, deleting a user outright or deleting an account) the counters
 * equal a real count per user, and what the portal reads from them (the lists' X-Total-Count,
 * the dashboard, the bell's unread count) says the same.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardSummary } from "../../src/domain/api/dashboard";
import type { Notification } from "../../src/domain/api/notification";
import { staffingRequestStatuses } from "../../src/domain/enums";
import {
  type Database,
  type DatabaseHandle,
  migrationsFolder,
  openPglite,
} from "../../src/server/db/client";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { createPostgresDatabase, rowsOf, testDriver } from "../helpers/db";

let t: TestApp;
let admin: TestUser;
let alba: TestUser;
let bruno: TestUser;
/** Signed-in users whose portal reads are compared with the real counts (while they exist). */
let watched: TestUser[];

async function addProperty(who: TestUser, name: string): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: { name, address: "9 Tally Rd", city: "Tampa", state: "FL", zip: "33602", units: 12 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const requestBody = (extra: Record<string, unknown>) => ({
  contactName: "Tess Tally",
  email: "tess@example.com",
  staffType: "leasing",
  details: "Weekend leasing cover for the spring rush",
  consent: true,
  ...extra,
});

/** A request from the portal; returns its id. */
async function portalRequest(who: TestUser, propertyId?: number): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: requestBody(propertyId ? { propertyId } : { companyName: "Tally Homes" }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A request through the public Request Staff form, signed in or not; returns its id. */
async function publicRequest(who: TestUser | null): Promise<number> {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/staffing-requests",
    payload: requestBody({ companyName: "Public Tally" }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function setStatusAs(who: TestUser, url: string, status: string): Promise<void> {
  const response = await as(
    t.app,
    who,
  )({ method: "PUT", url, payload: { status, note: "Checked the schedule" } });
  expect(response.statusCode, response.body).toBe(200);
}

async function get<T>(who: TestUser, url: string) {
  const response = await as(t.app, who)({ method: "GET", url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return { body: response.json() as T, total: Number(response.headers["x-total-count"]) };
}

const query = async <T>(statement: ReturnType<typeof sql>, db: Database = t.db) =>
  rowsOf<T>(await db.execute(statement));

/** The real counts and the kept ones in `db`; rows at zero are left out of the kept ones. */
async function bothCounts(db: Database = t.db) {
  const requestsReal = await query<{ user_id: number; status: string; n: number }>(
    sql`select user_id, status, count(*)::int as n from staffing_requests
        where user_id is not null group by 1, 2 order by 1, 2`,
    db,
  );
  const requestsKept = await query<{ user_id: number; status: string; n: number }>(
    sql`select user_id, status, n from staffing_request_owner_counts where n <> 0 order by 1, 2`,
    db,
  );
  const notificationsReal = await query<{ user_id: number; total: number; unread: number }>(
    sql`select user_id, count(*)::int as total,
          (count(*) filter (where not is_read))::int as unread
        from notifications group by 1 order by 1`,
    db,
  );
  const notificationsKept = await query<{ user_id: number; total: number; unread: number }>(
    sql`select user_id, total, unread from notification_counts
        where total <> 0 or unread <> 0 order by 1`,
    db,
  );
  return { requestsReal, requestsKept, notificationsReal, notificationsKept };
}

/**
 * Checks the counters against a real count per user, then every watched user's portal reads
 * against the real counts: the request list's X-Total-Count unfiltered, per status and with a
 * filter the counters cannot answer (counted from the rows), the dashboard, the notification
 * list's X-Total-Count and the unread count.
 */
async function expectCountsAgree(): Promise<void> {
  const counts = await bothCounts();
  expect(counts.requestsKept).toEqual(counts.requestsReal);
  expect(counts.notificationsKept).toEqual(counts.notificationsReal);
  for (const who of watched) {
    const id = who.user.id;
    const requests = counts.requestsReal.filter((row) => row.user_id === id);
    const total = requests.reduce((sum, row) => sum + row.n, 0);
    const byStatus = Object.fromEntries(
      staffingRequestStatuses.map((status) => [
        status,
        requests.find((row) => row.status === status)?.n ?? 0,
      ]),
    );
    const mine = counts.notificationsReal.find((row) => row.user_id === id);
    const notes = { total: mine?.total ?? 0, unread: mine?.unread ?? 0 };

    const { body: dashboard } = await get<DashboardSummary>(who, "/api/portal/dashboard");
    // An admin's request list is everyone's (the agency-wide counters, decision 0018).
    if (who.user.role === "property_manager") {
      const list = await get<unknown[]>(who, "/api/portal/staffing-requests?limit=1");
      expect(list.total, "requests").toBe(total);
      for (const status of staffingRequestStatuses) {
        const filtered = await get(who, `/api/portal/staffing-requests?limit=1&status=${status}`);
        expect(filtered.total, status).toBe(byStatus[status]);
      }
      const [leasing] = await query<{ n: number }>(sql`select count(*)::int as n
        from staffing_requests where user_id = ${id} and status = 'pending' and staff_type = 'leasing'`);
      const searched = await get(
        who,
        "/api/portal/staffing-requests?limit=1&status=pending&staffType=leasing",
      );
      expect(searched.total, "pending leasing").toBe(leasing?.n);
      expect(dashboard.staffingRequests).toMatchObject({ total, byStatus });
    }
    expect(dashboard.notifications).toMatchObject(notes);
    const notificationList = await get<Notification[]>(who, "/api/portal/notifications?limit=1");
    expect(notificationList.total, "notifications").toBe(notes.total);
    const unread = await get<{ count: number }>(who, "/api/portal/notifications/unread-count");
    expect(unread.body.count, "unread").toBe(notes.unread);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  alba = await signUp(t.app, { companyName: "Alba Residential" });
  bruno = await signUp(t.app, { companyName: "Bruno Living" });
  watched = [alba, bruno, admin];
});

afterAll(async () => {
  await t?.close();
});

describe("per-user counts", () => {
  it("agree with a real count after every kind of write", async () => {
    await expectCountsAgree();
    const albaProperty = await addProperty(alba, "Alba Court");
    const albaOther = await addProperty(alba, "Alba Annex");

    // Portal requests (each also notifies its owner and every admin), a public form sent by a
    // signed-in user (linked to them) and one by a visitor (no user: not counted).
    const albaIds = [
      await portalRequest(alba, albaProperty),
      await portalRequest(alba, albaProperty),
      await portalRequest(alba, albaOther),
      await portalRequest(alba),
    ];
    const brunoIds = [await portalRequest(bruno), await portalRequest(bruno)];
    await expectCountsAgree();
    const linked = await publicRequest(bruno);
    await publicRequest(null);
    const [owner] = await query<{ user_id: number | null }>(
      sql`select user_id from staffing_requests where id = ${linked}`,
    );
    expect(owner?.user_id).toBe(bruno.user.id);
    await expectCountsAgree();

    // Status changes by the agency, one of them a note only (the status stays), and the
    // owner's cancellation.
    await setStatusAs(admin, `/api/admin/staffing-requests/${albaIds[0]}/status`, "approved");
    await setStatusAs(admin, `/api/admin/staffing-requests/${albaIds[1]}/status`, "in_progress");
    await setStatusAs(admin, `/api/admin/staffing-requests/${albaIds[1]}/status`, "in_progress");
    await setStatusAs(bruno, `/api/portal/staffing-requests/${brunoIds[0]}/status`, "cancelled");
    await expectCountsAgree();

    // One statement inserting 60 requests for both users and nobody, in three statuses.
    await t.db.execute(sql`
      insert into staffing_requests (user_id, company_name, contact_name, email, staff_type, status, consent)
      select (array[${alba.user.id}, ${bruno.user.id}, null]::int[])[1 + g % 3], 'Bulk ' || g,
             'Bea Bulk', 'bea@example.com', 'security',
             (array['pending','approved','completed'])[1 + g % 4 % 3], true
      from generate_series(1, 60) g`);
    await expectCountsAgree();

    // One UPDATE changing some statuses and not others (and a column no counter depends on).
    await t.db.execute(sql`
      update staffing_requests
      set status = case when id % 2 = 0 then 'cancelled' else status end, details = 'touched'
      where company_name like 'Bulk %'`);
    await expectCountsAgree();

    // Reassignments: between the two users, to nobody, from nobody, and with a status change
    // in the same statement; an UPDATE that writes the same user and status moves nothing.
    const owners = () =>
      query<{ user_id: number; n: number }>(sql`
        select coalesce(user_id, 0) as user_id, count(*)::int as n from staffing_requests
        where company_name like 'Bulk %' group by 1 order by 1`);
    const ownersBefore = await owners();
    await t.db.execute(sql`
      update staffing_requests set user_id = case
          when user_id = ${alba.user.id} and id % 4 = 0 then ${bruno.user.id}::int
          when user_id = ${bruno.user.id} and id % 4 in (1, 3) then null
          when user_id is null and id % 4 = 2 then ${alba.user.id}::int
          else user_id end,
        status = case when id % 5 = 0 then 'in_progress' else status end
      where company_name like 'Bulk %'`);
    expect(await owners()).not.toEqual(ownersBefore);
    await t.db.execute(
      sql`update staffing_requests set user_id = user_id, status = status, notes = 'same'`,
    );
    await expectCountsAgree();

    // Deleting a property removes its requests by cascade (and the notifications about them).
    const deleted = await as(
      t.app,
      alba,
    )({ method: "DELETE", url: `/api/portal/properties/${albaProperty}` });
    expect(deleted.statusCode).toBeLessThan(300);
    await t.db.execute(sql`delete from staffing_requests where company_name like 'Bulk 1%'`);
    await expectCountsAgree();
  });

  it("follow notifications written, marked read, reassigned and deleted", async () => {
    // One statement writing 30 notifications for three users, half of them already read.
    await t.db.execute(sql`
      insert into notifications (user_id, title, message, is_read)
      select (array[${alba.user.id}, ${bruno.user.id}, ${admin.user.id}]::int[])[1 + g % 3],
             'Bulk note ' || g, 'Counted', g % 2 = 0
      from generate_series(1, 30) g`);
    await expectCountsAgree();

    const { body: page } = await get<Notification[]>(alba, "/api/portal/notifications?limit=5");
    const unread = page.find((n) => !n.isRead);
    expect(unread).toBeDefined();
    for (let i = 0; i < 2; i++) {
      // The second time it is read already: the UPDATE changes nothing a counter depends on.
      const read = await as(
        t.app,
        alba,
      )({ method: "POST", url: `/api/portal/notifications/${unread?.id}/read` });
      expect(read.statusCode).toBe(200);
      await expectCountsAgree();
    }
    const all = await as(
      t.app,
      bruno,
    )({ method: "POST", url: "/api/portal/notifications/read-all" });
    expect(all.json().updated).toBeGreaterThan(0);
    await expectCountsAgree();

    // Reassigned by hand (read and unread ones, and a swap that leaves a total as it was), marked
    // unread again, then some deleted.
    await t.db.execute(sql`
      update notifications set user_id = case
          when user_id = ${alba.user.id} then ${bruno.user.id}::int
          else ${alba.user.id}::int end
      where title like 'Bulk note 1%' and user_id in (${alba.user.id}, ${bruno.user.id})`);
    await t.db.execute(
      sql`update notifications set is_read = false, message = 'Again' where title like 'Bulk note 2%'`,
    );
    await expectCountsAgree();
    await t.db.execute(sql`delete from notifications where title like 'Bulk note 2%'`);
    await expectCountsAgree();
  });
});

describe("deleting a user", () => {
  it("drops their counters while their requests stay with no user", async () => {
    const carla = await signUp(t.app, { companyName: "Carla Homes" });
    const property = await addProperty(carla, "Carla Court");
    const kept = await portalRequest(carla);
    await portalRequest(carla, property);
    await setStatusAs(admin, `/api/admin/staffing-requests/${kept}/status`, "approved");
    await t.db.execute(sql`
      insert into staffing_requests (user_id, company_name, contact_name, email, staff_type, status)
      select ${carla.user.id}, 'Carla bulk ' || g, 'Carla', 'carla@example.com', 'security',
             (array['pending','completed'])[1 + g % 2]
      from generate_series(1, 6) g`);
    watched = [alba, bruno, admin, carla];
    await expectCountsAgree();

    // Deleting the user sets user_id null on their requests and deletes their property (its
    // requests by cascade), notifications and counter rows in one statement; the counter
    // triggers of those cascaded writes run after the counter rows are gone.
    watched = [alba, bruno, admin];
    await t.db.execute(sql`delete from users where id = ${carla.user.id}`);
    const [left] = await query<{ requests: number; counters: number; notes: number }>(sql`
      select (select count(*)::int from staffing_requests where company_name like 'Carla bulk %'
                and user_id is null) as requests,
             (select count(*)::int from staffing_request_owner_counts where user_id = ${carla.user.id}) as counters,
             (select count(*)::int from notification_counts where user_id = ${carla.user.id}) as notes`);
    expect(left).toEqual({ requests: 6, counters: 0, notes: 0 });
    await expectCountsAgree();
  });

  it("keeps the counts of an account deleted by its owner (cancelled requests, no notifications)", async () => {
    const dana = await signUp(t.app, { companyName: "Dana Flats" });
    await portalRequest(dana);
    const done = await portalRequest(dana);
    await setStatusAs(admin, `/api/admin/staffing-requests/${done}/status`, "completed");
    watched = [alba, bruno, admin, dana];
    await expectCountsAgree();

    const response = await as(
      t.app,
      dana,
    )({
      method: "DELETE",
      url: "/api/portal/profile",
      payload: { currentPassword: dana.password },
    });
    expect(response.statusCode, response.body).toBe(204);
    watched = [alba, bruno, admin];
    await expectCountsAgree();
    const kept = await query<{ status: string; n: number }>(sql`
      select status, n from staffing_request_owner_counts
      where user_id = ${dana.user.id} and n <> 0 order by status`);
    expect(kept).toEqual([
      { status: "cancelled", n: 1 },
      { status: "completed", n: 1 },
    ]);
  });
});

describe("the migration that adds them", () => {
  /**
   * A new empty database (PGlite in memory, or a PostgreSQL database dropped by `close`) migrated
   * up to the migration before `tag`, from a copy of drizzle/ whose journal stops there.
   */
  async function databaseBefore(tag: string): Promise<DatabaseHandle> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "owner-counts-"));
    fs.cpSync(migrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
    const stop = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
    expect(stop).toBeGreaterThan(0);
    fs.writeFileSync(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }),
    );
    try {
      return await migratedTo(folder);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }

  /** A new empty database migrated with the migrations of `folder`. */
  async function migratedTo(folder: string): Promise<DatabaseHandle> {
    if (testDriver() === "pglite") {
      const handle = await openPglite(undefined);
      await migratePglite(handle.db as never, { migrationsFolder: folder });
      return handle;
    }
    // An empty database: template0 has neither tables nor extensions.
    const handle = await createPostgresDatabase("template0", 1);
    await migratePostgres(handle.db as never, { migrationsFolder: folder });
    return handle;
  }

  it("counts the requests and notifications stored before it", async () => {
    const handle = await databaseBefore("0017_owner_counts");
    try {
      const { db } = handle;
      await db.execute(sql`
        insert into users (username, password_hash, email, full_name)
        select 'early_' || g, 'x', 'early_' || g || '@example.com', 'Early ' || g
        from generate_series(1, 3) g`);
      await db.execute(sql`
        insert into staffing_requests (user_id, company_name, contact_name, email, staff_type, status)
        select (select id from users where username = 'early_' || (1 + g % 2)),
               'Early ' || g, 'Eve', 'eve@example.com', 'security',
               (array['pending','approved','completed'])[1 + g % 3]
        from generate_series(1, 25) g`);
      await db.execute(sql`
        insert into staffing_requests (company_name, contact_name, email, staff_type)
        values ('Visitor Co', 'Vic', 'vic@example.com', 'leasing')`);
      await db.execute(sql`
        insert into notifications (user_id, title, message, is_read)
        select (select id from users where username = 'early_' || (1 + g % 3)),
               'Early note ' || g, 'Counted', g % 4 = 0
        from generate_series(1, 20) g`);

      await handle.migrate();
      const counts = await bothCounts(db);
      expect(counts.requestsReal).toHaveLength(6);
      expect(counts.requestsKept).toEqual(counts.requestsReal);
      expect(counts.notificationsReal).toHaveLength(3);
      expect(counts.notificationsKept).toEqual(counts.notificationsReal);
    } finally {
      await handle.close();
    }
  });
});
