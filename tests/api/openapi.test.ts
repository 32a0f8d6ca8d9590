/**
 * The published OpenAPI document (GET /api/openapi.json, src/server/plugins/openapi.ts) and its
 * reference page (GET /api/docs):
 * - the document is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator) and names the API,
 *   its version (package.json), the session cookie and the areas;
 * - every API route Fastify has registered is in it, and nothing else (the route tree, not the
 *   generator's own list);
 * - every documented operation is called for real, and its answer must match what the document
 *   says: the status is documented, the media type is documented, and a JSON body validates
 *   against the documented schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses); an operation
 *   documented as needing the session answers 401 without it, and the others do not;
 * - the reference page is served from this server only and has no inline script, so the
 *   site's Content-Security-Policy (script-src 'self') applies to it unchanged.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { as, buildTestApp, cookieOf, signUp, type TestApp, type TestUser } from "../helpers/app";
import { minimalPng, multipartBody, uploadedPdf } from "../helpers/document-files";
import {
  completedFor,
  confirmedFor,
  freshDays,
  hiredApplication,
  offerTo,
  setPasswordToken,
} from "../helpers/placements";
import { registeredRoutes } from "../helpers/routes";
import { freshTimesheet, type TimesheetFixture, timesheetFixture } from "../helpers/timesheets";

interface MediaType {
  schema?: object;
}
interface Operation {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    schemas?: Record<string, object>;
  };
}

let t: TestApp;
let dataDir: string;
let doc: OpenApiDocument;
let owner: TestUser;
let staff: TestUser;
let admin: TestUser;
let propertyId: number;
let requestId: number;
let notificationId: number;
let applicationId: number;
let sheets: TimesheetFixture;
let jobId: number;

const jobPostingBody = () => ({
  requestId,
  title: "Maintenance Technician",
  description:
    "Keep a 120-home community in shape: HVAC, plumbing, appliances and make-ready work.",
  staffType: "maintenance",
  city: "Tampa",
  employmentType: "TEMPORARY",
  payMin: 24,
  payMax: 28.5,
  schedule: "Monday to Friday, 8:00 to 4:30",
  startDate: "2099-01-05",
  validThrough: "2099-12-31",
});

/** A new open job posting's id (published by the admin). */
async function newJobPosting(): Promise<number> {
  const response = await as(
    t.app,
    admin,
  )({
    method: "POST",
    url: "/api/admin/jobs",
    payload: jobPostingBody(),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const property = {
  name: "Bayside Commons",
  address: "12 Bayshore Dr",
  city: "Tampa",
  state: "FL",
  zip: "33602",
  units: 120,
};
const portalRequest = () => ({
  propertyId,
  contactName: "Rosa Diaz",
  email: "rosa@bayside.example",
  staffType: "maintenance",
  details: "HVAC technician for two weeks",
  consent: true,
});

async function newRequest(): Promise<number> {
  const response = await as(
    t.app,
    owner,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: portalRequest(),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A request of one operation: who sends it is chosen by the test (a user or a visitor). */
type Call = (who: TestUser | null) => Promise<LightMyRequestResponse>;
const call =
  (options: () => InjectOptions): Call =>
  (who) =>
    as(t.app, who)(options());

/**
 * One request per documented operation (`METHOD /path` as in the document), each answered 2xx
 * when sent by `by`; every operation of the document must have one ("every operation is
 * sampled" below), so a new route cannot go unchecked.
 */
const samples: Record<string, { by: () => TestUser | null; call: Call }> = {
  "GET /healthz": { by: () => null, call: call(() => ({ method: "GET", url: "/healthz" })) },
  "GET /readyz": { by: () => null, call: call(() => ({ method: "GET", url: "/readyz" })) },
  "GET /api/openapi.json": {
    by: () => null,
    call: call(() => ({ method: "GET", url: "/api/openapi.json" })),
  },
  "GET /api/user": { by: () => owner, call: call(() => ({ method: "GET", url: "/api/user" })) },
  "POST /api/register": {
    by: () => null,
    call: call(() => {
      const username = `new_${Math.random().toString(36).slice(2, 10)}`;
      return {
        method: "POST",
        url: "/api/register",
        payload: {
          username,
          email: `${username}@example.com`,
          password: `Pelican-Sunset-${username}`,
          fullName: "New Person",
          role: "staff",
        },
      };
    }),
  },
  "POST /api/login": {
    by: () => null,
    call: call(() => ({
      method: "POST",
      url: "/api/login",
      payload: { username: owner.user.username, password: owner.password },
    })),
  },
  "POST /api/logout": {
    by: () => null,
    call: async (who) => {
      // Signs out a second session, never the one the other samples use.
      const login = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: owner.user.username, password: owner.password },
      });
      return t.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: who ? { cookie: cookieOf(login) } : {},
      });
    },
  },
  "GET /api/portal/properties": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: "/api/portal/properties" })),
  },
  "POST /api/portal/properties": {
    by: () => owner,
    call: call(() => ({ method: "POST", url: "/api/portal/properties", payload: property })),
  },
  "GET /api/portal/properties/{id}": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: `/api/portal/properties/${propertyId}` })),
  },
  "PATCH /api/portal/properties/{id}": {
    by: () => owner,
    call: call(() => ({
      method: "PATCH",
      url: `/api/portal/properties/${propertyId}`,
      payload: { ...property, description: "Two towers on the bay" },
    })),
  },
  "DELETE /api/portal/properties/{id}": {
    by: () => owner,
    call: async (who) => {
      const created = await as(
        t.app,
        owner,
      )({
        method: "POST",
        url: "/api/portal/properties",
        payload: { ...property, name: "To be deleted" },
      });
      return as(
        t.app,
        who,
      )({ method: "DELETE", url: `/api/portal/properties/${created.json().id}` });
    },
  },
  "GET /api/portal/staffing-requests": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: "/api/portal/staffing-requests" })),
  },
  "POST /api/portal/staffing-requests": {
    by: () => owner,
    call: call(() => ({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: portalRequest(),
    })),
  },
  "GET /api/portal/staffing-requests/{id}": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: `/api/portal/staffing-requests/${requestId}` })),
  },
  "PUT /api/portal/staffing-requests/{id}/status": {
    by: () => owner,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "PUT",
        url: `/api/portal/staffing-requests/${await newRequest()}/status`,
        payload: { status: "cancelled" },
      }),
  },
  "GET /api/portal/notifications": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: "/api/portal/notifications" })),
  },
  "GET /api/portal/notifications/unread-count": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: "/api/portal/notifications/unread-count" })),
  },
  "GET /api/portal/dashboard": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: "/api/portal/dashboard" })),
  },
  "POST /api/portal/notifications/{id}/read": {
    by: () => owner,
    call: call(() => ({ method: "POST", url: `/api/portal/notifications/${notificationId}/read` })),
  },
  "POST /api/portal/notifications/read-all": {
    by: () => owner,
    call: call(() => ({ method: "POST", url: "/api/portal/notifications/read-all" })),
  },
  "POST /api/staffing-requests": {
    by: () => null,
    call: call(() => ({
      method: "POST",
      url: "/api/staffing-requests",
      payload: {
        companyName: "Gulf Coast Living",
        contactName: "Ana Ruiz",
        email: "ana@example.com",
        staffType: "security",
        startDate: "2026-12-01",
        consent: true,
      },
    })),
  },
  "POST /api/job-applications": {
    by: () => null,
    call: call(() => ({
      method: "POST",
      url: "/api/job-applications",
      payload: {
        fullName: "Luis Moreno",
        email: "luis@example.com",
        phone: "(813) 555-0142",
        position: "maintenance",
        experience: "3-5",
        resumeUrl: "https://example.com/luis.pdf",
        consent: true,
      },
    })),
  },
  "POST /api/newsletter": {
    by: () => null,
    call: call(() => ({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: `reader-${Math.random().toString(36).slice(2, 10)}@example.com` },
    })),
  },
  "GET /api/admin/overview": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/overview" })),
  },
  "GET /api/admin/staffing-requests": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/staffing-requests" })),
  },
  "GET /api/admin/staffing-requests/{id}": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: `/api/admin/staffing-requests/${requestId}` })),
  },
  "PUT /api/admin/staffing-requests/{id}/status": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "PUT",
        url: `/api/admin/staffing-requests/${await newRequest()}/status`,
        payload: { status: "approved", note: "Confirmed by phone" },
      }),
  },
  "GET /api/admin/staffing-requests.csv": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/staffing-requests.csv" })),
  },
  "GET /api/admin/job-applications": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/job-applications" })),
  },
  "GET /api/admin/job-applications/{id}": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: `/api/admin/job-applications/${applicationId}` })),
  },
  "PATCH /api/admin/job-applications/{id}": {
    by: () => admin,
    call: call(() => ({
      method: "PATCH",
      url: `/api/admin/job-applications/${applicationId}`,
      payload: { status: "interview", interviewDate: "2026-12-01T14:00:00-05:00" },
    })),
  },
  "GET /api/admin/staffing-requests/{id}/candidates": {
    by: () => admin,
    call: call(() => ({
      method: "GET",
      url: `/api/admin/staffing-requests/${requestId}/candidates`,
    })),
  },
  "POST /api/admin/staffing-requests/{id}/assignments": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/admin/staffing-requests/${await newRequest()}/assignments`,
        payload: { staffId: staff.user.id, ...freshDays(), notes: "Bring your own tools" },
      }),
  },
  "POST /api/admin/assignments/{id}/cancel": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/admin/assignments/${await offerTo(t.app, admin, await newRequest(), staff)}/cancel`,
        payload: { reason: "The property filled the position" },
      }),
  },
  "POST /api/admin/assignments/{id}/complete": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/admin/assignments/${await confirmedFor(t.app, admin, await newRequest(), staff)}/complete`,
      }),
  },
  "POST /api/admin/job-applications/{id}/account": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/admin/job-applications/${await hiredApplication(t.app, admin)}/account`,
      }),
  },
  "POST /api/set-password": {
    by: () => null,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: "/api/set-password",
        payload: {
          token: await setPasswordToken(t.app, admin),
          password: "Correct-Horse-Battery-9",
        },
      }),
  },
  "GET /api/portal/assignments": {
    by: () => staff,
    call: call(() => ({ method: "GET", url: "/api/portal/assignments" })),
  },
  "POST /api/portal/assignments/{id}/accept": {
    by: () => staff,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/portal/assignments/${await offerTo(t.app, admin, await newRequest(), staff)}/accept`,
      }),
  },
  "POST /api/portal/assignments/{id}/decline": {
    by: () => staff,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/portal/assignments/${await offerTo(t.app, admin, await newRequest(), staff)}/decline`,
      }),
  },
  "POST /api/portal/assignments/{id}/rating": {
    by: () => owner,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/portal/assignments/${await completedFor(t.app, admin, await newRequest(), staff)}/rating`,
        payload: { rating: 5, note: "Quick and tidy", requestAgain: true },
      }),
  },
  "GET /api/portal/documents": {
    by: () => staff,
    call: call(() => ({ method: "GET", url: "/api/portal/documents" })),
  },
  "POST /api/portal/documents": {
    by: () => staff,
    call: call(() => ({
      method: "POST",
      url: "/api/portal/documents",
      ...multipartBody(
        { kind: "epa_608", number: "EPA-1", expiresOn: "2041-05-31" },
        { name: "epa.png", type: "image/png", data: minimalPng() },
      ),
    })),
  },
  "DELETE /api/portal/documents/{id}": {
    by: () => staff,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "DELETE",
        url: `/api/portal/documents/${await uploadedPdf(t.app, staff, "cam")}`,
      }),
  },
  "GET /api/admin/documents": {
    by: () => admin,
    call: async (who) => {
      await uploadedPdf(t.app, staff, "cam");
      return as(t.app, who)({ method: "GET", url: "/api/admin/documents?status=pending" });
    },
  },
  "GET /api/admin/documents/{id}/file": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "GET",
        url: `/api/admin/documents/${await uploadedPdf(t.app, staff, "cam")}/file`,
      }),
  },
  "POST /api/admin/documents/{id}/verify": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/admin/documents/${await uploadedPdf(t.app, staff, "cam")}/verify`,
      }),
  },
  "POST /api/admin/documents/{id}/reject": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/admin/documents/${await uploadedPdf(t.app, staff, "cam")}/reject`,
        payload: { reason: "The licence number cannot be read." },
      }),
  },
  "GET /api/portal/staff-directory": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: "/api/portal/staff-directory" })),
  },
  "GET /api/portal/timesheets": {
    by: () => staff,
    call: call(() => ({ method: "GET", url: "/api/portal/timesheets?week=2024-01-03" })),
  },
  "GET /api/portal/timesheets/{id}": {
    by: () => owner,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "GET",
        url: `/api/portal/timesheets/${await freshTimesheet(sheets, "approved")}`,
      }),
  },
  "GET /api/portal/timesheets/{id}/history": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "GET",
        url: `/api/portal/timesheets/${await freshTimesheet(sheets, "approved")}/history`,
      }),
  },
  "PUT /api/portal/timesheets/{id}": {
    by: () => staff,
    call: async (who) => {
      const id = await freshTimesheet(sheets);
      const week = (
        await as(t.app, staff)({ method: "GET", url: `/api/portal/timesheets/${id}` })
      ).json().weekStart;
      return as(
        t.app,
        who,
      )({
        method: "PUT",
        url: `/api/portal/timesheets/${id}`,
        payload: { days: [{ date: week, start: "22:00", end: "06:00", breakMinutes: 30 }] },
      });
    },
  },
  "POST /api/portal/timesheets/{id}/submit": {
    by: () => staff,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/portal/timesheets/${await freshTimesheet(sheets)}/submit`,
      }),
  },
  "POST /api/portal/timesheets/{id}/approve": {
    by: () => owner,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/portal/timesheets/${await freshTimesheet(sheets, "submitted")}/approve`,
      }),
  },
  "POST /api/portal/timesheets/{id}/dispute": {
    by: () => owner,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/portal/timesheets/${await freshTimesheet(sheets, "submitted")}/dispute`,
        payload: { note: "Wednesday's end time is after we closed" },
      }),
  },
  "POST /api/admin/timesheets/{id}/lock": {
    by: () => admin,
    call: async (who) =>
      as(
        t.app,
        who,
      )({
        method: "POST",
        url: `/api/admin/timesheets/${await freshTimesheet(sheets, "approved")}/lock`,
      }),
  },
  "GET /api/admin/timesheets.csv": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/timesheets.csv?from=2024-01-01" })),
  },
  "PUT /api/admin/assignments/{id}/rates": {
    by: () => admin,
    call: call(() => ({
      method: "PUT",
      url: `/api/admin/assignments/${sheets.assignmentId}/rates`,
      payload: { billRate: 31.75, payRate: null },
    })),
  },
  "GET /api/portal/reports/summary": {
    by: () => owner,
    call: call(() => ({ method: "GET", url: "/api/portal/reports/summary?from=2024-01-01" })),
  },
  "GET /api/portal/reports": {
    by: () => admin,
    call: call(() => ({
      method: "GET",
      url: "/api/portal/reports?from=2024-01-01&to=2025-12-31",
    })),
  },
  "GET /api/portal/profile": {
    by: () => staff,
    call: call(() => ({ method: "GET", url: "/api/portal/profile" })),
  },
  "PUT /api/portal/profile": {
    by: () => staff,
    call: call(() => ({
      method: "PUT",
      url: "/api/portal/profile",
      payload: {
        fullName: "Luis Moreno",
        phone: "(813) 555-0142",
        staffTypes: ["maintenance"],
        certifications: ["epa_608_universal"],
        cities: ["tampa", "palm-harbor"],
        availability: { monday: ["morning", "afternoon"] },
        emergencyAvailable: true,
      },
    })),
  },
  "PUT /api/portal/profile/notifications": {
    by: () => owner,
    call: call(() => ({
      method: "PUT",
      url: "/api/portal/profile/notifications",
      payload: { requests: true, placements: false, timesheets: true, documents: true },
    })),
  },
  "POST /api/portal/profile/password": {
    by: () => owner,
    call: call(() => ({
      method: "POST",
      url: "/api/portal/profile/password",
      payload: { currentPassword: owner.password, newPassword: owner.password },
    })),
  },
  "POST /api/portal/profile/email": {
    by: () => owner,
    call: call(() => ({
      method: "POST",
      url: "/api/portal/profile/email",
      payload: { newEmail: "rosa.new@bayside.example", currentPassword: owner.password },
    })),
  },
  "DELETE /api/portal/profile": {
    // Signed in, it deletes a fresh staff account, not the sample's staff member.
    by: () => staff,
    call: async (who) => {
      const leaving = who ? await signUp(t.app, { role: "staff" }) : null;
      return as(
        t.app,
        leaving,
      )({
        method: "DELETE",
        url: "/api/portal/profile",
        payload: { currentPassword: leaving?.password ?? "Visitor-Guess-1" },
      });
    },
  },
  "GET /api/jobs": {
    by: () => null,
    call: call(() => ({ method: "GET", url: "/api/jobs?city=tampa&staffType=maintenance" })),
  },
  "GET /api/jobs/{id}": {
    by: () => null,
    call: call(() => ({ method: "GET", url: `/api/jobs/${jobId}` })),
  },
  "GET /api/portal/jobs": {
    by: () => staff,
    call: call(() => ({ method: "GET", url: "/api/portal/jobs" })),
  },
  "POST /api/portal/jobs/{id}/interest": {
    by: () => staff,
    call: call(() => ({ method: "POST", url: `/api/portal/jobs/${jobId}/interest` })),
  },
  "DELETE /api/portal/jobs/{id}/interest": {
    by: () => staff,
    call: call(() => ({ method: "DELETE", url: `/api/portal/jobs/${jobId}/interest` })),
  },
  "GET /api/admin/jobs": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/jobs?status=open" })),
  },
  "GET /api/admin/jobs/{id}": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: `/api/admin/jobs/${jobId}` })),
  },
  "POST /api/admin/jobs": {
    by: () => admin,
    call: call(() => ({ method: "POST", url: "/api/admin/jobs", payload: jobPostingBody() })),
  },
  "PUT /api/admin/jobs/{id}": {
    by: () => admin,
    call: call(() => ({
      method: "PUT",
      url: `/api/admin/jobs/${jobId}`,
      payload: jobPostingBody(),
    })),
  },
  "POST /api/admin/jobs/{id}/close": {
    by: () => admin,
    call: async (who) =>
      as(t.app, who)({ method: "POST", url: `/api/admin/jobs/${await newJobPosting()}/close` }),
  },
  "GET /api/portal/staff-profile": {
    by: () => staff,
    call: call(() => ({ method: "GET", url: "/api/portal/staff-profile" })),
  },
  "PATCH /api/portal/staff-profile": {
    by: () => staff,
    call: call(() => ({
      method: "PATCH",
      url: "/api/portal/staff-profile",
      payload: { emergencyCallouts: true },
    })),
  },
  "GET /api/admin/job-applications/{id}/resume": {
    by: () => admin,
    call: call(() => ({
      method: "GET",
      url: `/api/admin/job-applications/${applicationId}/resume`,
    })),
  },
  "GET /api/admin/job-applications.csv": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/job-applications.csv" })),
  },
  "GET /api/admin/users": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/users" })),
  },
  "GET /api/admin/newsletter-subscribers": {
    by: () => admin,
    call: call(() => ({ method: "GET", url: "/api/admin/newsletter-subscribers" })),
  },
};

