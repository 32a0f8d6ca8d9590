/**
 * Fuzzing ("Faults and load" in docs/security.md): property-based tests (fast-check) send at least
 * FUZZ_RUNS (default 1,000) generated malformed requests to every API endpoint, through
 * `app.inject` on a real database, as a signed-in property manager, as a visitor and as an admin.
 * Generated: JSON values of the wrong type, missing and extra fields (`userId`, `role`, `status`,
 * `__proto__` ...), huge strings, NUL characters, lone surrogates and other unicode, numbers out
 * of range, bad ids in the path, bad query strings, random content types and malformed JSON text.
 *
 * Each request must get an answer below 500, and a refused one (4xx) must leave every table that
 * holds user data, and the résumé and document folders, exactly as it was. Unhandled rejections fail the run
 * (Vitest reports them), and are counted here too. Sign-in attempt counters (`login_throttles`) are
 * exempt: recording a refused sign-in is the lockout's purpose (ASVS 6.3.1).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionsRepository } from "../../src/server/features/auth/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { rowsOf } from "../helpers/db";
import { uploadedPdf } from "../helpers/document-files";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Actor = "manager" | "visitor" | "admin" | "staff";
type IdKind =
  | "property"
  | "request"
  | "notification"
  | "application"
  | "assignment"
  | "timesheet"
  | "document"
  | "job";

interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** A valid body, which the generators break. */
  body?: Record<string, unknown>;
  /** What `{id}` in the path names (a real id of that kind is sometimes used). */
  id?: IdKind;
}

