/**
 * The admin API: every endpoint answers 401 to visitors and 403 to signed-in
 * non-admins; admins see and act on every request and application.
 */
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let portalRequestId: number;
let publicRequestId: number;
let applicationId: number;

const endpoints: Array<{
  method: "GET" | "PUT" | "PATCH";
  name: string;
  url: () => string;
  payload?: object;
}> = [
  { method: "GET", name: "/api/admin/overview", url: () => "/api/admin/overview" },
  {
    method: "GET",
    name: "/api/admin/staffing-requests",
    url: () => "/api/admin/staffing-requests",
  },
  {
    method: "GET",
    name: "/api/admin/staffing-requests/{id}",
    url: () => `/api/admin/staffing-requests/${portalRequestId}`,
  },
  {
    method: "PUT",
    name: "/api/admin/staffing-requests/{id}/status",
    url: () => `/api/admin/staffing-requests/${portalRequestId}/status`,
    payload: { status: "approved" },
  },
  {
    method: "GET",
    name: "/api/admin/staffing-requests.csv",
    url: () => "/api/admin/staffing-requests.csv",
  },
  { method: "GET", name: "/api/admin/job-applications", url: () => "/api/admin/job-applications" },
  {
    method: "GET",
    name: "/api/admin/job-applications/{id}",
    url: () => `/api/admin/job-applications/${applicationId}`,
  },
  {
    method: "PATCH",
    name: "/api/admin/job-applications/{id}",
    url: () => `/api/admin/job-applications/${applicationId}`,
    payload: { status: "under_review" },
  },
  {
    method: "GET",
    name: "/api/admin/job-applications/{id}/resume",
    url: () => `/api/admin/job-applications/${applicationId}/resume`,
  },
  {
    method: "GET",
    name: "/api/admin/job-applications.csv",
    url: () => "/api/admin/job-applications.csv",
  },
  { method: "GET", name: "/api/admin/users", url: () => "/api/admin/users" },
  {
    method: "GET",
    name: "/api/admin/newsletter-subscribers",
    url: () => "/api/admin/newsletter-subscribers",
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app, { companyName: "Gulfview Residential" });
  staff = await signUp(t.app, { role: "staff" });
  const property = await as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: {
      name: "Pelican Bay",
      address: "9 Shore Dr",
      city: "Naples",
      state: "FL",
      zip: "34108",
      units: 64,
    },
  });
  const portal = await as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      propertyId: property.json().id,
      contactName: "Lena Ortiz",
      email: "lena@gulfview.example",
      staffType: "groundskeeping",
      details: '=HYPERLINK("http://evil") landscaper for weekly grounds work',
      consent: true,
    },
  });
  portalRequestId = portal.json().id;
  const publicRequest = await as(
    t.app,
    null,
  )({
    method: "POST",
    url: "/api/staffing-requests",
    payload: {
      companyName: "Tamiami Flats",
      contactName: "Omar Haddad",
      email: "omar@tamiami.example",
      staffType: "maintenance",
      details: "Make-ready tech needed",
      consent: true,
    },
  });
  publicRequestId = publicRequest.json().id;
  const application = await as(
    t.app,
    staff,
  )({
    method: "POST",
    url: "/api/job-applications",
    payload: {
      fullName: "José Álvarez",
      email: "jose@example.com",
      phone: "(239) 555-0110",
      position: "maintenance",
      experience: "5+",
      consent: true,
    },
  });
  applicationId = application.json().id;
  await as(
    t.app,
    null,
  )({ method: "POST", url: "/api/newsletter", payload: { email: "news@example.com" } });
});

afterAll(async () => {
  await t.close();
});

