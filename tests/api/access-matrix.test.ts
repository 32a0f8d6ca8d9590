/**
 * The access-control matrix (OWASP ASVS 8.2.1, 8.2.2, 8.3.1): every API endpoint ×
 * {visitor, the property manager who owns the record, another property manager, staff, admin},
 * with the expected status of each cell in one table below. Every cell is its own test.
 *
 * "The record" is the owner's: their property, their staffing request, their notification; the
 * admin endpoints act on the owner's request and on an application with an uploaded résumé.
 * A cell that changes something (DELETE, status changes, sign-in, sign-out) gets a fresh record or
 * a fresh session, so cells do not depend on each other's order.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, cookieOf, signUp, type TestApp, type TestUser } from "../helpers/app";
import { multipartBody, pdfOf, uploadedPdf } from "../helpers/document-files";
import {
  completedFor,
  confirmedFor,
  freshDays,
  hiredApplication,
  offerTo,
  setPasswordToken,
} from "../helpers/placements";
import { emailChangeToken } from "../helpers/profiles";
import { registeredRoutes } from "../helpers/routes";
import {
  approvalToken,
  freshTimesheet,
  type TimesheetFixture,
  timesheetFixture,
} from "../helpers/timesheets";

type Actor = "visitor" | "owner" | "other" | "staff" | "admin";
const actors: Actor[] = ["visitor", "owner", "other", "staff", "admin"];

// biome-ignore format: the matrix reads as a table
const matrix: Array<[method: string, endpoint: string, visitor: number, owner: number, other: number, staff: number, admin: number]> = [
  //                                                          visitor owner other staff admin
  ["GET",    "/healthz",                                        200,  200,  200,  200,  200],
  ["GET",    "/readyz",                                         200,  200,  200,  200,  200],
  ["GET",    "/metrics",                                        404,  404,  404,  404,  404],
  ["GET",    "/api/user",                                       401,  200,  200,  200,  200],
  ["POST",   "/api/login",                                      200,  200,  200,  200,  200],
  ["POST",   "/api/register",                                   201,  201,  201,  201,  201],
  ["POST",   "/api/logout",                                     204,  204,  204,  204,  204],
  ["GET",    "/api/portal/properties",                          401,  200,  200,  403,  403],
  ["POST",   "/api/portal/properties",                          401,  201,  201,  403,  403],
  ["GET",    "/api/portal/properties/{id}",                     401,  200,  404,  403,  403],
  ["PATCH",  "/api/portal/properties/{id}",                     401,  200,  404,  403,  403],
  ["DELETE", "/api/portal/properties/{id}",                     401,  204,  404,  403,  403],
  ["GET",    "/api/portal/staffing-requests",                   401,  200,  200,  200,  200],
  ["POST",   "/api/portal/staffing-requests",                   401,  201,  400,  400,  400],
  ["GET",    "/api/portal/staffing-requests/{id}",              401,  200,  404,  404,  200],
  ["PUT",    "/api/portal/staffing-requests/{id}/status",       401,  200,  404,  404,  200],
  ["GET",    "/api/portal/notifications",                       401,  200,  200,  200,  200],
  ["GET",    "/api/portal/notifications/unread-count",          401,  200,  200,  200,  200],
  ["POST",   "/api/portal/notifications/{id}/read",             401,  200,  404,  404,  404],
  ["POST",   "/api/portal/notifications/read-all",              401,  200,  200,  200,  200],
  ["GET",    "/api/portal/dashboard",                           401,  200,  200,  200,  200],
  ["POST",   "/api/staffing-requests",                          201,  201,  400,  400,  400],
  ["POST",   "/api/job-applications",                           201,  201,  201,  201,  201],
  ["POST",   "/api/newsletter",                                 201,  201,  201,  201,  201],
  ["GET",    "/api/admin/overview",                             401,  403,  403,  403,  200],
  ["GET",    "/api/admin/staffing-requests",                    401,  403,  403,  403,  200],
  ["GET",    "/api/admin/staffing-requests/{id}",               401,  403,  403,  403,  200],
  ["PUT",    "/api/admin/staffing-requests/{id}/status",        401,  403,  403,  403,  200],
  ["GET",    "/api/admin/staffing-requests.csv",                401,  403,  403,  403,  200],
  ["GET",    "/api/admin/job-applications",                     401,  403,  403,  403,  200],
  ["GET",    "/api/admin/job-applications/{id}",                401,  403,  403,  403,  200],
  ["PATCH",  "/api/admin/job-applications/{id}",                401,  403,  403,  403,  200],
  ["GET",    "/api/admin/job-applications/{id}/resume",         401,  403,  403,  403,  200],
  ["GET",    "/api/admin/job-applications.csv",                 401,  403,  403,  403,  200],
  ["GET",    "/api/admin/users",                                401,  403,  403,  403,  200],
  ["GET",    "/api/admin/newsletter-subscribers",               401,  403,  403,  403,  200],
  ["GET",    "/api/admin/staffing-requests/{id}/candidates",    401,  403,  403,  403,  200],
  ["POST",   "/api/admin/staffing-requests/{id}/assignments",   401,  403,  403,  403,  201],
  ["POST",   "/api/admin/assignments/{id}/cancel",              401,  403,  403,  403,  200],
  ["POST",   "/api/admin/assignments/{id}/complete",            401,  403,  403,  403,  200],
  ["POST",   "/api/admin/job-applications/{id}/account",        401,  403,  403,  403,  201],
  ["POST",   "/api/set-password",                               200,  200,  200,  200,  200],
  ["GET",    "/api/portal/assignments",                         401,  200,  200,  200,  200],
  ["POST",   "/api/portal/assignments/{id}/accept",             401,  404,  404,  200,  404],
  ["POST",   "/api/portal/assignments/{id}/decline",            401,  404,  404,  200,  404],
  ["POST",   "/api/portal/assignments/{id}/rating",             401,  200,  404,  404,  404],
  ["GET",    "/api/portal/staff-directory",                     401,  200,  200,  403,  403],
  ["GET",    "/api/portal/staff-profile",                       401,  403,  403,  200,  403],
  ["PATCH",  "/api/portal/staff-profile",                       401,  403,  403,  200,  403],
  ["GET",    "/api/portal/timesheets",                          401,  200,  200,  200,  200],
  ["GET",    "/api/portal/timesheets/{id}",                     401,  200,  404,  200,  200],
  ["GET",    "/api/portal/timesheets/{id}/history",             401,  200,  404,  200,  200],
  ["PUT",    "/api/portal/timesheets/{id}",                     401,  404,  404,  200,  200],
  ["POST",   "/api/portal/timesheets/{id}/submit",              401,  404,  404,  200,  404],
  ["POST",   "/api/portal/timesheets/{id}/approve",             401,  200,  404,  403,  200],
  ["POST",   "/api/portal/timesheets/{id}/dispute",             401,  200,  404,  403,  200],
  ["POST",   "/api/admin/timesheets/{id}/lock",                 401,  403,  403,  403,  200],
  ["GET",    "/api/admin/timesheets.csv",                       401,  403,  403,  403,  200],
  ["PUT",    "/api/admin/assignments/{id}/rates",               401,  403,  403,  403,  200],
  ["GET",    "/api/portal/reports/summary",                     401,  200,  200,  403,  200],
  ["GET",    "/api/portal/reports",                             401,  200,  200,  403,  200],
  ["GET",    "/api/portal/profile",                             401,  200,  200,  200,  200],
  ["PUT",    "/api/portal/profile",                             401,  200,  200,  200,  200],
  ["PUT",    "/api/portal/profile/notifications",               401,  200,  200,  200,  200],
  ["POST",   "/api/portal/profile/password",                    401,  204,  204,  204,  204],
  ["POST",   "/api/portal/profile/email",                       401,  202,  202,  202,  202],
  ["DELETE", "/api/portal/profile",                             401,  204,  204,  204,  403],
  ["GET",    "/confirm-email",                                  200,  200,  200,  200,  200],
  ["POST",   "/confirm-email",                                  200,  200,  200,  200,  200],
  ["GET",    "/api/portal/documents",                           401,  403,  403,  200,  403],
  ["POST",   "/api/portal/documents",                           401,  403,  403,  201,  403],
  ["DELETE", "/api/portal/documents/{id}",                      401,  403,  403,  204,  403],
  ["GET",    "/api/admin/documents",                            401,  403,  403,  403,  200],
  ["GET",    "/api/admin/documents/{id}/file",                  401,  403,  403,  403,  200],
  ["POST",   "/api/admin/documents/{id}/verify",                401,  403,  403,  403,  200],
  ["POST",   "/api/admin/documents/{id}/reject",                401,  403,  403,  403,  200],
  ["GET",    "/timesheet-approval",                             200,  200,  200,  200,  200],
  ["POST",   "/timesheet-approval",                             200,  200,  200,  200,  200],
  ["GET",    "/api/jobs",                                       200,  200,  200,  200,  200],
  ["GET",    "/api/jobs/{id}",                                  200,  200,  200,  200,  200],
  ["GET",    "/api/portal/jobs",                                401,  403,  403,  200,  403],
  ["POST",   "/api/portal/jobs/{id}/interest",                  401,  403,  403,  204,  403],
  ["DELETE", "/api/portal/jobs/{id}/interest",                  401,  403,  403,  204,  403],
  ["GET",    "/api/admin/jobs",                                 401,  403,  403,  403,  200],
  ["GET",    "/api/admin/jobs/{id}",                            401,  403,  403,  403,  200],
  ["POST",   "/api/admin/jobs",                                 401,  403,  403,  403,  201],
  ["PUT",    "/api/admin/jobs/{id}",                            401,  403,  403,  403,  200],
  ["POST",   "/api/admin/jobs/{id}/close",                      401,  403,  403,  403,  200],
  ["GET",    "/jobs",                                           200,  200,  200,  200,  200],
  ["GET",    "/jobs/{posting}",                                 200,  200,  200,  200,  200],
  ["GET",    "/api/openapi.json",                               200,  200,  200,  200,  200],
  ["GET",    "/api/docs",                                       200,  200,  200,  200,  200],
  ["GET",    "/api/docs/",                                      200,  200,  200,  200,  200],
  ["GET",    "/api/docs/json",                                  200,  200,  200,  200,  200],
  ["GET",    "/api/docs/yaml",                                  200,  200,  200,  200,  200],
  ["GET",    "/api/docs/static/index.html",                     302,  302,  302,  302,  302],
  ["GET",    "/api/docs/static/swagger-initializer.js",         200,  200,  200,  200,  200],
  ["GET",    "/api/docs/*",                                     200,  200,  200,  200,  200],
];
// Notes on the table:
// - Properties are for property managers only: staff and admins get 403 (features/properties).
// - POST /api/portal/staffing-requests and /api/staffing-requests name the owner's property:
//   anyone else signed in gets 400 "Select one of your properties"; a visitor's propertyId is
//   ignored on the public form (checked below: the stored request has no property).
// - The unread count and the dashboard have no id: every signed-in role gets its own (checked
//   below: another manager's dashboard holds none of the owner's rows).
// - /metrics opens to no session, whatever the role: only to METRICS_TOKEN, or on METRICS_PORT
//   (tests/api/metrics.test.ts); without either, as in this app, it is the site's 404.
// - Someone else's record answers 404, as if it did not exist (architecture "Rules of the house").
// - Login: each actor signs in with its own password (the visitor with the owner's), so all 200.
// - Placements (docs/decisions/0015): "the record" is an assignment of the staff user at the
//   owner's property. Only the offered worker answers an offer (anyone else 404, admins too:
//   the agency cancels instead); only the property's manager rates completed work; the staff
//   directory is for property managers (staff and admins 403), a staff profile for staff
//   (everyone else 403: it is one's own, there is no id); set-password needs only the
//   mailed token, so every actor with a fresh token gets 200.
// - The OpenAPI document and its reference page (/api/docs and the page's own files, served by
//   @fastify/swagger-ui; Fastify's route tree shows its static files as /api/docs/*) describe
//   shapes, never data: public. /api/docs/static/index.html redirects to /api/docs.
// - Timesheets (docs/decisions/0019): "the record" is a submitted week of the staff user at the
//   owner's property (a draft is the worker's own until submitted). Only the worker saves and
//   submits (admins may save on a worker's behalf; submitting is the worker's word, so 404);
//   approving and disputing are for the property's manager and admins (staff 403, another
//   manager 404). The approval page needs only the mailed token: every actor with a fresh one
//   gets 200 (its GET shows the week, its POST approves it). Reports have no id: a manager gets
//   their own figures, an admin the agency's (tests/api/reports.test.ts), staff 403.
// - Profiles (docs/decisions/0022): each acts on the caller's own account (there is no id), so
//   every signed-in role gets its own. The password cell sets the actor's own password again
//   (its other sessions end; the one the cells use stays). Deleting is tried on a fresh account
//   of the actor's role, so the actors live on; admins get 403 (their accounts are closed by the
//   system administrator). The e-mail confirmation page needs only the mailed token: every actor
//   with a fresh one gets 200 (its GET shows the address, its POST confirms it).
// - Documents (docs/decisions/0021): "the record" is a document the staff user uploaded (a fresh
//   one for every cell that changes it). The portal endpoints are for staff (their own; another
//   worker's answers 404, tests/api/documents.test.ts), the review endpoints for admins; property
//   managers get 403 on every one of them and see only badges.
// - Job board (docs/decisions/0020): open postings and their pages are public; interest is for
//   staff only (everyone else signed in 403, as the issue says); publishing, editing, closing
//   and the agency's lists are for admins. "The record" is an open posting the admin published.

let t: TestApp;
let dataDir: string;
const users = {} as Record<Exclude<Actor, "visitor">, TestUser>;
let ownerPropertyId: number;
let ownerRequestId: number;
let ownerNotificationId: number;
let applicationId: number;
let sheets: TimesheetFixture;
let jobPosting: { id: number; url: string };

const jobPostingBody = () => ({
  title: "Leasing Consultant",
  description: "Greet prospects, give tours and close leases at a 300-home community near the bay.",
  staffType: "leasing",
  city: "Sarasota",
  employmentType: "PART_TIME",
  payMin: 19,
  payMax: 23,
  validThrough: "2099-12-31",
});

/** A new open posting (for cells that close it). */
async function createJobPosting(): Promise<{ id: number; url: string }> {
  const response = await send(users.admin, {
    method: "POST",
    url: "/api/admin/jobs",
    payload: jobPostingBody(),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const validProperty = (name = "Harbor Point") => ({
  name,
  address: "400 Harbor Blvd",
  city: "Sarasota",
  state: "FL",
  zip: "34236",
  units: 80,
});

/**
 * A request as `who` (or a visitor). Every cell comes from one address; the test app's
 * per-address limits are set too high to decide a cell (tests/helpers/app.ts).
 */
function send(who: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse> {
  return as(t.app, who)(options);
}

async function createOwnerProperty(): Promise<number> {
  const response = await send(users.owner, {
    method: "POST",
    url: "/api/portal/properties",
    payload: validProperty(`Property ${randomBytes(3).toString("hex")}`),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function createOwnerRequest(): Promise<number> {
  const response = await send(users.owner, {
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      propertyId: ownerPropertyId,
      contactName: "Rosa Diaz",
      email: "rosa@harbor.example",
      staffType: "leasing",
      details: "Weekend leasing consultant",
      consent: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A second session of `who` (signing in without presenting the first keeps it alive). */
async function freshSession(who: TestUser): Promise<TestUser> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: who.user.username, password: who.password },
  });
  expect(response.statusCode).toBe(200);
  return { ...who, cookie: cookieOf(response) };
}

/** How each endpoint's cell is exercised for `who`: the request it sends. */
type Cell = (who: TestUser | null, actor: Actor) => Promise<LightMyRequestResponse>;
const simple =
  (method: InjectOptions["method"], url: () => string, payload?: () => object): Cell =>
  (who) =>
    send(who, { method, url: url(), ...(payload ? { payload: payload() } : {}) });

const cells: Record<string, Cell> = {
  "GET /healthz": simple("GET", () => "/healthz"),
  "GET /readyz": simple("GET", () => "/readyz"),
  "GET /metrics": simple("GET", () => "/metrics"),
  "GET /api/user": simple("GET", () => "/api/user"),
  "POST /api/login": async (who) => {
    const account = who ?? users.owner;
    return send(who ? await freshSession(who) : null, {
      method: "POST",
      url: "/api/login",
      payload: { username: account.user.username, password: account.password },
    });
  },
  "POST /api/register": (who) => {
    const username = `new_${randomBytes(5).toString("hex")}`;
    return send(who, {
      method: "POST",
      url: "/api/register",
      payload: {
        username,
        email: `${username}@example.com`,
        password: `Pelican-Sunset-${username}`,
        fullName: "New Person",
        role: "property_manager",
        companyName: "Keys Living",
      },
    });
  },
  "POST /api/logout": async (who) =>
    send(who ? await freshSession(who) : null, { method: "POST", url: "/api/logout" }),
  "GET /api/portal/properties": simple("GET", () => "/api/portal/properties"),
  "POST /api/portal/properties": simple(
    "POST",
    () => "/api/portal/properties",
    () => validProperty(),
  ),
  "GET /api/portal/properties/{id}": simple(
    "GET",
    () => `/api/portal/properties/${ownerPropertyId}`,
  ),
  "PATCH /api/portal/properties/{id}": simple(
    "PATCH",
    () => `/api/portal/properties/${ownerPropertyId}`,
    () => validProperty("Harbor Point East"),
  ),
  "DELETE /api/portal/properties/{id}": async (who) =>
    send(who, { method: "DELETE", url: `/api/portal/properties/${await createOwnerProperty()}` }),
  "GET /api/portal/staffing-requests": simple("GET", () => "/api/portal/staffing-requests"),
  "POST /api/portal/staffing-requests": simple(
    "POST",
    () => "/api/portal/staffing-requests",
    () => ({
      propertyId: ownerPropertyId,
      contactName: "Sam Lee",
      email: "sam@example.com",
      staffType: "maintenance",
      details: "HVAC technician for two weeks",
      consent: true,
    }),
  ),
  "GET /api/portal/staffing-requests/{id}": simple(
    "GET",
    () => `/api/portal/staffing-requests/${ownerRequestId}`,
  ),
  "PUT /api/portal/staffing-requests/{id}/status": async (who) =>
    send(who, {
      method: "PUT",
      url: `/api/portal/staffing-requests/${await createOwnerRequest()}/status`,
      payload: { status: "cancelled" },
    }),
  "GET /api/portal/notifications": simple("GET", () => "/api/portal/notifications"),
  "POST /api/portal/notifications/{id}/read": simple(
    "POST",
    () => `/api/portal/notifications/${ownerNotificationId}/read`,
  ),
  "POST /api/portal/notifications/read-all": simple(
    "POST",
    () => "/api/portal/notifications/read-all",
  ),
  "GET /api/portal/notifications/unread-count": simple(
    "GET",
    () => "/api/portal/notifications/unread-count",
  ),
  "GET /api/portal/dashboard": simple("GET", () => "/api/portal/dashboard"),
  "POST /api/staffing-requests": simple(
    "POST",
    () => "/api/staffing-requests",
    () => ({
      propertyId: ownerPropertyId,
      companyName: "Harbor Point Apartments",
      contactName: "Ana Ruiz",
      email: "ana@example.com",
      staffType: "security",
      consent: true,
    }),
  ),
  "POST /api/job-applications": simple(
    "POST",
    () => "/api/job-applications",
    () => ({
      fullName: "Luis Moreno",
      email: "luis@example.com",
      phone: "(813) 555-0142",
      position: "maintenance",
      experience: "3-5",
      consent: true,
    }),
  ),
  "POST /api/newsletter": simple(
    "POST",
    () => "/api/newsletter",
    () => ({ email: `reader-${randomBytes(4).toString("hex")}@example.com` }),
  ),
  "GET /api/admin/overview": simple("GET", () => "/api/admin/overview"),
  "GET /api/admin/staffing-requests": simple("GET", () => "/api/admin/staffing-requests"),
  "GET /api/admin/staffing-requests/{id}": simple(
    "GET",
    () => `/api/admin/staffing-requests/${ownerRequestId}`,
  ),
  "PUT /api/admin/staffing-requests/{id}/status": async (who) =>
    send(who, {
      method: "PUT",
      url: `/api/admin/staffing-requests/${await createOwnerRequest()}/status`,
      payload: { status: "approved", note: "Confirmed by phone" },
    }),
  "GET /api/admin/staffing-requests.csv": simple("GET", () => "/api/admin/staffing-requests.csv"),
  "GET /api/admin/job-applications": simple("GET", () => "/api/admin/job-applications"),
  "GET /api/admin/job-applications/{id}": simple(
    "GET",
    () => `/api/admin/job-applications/${applicationId}`,
  ),
  "PATCH /api/admin/job-applications/{id}": simple(
    "PATCH",
    () => `/api/admin/job-applications/${applicationId}`,
    () => ({ status: "under_review" }),
  ),
  "GET /api/admin/job-applications/{id}/resume": simple(
    "GET",
    () => `/api/admin/job-applications/${applicationId}/resume`,
  ),
  "GET /api/admin/job-applications.csv": simple("GET", () => "/api/admin/job-applications.csv"),
  "GET /api/admin/users": simple("GET", () => "/api/admin/users"),
  "GET /api/admin/newsletter-subscribers": simple("GET", () => "/api/admin/newsletter-subscribers"),
  "GET /api/admin/staffing-requests/{id}/candidates": simple(
    "GET",
    () => `/api/admin/staffing-requests/${ownerRequestId}/candidates`,
  ),
  "POST /api/admin/staffing-requests/{id}/assignments": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/admin/staffing-requests/${await createOwnerRequest()}/assignments`,
      payload: { staffId: users.staff.user.id, ...freshDays() },
    }),
  "POST /api/admin/assignments/{id}/cancel": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/admin/assignments/${await offerTo(t.app, users.admin, await createOwnerRequest(), users.staff)}/cancel`,
      payload: { reason: "The property filled the position" },
    }),
  "POST /api/admin/assignments/{id}/complete": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/admin/assignments/${await confirmedFor(t.app, users.admin, await createOwnerRequest(), users.staff)}/complete`,
    }),
  "POST /api/admin/job-applications/{id}/account": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/admin/job-applications/${await hiredApplication(t.app, users.admin)}/account`,
    }),
  "POST /api/set-password": async (who) =>
    send(who, {
      method: "POST",
      url: "/api/set-password",
      payload: {
        token: await setPasswordToken(t.app, users.admin),
        password: "Correct-Horse-Battery-9",
      },
    }),
  "GET /api/portal/assignments": simple("GET", () => "/api/portal/assignments"),
  "POST /api/portal/assignments/{id}/accept": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/portal/assignments/${await offerTo(t.app, users.admin, await createOwnerRequest(), users.staff)}/accept`,
    }),
  "POST /api/portal/assignments/{id}/decline": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/portal/assignments/${await offerTo(t.app, users.admin, await createOwnerRequest(), users.staff)}/decline`,
    }),
  "POST /api/portal/assignments/{id}/rating": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/portal/assignments/${await completedFor(t.app, users.admin, await createOwnerRequest(), users.staff)}/rating`,
      payload: { rating: 4, requestAgain: false },
    }),
  "GET /api/portal/staff-directory": simple("GET", () => "/api/portal/staff-directory"),
  "GET /api/portal/documents": simple("GET", () => "/api/portal/documents"),
  "POST /api/portal/documents": (who) =>
    send(who, {
      method: "POST",
      url: "/api/portal/documents",
      ...multipartBody(
        { kind: "epa_608", expiresOn: "2040-01-31" },
        { name: "epa.pdf", type: "application/pdf", data: pdfOf() },
      ),
    }),
  "DELETE /api/portal/documents/{id}": async (who) =>
    send(who, {
      method: "DELETE",
      url: `/api/portal/documents/${await uploadedPdf(t.app, users.staff)}`,
    }),
  "GET /api/admin/documents": simple("GET", () => "/api/admin/documents?status=pending"),
  "GET /api/admin/documents/{id}/file": async (who) =>
    send(who, {
      method: "GET",
      url: `/api/admin/documents/${await uploadedPdf(t.app, users.staff)}/file`,
    }),
  "POST /api/admin/documents/{id}/verify": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/admin/documents/${await uploadedPdf(t.app, users.staff)}/verify`,
    }),
  "POST /api/admin/documents/{id}/reject": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/admin/documents/${await uploadedPdf(t.app, users.staff)}/reject`,
      payload: { reason: "The scan is cut off at the bottom." },
    }),
  "GET /api/portal/staff-profile": simple("GET", () => "/api/portal/staff-profile"),
  "PATCH /api/portal/staff-profile": (who) =>
    send(who, {
      method: "PATCH",
      url: "/api/portal/staff-profile",
      payload: { emergencyCallouts: true },
    }),
  "GET /api/portal/timesheets": simple("GET", () => "/api/portal/timesheets"),
  "GET /api/portal/timesheets/{id}": async (who) =>
    send(who, {
      method: "GET",
      url: `/api/portal/timesheets/${await freshTimesheet(sheets, "submitted")}`,
    }),
  "GET /api/portal/timesheets/{id}/history": async (who) =>
    send(who, {
      method: "GET",
      url: `/api/portal/timesheets/${await freshTimesheet(sheets, "submitted")}/history`,
    }),
  "PUT /api/portal/timesheets/{id}": async (who) => {
    const id = await freshTimesheet(sheets);
    const week = (
      await send(users.admin, { method: "GET", url: `/api/portal/timesheets/${id}` })
    ).json().weekStart;
    return send(who, {
      method: "PUT",
      url: `/api/portal/timesheets/${id}`,
      payload: { days: [{ date: week, start: "09:00", end: "17:00", breakMinutes: 60 }] },
    });
  },
  "POST /api/portal/timesheets/{id}/submit": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/portal/timesheets/${await freshTimesheet(sheets)}/submit`,
    }),
  "POST /api/portal/timesheets/{id}/approve": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/portal/timesheets/${await freshTimesheet(sheets, "submitted")}/approve`,
    }),
  "POST /api/portal/timesheets/{id}/dispute": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/portal/timesheets/${await freshTimesheet(sheets, "submitted")}/dispute`,
      payload: { note: "Tuesday's hours look doubled" },
    }),
  "POST /api/admin/timesheets/{id}/lock": async (who) =>
    send(who, {
      method: "POST",
      url: `/api/admin/timesheets/${await freshTimesheet(sheets, "approved")}/lock`,
    }),
  "GET /api/admin/timesheets.csv": simple("GET", () => "/api/admin/timesheets.csv"),
  "PUT /api/admin/assignments/{id}/rates": simple(
    "PUT",
    () => `/api/admin/assignments/${sheets.assignmentId}/rates`,
    () => ({ billRate: 34.5, payRate: 22 }),
  ),
  "GET /api/portal/reports/summary": simple("GET", () => "/api/portal/reports/summary"),
  "GET /api/portal/reports": simple("GET", () => "/api/portal/reports"),
  "GET /api/portal/profile": simple("GET", () => "/api/portal/profile"),
  "PUT /api/portal/profile": simple(
    "PUT",
    () => "/api/portal/profile",
    () => ({ fullName: "Pat Alvarez", phone: "(813) 555-0110" }),
  ),
  "PUT /api/portal/profile/notifications": simple(
    "PUT",
    () => "/api/portal/profile/notifications",
    () => ({ requests: true, placements: true, timesheets: true, documents: true }),
  ),
  "POST /api/portal/profile/password": (who) =>
    send(who, {
      method: "POST",
      url: "/api/portal/profile/password",
      payload: {
        currentPassword: who?.password ?? "Visitor-Guess-1",
        newPassword: who?.password ?? "Visitor-Guess-1",
      },
    }),
  "POST /api/portal/profile/email": (who) =>
    send(who, {
      method: "POST",
      url: "/api/portal/profile/email",
      payload: {
        newEmail: `new-${randomBytes(5).toString("hex")}@example.org`,
        currentPassword: who?.password ?? "x",
      },
    }),
  "DELETE /api/portal/profile": async (who, actor) => {
    const role = actor === "staff" ? "staff" : "property_manager";
    const account = who && actor !== "admin" ? await signUp(t.app, { role }) : who;
    return send(account, {
      method: "DELETE",
      url: "/api/portal/profile",
      payload: { currentPassword: account?.password ?? "x" },
    });
  },
  "GET /confirm-email": async (who) =>
    send(who, { method: "GET", url: `/confirm-email?token=${await emailChangeToken(t.app)}` }),
  "POST /confirm-email": async (who) =>
    send(who, {
      method: "POST",
      url: "/confirm-email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${await emailChangeToken(t.app)}`,
    }),
  "GET /timesheet-approval": async (who) =>
    send(who, {
      method: "GET",
      url: `/timesheet-approval?token=${await approvalToken(t.app, await freshTimesheet(sheets, "submitted"))}`,
    }),
  "POST /timesheet-approval": async (who) =>
    send(who, {
      method: "POST",
      url: "/timesheet-approval",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${await approvalToken(t.app, await freshTimesheet(sheets, "submitted"))}`,
    }),
  "GET /api/jobs": simple("GET", () => "/api/jobs"),
  "GET /api/jobs/{id}": simple("GET", () => `/api/jobs/${jobPosting.id}`),
  "GET /api/portal/jobs": simple("GET", () => "/api/portal/jobs"),
  "POST /api/portal/jobs/{id}/interest": simple(
    "POST",
    () => `/api/portal/jobs/${jobPosting.id}/interest`,
  ),
  "DELETE /api/portal/jobs/{id}/interest": simple(
    "DELETE",
    () => `/api/portal/jobs/${jobPosting.id}/interest`,
  ),
  "GET /api/admin/jobs": simple("GET", () => "/api/admin/jobs"),
  "GET /api/admin/jobs/{id}": simple("GET", () => `/api/admin/jobs/${jobPosting.id}`),
  "POST /api/admin/jobs": simple("POST", () => "/api/admin/jobs", jobPostingBody),
  "PUT /api/admin/jobs/{id}": simple(
    "PUT",
    () => `/api/admin/jobs/${jobPosting.id}`,
    jobPostingBody,
  ),
  "POST /api/admin/jobs/{id}/close": async (who) =>
    send(who, { method: "POST", url: `/api/admin/jobs/${(await createJobPosting()).id}/close` }),
  "GET /jobs": simple("GET", () => "/jobs"),
  "GET /jobs/{posting}": simple("GET", () => jobPosting.url),
  "GET /api/openapi.json": simple("GET", () => "/api/openapi.json"),
  "GET /api/docs": simple("GET", () => "/api/docs"),
  "GET /api/docs/": simple("GET", () => "/api/docs/"),
  "GET /api/docs/json": simple("GET", () => "/api/docs/json"),
  "GET /api/docs/yaml": simple("GET", () => "/api/docs/yaml"),
  "GET /api/docs/static/index.html": simple("GET", () => "/api/docs/static/index.html"),
  "GET /api/docs/static/swagger-initializer.js": simple(
    "GET",
    () => "/api/docs/static/swagger-initializer.js",
  ),
  "GET /api/docs/*": simple("GET", () => "/api/docs/static/swagger-ui-bundle.js"),
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "access-matrix-"));
  t = await buildTestApp({ DATA_DIR: dataDir });
  users.owner = await signUp(t.app, { companyName: "Harbor Point Living" });
  users.other = await signUp(t.app, { companyName: "Gulf Breeze Homes" });
  users.staff = await signUp(t.app, { role: "staff" });
  users.admin = await signUp(t.app, { role: "admin" });
  ownerPropertyId = await createOwnerProperty();
  ownerRequestId = await createOwnerRequest();
  jobPosting = await createJobPosting();
  sheets = await timesheetFixture(
    t.app,
    { admin: users.admin, manager: users.owner, staff: users.staff },
    await createOwnerRequest(),
  );

  // A notification of the owner's: an admin approving their request tells them.
  const approved = await send(users.admin, {
    method: "PUT",
    url: `/api/admin/staffing-requests/${await createOwnerRequest()}/status`,
    payload: { status: "approved" },
  });
  expect(approved.statusCode).toBe(200);
  const notifications = await send(users.owner, {
    method: "GET",
    url: "/api/portal/notifications",
  });
  ownerNotificationId = notifications.json()[0].id;
  expect(ownerNotificationId).toBeTypeOf("number");

  // An application with an uploaded résumé (multipart, as the page's script sends it).
  const form = new FormData();
  for (const [name, value] of Object.entries({
    fullName: "Marta Silva",
    email: "marta@example.com",
    phone: "(941) 555-0199",
    position: "leasing",
    experience: "1-3",
    consent: "true",
  })) {
    form.append(name, value);
  }
  const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
  form.append("resume", new Blob([new Uint8Array(pdf)]), "marta-silva.pdf");
  const encoded = new Request("http://x/", { method: "POST", body: form });
  const application = await t.app.inject({
    method: "POST",
    url: "/api/job-applications",
    headers: {
      "content-type": encoded.headers.get("content-type") ?? "",
      accept: "application/json",
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(application.statusCode).toBe(201);
  applicationId = application.json().id;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("access-control matrix", () => {
  it("has a request for every row and a row for every request", () => {
    const rows = matrix.map(([method, endpoint]) => `${method} ${endpoint}`);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.sort()).toEqual(Object.keys(cells).sort());
  });

  it("covers every API route the app registers", () => {
    const registered = registeredRoutes(t.app);
    expect(registered.size).toBeGreaterThanOrEqual(matrix.length);
    const inMatrix = new Set(matrix.map(([method, endpoint]) => `${method} ${endpoint}`));
    expect([...registered].filter((route) => !inMatrix.has(route))).toEqual([]);
  });

  for (const [method, endpoint, ...expected] of matrix) {
    describe(`${method} ${endpoint}`, () => {
      actors.forEach((actor, index) => {
        const status = expected[index];
        it(`answers ${status} to ${actor === "other" ? "another property manager" : actor}`, async () => {
          const cell = cells[`${method} ${endpoint}`];
          if (!cell) throw new Error(`no request for ${method} ${endpoint}`);
          const who = actor === "visitor" ? null : users[actor];
          const response = await cell(who, actor);
          expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
        });
      });
    });
  }
});

describe("what the allowed cells return", () => {
  it("lists only the caller's own properties and requests (admins see every request)", async () => {
    const [ownerProps, otherProps] = await Promise.all(
      [users.owner, users.other].map((who) =>
        send(who, { method: "GET", url: "/api/portal/properties" }),
      ),
    );
    expect(ownerProps?.json().map((p: { id: number }) => p.id)).toContain(ownerPropertyId);
    expect(otherProps?.json().map((p: { id: number }) => p.id)).not.toContain(ownerPropertyId);

    for (const who of [users.other, users.staff]) {
      const list = await send(who, { method: "GET", url: "/api/portal/staffing-requests" });
      expect(list.json().map((r: { id: number }) => r.id)).not.toContain(ownerRequestId);
    }
    const all = await send(users.admin, { method: "GET", url: "/api/portal/staffing-requests" });
    expect(all.json().map((r: { id: number }) => r.id)).toContain(ownerRequestId);
  });

  it("summarises only the caller's own rows on the dashboard", async () => {
    const ids = (rows: Array<{ id: number }> | undefined) => (rows ?? []).map((row) => row.id);
    const owner = (await send(users.owner, { method: "GET", url: "/api/portal/dashboard" })).json();
    expect(owner.properties.total).toBeGreaterThan(0);
    expect(owner.notifications.items.map((n: { userId: number }) => n.userId)).toContain(
      users.owner.user.id,
    );
    for (const who of [users.other, users.staff, users.admin]) {
      const summary = (await send(who, { method: "GET", url: "/api/portal/dashboard" })).json();
      expect(ids(summary.properties?.items)).not.toContain(ownerPropertyId);
      expect(ids(summary.staffingRequests?.items)).not.toContain(ownerRequestId);
      expect(ids(summary.notifications.items)).not.toContain(ownerNotificationId);
      for (const n of summary.notifications.items) expect(n.userId).toBe(who.user.id);
    }
  });

  it("never links a visitor's public request to someone's property", async () => {
    const response = await send(null, {
      method: "POST",
      url: "/api/staffing-requests",
      payload: {
        propertyId: ownerPropertyId,
        companyName: "Harbor Point Apartments",
        contactName: "Ana Ruiz",
        email: "ana@example.com",
        staffType: "security",
        consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const detail = await send(users.admin, {
      method: "GET",
      url: `/api/admin/staffing-requests/${response.json().id}`,
    });
    expect(detail.json()).toMatchObject({ userId: null, propertyId: null });
  });

  it("shows another manager none of the owner's assignments or placed staff", async () => {
    const id = await confirmedFor(t.app, users.admin, await createOwnerRequest(), users.staff);
    const ownerList = await send(users.owner, {
      method: "GET",
      url: "/api/portal/assignments?limit=100",
    });
    expect(ownerList.json().map((a: { id: number }) => a.id)).toContain(id);
    const otherList = await send(users.other, {
      method: "GET",
      url: "/api/portal/assignments?limit=100",
    });
    expect(otherList.json().map((a: { id: number }) => a.id)).not.toContain(id);
    const directory = await send(users.other, {
      method: "GET",
      url: "/api/portal/staff-directory?limit=100",
    });
    expect(directory.json()).toEqual([]);
    const staffList = await send(users.staff, {
      method: "GET",
      url: "/api/portal/assignments?limit=100",
    });
    for (const a of staffList.json()) expect(a.staffId).toBe(users.staff.user.id);
  });

  it("leaves the owner's property untouched after another manager's PATCH and DELETE", async () => {
    const response = await send(users.owner, {
      method: "GET",
      url: `/api/portal/properties/${ownerPropertyId}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