const property = {
  name: "Mango Grove",
  address: "77 Grove St",
  city: "Miami",
  state: "FL",
  zip: "33133",
  units: 24,
  description: "Garden apartments",
};
const publicRequest = {
  companyName: "Mango Grove Apartments",
  contactName: "Ivy Chen",
  email: "ivy@example.com",
  staffType: "maintenance",
  details: "Pool maintenance",
  startDate: "2030-01-10",
  endDate: "2030-01-20",
  consent: true,
};
const jobPosting = {
  title: "Pool Technician",
  description: "Keep two resort-style pools clean, balanced and inspection-ready all season long.",
  staffType: "maintenance",
  city: "Naples",
  employmentType: "PART_TIME",
  payMin: 18,
  payMax: 21.5,
  schedule: "Weekends, 7:00 to 3:00",
  startDate: "2031-01-05",
  validThrough: "2099-12-31",
};
const endpoints: Endpoint[] = [
  { method: "GET", path: "/api/user" },
  {
    method: "POST",
    path: "/api/register",
    body: {
      username: "fuzzy",
      email: "fuzzy@example.com",
      password: "Tangerine-Kayak-42",
      fullName: "Fuzzy Tester",
      role: "property_manager",
      companyName: "Fuzz Inc",
      phone: "(305) 555-0100",
    },
  },
  {
    method: "POST",
    path: "/api/login",
    body: { username: "fuzzy", password: "Tangerine-Kayak-42" },
  },
  { method: "POST", path: "/api/logout" },
  { method: "GET", path: "/api/portal/properties" },
  { method: "POST", path: "/api/portal/properties", body: property },
  { method: "GET", path: "/api/portal/properties/{id}", id: "property" },
  { method: "PATCH", path: "/api/portal/properties/{id}", id: "property", body: property },
  { method: "DELETE", path: "/api/portal/properties/{id}", id: "property" },
  { method: "GET", path: "/api/portal/staffing-requests" },
  {
    method: "POST",
    path: "/api/portal/staffing-requests",
    body: { ...publicRequest, propertyId: 1, companyName: null },
  },
  { method: "GET", path: "/api/portal/staffing-requests/{id}", id: "request" },
  {
    method: "PUT",
    path: "/api/portal/staffing-requests/{id}/status",
    id: "request",
    body: { status: "cancelled" },
  },
  { method: "GET", path: "/api/portal/notifications" },
  { method: "POST", path: "/api/portal/notifications/{id}/read", id: "notification" },
  { method: "POST", path: "/api/portal/notifications/read-all" },
  { method: "POST", path: "/api/staffing-requests", body: publicRequest },
  {
    method: "POST",
    path: "/api/job-applications",
    body: {
      fullName: "Ivy Chen",
      email: "ivy@example.com",
      phone: "305-555-0101",
      position: "leasing",
      experience: "1-3",
      additionalInfo: "Bilingual",
      resumeUrl: "https://example.com/cv.pdf",
      consent: true,
    },
  },
  { method: "POST", path: "/api/newsletter", body: { email: "ivy@example.com" } },
  { method: "GET", path: "/api/admin/overview" },
  { method: "GET", path: "/api/admin/staffing-requests" },
  { method: "GET", path: "/api/admin/staffing-requests/{id}", id: "request" },
  {
    method: "PUT",
    path: "/api/admin/staffing-requests/{id}/status",
    id: "request",
    body: { status: "approved", note: "ok" },
  },
  { method: "GET", path: "/api/admin/staffing-requests.csv" },
  { method: "GET", path: "/api/admin/job-applications" },
  {
    method: "PATCH",
    path: "/api/admin/job-applications/{id}",
    id: "application",
    body: { status: "interview", interviewDate: "2030-02-01T10:00:00-05:00", reviewNotes: "x" },
  },
  { method: "GET", path: "/api/admin/job-applications/{id}/resume", id: "application" },
  { method: "GET", path: "/api/admin/job-applications.csv" },
  { method: "GET", path: "/api/admin/users" },
  { method: "GET", path: "/api/admin/newsletter-subscribers" },
  // Placements (docs/decisions/0017-placements.md).
  { method: "GET", path: "/api/portal/assignments" },
  { method: "POST", path: "/api/portal/assignments/{id}/accept", id: "assignment" },
  { method: "POST", path: "/api/portal/assignments/{id}/decline", id: "assignment" },
  {
    method: "POST",
    path: "/api/portal/assignments/{id}/rating",
    id: "assignment",
    body: { rating: 5, note: "Thorough and on time", requestAgain: true },
  },
  { method: "GET", path: "/api/portal/staff-directory" },
  { method: "GET", path: "/api/portal/staff-profile" },
  { method: "PATCH", path: "/api/portal/staff-profile", body: { emergencyCallouts: true } },
  { method: "GET", path: "/api/admin/staffing-requests/{id}/candidates", id: "request" },
  {
    method: "POST",
    path: "/api/admin/staffing-requests/{id}/assignments",
    id: "request",
    body: { staffId: 1, startDate: "2031-03-01", endDate: "2031-03-31", notes: "Gate code 4411" },
  },
  {
    method: "POST",
    path: "/api/admin/assignments/{id}/cancel",
    id: "assignment",
    body: { reason: "The property closed the position" },
  },
  { method: "POST", path: "/api/admin/assignments/{id}/complete", id: "assignment" },
  { method: "POST", path: "/api/admin/job-applications/{id}/account", id: "application" },
  {
    method: "POST",
    path: "/api/set-password",
    body: { token: "a".repeat(43), password: "Tangerine-Kayak-42" },
  },
  { method: "GET", path: "/api/portal/timesheets" },
  { method: "GET", path: "/api/portal/timesheets/{id}", id: "timesheet" },
  { method: "GET", path: "/api/portal/timesheets/{id}/history", id: "timesheet" },
  {
    method: "PUT",
    path: "/api/portal/timesheets/{id}",
    id: "timesheet",
    body: { days: [{ date: "2025-03-04", start: "22:00", end: "06:30", breakMinutes: 30 }] },
  },
  { method: "POST", path: "/api/portal/timesheets/{id}/submit", id: "timesheet" },
  { method: "POST", path: "/api/portal/timesheets/{id}/approve", id: "timesheet" },
  {
    method: "POST",
    path: "/api/portal/timesheets/{id}/dispute",
    id: "timesheet",
    body: { note: "Tuesday ended at 14:00" },
  },
  { method: "POST", path: "/api/admin/timesheets/{id}/lock", id: "timesheet" },
  { method: "GET", path: "/api/admin/timesheets.csv" },
  {
    method: "PUT",
    path: "/api/admin/assignments/{id}/rates",
    id: "assignment",
    body: { billRate: 31.5, payRate: 22 },
  },
  { method: "GET", path: "/api/portal/reports/summary" },
  { method: "GET", path: "/api/portal/reports" },
  // Profiles (docs/decisions/0022-profiles.md); the passwords are never the account's.
  { method: "GET", path: "/api/portal/profile" },
  {
    method: "PUT",
    path: "/api/portal/profile",
    body: {
      fullName: "Ivy Chen",
      phone: "(305) 555-0170",
      staffTypes: ["security"],
      certifications: ["class_d"],
      cities: ["weston"],
      availability: { friday: ["overnight"] },
      emergencyAvailable: true,
    },
  },
  {
    method: "PUT",
    path: "/api/portal/profile/notifications",
    body: { requests: false, placements: true, timesheets: true, documents: false },
  },
  {
    method: "POST",
    path: "/api/portal/profile/password",
    body: { currentPassword: "Not-Their-Password-1", newPassword: "Tangerine-Kayak-42" },
  },
  {
    method: "POST",
    path: "/api/portal/profile/email",
    body: { newEmail: "ivy.new@example.com", currentPassword: "Not-Their-Password-1" },
  },
  {
    method: "DELETE",
    path: "/api/portal/profile",
    body: { currentPassword: "Not-Their-Password-1" },
  },
  { method: "GET", path: "/confirm-email" },
  { method: "POST", path: "/confirm-email", body: { token: "a".repeat(43) } },
  { method: "GET", path: "/api/portal/documents" },
  {
    method: "POST",
    path: "/api/portal/documents",
    body: { kind: "epa_608", number: "EPA-42", expiresOn: "2040-01-31" },
  },
  { method: "DELETE", path: "/api/portal/documents/{id}", id: "document" },
  { method: "GET", path: "/api/admin/documents" },
  { method: "GET", path: "/api/admin/documents/{id}/file", id: "document" },
  { method: "POST", path: "/api/admin/documents/{id}/verify", id: "document" },
  {
    method: "POST",
    path: "/api/admin/documents/{id}/reject",
    id: "document",
    body: { reason: "The scan is unreadable" },
  },
  { method: "GET", path: "/api/jobs" },
  { method: "GET", path: "/api/jobs/{id}", id: "job" },
  { method: "GET", path: "/api/portal/jobs" },
  { method: "POST", path: "/api/portal/jobs/{id}/interest", id: "job" },
  { method: "DELETE", path: "/api/portal/jobs/{id}/interest", id: "job" },
  { method: "GET", path: "/api/admin/jobs" },
  { method: "GET", path: "/api/admin/jobs/{id}", id: "job" },
  { method: "POST", path: "/api/admin/jobs", body: jobPosting },
  { method: "PUT", path: "/api/admin/jobs/{id}", id: "job", body: jobPosting },
  { method: "POST", path: "/api/admin/jobs/{id}/close", id: "job" },
  { method: "GET", path: "/jobs" },
  { method: "GET", path: "/jobs/{id}", id: "job" },
  { method: "GET", path: "/timesheet-approval" },
  { method: "POST", path: "/timesheet-approval", body: { token: "a".repeat(43) } },
];

