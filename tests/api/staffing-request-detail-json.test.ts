/**
 * The portal's request detail is written by the database in one statement
 * (docs/decisions/0030-request-detail-one-statement.md, `detailJson` in
 * src/server/features/staffing-requests/repository.ts). What the endpoint sends must be exactly
 * the text the route's zod schema makes of the same data read piece by piece through Drizzle: the
 * request, its owner's property, its timeline (internal notes for admins only), the people placed
 * and their badges, with awkward text, nulls, another account's property, a deleted actor, equal
 * timestamps and microseconds, on both databases.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffingRequestDetailSchema } from "../../src/domain/api/staffing-request";
import { fillingAssignmentStatuses } from "../../src/domain/enums";
import {
  properties,
  staffAssignments,
  staffingRequestEvents,
  staffingRequests,
  users,
  workerDocuments,
} from "../../src/server/db/schema";
import { agencyDay } from "../../src/server/features/assignments/service";
import { badgesOf } from "../../src/server/features/documents/service";
import { propertiesRepository } from "../../src/server/features/properties/repository";
import { staffingRequestsRepository } from "../../src/server/features/staffing-requests/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let manager: TestUser;
let other: TestUser;
let admin: TestUser;
/** The manager's requests: with everything, with another account's property, an emergency. */
let full: number;
let foreignProperty: number;
let emergency: number;
/** The staff placed on `full`, in the order the detail lists them. */
let placedStaff: TestUser[];

const NOTE = 'Internal: "call back" \\ before 9\n☎ </script>';

