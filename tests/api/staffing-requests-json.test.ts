/**
 * GET /api/portal/staffing-requests is serialised by the database (docs/decisions/0007): its
 * JSON must be exactly what the route's zod schema makes of the same rows read through Drizzle,
 * including awkward text, nulls, a property of someone else, and timestamps with microseconds.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { staffingRequestResponseSchema } from "../../src/domain/api/staffing-request";
import { properties, staffingRequests } from "../../src/server/db/schema";
import { staffingRequestsRepository } from "../../src/server/features/staffing-requests/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let manager: TestUser;
let other: TestUser;

const awkward = [
  'Quotes " and \\ backslash',
  "Line\nbreak\ttab\r\u0001\u001f\u007f control",
  "Unicode: café, Ñandú, 日本語, emoji 🏝️, \u2028\u2029 separators",
  "</script><script>alert(1)</script> & <b>",
  "",
];

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  other = await signUp(t.app, { companyName: "Gulf Coast Living" });
  const [own] = await t.db
    .insert(properties)
    .values({
      userId: manager.user.id,
      name: 'Palms "North" ☀',
      address: "1 Main St",
      city: "Tampa",
      state: "FL",
      zip: "33602",
    })
    .returning({ id: properties.id });
  const [foreign] = await t.db
    .insert(properties)
    .values({
      userId: other.user.id,
      name: "Someone else's",
      address: "2 Main St",
      city: "Tampa",
      state: "FL",
      zip: "33602",
    })
    .returning({ id: properties.id });
  const times = [
    "2026-03-04 05:06:07.999999+00",
    "2026-03-04 05:06:07.0005+00",
    "2026-03-04 05:06:07+00",
    "1999-12-31 23:59:59.123456-05",
    "2026-03-04 05:06:07.999999+00", // the same instant twice: ordered by id
  ];
  for (const [i, at] of times.entries()) {
    await t.db.insert(staffingRequests).values({
      userId: manager.user.id,
      propertyId: i === 0 ? (own?.id ?? null) : i === 1 ? (foreign?.id ?? null) : null,
      companyName: awkward[i % awkward.length] ?? "x",
      contactName: awkward[(i + 1) % awkward.length] ?? "x",
      email: `dana+${i}@bayshore.example`,
      staffType: i % 2 ? "make-ready" : "maintenance",
      details: i === 2 ? null : (awkward[(i + 2) % awkward.length] ?? null),
      startDate: i === 3 ? null : "2030-02-28",
      endDate: i === 3 ? null : "2030-03-01",
      status: i === 4 ? "in_progress" : "pending",
      notes: "internal note that must never be sent",
      consent: i !== 2,
      createdAt: new Date(0), // replaced below with microsecond precision
      updatedAt: new Date(0),
    });
    await t.db.execute(
      sql`update staffing_requests set created_at = ${at}::timestamptz,
            updated_at = ${at}::timestamptz + interval '1 microsecond'
          where id = (select max(id) from staffing_requests)`,
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe("the database-serialised request list", () => {
  it("is the JSON the response schema makes of the same rows", async () => {
    const repo = staffingRequestsRepository(t.db);
    const rows = await repo.list(manager.user.id);
    expect(rows).toHaveLength(5);
    const expected = JSON.stringify(z.array(staffingRequestResponseSchema).encode(rows));
    const json = await repo.listJson(manager.user.id);
    expect(JSON.parse(json)).toEqual(JSON.parse(expected));
    expect(json).toBe(expected);
  });

  it("is what the endpoint sends, without internal notes or another user's property", async () => {
    const response = await as(
      t.app,
      manager,
    )({ method: "GET", url: "/api/portal/staffing-requests" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.body).toBe(await staffingRequestsRepository(t.db).listJson(manager.user.id));
    expect(response.body).not.toContain("internal note");
    expect(response.body).not.toContain("Someone else");
    const names = (response.json() as { propertyName: string | null }[]).map((r) => r.propertyName);
    expect(names.filter(Boolean)).toEqual(['Palms "North" ☀']);
  });

  it("is an empty array for someone without requests", async () => {
    const response = await as(
      t.app,
      other,
    )({ method: "GET", url: "/api/portal/staffing-requests" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const [row] = await t.db
      .select({ id: staffingRequests.id })
      .from(staffingRequests)
      .where(eq(staffingRequests.userId, other.user.id));
    expect(row).toBeUndefined();
  });
});