// ---- generators -------------------------------------------------------------------------------

/** Strings chosen to break things; the huge ones are built once (generation stays cheap). */
const nasty = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\udc00\ud800",
  "😀",
  "\u202e\u200b",
  "ｆｕｌｌ",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "%00",
  "../../etc/passwd",
  "2024-02-30",
  "9999-99-99",
  "-1",
  "1e309",
  "NaN",
  "0x10",
  "x".repeat(300),
  "é".repeat(3000),
  "y".repeat(60_000),
];
const hugeBody = JSON.stringify({ name: "z".repeat(150 * 1024) });

const strangeNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const strangeString = fc.oneof(
  fc.constantFrom(...nasty),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode),
    maxLength: 4,
  }),
);

const strangeValue: fc.Arbitrary<unknown> = fc.oneof(
  strangeString,
  strangeNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: "" }),
  fc.jsonValue({ maxDepth: 2 }),
);

const extraKeys = [
  "userId",
  "id",
  "role",
  "status",
  "isRead",
  "createdAt",
  "updatedAt",
  "__proto__",
  "constructor",
  "passwordHash",
];

/** A valid body broken in one to three ways. */
function brokenBody(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant("drop" as const), key: fc.constantFrom(...keys) }),
    fc.record({
      kind: fc.constant("set" as const),
      key: fc.constantFrom(...keys),
      value: strangeValue,
    }),
    fc.record({
      kind: fc.constant("extra" as const),
      key: fc.oneof(fc.constantFrom(...extraKeys), fc.string({ maxLength: 8 })),
      value: strangeValue,
    }),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const body: Record<string, unknown> = { ...base };
    for (const m of mutations) {
      if (m.kind === "drop") delete body[m.key];
      // defineProperty, so "__proto__" becomes an own key that JSON.stringify sends.
      else
        Object.defineProperty(body, m.key, {
          value: m.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return body;
  });
}

