/**
 * The staff directory's pages (`GET /api/portal/staff-directory`): every page must be exactly
 * the text the route's zod schema makes of the same placements read through Drizzle, with the
 * badges `badgesOf` gives (verified documents unexpired today, in display order, each kind
 * once), walked by its `Link` header with every filter in both orders, with the right
 * `X-Total-Count` on every page and on a later page that came out empty, on both databases.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { staffDirectoryEntrySchema } from "../../src/domain/api/assignment";
import type { DocumentKind, DocumentReviewStatus } from "../../src/domain/document";
import type { StaffAssignmentStatus } from "../../src/domain/enums";
import {
  properties,
  staffAssignments,
  staffingRequests,
  users,
  workerDocuments,
} from "../../src/server/db/schema";
import { agencyDay } from "../../src/server/features/assignments/service";
import { badgesOf } from "../../src/server/features/documents/service";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import {
  awkwardTexts,
  insertProperty,
  insertRequest,
  microsecondTimes,
  setAssignmentTimes,
} from "../helpers/json-text";

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let workers: TestUser[];
let propertyIds: number[];

const DAY = 86_400_000;
/** The agency's calendar day `days` from today, `YYYY-MM-DD`. */
const dayOffset = (days: number) =>
  new Date(Date.parse(`${agencyDay(new Date())}T00:00:00Z`) + days * DAY)
    .toISOString()
    .slice(0, 10);

/** A document of `worker`: kind, review state and expiry (days from today; null: none). */
async function document(
  worker: TestUser,
  kind: DocumentKind,
  status: DocumentReviewStatus,
  expiresInDays: number | null,
) {
  await t.db.insert(workerDocuments).values({
    userId: worker.user.id,
    kind,
    expiresOn: expiresInDays === null ? null : dayOffset(expiresInDays),
    storedName: `${kind}-${worker.user.id}-${Math.random()}.pdf`,
    originalName: `${kind}.pdf`,
    contentType: "application/pdf",
    sizeBytes: 1000,
    sha256: "0".repeat(64),
    status,
    reason: status === "rejected" ? "The scan is unreadable." : null,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  otherManager = await signUp(t.app, { companyName: "Gulf Coast Living" });
  workers = [
    await signUp(t.app, { role: "staff" }),
    await signUp(t.app, { role: "staff" }),
    await signUp(t.app, { role: "staff" }),
  ];
  const [first, second, third] = workers as [TestUser, TestUser, TestUser];
  await t.db
    .update(users)
    .set({ fullName: awkwardTexts[0] as string })
    .where(eq(users.id, first.user.id));
  await t.db
    .update(users)
    .set({ fullName: awkwardTexts[2] as string })
    .where(eq(users.id, second.user.id));
  // Badges: the first worker's driver's licence is verified twice (one badge), their EPA 608
  // expires today (still held) and their CPO expired yesterday; the second's Class D is
  // verified with no expiry and their CAM only pending or rejected; the third holds none.
  await document(first, "drivers_license", "verified", 300);
  await document(first, "drivers_license", "verified", null);
  await document(first, "epa_608", "verified", 0);
  await document(first, "cpo", "verified", -1);
  await document(first, "other", "verified", null);
  await document(second, "class_d", "verified", null);
  await document(second, "cam", "pending", 100);
  await document(second, "cam", "rejected", 100);
  await document(third, "epa_608", "rejected", 100);
  propertyIds = [
    await insertProperty(t.db, manager.user.id, awkwardTexts[1] as string),
    await insertProperty(t.db, manager.user.id, "Palms North"),
  ];
  const otherPropertyId = await insertProperty(t.db, otherManager.user.id, "Someone else's Oaks");
  const requests = [
    await insertRequest(t.db, {
      userId: manager.user.id,
      propertyId: propertyIds[0] as number,
      staffType: "make-ready",
    }),
    await insertRequest(t.db, {
      userId: manager.user.id,
      propertyId: propertyIds[1] as number,
      staffType: "security",
    }),
  ];
  const statuses: StaffAssignmentStatus[] = [
    "confirmed",
    "active",
    "completed",
    "offered",
    "completed",
    "declined",
    "active",
  ];
  for (const [i, at] of microsecondTimes.entries()) {
    const [row] = await t.db
      .insert(staffAssignments)
      .values({
        staffId: (workers[i % 3] as TestUser).user.id,
        propertyId: propertyIds[i % 2] as number,
        // One placement without a request: no staff type.
        requestId: i === 4 ? null : (requests[i % 2] as number),
        managerId: manager.user.id,
        status: statuses[i] as StaffAssignmentStatus,
        startDate: i === 2 ? null : `2026-0${1 + i}-1${i}`,
        endDate: i % 2 ? null : `2026-0${2 + i}-2${i}`,
        rating: i % 3 === 0 ? null : 1 + (i % 5),
        requestAgain: i % 3 === 0 ? null : i % 2 === 0,
      })
      .returning({ id: staffAssignments.id });
    if (!row) throw new Error("no assignment");
    await setAssignmentTimes(t.db, row.id, at);
  }
  await t.db.insert(staffAssignments).values({
    staffId: first.user.id,
    propertyId: otherPropertyId,
    managerId: otherManager.user.id,
    status: "active",
  });
});
afterAll(async () => {
  await t?.close();
});

/** The assignment ids of a directory page's JSON text, in its order. */
const idsOf = (json: string): number[] =>
  (JSON.parse(json) as { assignmentId: number }[]).map((row) => row.assignmentId);

/** The directory rows of the placements with these ids, in that order, as the schema writes them. */
async function schemaJson(ids: number[]): Promise<string> {
  const rows = ids.length
    ? await t.db
        .select({
          assignmentId: staffAssignments.id,
          staffId: staffAssignments.staffId,
          fullName: users.fullName,
          staffType: staffingRequests.staffType,
          propertyId: staffAssignments.propertyId,
          propertyName: properties.name,
          startDate: staffAssignments.startDate,
          endDate: staffAssignments.endDate,
          status: staffAssignments.status,
          rating: staffAssignments.rating,
          requestAgain: staffAssignments.requestAgain,
        })
        .from(staffAssignments)
        .innerJoin(users, eq(users.id, staffAssignments.staffId))
        .innerJoin(properties, eq(properties.id, staffAssignments.propertyId))
        .leftJoin(staffingRequests, eq(staffingRequests.id, staffAssignments.requestId))
        .where(inArray(staffAssignments.id, ids))
    : [];
  const badges = await badgesOf(
    t.db,
    rows.map((row) => row.staffId),
  );
  const byId = new Map(rows.map((row) => [row.assignmentId, row]));
  const entries = ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`placement ${id} not found`);
    return { ...row, badges: badges.get(row.staffId) ?? [] };
  });
  return JSON.stringify(z.array(staffDirectoryEntrySchema).encode(entries));
}

