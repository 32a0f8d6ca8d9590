/**
 * Timesheet fixtures for the matrix and document tests: a long past assignment of a staff member
 * at a manager's property, and timesheets of its weeks in a chosen state (draft, submitted,
 * approved), each made through the API; the approval link's token is read from the mailed
 * message, as the manager would.
 */
import { like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { emailOutbox } from "../../src/server/db/schema";
import { as, type TestUser } from "./app";

/** The Monday of the first week of the fixture assignment (in the past). */
const FIRST_WEEK = Date.UTC(2024, 0, 1);

/** A fixture assignment and the next of its weeks not used yet. */
export interface TimesheetFixture {
  app: FastifyInstance;
  admin: TestUser;
  manager: TestUser;
  staff: TestUser;
  assignmentId: number;
  nextWeek: number;
}

async function ok(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what} failed: ${response.body}`);
}

/**
 * Places `staff` on request `requestId` (the manager's, with a property) for two past years
 * (confirmed), so each fresh timesheet can take a week of its own.
 */
export async function timesheetFixture(
  app: FastifyInstance,
  people: { admin: TestUser; manager: TestUser; staff: TestUser },
  requestId: number,
): Promise<TimesheetFixture> {
  const offer = await as(
    app,
    people.admin,
  )({
    method: "POST",
    url: `/api/admin/staffing-requests/${requestId}/assignments`,
    payload: { staffId: people.staff.user.id, startDate: "2024-01-01", endDate: "2025-12-28" },
  });
  await ok(offer, 201, "offer");
  const assignmentId = offer.json().id as number;
  await ok(
    await as(
      app,
      people.staff,
    )({ method: "POST", url: `/api/portal/assignments/${assignmentId}/accept` }),
    200,
    "accept",
  );
  return { app, ...people, assignmentId, nextWeek: 0 };
}

/**
 * A timesheet of a week nobody used yet, with one day of hours, left `state`.
 * @returns its id
 */
export async function freshTimesheet(
  f: TimesheetFixture,
  state: "draft" | "submitted" | "approved" = "draft",
): Promise<number> {
  const week = new Date(FIRST_WEEK + f.nextWeek * 7 * 86_400_000).toISOString().slice(0, 10);
  f.nextWeek += 1;
  const list = await as(
    f.app,
    f.staff,
  )({ method: "GET", url: `/api/portal/timesheets?week=${week}` });
  await ok(list, 200, "week");
  const id = (list.json() as Array<{ id: number; assignmentId: number }>).find(
    (sheet) => sheet.assignmentId === f.assignmentId,
  )?.id;
  if (!id) throw new Error(`no timesheet for the week of ${week}`);
  await ok(
    await as(
      f.app,
      f.staff,
    )({
      method: "PUT",
      url: `/api/portal/timesheets/${id}`,
      payload: { days: [{ date: week, start: "08:00", end: "16:00", breakMinutes: 30 }] },
    }),
    200,
    "save",
  );
  if (state === "draft") return id;
  await ok(
    await as(f.app, f.staff)({ method: "POST", url: `/api/portal/timesheets/${id}/submit` }),
    200,
    "submit",
  );
  if (state === "submitted") return id;
  await ok(
    await as(f.app, f.manager)({ method: "POST", url: `/api/portal/timesheets/${id}/approve` }),
    200,
    "approve",
  );
  return id;
}

/** The token of the approval link mailed for timesheet `id`'s latest submission. */
export async function approvalToken(app: FastifyInstance, id: number): Promise<string> {
  const rows = await app.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.eventKey, `timesheet.submitted:${id}:%`));
  const latest = rows.sort((a, b) => b.id - a.id)[0];
  const match = latest?.textBody.match(/\/timesheet-approval\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no approval link was mailed for timesheet ${id}`);
  return match[1];
}