const contentTypes = fc.constantFrom(
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/json; charset=utf-16",
  "application/jsonx",
  "application/octet-stream",
  "image/png",
  ";;;",
  "",
);

interface Body {
  contentType?: string;
  payload?: string;
}

function bodyArb(endpoint: Endpoint): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    contentType: "application/json",
    payload: JSON.stringify(value) ?? "null",
  });
  const options: fc.Arbitrary<Body>[] = [
    fc.jsonValue({ maxDepth: 3 }).map(json),
    strangeValue.map(json),
    // Malformed JSON: a valid document cut short, or with garbage spliced in.
    fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.nat(), strangeString).map(([value, cut, junk]) => {
      const text = JSON.stringify(value ?? null);
      const at = cut % (text.length + 1);
      return {
        contentType: "application/json",
        payload: `${text.slice(0, at)}${junk}${text.slice(at)}`.slice(0, 4000) || "{",
      };
    }),
    fc
      .tuple(
        contentTypes,
        fc.oneof(
          strangeString,
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
    fc.constant({} as Body),
    fc.constant({ contentType: "application/json", payload: hugeBody }),
    fc.constant({ contentType: "application/json", payload: "" }),
  ];
  if (endpoint.body) {
    const base = endpoint.body;
    options.push(brokenBody(base).map(json), brokenBody(base).map(json));
    // The right fields in a form encoding, broken: only the public forms accept these.
    options.push(
      brokenBody(base).map((value) => ({
        contentType: "application/x-www-form-urlencoded",
        payload: new URLSearchParams(
          Object.entries(value as Record<string, unknown>).map(([k, v]) => [
            k,
            typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
          ]),
        ).toString(),
      })),
    );
  }
  return fc.oneof(...options);
}

/** A path segment for `{id}`: out of range, not a number, encoded junk, or a real id. */
function idArb(kind: IdKind): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      "0",
      "-1",
      "1.5",
      "2147483648",
      "99999999999999999999999",
      "1e3",
      "0x1f",
      "abc",
      "%00",
      "%zz",
      "%F0%9F%98",
      "%ED%A0%80",
      "..%2F..%2Fetc",
      "1;drop",
      "NaN",
      "Infinity",
      "%20",
      "null",
      "x".repeat(199),
    ),
    fc.integer().map(String),
    fc.string({ unit: "binary", maxLength: 12 }).map(encodeURIComponent),
    fc.constant(kind).map((k) => String(realIds[k] ?? 1)),
  );
}

const queryArb = fc.oneof(
  { arbitrary: fc.constant(""), weight: 1 },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            "status",
            "staffType",
            "propertyId",
            "from",
            "to",
            "q",
            "city",
            "position",
            "limit",
            "cursor",
            "sort",
            "week",
            "token",
            "x",
          ),
          fc.oneof(strangeString, strangeNumber.map(String)),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "?status[]=a",
      "?propertyId=1&propertyId=2",
      "?%zz=1",
      "?q=%00",
      "?from=2024-13-45",
      "?to=2024-02-30",
      "?from=0000-00-00",
      "?propertyId=99999999999",
    ),
  },
);

interface FuzzRequest {
  actor: Actor;
  id: string;
  query: string;
  body: Body;
}

function requestArb(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    actor: fc.constantFrom<Actor>("manager", "manager", "visitor", "visitor", "admin", "staff"),
    id: endpoint.id ? idArb(endpoint.id) : fc.constant(""),
    query: endpoint.method === "GET" ? queryArb : fc.oneof(fc.constant(""), queryArb),
    body: endpoint.method === "GET" ? fc.constant({}) : bodyArb(endpoint),
  });
}

// ---- the harness ------------------------------------------------------------------------------

let t: TestApp;
let dataDir: string;
const people = {} as Record<Exclude<Actor, "visitor">, TestUser>;
const realIds: Partial<Record<IdKind, number>> = {};
let unhandled = 0;
const onUnhandled = () => {
  unhandled += 1;
};
const figures = { sent: 0, status5xx: 0, refused: 0, accepted: 0 };