/** Every operation of the document as `METHOD /path`. */
function documentedOperations(document: OpenApiDocument): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${route}`, operation);
    }
  }
  return operations;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/**
 * The problems of `response` as an answer of `operation`: its status not documented, its media
 * type not documented, or its JSON body not valid against the documented schema. Empty when it
 * matches.
 */
function mismatches(operation: Operation, response: LightMyRequestResponse): string[] {
  const documented = operation.responses[String(response.statusCode)];
  if (!documented) return [`status ${response.statusCode} is not documented`];
  if (response.body === "") return documented.content ? ["a body is documented, none sent"] : [];
  const type = String(response.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim();
  const media = type ? documented.content?.[type] : undefined;
  if (!media) return [`media type ${type} is not documented for ${response.statusCode}`];
  if (type !== "application/json") return [];
  if (!media.schema) return ["no schema documented for the JSON answer"];
  // References (#/components/schemas/...) resolve against the document's components.
  const validate = ajv.compile({ ...media.schema, components: doc.components });
  if (validate(response.json())) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message}`);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-"));
  t = await buildTestApp({ DATA_DIR: dataDir });
  owner = await signUp(t.app, { companyName: "Bayside Living" });
  staff = await signUp(t.app, { role: "staff" });
  admin = await signUp(t.app, { role: "admin" });
  const created = await as(
    t.app,
    owner,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: property,
  });
  propertyId = created.json().id;
  requestId = await newRequest();
  sheets = await timesheetFixture(t.app, { admin, manager: owner, staff }, await newRequest());
  // An admin's status change notifies the owner and puts a note in the timeline.
  const approved = await as(
    t.app,
    admin,
  )({
    method: "PUT",
    url: `/api/admin/staffing-requests/${requestId}/status`,
    payload: { status: "approved", note: "Two technicians confirmed" },
  });
  expect(approved.statusCode).toBe(200);
  notificationId = (await as(t.app, owner)({ method: "GET", url: "/api/portal/notifications" }))
    .json()
    .at(0).id;

  // An application with an uploaded résumé (multipart, as the page's script sends it).
  const form = new FormData();
  const fields = {
    fullName: "Marta Silva",
    email: "marta@example.com",
    phone: "(941) 555-0199",
    position: "leasing",
    experience: "1-3",
    consent: "true",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
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

  jobId = await newJobPosting();

  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("names the API, its version, the session cookie and the area of every operation", () => {
    expect(doc.info.title).toMatch(/API$/);
    expect(doc.info.version).toBe(packageJson.version);
    expect(doc.info.description).toContain("POST /api/login");
    expect(doc.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: "apiKey", in: "cookie", name: "sid" }),
    );
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const [name, operation] of documentedOperations(doc)) {
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBe(1);
      expect(tags.has(operation.tags?.[0] ?? ""), name).toBe(true);
    }
  });

  it("documents every API route the app registers, and only those", () => {
    // The reference page (/api/docs and its files) is a page about the API, not part of it;
    // /metrics is Prometheus's text format for the operators (plugins/metrics.ts), not JSON;
    // /timesheet-approval and /confirm-email are HTML pages of mailed links, for people
    // (features/timesheets, features/profiles); /jobs and /jobs/{posting} are the job board's
    // public pages (features/jobs).
    const routes = [...registeredRoutes(t.app)].filter(
      (route) =>
        !/^GET \/api\/docs(\/|$)/.test(route) &&
        route !== "GET /metrics" &&
        !route.endsWith(" /timesheet-approval") &&
        !route.endsWith(" /confirm-email") &&
        !/^GET \/jobs(\/|$)/.test(route),
    );
    expect(routes.length).toBeGreaterThan(30);
    const documented = [...documentedOperations(doc).keys()];
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((operation) => !routes.includes(operation))).toEqual([]);
  });

  it("has a sample request for every operation", () => {
    expect([...documentedOperations(doc).keys()].sort()).toEqual(Object.keys(samples).sort());
  });
});

