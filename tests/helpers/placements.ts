/**
 * Placement fixtures for the matrix and document tests: offers, accepted and completed
 * assignments, hired applications and set-password tokens, each made through the API (the
 * token is read from the mailed link, as the applicant would).
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { emailOutbox } from "../../src/server/db/schema";
import { as, type TestUser } from "./app";

let nextDay = 0;

/** A fresh two-day span far in the future, never the same twice in a process (no overlaps). */
export function freshDays(): { startDate: string; endDate: string } {
  const start = new Date(Date.UTC(2060, 0, 1) + nextDay * 3 * 86_400_000);
  nextDay += 1;
  const end = new Date(start.getTime() + 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}

/** Offers request `requestId` to `staff` (as `admin`) on fresh days; returns the assignment id. */
export async function offerTo(
  app: FastifyInstance,
  admin: TestUser,
  requestId: number,
  staff: TestUser,
): Promise<number> {
  const response = await as(
    app,
    admin,
  )({
    method: "POST",
    url: `/api/admin/staffing-requests/${requestId}/assignments`,
    payload: { staffId: staff.user.id, ...freshDays() },
  });
  if (response.statusCode !== 201) throw new Error(`offer failed: ${response.body}`);
  return response.json().id;
}

/** An offer `staff` accepted (confirmed). */
export async function confirmedFor(
  app: FastifyInstance,
  admin: TestUser,
  requestId: number,
  staff: TestUser,
): Promise<number> {
  const id = await offerTo(app, admin, requestId, staff);
  const response = await as(
    app,
    staff,
  )({
    method: "POST",
    url: `/api/portal/assignments/${id}/accept`,
  });
  if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
  return id;
}

/** A confirmed assignment the agency then marked completed. */
export async function completedFor(
  app: FastifyInstance,
  admin: TestUser,
  requestId: number,
  staff: TestUser,
): Promise<number> {
  const id = await confirmedFor(app, admin, requestId, staff);
  const response = await as(
    app,
    admin,
  )({
    method: "POST",
    url: `/api/admin/assignments/${id}/complete`,
  });
  if (response.statusCode !== 200) throw new Error(`complete failed: ${response.body}`);
  return id;
}

/** A job application (JSON post) set to `hired` by `admin`; returns its id. */
export async function hiredApplication(app: FastifyInstance, admin: TestUser): Promise<number> {
  const tag = Math.random().toString(36).slice(2, 10);
  const created = await app.inject({
    method: "POST",
    url: "/api/job-applications",
    payload: {
      fullName: "Luis Moreno",
      email: `luis.${tag}@example.com`,
      phone: "(813) 555-0142",
      position: "maintenance",
      experience: "3-5",
      consent: true,
    },
  });
  if (created.statusCode !== 201) throw new Error(`application failed: ${created.body}`);
  const id = created.json().id;
  await as(
    app,
    admin,
  )({
    method: "PATCH",
    url: `/api/admin/job-applications/${id}`,
    payload: { status: "hired" },
  });
  return id;
}

/** A fresh set-password token: a hired application turned into an account, its mailed link read. */
export async function setPasswordToken(app: FastifyInstance, admin: TestUser): Promise<string> {
  const id = await hiredApplication(app, admin);
  const account = await as(
    app,
    admin,
  )({
    method: "POST",
    url: `/api/admin/job-applications/${id}/account`,
  });
  if (account.statusCode !== 201) throw new Error(`account failed: ${account.body}`);
  const [mail] = await app.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.eventKey, `staff_account.invitation:${account.json().id}`));
  const token = mail?.text.match(/set-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no set-password link was mailed");
  return token;
}