/** Row counts of every table a request could write user data to, and the stored résumés. */
async function snapshot(): Promise<string> {
  const [row] = rowsOf(
    await t.db.execute(sql`select
      (select count(*) from users)::int as users,
      (select count(*) from sessions)::int as sessions,
      (select count(*) from properties)::int as properties,
      (select count(*) from staffing_requests)::int as staffing_requests,
      (select count(*) from staffing_request_events)::int as events,
      (select count(*) from notifications)::int as notifications,
      (select count(*) from job_applications)::int as job_applications,
      (select count(*) from newsletter_subscribers)::int as newsletter_subscribers,
      (select count(*) from email_outbox)::int as email_outbox,
      (select count(*) from staff_assignments)::int as staff_assignments,
      (select count(*) from assignment_events)::int as assignment_events,
      (select count(*) from password_tokens)::int as password_tokens,
      (select string_agg(id || ':' || status || ':' || total_minutes || ':' || (locked_at is not null), ',' order by id) from timesheets) as timesheet_states,
      (select count(*) from timesheet_days)::int as timesheet_days,
      (select count(*) from timesheet_events)::int as timesheet_events,
      (select count(*) from timesheet_approval_tokens where used_at is not null)::int as used_approval_links,
      (select string_agg(id || ':' || coalesce(bill_rate_cents, -1) || ':' || coalesce(pay_rate_cents, -1), ',' order by id) from staff_assignments) as rates,
      (select string_agg(id || ':' || status, ',' order by id) from staff_assignments) as assignment_states,
      (select string_agg(user_id || ':' || emergency_callouts || ':' || array_to_string(staff_types || held_certifications || work_cities || availability_slots, '|'), ',' order by user_id) from staff_profiles) as staff_profiles,
      (select string_agg(id || ':' || email || ':' || full_name || ':' || coalesce(phone, '') || ':' || array_to_string(email_opt_outs, '|') || ':' || (deleted_at is not null), ',' order by id) from users) as user_rows,
      (select count(*) from email_change_tokens)::int as email_change_tokens,
      (select string_agg(id || ':' || status || ':' || coalesce(reason, ''), ',' order by id) from worker_documents) as documents,
      (select string_agg(id || ':' || md5(title || description || city || staff_type || employment_type || pay_min_cents || pay_max_cents || valid_through || coalesce(schedule, '') || coalesce(start_date::text, '') || coalesce(request_id, 0)) || ':' || (closed_at is not null), ',' order by id) from job_postings) as job_postings,
      (select string_agg(posting_id || ':' || user_id, ',' order by posting_id, user_id) from job_interests) as job_interests`),
  );
  const count = (folder: string) => {
    const at = path.join(dataDir, "uploads", folder);
    return fs.existsSync(at) ? fs.readdirSync(at).length : 0;
  };
  return JSON.stringify({ ...row, files: count("resumes"), documents: count("documents") });
}

/** A new session cookie for `who`, written straight through the sessions repository. */
async function renewSession(who: TestUser): Promise<void> {
  const token = await sessionsRepository(t.db).create(who.user.id, 86_400_000);
  who.cookie = `sid=${token}`;
}

/**
 * The state a refused request must not change: taken before each write request (the state after
 * the previous one, when nothing else happened in between). GET requests are not snapshotted: no
 * GET route writes user data, and skipping them halves the run time.
 */
let baseline: string | undefined;