/** The manager's placements (confirmed, active, completed), read apart from the list's SQL. */
async function placements() {
  const rows = await t.db
    .select({
      id: staffAssignments.id,
      propertyId: staffAssignments.propertyId,
      status: staffAssignments.status,
      staffType: staffingRequests.staffType,
    })
    .from(staffAssignments)
    .innerJoin(properties, eq(properties.id, staffAssignments.propertyId))
    .leftJoin(staffingRequests, eq(staffingRequests.id, staffAssignments.requestId))
    .where(eq(properties.userId, manager.user.id));
  return rows.filter((row) => ["confirmed", "active", "completed"].includes(row.status));
}

describe("the staff directory's pages", () => {
  it("walks every page of each filter in both orders: the schema's text of the rows, with the total", async () => {
    const all = await placements();
    const filters: Record<string, string>[] = [
      {},
      { propertyId: String(propertyIds[1]) },
      { staffType: "make-ready" },
      { staffType: "security", propertyId: String(propertyIds[1]) },
      { staffType: "leasing" },
    ];
    for (const filter of filters) {
      const expected = all.filter(
        (row) =>
          (!filter.propertyId || row.propertyId === Number(filter.propertyId)) &&
          (!filter.staffType || row.staffType === filter.staffType),
      ).length;
      for (const sort of ["newest", "oldest"] as const) {
        const label = `${JSON.stringify(filter)} ${sort}`;
        let url: string | undefined =
          `/api/portal/staff-directory?${new URLSearchParams({ ...filter, limit: "2", sort })}`;
        const seen: number[] = [];
        while (url) {
          const response = await as(t.app, manager)({ method: "GET", url });
          expect(response.statusCode, label).toBe(200);
          const ids = idsOf(response.body);
          expect(response.body, label).toBe(await schemaJson(ids));
          expect(response.headers["x-total-count"], label).toBe(String(expected));
          seen.push(...ids);
          url = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ""))?.[1];
        }
        expect(new Set(seen).size, label).toBe(expected);
        expect(seen).toHaveLength(expected);
      }
    }
  });

  it("shows each worker's badges once, in display order, unexpired today", async () => {
    const response = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: "/api/portal/staff-directory?limit=50&sort=oldest",
    });
    const rows = response.json() as { staffId: number; badges: string[] }[];
    const badgesOfWorker = (i: number) =>
      rows.find((row) => row.staffId === (workers[i] as TestUser).user.id)?.badges;
    expect(badgesOfWorker(0)).toEqual(["epa_608", "drivers_license"]);
    expect(badgesOfWorker(1)).toEqual(["class_d"]);
    expect(badgesOfWorker(2)).toEqual([]);
  });

  it("is what the endpoint sends, with the total, and nothing of another manager's", async () => {
    const response = await as(
      t.app,
      manager,
    )({ method: "GET", url: "/api/portal/staff-directory" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const ids = (response.json() as { assignmentId: number }[]).map((row) => row.assignmentId);
    expect(response.body).toBe(await schemaJson(ids));
    expect(response.headers["x-total-count"]).toBe(String((await placements()).length));
    expect(response.body).not.toContain("Someone else");
    const none = await as(
      t.app,
      otherManager,
    )({
      method: "GET",
      url: "/api/portal/staff-directory?staffType=leasing",
    });
    expect(none.body).toBe("[]");
    expect(none.headers["x-total-count"]).toBe("0");
  });

  it("answers the total on a later page that came out empty", async () => {
    const url = `/api/portal/staff-directory?limit=2&sort=oldest&propertyId=${propertyIds[0]}`;
    const first = await as(t.app, manager)({ method: "GET", url });
    const atProperty = (await placements()).filter((row) => row.propertyId === propertyIds[0]);
    expect(atProperty.length).toBeGreaterThan(2);
    expect(first.headers["x-total-count"]).toBe(String(atProperty.length));
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const shown = (first.json() as { assignmentId: number }[]).map((row) => row.assignmentId);
    const rest = atProperty.map((row) => row.id).filter((id) => !shown.includes(id));
    await t.db.delete(staffAssignments).where(inArray(staffAssignments.id, rest));
    const later = await as(t.app, manager)({ method: "GET", url: next as string });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe("[]");
    expect(later.headers["x-total-count"]).toBe(String(shown.length));
  });
});
