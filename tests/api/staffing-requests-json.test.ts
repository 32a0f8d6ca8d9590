import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { staffingRequestResponseSchema } from "../../src/domain/api/staffing-request";
import { properties, staffingRequests } from "../../src/server/db/schema";
import { staffingRequestsRepository } from "../../src/server/features/staffing-requests/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import {
  awkwardTexts,
  microsecondTimes,
  setRequestTimes,
  twoFilledOfFour,
} from "../helpers/json-text";

let t: TestApp;
let manager: TestUser;
let other: TestUser;
let ownPropertyId: number;

const awkward = awkwardTexts;

const times = microsecondTimes;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  other = await signUp(t.app, { companyName: "Gulf Coast Living" });
  const staff = await signUp(t.app, { role: "staff" });
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
  if (!own || !foreign) throw new Error("no property");
  ownPropertyId = own.id;
  for (const [i, at] of times.entries()) {
    const emergency = i === 5 || i === 6;
    const [row] = await t.db
      .insert(staffingRequests)
      .values({
        userId: manager.user.id,
        propertyId: i === 0 || emergency ? own.id : i === 1 ? foreign.id : null,
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

/**
 * What the route's schema makes of the rows with these ids, read one by one through Drizzle; a
 * list names only the caller's own properties (another's stays null: a request of that kind can
 * only be made by hand, and must not leak the other account's property name).
 */
async function schemaJson(ids: number[]): Promise<string> {
  const repo = staffingRequestsRepository(t.db);
  const rows = await Promise.all(ids.map((id) => repo.findById(id)));
  const listed = rows.map((row) => {
    if (!row) throw new Error("missing row");
    return row.propertyId === ownPropertyId ? row : { ...row, propertyName: null };
  });
  return JSON.stringify(z.array(staffingRequestResponseSchema).encode(listed));
}

describe("the database-serialised request list", () => {
  it("is the JSON the response schema makes of the same rows, page after page", async () => {
    const repo = staffingRequestsRepository(t.db);
    for (const sort of ["newest", "oldest"] as const) {
      let cursor: Parameters<typeof repo.page>[2];
      const seen: number[] = [];
      do {
        const page = await repo.page(manager.user.id, { limit: 3, sort, q: undefined }, cursor);
        const ids = (JSON.parse(page.json) as { id: number }[]).map((row) => row.id);
        expect(page.json).toBe(await schemaJson(ids));
        seen.push(...ids);
        cursor = page.next ?? undefined;
      } while (cursor);
      expect(seen).toHaveLength(times.length);
    }
  });

  it("carries the filled positions, the emergency and microsecond times as the schema writes them", async () => {
    const page = await staffingRequestsRepository(t.db).page(
      manager.user.id,
      { limit: 50, sort: "oldest", q: undefined },
      undefined,
    );
    const rows = JSON.parse(page.json) as {
      filled: number;
      emergency: { respondedAt: string | null } | null;
      createdAt: string;
    }[];
    expect(rows.map((row) => row.filled).sort()).toEqual([0, 0, 0, 0, 0, 0, 2]);
    expect(rows.filter((row) => row.emergency).map((row) => row.emergency?.respondedAt)).toEqual([
      null,
      "2026-07-01T12:00:00.124Z",
    ]);
    expect(rows[0]?.createdAt).toBe("2000-01-01T04:59:59.123Z");
  });

  it("is what the endpoint sends, without internal notes or another user's property", async () => {
    const response = await as(
      t.app,
      manager,
    )({ method: "GET", url: "/api/portal/staffing-requests" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const ids = (response.json() as { id: number }[]).map((row) => row.id);
    expect(response.body).toBe(await schemaJson(ids));
    expect(response.body).not.toContain("internal note");
    expect(response.body).not.toContain("Someone else");
    const names = (response.json() as { propertyName: string | null }[]).map((r) => r.propertyName);
    expect(new Set(names.filter(Boolean))).toEqual(new Set(['Palms "North" ☀']));
  });

  it("is an empty array for someone without requests", async () => {
    const response = await as(
      t.app,
      other,
    )({ method: "GET", url: "/api/portal/staffing-requests" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("[]");
    expect(response.headers["x-total-count"]).toBe("0");
  });
});
