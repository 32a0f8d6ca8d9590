/**
 * The portal list's remembered counts (docs/decisions/0042-versioned-list-counts.md): a filtered
 * count that the per-user counters cannot give (a search, a property, a staff type, dates) is
 * remembered with the version of the user's requests and skipped while that version stands.
 * Every kind of write moves the version (portal forms, status changes, SQL inserts, updates,
 * reassignments and deletes, a property's cascade, a user's deletion), so the count stays exact;
 * a write that bypasses the trigger shows that the count really is skipped.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { rowsOf } from "../helpers/db";
import { insertProperty } from "../helpers/json-text";

let t: TestApp;
let admin: TestUser;
let alba: TestUser;
let bruno: TestUser;
let albaProperty: number;

const query = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.db.execute(statement));

async function versionOf(who: TestUser): Promise<number> {
  const [row] = await query<{ version: string | number }>(
    sql`select version from staffing_request_owner_versions where user_id = ${who.user.id}`,
  );
  return Number(row?.version ?? 0);
}

async function portalRequest(who: TestUser, details: string, propertyId?: number) {
  const response = await as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      contactName: "Rosa Marin",
      email: "rosa@example.com",
      staffType: "maintenance",
      details,
      consent: true,
      ...(propertyId ? { propertyId } : { companyName: "Harbor Homes" }),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** The list's X-Total-Count for `who` with `filters`, and the ids of its first page. */
