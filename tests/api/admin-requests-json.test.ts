import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminStaffingRequestSchema } from "../../src/domain/api/admin";
import { decodeCursor } from "../../src/server/db/keyset";
import { properties, staffingRequests } from "../../src/server/db/schema";
import { adminRepository } from "../../src/server/features/admin/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import {
  awkwardTexts,
  idsOf,
  microsecondTimes,
  setRequestTimes,
  twoFilledOfFour,
} from "../helpers/json-text";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;

const query = (limit: number, sort: "newest" | "oldest") =>
  ({ limit, sort }) as Parameters<ReturnType<typeof adminRepository>["pageRequests"]>[0];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  const other = await signUp(t.app, { companyName: "Gulf Coast Living" });
  const staff = await signUp(t.app, { role: "staff" });
  const [own] = await t.db
    .insert(properties)
    .values({
      userId: manager.user.id,
      name: 'Palms "North" ☀',
      address: "1 Main St",
      city: 'Tampa "Bay" \\ ☀',
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
      city: "Orlando",
      state: "FL",
      zip: "32801",
    })
    .returning({ id: properties.id });
  if (!own || !foreign) throw new Error("no property");
  for (const [i, at] of microsecondTimes.entries()) {
    // 5 awaits the agency's response (listed first on page 1), 6 was answered.
    const emergency = i === 5 || i === 6;
    const publicForm = i === 3;
    const [row] = await t.db
      .insert(staffingRequests)
      .values({
        userId: publicForm ? null : manager.user.id,
        propertyId: i === 0 || emergency ? own.id : i === 1 ? foreign.id : null,
        companyName: awkwardTexts[i % awkwardTexts.length] ?? "x",
        contactName: awkwardTexts[(i + 1) % awkwardTexts.length] ?? "x",
        email: `dana+${i}@bayshore.example`,
        staffType: i % 2 ? "make-ready" : "maintenance",
        details: i === 2 ? null : (awkwardTexts[(i + 2) % awkwardTexts.length] ?? null),
        startDate: i === 3 ? null : "2030-02-28",
        endDate: i === 3 ? null : "2030-03-01",
        status: i === 4 ? "in_progress" : "pending",
        notes: i === 2 ? null : (awkwardTexts[(i + 3) % awkwardTexts.length] ?? null),
        consent: i !== 2,
        headcount: i + 1,
        emergencyReason: emergency ? "sudden_vacancy" : null,
        respondBy: emergency ? new Date() : null,
      })
      .returning({ id: staffingRequests.id });
    if (!row) throw new Error("no request");
    await setRequestTimes(t.db, row.id, at, i === 6);
    if (i === 0) {
      // Filled: confirmed and completed count; offered and declined do not.
      await twoFilledOfFour(t.db, {
        staffId: staff.user.id,
        propertyId: own.id,
        managerId: manager.user.id,
        requestId: row.id,
      });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

/** What the route's schema makes of the rows with these ids, each read through Drizzle. */
async function schemaJson(ids: number[]): Promise<string> {
  const repo = adminRepository(t.db);
  const rows = await Promise.all(ids.map((id) => repo.findRequest(id)));
  const listed = rows.map((row) => {
    if (!row) throw new Error("missing row");
    return row;
  });
  return JSON.stringify(z.array(adminStaffingRequestSchema).encode(listed));
}

describe("the database-written admin request list", () => {
  it("is the JSON the response schema makes of the same rows, page after page", async () => {
    const repo = adminRepository(t.db);
    for (const sort of ["newest", "oldest"] as const) {
      let cursor: Parameters<typeof repo.pageRequests>[1];
      const seen: number[] = [];
      do {
        const page = await repo.pageRequests(query(2, sort), cursor);
        const ids = idsOf(page.json);
        expect(page.rows).toBe(ids.length);
        expect(page.json).toBe(await schemaJson(ids));
        seen.push(...ids);
        cursor = page.next ?? undefined;
      } while (cursor);
      expect(new Set(seen).size).toBe(microsecondTimes.length);
      expect(seen).toHaveLength(microsecondTimes.length);
    }
  });

  it("names the owner, any account's property and its city, the note and the emergencies", async () => {
    const page = await adminRepository(t.db).pageRequests(query(50, "oldest"), undefined);
    const rows = JSON.parse(page.json) as Array<Record<string, unknown>>;
    // The emergency awaiting a response comes first, whatever the order.
    expect(rows[0]?.emergency).toMatchObject({ reason: "sudden_vacancy", respondedAt: null });
    expect(rows.map((row) => row.ownerName)).toContain(null);
    expect(rows.map((row) => row.ownerName)).toContain(manager.user.fullName);
    expect(rows.map((row) => row.propertyName)).toContain("Someone else's");
    expect(rows.map((row) => row.propertyCity)).toContain('Tampa "Bay" \\ ☀');
    expect(rows.some((row) => row.filled === 2)).toBe(true);
    expect(rows.some((row) => typeof row.notes === "string" && row.notes.includes("\u2028"))).toBe(
      true,
    );
    expect(
      rows.some((row) => (row.emergency as { respondedAt?: string } | null)?.respondedAt),
    ).toBeTruthy();
    expect(page.json).toBe(await schemaJson(idsOf(page.json)));
  });

  it("is what GET /api/admin/staffing-requests sends, with its total and next link", async () => {
    const first = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/admin/staffing-requests?limit=2" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    const expected = await adminRepository(t.db).pageRequests(query(2, "newest"), undefined);
    expect(first.body).toBe(expected.json);
    expect(first.headers["x-total-count"]).toBe(String(microsecondTimes.length));
    const link = String(first.headers.link);
    const next = /<([^>]+)>; rel="next"/.exec(link)?.[1];
    expect(next).toBeDefined();
    const cursor = new URL(next ?? "", "http://x").searchParams.get("cursor") ?? "";
    const second = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/staffing-requests?limit=2&cursor=${cursor}` });
    expect(second.body).toBe(
      (await adminRepository(t.db).pageRequests(query(2, "newest"), decodeCursor(cursor, "newest")))
        .json,
    );
  });

  it("counts a filtered first page that holds every match by its rows", async () => {
    const response = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: "/api/admin/staffing-requests?staffType=make-ready",
    });
    expect(response.statusCode).toBe(200);
    const ids = idsOf(response.body);
    expect(ids.length).toBeGreaterThan(0);
    expect(response.headers["x-total-count"]).toBe(String(ids.length));
    expect(response.body).toBe(await schemaJson(ids));
  });
});