describe("access to /api/admin/*", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.name} answers 401 to a visitor`, async () => {
      const response = await as(
        t.app,
        null,
      )({ method: endpoint.method, url: endpoint.url(), payload: endpoint.payload });
      expect(response.statusCode).toBe(401);
    });
    it(`${endpoint.method} ${endpoint.name} answers 403 to a property manager and to staff`, async () => {
      for (const who of [manager, staff]) {
        const response = await as(
          t.app,
          who,
        )({ method: endpoint.method, url: endpoint.url(), payload: endpoint.payload });
        expect(response.statusCode).toBe(403);
      }
    });
  }
});

describe("admin notifications", () => {
  it("tells every admin about new requests and applications", async () => {
    const response = await as(t.app, admin)({ method: "GET", url: "/api/portal/notifications" });
    const titles = response.json().map((n: { title: string }) => n.title);
    expect(titles.filter((title: string) => title === "New staffing request")).toHaveLength(2);
    expect(titles).toContain("New job application");
  });
});

describe("staffing requests", () => {
  it("lists portal and public requests with owner and property, filterable", async () => {
    const all = await as(t.app, admin)({ method: "GET", url: "/api/admin/staffing-requests" });
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([portalRequestId, publicRequestId]));
    const portal = all.json().find((r: { id: number }) => r.id === portalRequestId);
    expect(portal).toMatchObject({ propertyName: "Pelican Bay", propertyCity: "Naples" });

    const naples = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/admin/staffing-requests?city=naples" });
    expect(naples.json().map((r: { id: number }) => r.id)).toEqual([portalRequestId]);
    const maintenance = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: "/api/admin/staffing-requests?staffType=maintenance&status=pending",
    });
    expect(maintenance.json().map((r: { id: number }) => r.id)).toEqual([publicRequestId]);
    const future = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/admin/staffing-requests?from=2999-01-01" });
    expect(future.json()).toEqual([]);
    const bad = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/admin/staffing-requests?status=lost" });
    expect(bad.statusCode).toBe(400);
  });

  it("sets a status with an internal note the owner never sees, and notifies the owner", async () => {
    const response = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/staffing-requests/${portalRequestId}/status`,
      payload: { status: "in_progress", note: "Crew lead Marcus assigned; confirm gate code." },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("in_progress");

    const forOwner = await as(
      t.app,
      manager,
    )({ method: "GET", url: `/api/portal/staffing-requests/${portalRequestId}` });
    expect(JSON.stringify(forOwner.json())).not.toContain("gate code");
    const ownerNotes = await as(
      t.app,
      manager,
    )({ method: "GET", url: "/api/portal/notifications" });
    expect(ownerNotes.json()[0]).toMatchObject({ title: "Request status updated" });
    expect(ownerNotes.json()[0].message).toContain("In Progress");

    const forAdmin = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/staffing-requests/${portalRequestId}` });
    const last = forAdmin.json().events.at(-1);
    expect(last).toMatchObject({
      fromStatus: "pending",
      toStatus: "in_progress",
      note: "Crew lead Marcus assigned; confirm gate code.",
    });
  });

  it("exports CSV with a header row, UTF-8 BOM, ISO 8601 dates and formulas neutralised", async () => {
    const response = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/admin/staffing-requests.csv" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="staffing-requests-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = response.body;
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = body.slice(1).trim().split("\r\n");
    expect(header).toBe(
      "ID,Created,Status,Staff type,Company,Contact,Email,Property,City,Start date,End date,Details,Account,Updated",
    );
    expect(lines).toHaveLength(2);
    expect(body).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    expect(body).toContain(`"'=HYPERLINK(""http://evil"") landscaper`);
  });

  it("compresses the export for a browser with brotli's 256 KB window, the same file inside", async () => {
    const get = (encoding: string) =>
      as(
        t.app,
        admin,
      )({
        method: "GET",
        url: "/api/admin/staffing-requests.csv",
        headers: { "accept-encoding": encoding },
      });
    const [plain, compressed] = await Promise.all([get("identity"), get("br, gzip")]);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString("utf8")).toBe(plain.body);
    // RFC 7932 9.1: the stream starts with its window size, WBITS; bit 1 then 3 bits n (least
    // significant first) mean WBITS = 17 + n. 18: 0b0011 (brotli's default 22 is 0b1011). The
    // encoder's window is what a streamed export holds per download (app.ts).
    expect((compressed.rawPayload[0] as number) & 0x0f).toBe(0b0011);
  });
});

describe("job applications", () => {
  it("moves an application through the pipeline and tells a signed-in applicant", async () => {
    const interview = await as(
      t.app,
      admin,
    )({
      method: "PATCH",
      url: `/api/admin/job-applications/${applicationId}`,
      payload: {
        status: "interview",
        interviewDate: "2026-12-03T14:30:00-05:00",
        reviewNotes: "Strong HVAC background.",
      },
    });
    expect(interview.statusCode).toBe(200);
    expect(interview.json()).toMatchObject({
      status: "interview",
      reviewNotes: "Strong HVAC background.",
    });
    expect(interview.json().interviewDate).toBe("2026-12-03T19:30:00.000Z");

    const notes = await as(t.app, staff)({ method: "GET", url: "/api/portal/notifications" });
    expect(notes.json()[0]).toMatchObject({ title: "Application status updated" });
    expect(notes.json()[0].message).toContain("Interview");

    const bad = await as(
      t.app,
      admin,
    )({
      method: "PATCH",
      url: `/api/admin/job-applications/${applicationId}`,
      payload: { status: "promoted" },
    });
    expect(bad.statusCode).toBe(400);
    const empty = await as(
      t.app,
      admin,
    )({ method: "PATCH", url: `/api/admin/job-applications/${applicationId}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const missing = await as(
      t.app,
      admin,
    )({ method: "PATCH", url: "/api/admin/job-applications/999999", payload: { status: "hired" } });
    expect(missing.statusCode).toBe(404);
  });

  it("lists and exports applications, and answers 404 for a résumé that was not uploaded", async () => {
    const list = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/admin/job-applications?status=interview" });
    expect(list.json().map((a: { id: number }) => a.id)).toEqual([applicationId]);
    const csv = await as(t.app, admin)({ method: "GET", url: "/api/admin/job-applications.csv" });
    expect(csv.body).toContain("José Álvarez");
    expect(csv.body.slice(1).split("\r\n")[0]).toBe(
      "ID,Created,Status,Full name,Email,Phone,Position,Experience,Interview,Review notes,Résumé,Additional information",
    );
    const resume = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/job-applications/${applicationId}/resume` });
    expect(resume.statusCode).toBe(404);
  });
});

describe("users and subscribers", () => {
  it("lists users with role and last login, never a password hash", async () => {
    const response = await as(t.app, admin)({ method: "GET", url: "/api/admin/users" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|argon2/i);
    const me = response.json().find((u: { id: number }) => u.id === admin.user.id);
    expect(me).toMatchObject({ role: "admin" });
    expect(me.lastLogin).not.toBeNull();
  });

  it("lists newsletter subscribers", async () => {
    const response = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/admin/newsletter-subscribers" });
    expect(response.json().map((s: { email: string }) => s.email)).toContain("news@example.com");
  });

  it("gives overview counts", async () => {
    const response = await as(t.app, admin)({ method: "GET", url: "/api/admin/overview" });
    const body = response.json();
    expect(body.requestsByStatus).toMatchObject({ pending: 1, in_progress: 1 });
    expect(body.applicationsByStatus).toMatchObject({ interview: 1 });
    expect(body.subscribers).toBe(1);
    expect(body.recentRequestEvents.length).toBeGreaterThan(0);
  });
});