async function addDocument(
  userId: number,
  kind: (typeof workerDocuments.$inferInsert)["kind"],
  status: "pending" | "verified" | "rejected",
  expiresOn: string | null,
) {
  await t.db.insert(workerDocuments).values({
    userId,
    kind,
    status,
    expiresOn,
    storedName: `${userId}-${kind}-${Math.random().toString(36).slice(2)}.pdf`,
    originalName: `${kind}.pdf`,
    contentType: "application/pdf",
    sizeBytes: 1000,
    sha256: "0".repeat(64),
    ...(status === "rejected" ? { reason: "The scan is unreadable." } : {}),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  other = await signUp(t.app, { companyName: "Gulf Coast Living" });
  admin = await signUp(t.app, { role: "admin" });
  placedStaff = [];
  for (let i = 0; i < 5; i++) placedStaff.push(await signUp(t.app, { role: "staff" }));
  await t.db
    .update(users)
    .set({ fullName: 'Ana "Q" Peña\tnight shift 日本' })
    .where(eq(users.id, placedStaff[0]?.user.id ?? 0));

  const [own] = await t.db
    .insert(properties)
    .values({
      userId: manager.user.id,
      name: 'Palms "North" ☀',
      address: "1 Main St\nSuite 2",
      city: "Tampa",
      state: "FL",
      zip: "33602",
      units: 240,
      description: "Line\u2028separator and \u0001 control",
    })
    .returning({ id: properties.id });
  const created = await as(
    t.app,
    other,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: {
      name: "Someone else's",
      address: "2 Main St",
      city: "Tampa",
      state: "FL",
      zip: "33602",
    },
  });
  const foreign = created.json() as { id: number };
  if (!own || !foreign) throw new Error("no property");

  const insert = async (values: Partial<typeof staffingRequests.$inferInsert>) => {
    const [row] = await t.db
      .insert(staffingRequests)
      .values({
        userId: manager.user.id,
        companyName: 'Bayshore "Residential" \\ LLC',
        contactName: "José Peña",
        email: "jose@bayshore.example",
        staffType: "make-ready",
        details: "Turn 12 units </script> before the 1st",
        notes: "internal note that must never be sent",
        consent: true,
        headcount: 5,
        ...values,
      })
      .returning({ id: staffingRequests.id });
    if (!row) throw new Error("no request");
    return row.id;
  };
  full = await insert({ propertyId: own.id, startDate: "2030-02-28", endDate: "2030-03-31" });
  foreignProperty = await insert({ propertyId: foreign.id, details: null, headcount: 1 });
  emergency = await insert({
    propertyId: null,
    emergencyReason: "sudden_vacancy",
    respondBy: new Date("2030-01-01T10:00:00.000Z"),
  });
  await t.db.execute(
    sql`update staffing_requests set created_at = '2026-03-04 05:06:07.999999+00',
          updated_at = '2026-03-04 05:06:07.0005+00' where id = ${full}`,
  );

  // The timeline: its creation by the manager, two changes at the same instant by the admin
  // (ordered by id), one with a note, and one by an account since deleted (no actor).
  const at = "2026-03-05 09:00:00.123456+00";
  for (const [fromStatus, toStatus, actorId, note] of [
    [null, "pending", manager.user.id, null],
    ["pending", "approved", admin.user.id, NOTE],
    ["approved", "in_progress", admin.user.id, null],
    ["in_progress", "completed", null, "closed by a former coordinator"],
  ] as const) {
    const [event] = await t.db
      .insert(staffingRequestEvents)
      .values({ requestId: full, fromStatus, toStatus, actorId, note })
      .returning({ id: staffingRequestEvents.id });
    const when = fromStatus === null ? "2026-03-04 05:06:08+00" : at;
    await t.db.execute(
      sql`update staffing_request_events set created_at = ${when}::timestamptz where id = ${event?.id}`,
    );
  }

  // Placed: confirmed, active and completed count (by start date, then id); offered and
  // declined do not.
  const placements = [
    [placedStaff[0], "confirmed", "2030-03-02"],
    [placedStaff[1], "active", "2030-03-01"],
    [placedStaff[2], "completed", "2030-03-01"],
    [placedStaff[3], "offered", "2030-02-28"],
    [placedStaff[4], "declined", "2030-02-28"],
  ] as const;
  for (const [staff, status, startDate] of placements) {
    await t.db.insert(staffAssignments).values({
      staffId: staff?.user.id ?? 0,
      propertyId: own.id,
      managerId: manager.user.id,
      requestId: full,
      status,
      startDate,
      endDate: "2030-03-31",
    });
  }
  const [first, second, third] = placedStaff.map((s) => s.user.id);
  if (!first || !second || !third) throw new Error("no staff");
  // Badges: verified and unexpired (today counts) kinds, once each, in badgeKinds' order.
  await addDocument(first, "cam", "verified", null);
  await addDocument(first, "epa_608", "verified", "2099-12-31");
  await addDocument(first, "epa_608", "verified", null);
  await addDocument(first, "class_d", "verified", "2000-01-01");
  await addDocument(first, "cpo", "pending", null);
  await addDocument(first, "other", "verified", null);
  await addDocument(third, "drivers_license", "verified", agencyDay(new Date()));
  await addDocument(third, "class_d", "rejected", null);
});
afterAll(async () => {
  await t?.close();
});

/**
 * The detail of request `id` as the route's schema writes it, read piece by piece: the request
 * (its property's name only if the property is its owner's), the owner's property, the timeline
 * oldest first (notes for admins), and the people placed by start date with their badges.
 */