describe("what each operation answers matches the document", () => {
  for (const [name, sample] of Object.entries(samples)) {
    it(`${name}: the 2xx answer is documented and valid against its schema`, async () => {
      const operation = documentedOperations(doc).get(name);
      if (!operation) throw new Error(`${name} is not in the document`);
      const response = await sample.call(sample.by());
      expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
      expect(mismatches(operation, response)).toEqual([]);
    });

    it(`${name}: answers 401 without a session exactly when the document says it needs one`, async () => {
      const operation = documentedOperations(doc).get(name);
      if (!operation) throw new Error(`${name} is not in the document`);
      const needsSession = (operation.security ?? []).some((s) => "session" in s);
      const response = await sample.call(null);
      if (needsSession) expect(response.statusCode).toBe(401);
      else expect(response.statusCode).not.toBe(401);
    });
  }

  it("GET /api/portal/staffing-requests matches for staff and for an admin too", async () => {
    const operation = documentedOperations(doc).get("GET /api/portal/staffing-requests");
    if (!operation) throw new Error("not documented");
    for (const who of [staff, admin]) {
      const response = await as(
        t.app,
        who,
      )({ method: "GET", url: "/api/portal/staffing-requests" });
      expect(response.statusCode).toBe(200);
      expect(mismatches(operation, response)).toEqual([]);
    }
  });
});

describe("the reference page", () => {
  it("is served at /api/docs from this server, with no inline script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe-inline';script");

    const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/api\/docs\//);
      expect(content?.trim()).toBe("");
    }
    // Every script and style sheet it loads comes from here and is served.
    const assets = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      const file = await t.app.inject({ method: "GET", url: asset });
      expect(file.statusCode, asset).toBe(200);
    }
  });

  it("reads this document and calls no outside validator", async () => {
    const initializer = await t.app.inject({
      method: "GET",
      url: "/api/docs/static/swagger-initializer.js",
    });
    expect(initializer.body).toContain("validatorUrl: null");
    expect(initializer.body).toContain("url: resolveUrl('./json')");
    const copy = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(copy.json()).toEqual(doc);
  });
});
