/**
 * The portal's assignment list is serialised by the database (`assignmentJson` in
 * src/server/features/assignments/repository.ts, src/server/db/json.ts): every page must be
 * exactly the text the route's zod schema makes of the same rows as `presentAssignment` shows
 * them to a worker (no rates, no rating note), a manager (the bill rate) and an admin
 * (everything), with awkward text, nulls, odd rates and timestamps with microseconds, and carry
 * the total of the whole list (docs/decisions/0031-list-total-in-page-statement.md); what the
 * endpoint sends must be that text, on both databases.
 */
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type AssignmentListQuery, assignmentSchema } from "../../src/domain/api/assignment";
import type { StaffAssignmentStatus } from "../../src/domain/enums";
import { properties, staffAssignments, users } from "../../src/server/db/schema";
import {
  type AssignmentScope,
  assignmentsRepository,
  presentAssignment,
} from "../../src/server/features/assignments/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import {
  awkwardTexts,
  idsOf,
  insertProperty,
  insertRequest,
  microsecondTimes,
  setAssignmentTimes,
} from "../helpers/json-text";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let worker: TestUser;
let otherWorker: TestUser;
let propertyIds: number[];
let otherPropertyId: number;

/** Rates in cents whose dollars are easy to write wrong: 18.5, 19.99, 0, 0.01, 1000, none. */
const rates = [1850, 1999, 0, 1, 100000, null, 333];
const statuses: StaffAssignmentStatus[] = [
  "offered",
  "confirmed",
  "active",
  "completed",
  "cancelled",
  "declined",
  "expired",
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  otherManager = await signUp(t.app, { companyName: "Gulf Coast Living" });
  worker = await signUp(t.app, { role: "staff" });
  otherWorker = await signUp(t.app, { role: "staff" });
  // Awkward names on the joined rows: the worker's, the property's and the manager's.
  await t.db
    .update(users)
    .set({ fullName: awkwardTexts[0] as string })
    .where(inArray(users.id, [worker.user.id]));
  await t.db
    .update(users)
    .set({ fullName: awkwardTexts[2] as string })
    .where(inArray(users.id, [manager.user.id]));
  propertyIds = [
    await insertProperty(t.db, manager.user.id, awkwardTexts[1] as string),
    await insertProperty(t.db, manager.user.id, "Palms North"),
  ];
  otherPropertyId = await insertProperty(t.db, otherManager.user.id, "Someone else's Oaks");
  const requestId = await insertRequest(t.db, {
    userId: manager.user.id,
    propertyId: propertyIds[0] as number,
    staffType: "make-ready",
  });
  const texts = awkwardTexts;
  for (const [i, at] of microsecondTimes.entries()) {
    const [row] = await t.db
      .insert(staffAssignments)
      .values({
        staffId: i % 3 === 2 ? otherWorker.user.id : worker.user.id,
        propertyId: propertyIds[i % 2] as number,
        // One without a request (no staff type) and one without a manager (no name).
        requestId: i === 1 ? null : requestId,
        managerId: i === 4 ? null : manager.user.id,
        status: statuses[i % statuses.length] as StaffAssignmentStatus,
        startDate: i === 3 ? null : `2026-0${1 + (i % 6)}-1${i}`,
        endDate: i % 2 ? null : `2026-0${2 + (i % 6)}-2${i}`,
        notes: i === 5 ? null : (texts[i % texts.length] ?? null),
        cancelReason: i % 2 ? (texts[(i + 1) % texts.length] ?? null) : null,
        rating: i % 3 === 0 ? null : 1 + (i % 5),
        ratingNote: i % 2 ? null : (texts[(i + 3) % texts.length] ?? null),
        requestAgain: i % 3 === 0 ? null : i % 2 === 0,
        billRateCents: rates[i % rates.length] ?? null,
        payRateCents: rates[(i + 3) % rates.length] ?? null,
      })
      .returning({ id: staffAssignments.id });
    if (!row) throw new Error("no assignment");
    await setAssignmentTimes(t.db, row.id, at);
  }
  // Someone else's property: in no one's list but the admin's.
  await t.db.insert(staffAssignments).values({
    staffId: otherWorker.user.id,
    propertyId: otherPropertyId,
    managerId: otherManager.user.id,
    status: "active",
    billRateCents: 2500,
  });
});
afterAll(async () => {
  await t?.close();
});

/** The scopes of the three views, with the flags `presentAssignment` takes for each. */
const views = () =>
  [
    {
      name: "worker",
      who: worker,
      scope: { kind: "staff", userId: worker.user.id },
      flags: [false, false],
    },
    {
      name: "manager",
      who: manager,
      scope: { kind: "manager", userId: manager.user.id },
      flags: [false, true],
    },
    { name: "admin", who: admin, scope: { kind: "all" }, flags: [true, true] },
  ] as const satisfies readonly {
    name: string;
    who: TestUser;
    scope: AssignmentScope;
    flags: readonly [boolean, boolean];
  }[];

/** What the route's schema made of these assignments as `presentAssignment` shows them. */
async function schemaJson(ids: number[], flags: readonly [boolean, boolean]): Promise<string> {
  const repo = assignmentsRepository(t.db);
  const rows = await Promise.all(
    ids.map(async (id) => {
      const row = await repo.findById(id);
      if (!row) throw new Error(`assignment ${id} not found`);
      return presentAssignment(row, ...flags);
    }),
  );
  return JSON.stringify(z.array(assignmentSchema).encode(rows));
}