async function reference(id: number, forAdmin: boolean): Promise<string> {
  const found = await staffingRequestsRepository(t.db).findById(id);
  if (!found) throw new Error("missing request");
  const property =
    found.propertyId !== null && found.userId !== null
      ? await propertiesRepository(t.db).findByIdForUser(found.propertyId, found.userId)
      : undefined;
  const events = await staffingRequestsRepository(t.db).listEvents(id);
  const placed = await t.db
    .select({
      staffId: staffAssignments.staffId,
      assignmentId: staffAssignments.id,
      fullName: users.fullName,
      staffType: staffingRequests.staffType,
      startDate: staffAssignments.startDate,
      endDate: staffAssignments.endDate,
      status: staffAssignments.status,
    })
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.staffId))
    .innerJoin(staffingRequests, eq(staffingRequests.id, staffAssignments.requestId))
    .where(
      and(
        eq(staffAssignments.requestId, id),
        inArray(staffAssignments.status, [...fillingAssignmentStatuses]),
      ),
    )
    .orderBy(asc(staffAssignments.startDate), asc(staffAssignments.id));
  const badges = await badgesOf(
    t.db,
    placed.map((person) => person.staffId),
  );
  return JSON.stringify(
    staffingRequestDetailSchema.encode({
      ...found,
      propertyName: property ? found.propertyName : null,
      property: property ?? null,
      events: events.map(({ note, ...event }) => (forAdmin ? { ...event, note } : event)),
      placements: placed.map(({ staffId, ...person }) => ({
        ...person,
        badges: badges.get(staffId) ?? [],
      })),
    }),
  );
}

const detail = (who: TestUser, id: number) =>
  as(t.app, who)({ method: "GET", url: `/api/portal/staffing-requests/${id}` });

describe("GET /api/portal/staffing-requests/:id, written by the database", () => {
  it("is, for its owner, the JSON the schema makes of the same data, without internal notes", async () => {
    for (const id of [full, foreignProperty, emergency]) {
      const response = await detail(manager, id);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.body).toBe(await reference(id, false));
      expect(response.body).not.toContain("internal note");
      expect(response.body).not.toContain("call back");
      expect(response.body).not.toContain('"note"');
    }
  });

  it("is, for an admin, the same with the timeline's notes", async () => {
    for (const id of [full, foreignProperty, emergency]) {
      const response = await detail(admin, id);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(await reference(id, true));
    }
    const events = (await detail(admin, full)).json().events as { note?: string | null }[];
    expect(events.map((event) => event.note)).toEqual([
      null,
      NOTE,
      null,
      "closed by a former coordinator",
    ]);
  });

  it("lists the timeline, the placed people and their badges in order", async () => {
    const body = (await detail(manager, full)).json() as {
      propertyName: string | null;
      property: { name: string; units: number } | null;
      events: { toStatus: string; actorName: string | null }[];
      placements: { fullName: string; status: string; badges: string[] }[];
      filled: number;
    };
    expect(body.propertyName).toBe('Palms "North" ☀');
    expect(body.property).toMatchObject({ name: 'Palms "North" ☀', units: 240 });
    expect(body.events.map((event) => event.toStatus)).toEqual([
      "pending",
      "approved",
      "in_progress",
      "completed",
    ]);
    expect(body.events.at(-1)?.actorName).toBeNull();
    expect(body.filled).toBe(3);
    expect(body.placements.map((person) => person.status)).toEqual([
      "active",
      "completed",
      "confirmed",
    ]);
    expect(body.placements.map((person) => person.badges)).toEqual([
      [],
      ["drivers_license"],
      ["epa_608", "cam"],
    ]);
    expect(body.placements[2]?.fullName).toBe('Ana "Q" Peña\tnight shift 日本');
  });

  it("never shows another account's property, and has empty lists when there is nothing", async () => {
    const body = (await detail(manager, foreignProperty)).json() as Record<string, unknown>;
    expect(body).toMatchObject({ propertyName: null, property: null, events: [], placements: [] });
    expect(JSON.stringify(body)).not.toContain("Someone else");
    const urgent = (await detail(manager, emergency)).json() as Record<string, unknown>;
    expect(urgent.emergency).toEqual({
      reason: "sudden_vacancy",
      respondBy: "2030-01-01T10:00:00.000Z",
      respondedAt: null,
    });
  });

  it("answers 404 for another account's request and for one that does not exist", async () => {
    for (const [who, id] of [
      [other, full],
      [placedStaff[0] as TestUser, full],
      [manager, 2_000_000_000],
    ] as const) {
      const response = await detail(who, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: "Staffing request not found" });
      expect(response.body).not.toContain("Bayshore");
    }
  });
});