async function fire(endpoint: Endpoint, input: FuzzRequest): Promise<void> {
  const who = input.actor === "visitor" ? null : people[input.actor];
  // Sign-out and sign-in end the presented session: give each such request its own.
  if (who && (endpoint.path === "/api/logout" || endpoint.path === "/api/login")) {
    await renewSession(who);
    baseline = undefined;
  }
  const isWrite = endpoint.method !== "GET";
  if (isWrite) baseline ??= await snapshot();
  // One client address for every request: the test app's per-address limits are set too high to
  // refuse any (tests/helpers/app.ts).
  const headers: Record<string, string> = {};
  if (input.body.contentType !== undefined) headers["content-type"] = input.body.contentType;
  const url = `${endpoint.path.replace("{id}", input.id)}${input.query}`;
  const options: InjectOptions = { method: endpoint.method, url, headers };
  if (input.body.payload !== undefined) options.payload = input.body.payload;
  const response = await as(t.app, who)(options);
  figures.sent += 1;
  const context = `${endpoint.method} ${url.slice(0, 200)} as ${input.actor} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode >= 500) figures.status5xx += 1;
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode >= 400) figures.refused += 1;
  else figures.accepted += 1;
  if (!isWrite) return;
  const after = await snapshot();
  if (response.statusCode >= 400) expect(after, `stored something: ${context}`).toBe(baseline);
  baseline = after;
}

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-"));
  t = await buildTestApp({ DATA_DIR: dataDir });
  people.manager = await signUp(t.app, { companyName: "Fuzz Residential" });
  people.admin = await signUp(t.app, { role: "admin" });
  people.staff = await signUp(t.app, { role: "staff" });
  const manager = as(t.app, people.manager);
  const created = await manager({
    method: "POST",
    url: "/api/portal/properties",
    payload: property,
  });
  realIds.property = created.json().id;
  const request = await manager({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: { ...publicRequest, companyName: null, propertyId: realIds.property },
  });
  realIds.request = request.json().id;
  await as(
    t.app,
    people.admin,
  )({
    method: "PUT",
    url: `/api/admin/staffing-requests/${realIds.request}/status`,
    payload: { status: "approved" },
  });
  realIds.notification = (
    await manager({ method: "GET", url: "/api/portal/notifications" })
  ).json()[0]?.id;
  const application = await t.app.inject({
    method: "POST",
    url: "/api/job-applications",
    payload: endpoints.find((e) => e.path === "/api/job-applications")?.body ?? {},
  });
  realIds.application = application.json().id;
  // An open offer to the staff member, so the assignment endpoints sometimes meet a real one.
  const offer = await as(
    t.app,
    people.admin,
  )({
    method: "POST",
    url: `/api/admin/staffing-requests/${realIds.request}/assignments`,
    payload: { staffId: people.staff.user.id, startDate: "2031-01-05", endDate: "2031-01-09" },
  });
  expect(offer.statusCode, offer.body).toBe(201);
  realIds.assignment = offer.json().id;
  // A week of past work the staff member accepted, so the timesheet endpoints meet a real one.
  const pastRequest = await manager({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: { ...publicRequest, companyName: null, propertyId: realIds.property },
  });
  const past = await as(
    t.app,
    people.admin,
  )({
    method: "POST",
    url: `/api/admin/staffing-requests/${pastRequest.json().id}/assignments`,
    payload: { staffId: people.staff.user.id, startDate: "2025-03-03", endDate: "2025-03-30" },
  });
  expect(past.statusCode, past.body).toBe(201);
  await as(
    t.app,
    people.staff,
  )({
    method: "POST",
    url: `/api/portal/assignments/${past.json().id}/accept`,
  });
  const week = await as(
    t.app,
    people.staff,
  )({
    method: "GET",
    url: "/api/portal/timesheets?week=2025-03-03",
  });
  realIds.timesheet = week.json()[0]?.id;
  // A document of the staff member, so the document endpoints sometimes meet a real one.
  realIds.document = await uploadedPdf(t.app, people.staff);
  const posting = await as(
    t.app,
    people.admin,
  )({
    method: "POST",
    url: "/api/admin/jobs",
    payload: { ...jobPosting, requestId: realIds.request },
  });
  expect(posting.statusCode, posting.body).toBe(201);
  realIds.job = posting.json().id;
  expect(Object.values(realIds).every((id) => typeof id === "number")).toBe(true);
});

afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  console.log(
    `fuzz: ${figures.sent} requests to ${endpoints.length} endpoints (${RUNS} each), ` +
      `${figures.status5xx} answered 5xx, ${figures.refused} refused (4xx) with nothing stored, ` +
      `${figures.accepted} accepted, ${unhandled} unhandled rejections`,
  );
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`fuzzing every API endpoint with ${RUNS} malformed requests`, () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} never answers 5xx nor stores a refused request`, async () => {
      baseline = undefined;
      const sentBefore = figures.sent;
      await fc.assert(
        fc.asyncProperty(requestArb(endpoint), (input) => fire(endpoint, input)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(figures.sent - sentBefore).toBeGreaterThanOrEqual(RUNS);
      expect(unhandled).toBe(0);
    }, 120_000);
  }
});