/** Every assignment a view's scope holds, read apart from the list's SQL. */
async function inScope(scope: AssignmentScope) {
  const all = await t.db
    .select({
      id: staffAssignments.id,
      staffId: staffAssignments.staffId,
      propertyId: staffAssignments.propertyId,
      status: staffAssignments.status,
      startDate: staffAssignments.startDate,
      endDate: staffAssignments.endDate,
      owner: properties.userId,
    })
    .from(staffAssignments)
    .innerJoin(properties, sql`${properties.id} = ${staffAssignments.propertyId}`);
  if (scope.kind === "staff") return all.filter((row) => row.staffId === scope.userId);
  if (scope.kind === "manager") return all.filter((row) => row.owner === scope.userId);
  return all;
}

describe("the database-serialised assignment list", () => {
  it("is the JSON the response schema makes of the same rows in each view, page after page, with its total", async () => {
    const repo = assignmentsRepository(t.db);
    const filters: Partial<AssignmentListQuery>[] = [
      {},
      { status: "offered" },
      { propertyId: propertyIds[1] },
      { from: "2026-02-01", to: "2026-03-31" },
      { from: "2026-04-15" },
      { to: "2026-01-31", status: "offered" },
    ];
    for (const view of views()) {
      const rows = await inScope(view.scope);
      for (const query of filters) {
        // The reference: status, property, and work days meeting from..to (open ends).
        const expected = rows.filter(
          (row) =>
            (!query.status || row.status === query.status) &&
            (!query.propertyId || row.propertyId === query.propertyId) &&
            (!("from" in query) || !row.endDate || row.endDate >= (query.from as string)) &&
            (!("to" in query) || !row.startDate || row.startDate <= (query.to as string)),
        ).length;
        for (const sort of ["newest", "oldest"] as const) {
          let cursor: Parameters<typeof repo.page>[2];
          const seen: number[] = [];
          do {
            const page = await repo.page(view.scope, { ...query, limit: 2, sort }, cursor);
            const ids = idsOf(page.json);
            expect(page.json, `${view.name} ${JSON.stringify(query)}`).toBe(
              await schemaJson(ids, view.flags),
            );
            expect(page.total, `${view.name} ${JSON.stringify(query)} ${sort}`).toBe(expected);
            seen.push(...ids);
            cursor = page.next ?? undefined;
          } while (cursor);
          expect(new Set(seen).size, `${view.name} ${JSON.stringify(query)} ${sort}`).toBe(
            expected,
          );
          expect(seen).toHaveLength(expected);
        }
      }
    }
  });

  it("writes the rates as dollars, times as Date#toJSON does, and breaks ties by id", async () => {
    const page = await assignmentsRepository(t.db).page(
      { kind: "all" },
      { limit: 50, sort: "oldest" },
      undefined,
    );
    const rows = JSON.parse(page.json) as {
      id: number;
      createdAt: string;
      billRate: number | null;
      payRate: number | null;
    }[];
    expect(rows[0]?.createdAt).toBe("2000-01-01T04:59:59.123Z");
    expect(rows.map((row) => row.billRate)).toEqual(
      expect.arrayContaining([18.5, 19.99, 0, 0.01, 1000, null, 3.33, 25]),
    );
    expect(page.json).toContain('"billRate":0.01,');
    const tied = rows.filter((row) => row.createdAt === "2026-03-04T05:06:07.999Z");
    expect(tied).toHaveLength(2);
    expect((tied[0] as { id: number }).id).toBeLessThan((tied[1] as { id: number }).id);
  });

  it("is what the endpoint sends to each view, with the total, and never a rate to a worker", async () => {
    for (const view of views()) {
      const response = await as(t.app, view.who)({ method: "GET", url: "/api/portal/assignments" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.body).toBe(await schemaJson(idsOf(response.body), view.flags));
      expect(response.headers["x-total-count"]).toBe(String((await inScope(view.scope)).length));
      if (view.name !== "admin") expect(response.body).not.toContain("Someone else");
      if (view.name !== "admin") expect(response.body).not.toContain('"payRate"');
      if (view.name === "worker") expect(response.body).not.toContain('"billRate"');
    }
  });

  it("answers the total on a later page that came out empty, and 0 for none", async () => {
    const url = `/api/portal/assignments?limit=2&sort=oldest&propertyId=${propertyIds[0]}`;
    const first = await as(t.app, manager)({ method: "GET", url });
    const atProperty = (await inScope({ kind: "manager", userId: manager.user.id })).filter(
      (row) => row.propertyId === propertyIds[0],
    );
    expect(atProperty.length).toBeGreaterThan(2);
    expect(first.headers["x-total-count"]).toBe(String(atProperty.length));
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    // The assignments the next pages would have held.
    const shown = idsOf(first.body);
    const rest = atProperty.map((row) => row.id).filter((id) => !shown.includes(id));
    await t.db.delete(staffAssignments).where(inArray(staffAssignments.id, rest));
    const later = await as(t.app, manager)({ method: "GET", url: next as string });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe("[]");
    expect(later.headers["x-total-count"]).toBe(String(shown.length));
    const none = await as(
      t.app,
      otherManager,
    )({
      method: "GET",
      url: "/api/portal/assignments?status=offered",
    });
    expect(none.body).toBe("[]");
    expect(none.headers["x-total-count"]).toBe("0");
  });
});
