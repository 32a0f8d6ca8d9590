/**
 * Applying to a job posting (docs/decisions/0020-job-board.md): `POST /api/job-applications`
 * with `jobPostingId` (JSON, the script's multipart and the posting page's native post) links
 * the application to the posting; an unknown posting answers 400 and a closed or expired one 410,
 * storing nothing; the posting page carries the form; the agency sees the applicants on the
 * posting (GET /api/admin/jobs and …/{id}) and the posting's title on the application.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, jobPostings } from "../../src/server/db/schema";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { rowsOf } from "../helpers/db";
import { multipartBody, pdfOf } from "../helpers/document-files";

let t: TestApp;
let admin: TestUser;

const CLOSED_MESSAGE = "This job is no longer open; see the open jobs at /jobs";
const UNKNOWN_MESSAGE =
  "There is no such job posting. Apply without one, or choose an open job at /jobs";

/** A day `offset` days from today in America/New_York, `YYYY-MM-DD`. */
function floridaDay(offset: number): string {
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function publish(title: string): Promise<{ id: number; url: string; title: string }> {
  const response = await as(
    t.app,
    admin,
  )({
    method: "POST",
    url: "/api/admin/jobs",
    payload: {
      title,
      description:
        "Walk the grounds of a 300-unit community, keep the pools, palms and irrigation in order and help the maintenance team on make-ready days.",
      staffType: "groundskeeping",
      city: "Tampa",
      employmentType: "FULL_TIME",
      payMin: 17,
      payMax: 19.5,
      validThrough: floridaDay(20),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const application = (email: string, jobPostingId?: number | string) => ({
  fullName: "Marisol Vega",
  email,
  phone: "(813) 555-0172",
  position: "groundskeeping",
  experience: "3-5",
  additionalInfo: "Six years of landscaping, FNGLA certified, available from Monday.",
  consent: true,
  ...(jobPostingId === undefined ? {} : { jobPostingId }),
});

/** The applications stored for `email`, with their posting. */
async function stored(email: string) {
  return t.db
    .select({ id: jobApplications.id, jobPostingId: jobApplications.jobPostingId })
    .from(jobApplications)
    .where(eq(jobApplications.email, email));
}

/** The posting page's native post: multipart, asking for HTML, from the posting's page. */
function nativePost(url: string, fields: Record<string, string>, withResume = false) {
  const body = multipartBody(
    fields,
    withResume
      ? { name: "resume.pdf", type: "application/pdf", data: pdfOf(), field: "resume" }
      : undefined,
  );
  return t.app.inject({
    method: "POST",
    url: "/api/job-applications",
    headers: {
      ...body.headers,
      accept: "text/html,application/xhtml+xml",
      host: "staffing.test",
      referer: `http://staffing.test${url}`,
    },
    payload: body.payload,
  });
}

const formFields = (email: string, jobPostingId: number | string) => ({
  fullName: "Andre Whitfield",
  email,
  phone: "(813) 555-0190",
  position: "groundskeeping",
  experience: "1-3",
  additionalInfo: "Two summers of lawn care and irrigation repairs.",
  consent: "on",
  website: "",
  jobPostingId: String(jobPostingId),
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("applying with a job posting linked", () => {
  it("links a JSON application to an open posting, and the agency sees the applicant", async () => {
    const posting = await publish("Groundskeeper, Westshore");
    const email = "marisol.vega@example.com";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      payload: application(email, posting.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    expect(await stored(email)).toEqual([{ id, jobPostingId: posting.id }]);

    const detail = await as(t.app, admin)({ method: "GET", url: `/api/admin/jobs/${posting.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().applicantCount).toBe(1);
    expect(detail.json().applicants).toEqual([
      {
        id,
        fullName: "Marisol Vega",
        email,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        status: "submitted",
      },
    ]);
    const list = await as(t.app, admin)({ method: "GET", url: "/api/admin/jobs?limit=50" });
    const row = list.json().find((p: { id: number }) => p.id === posting.id);
    expect(row.applicantCount).toBe(1);

    // The application shows the posting's title, in the list, the detail and after a review.
    const one = await as(t.app, admin)({ method: "GET", url: `/api/admin/job-applications/${id}` });
    expect(one.json()).toMatchObject({ jobPostingId: posting.id, jobPostingTitle: posting.title });
    const all = await as(t.app, admin)({ method: "GET", url: "/api/admin/job-applications" });
    expect(all.json().find((a: { id: number }) => a.id === id)).toMatchObject({
      jobPostingTitle: "Groundskeeper, Westshore",
    });
    const reviewed = await as(
      t.app,
      admin,
    )({
      method: "PATCH",
      url: `/api/admin/job-applications/${id}`,
      payload: { status: "under_review" },
    });
    expect(reviewed.json()).toMatchObject({
      status: "under_review",
      jobPostingTitle: posting.title,
    });
    const after = await as(t.app, admin)({ method: "GET", url: `/api/admin/jobs/${posting.id}` });
    expect(after.json().applicants[0].status).toBe("under_review");
  });

  it("keeps an application without a posting unlinked", async () => {
    const email = "no-posting@example.com";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      payload: application(email),
    });
    expect(response.statusCode).toBe(201);
    expect(await stored(email)).toEqual([{ id: response.json().id, jobPostingId: null }]);
    const one = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/job-applications/${response.json().id}` });
    expect(one.json()).toMatchObject({ jobPostingId: null, jobPostingTitle: null });
  });

  it("refuses an unknown posting (400) and a malformed id (400), storing nothing", async () => {
    const email = "unknown-posting@example.com";
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      payload: application(email, 999_999),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: UNKNOWN_MESSAGE,
      errors: { jobPostingId: UNKNOWN_MESSAGE },
    });
    for (const bad of ["abc", 0, -3, 2_147_483_648]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/job-applications",
        payload: application(email, bad),
      });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().errors.jobPostingId).toBe(
        "The job posting id must be a positive number",
      );
    }
    expect(await stored(email)).toEqual([]);
  });

  it("refuses a closed and an expired posting with 410, storing nothing", async () => {
    const closed = await publish("Pool and Grounds Attendant");
    await as(t.app, admin)({ method: "POST", url: `/api/admin/jobs/${closed.id}/close` });
    const expired = await publish("Landscape Crew Member");
    await t.db
      .update(jobPostings)
      .set({ validThrough: floridaDay(-1) })
      .where(eq(jobPostings.id, expired.id));
    const email = "late@example.com";
    for (const id of [closed.id, expired.id]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/job-applications",
        payload: application(email, id),
      });
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(CLOSED_MESSAGE);
    }
    expect(await stored(email)).toEqual([]);
  });
});

describe("the posting page's form, posted without JavaScript", () => {
  it("carries the application form with the posting's id, and JSON-LD says directApply", async () => {
    const posting = await publish("Groundskeeper, Brandon Park");
    const page = await t.app.inject({ method: "GET", url: posting.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="#apply"');
    expect(page.body).toMatch(
      /<form action="\/api\/job-applications" method="post" enctype="multipart\/form-data"/,
    );
    expect(page.body).toContain(`<input type="hidden" name="jobPostingId" value="${posting.id}">`);
    expect(page.body).toContain('<option value="groundskeeping" selected>');
    expect(page.body).toContain('name="resume" type="file"');
    expect(page.body).toContain('name="website"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(JSON.parse(jsonLd ?? "{}").directApply).toBe(true);
  });

  it("stores a native multipart application with its résumé and the posting, then 303", async () => {
    const posting = await publish("Irrigation Technician");
    const email = "andre.whitfield@example.com";
    const response = await nativePost(posting.url, formFields(email, posting.id), true);
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe("/?submitted=application#application-submitted");
    const rows = rowsOf<{ job_posting_id: number; resume_url: string }>(
      await t.db.execute(
        sql`select job_posting_id, resume_url from job_applications where email = ${email}`,
      ),
    );
    expect(rows).toEqual([
      { job_posting_id: posting.id, resume_url: expect.stringMatching(/^upload:resumes\//) },
    ]);
  });

  it("answers a native post to a closed posting with a 410 page leading back to it", async () => {
    const posting = await publish("Grounds Lead");
    await as(t.app, admin)({ method: "POST", url: `/api/admin/jobs/${posting.id}/close` });
    const email = "closed-native@example.com";
    const response = await nativePost(posting.url, formFields(email, posting.id));
    expect(response.statusCode).toBe(410);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(CLOSED_MESSAGE);
    expect(response.body).toContain(`href="${posting.url}#apply"`);
    expect(await stored(email)).toEqual([]);

    const unknown = await nativePost("/jobs/999999-nothing", formFields(email, 999_999));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(UNKNOWN_MESSAGE);
    expect(await stored(email)).toEqual([]);
  });

  it("keeps the application when its posting row is deleted (ON DELETE SET NULL)", async () => {
    const posting = await publish("Seasonal Grounds Helper");
    const email = "kept@example.com";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      payload: application(email, posting.id),
    });
    expect(response.statusCode).toBe(201);
    await t.db.delete(jobPostings).where(eq(jobPostings.id, posting.id));
    expect(await stored(email)).toEqual([{ id: response.json().id, jobPostingId: null }]);
  });
});