async function listed(who: TestUser, filters: string) {
  const response = await as(
    t.app,
    who,
  )({
    method: "GET",
    url: `/api/portal/staffing-requests?${filters}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    total: Number(response.headers["x-total-count"]),
    ids: (response.json() as { id: number }[]).map((row) => row.id),
    next: response.headers.link as string | undefined,
  };
}

/** The real count of `who`'s requests whose search text holds `text`. */
async function realSearchCount(who: TestUser, text: string): Promise<number> {
  const [row] = await query<{ n: number }>(sql`select count(*)::int as n from staffing_requests
    where user_id = ${who.user.id} and search_text like ${`%${text}%`}`);
  return row?.n ?? 0;
}

/** The real count of `who`'s requests at `propertyId`. */
async function realPropertyCount(who: TestUser, propertyId: number): Promise<number> {
  const [row] = await query<{ n: number }>(sql`select count(*)::int as n from staffing_requests
    where user_id = ${who.user.id} and property_id = ${propertyId}`);
  return row?.n ?? 0;
}

/** Both of the lists' remembered counts agree with a real count, read twice (the second skips). */
async function expectExact(): Promise<void> {
  for (let read = 0; read < 2; read++) {
    expect((await listed(alba, "q=pool deck&limit=2")).total, "search").toBe(
      await realSearchCount(alba, "pool deck"),
    );
    expect((await listed(alba, `propertyId=${albaProperty}&limit=2`)).total, "property").toBe(
      await realPropertyCount(alba, albaProperty),
    );
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  alba = await signUp(t.app, { companyName: "Alba Residential" });
  bruno = await signUp(t.app, { companyName: "Bruno Living" });
  albaProperty = await insertProperty(t.db, alba.user.id, "Alba Court");
  for (let i = 0; i < 3; i++)
    await portalRequest(alba, `Pool deck repairs, phase ${i}`, albaProperty);
  await portalRequest(alba, "Gate keypad replacement", albaProperty);
  await portalRequest(alba, "Pool deck resurfacing at the annex");
});

afterAll(async () => {
  await t?.close();
});

describe("remembered list counts", () => {
  it("are skipped while the version stands: a write that bypasses the trigger is not seen", async () => {
    expect((await listed(alba, "q=pool deck")).total).toBe(4);
    const before = await versionOf(alba);
    // session_replication_role = replica turns off ordinary triggers for this transaction only,
    // so the version stays where it was while a request stops matching.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update staffing_requests set details = 'Gate repairs'
        where id = (select min(id) from staffing_requests where user_id = ${alba.user.id})`);
    });
    expect(await versionOf(alba)).toBe(before);
    expect(await realSearchCount(alba, "pool deck")).toBe(3);
    const stale = await listed(alba, "q=pool deck");
    // The rows are read afresh; only the count is the remembered one.
    expect(stale.ids).toHaveLength(3);
    expect(stale.total).toBe(4);
    // Any write through the trigger moves the version, and the count is read again.
    await query(sql`update staffing_requests set updated_at = updated_at
      where id = (select max(id) from staffing_requests where user_id = ${alba.user.id})`);
    expect(await versionOf(alba)).toBe(before + 1);
    expect((await listed(alba, "q=pool deck")).total).toBe(3);
    // The status tab's total comes from the per-user counters, beside the remembered counts.
    const pending = await listed(alba, "status=pending");
    expect(pending.total).toBe(5);
  });

  it("stay exact after every kind of write", async () => {
    await expectExact();
    const versions: number[] = [await versionOf(alba)];
    const moved = async (label: string) => {
      const now = await versionOf(alba);
      expect(now, label).toBeGreaterThan(versions.at(-1) as number);
      versions.push(now);
      await expectExact();
    };

    await portalRequest(alba, "Pool deck lighting after hours", albaProperty);
    await moved("a portal request");

    const [mine] = await query<{ id: number }>(
      sql`select max(id) as id from staffing_requests where user_id = ${alba.user.id}`,
    );
    const status = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/staffing-requests/${mine?.id}/status`,
      payload: { status: "approved", note: "Crew lined up" },
    });
    expect(status.statusCode, status.body).toBe(200);
    await moved("a status change by an admin");

    await query(sql`insert into staffing_requests
      (user_id, property_id, company_name, contact_name, email, staff_type, details, consent)
      select ${alba.user.id}, ${albaProperty}, 'Alba Residential', 'Rosa Marin', 'rosa@example.com',
        'groundskeeping', 'Pool deck hedges, week ' || n, true from generate_series(1, 3) n`);
    await moved("an insert of several rows in SQL");

    await query(sql`update staffing_requests set details = 'Roof inspection'
      where user_id = ${alba.user.id} and details like 'Pool deck hedges, week 1'`);
    await moved("an update of the searched text");

    await query(sql`update staffing_requests set property_id = null
      where user_id = ${alba.user.id} and details like 'Pool deck hedges, week 2'`);
    await moved("an update of the property");

    // Reassigned to Bruno: both users' versions move.
    const brunoBefore = await versionOf(bruno);
    await query(sql`update staffing_requests set user_id = ${bruno.user.id}
      where user_id = ${alba.user.id} and details like 'Pool deck hedges, week 3'`);
    expect(await versionOf(bruno)).toBeGreaterThan(brunoBefore);
    await moved("a reassignment to another user");
    expect((await listed(bruno, "q=pool deck")).total).toBe(
      await realSearchCount(bruno, "pool deck"),
    );

    await query(sql`delete from staffing_requests
      where id = (select max(id) from staffing_requests where user_id = ${alba.user.id})`);
    await moved("a delete");

    const deleted = await as(
      t.app,
      alba,
    )({ method: "DELETE", url: `/api/portal/properties/${albaProperty}` });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await moved("a property's deletion with its requests");
  });

  it("count the rows inserted between the pages of a search", async () => {
    const carla = await signUp(t.app, { companyName: "Carla Communities" });
    for (let i = 0; i < 5; i++) await portalRequest(carla, `Pool deck gate check ${i}`);
    const first = await listed(carla, "q=pool deck&limit=2");
    expect(first.total).toBe(5);
    await portalRequest(carla, "Pool deck umbrellas");
    const cursor = new URL(`http://x${(first.next ?? "").match(/<([^>]+)>/)?.[1] ?? ""}`);
    const second = await listed(carla, cursor.search.slice(1));
    expect(second.total).toBe(6);
    expect(second.ids.some((id) => first.ids.includes(id))).toBe(false);
  });

  it("lets a user be deleted whose requests had a version", async () => {
    const dora = await signUp(t.app, { companyName: "Dora Homes" });
    await portalRequest(dora, "Pool deck chairs");
    expect((await listed(dora, "q=pool deck")).total).toBe(1);
    expect(await versionOf(dora)).toBeGreaterThan(0);
    await query(sql`delete from users where id = ${dora.user.id}`);
    expect(await versionOf(dora)).toBe(0);
    const [orphans] = await query<{
      n: number;
    }>(sql`select count(*)::int as n from staffing_requests
      where user_id is null and details = 'Pool deck chairs'`);
    expect(orphans?.n).toBe(1);
  });
});
