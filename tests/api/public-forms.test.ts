import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, signUp, type TestApp } from "../helpers/app";
import { rowsOf } from "../helpers/db";
import { minimalDoc, minimalDocx } from "../helpers/resume-files";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-forms-"));
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const request = {
  companyName: "Gulf Breeze Apartments",
  contactName: "Maria Lopez",
  email: "maria@gulfbreeze.example",
  staffType: "make-ready",
  details: "Two make-ready specialists for 12 turns before the 1st.",
  consent: true,
};

const application = {
  fullName: "Andre Thompson",
  email: "andre.t@example.com",
  phone: "(813) 555-0199",
  position: "maintenance",
  experience: "3-5",
  additionalInfo: "EPA 608 universal certified.",
  consent: true,
};

describe("POST /api/staffing-requests (public form)", () => {
  it("stores a visitor's request as pending with no owner", async () => {
    const response = await as(
      t.app,
      null,
    )({ method: "POST", url: "/api/staffing-requests", payload: request });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const rows = await t.db.execute(
      sql`select status, user_id, company_name from staffing_requests where id = ${id}`,
    );
    expect(rowsOf(rows)[0]).toEqual({
      status: "pending",
      user_id: null,
      company_name: "Gulf Breeze Apartments",
    });
  });

  it("answers the spec's messages for missing fields and consent", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...request, companyName: "", consent: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      companyName: "Company name is required",
      consent: "You must agree to be contacted",
    });
  });

  it("links a signed-in caller and refuses another manager's property", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const property = await as(
      t.app,
      owner,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: {
        name: "Lakeside",
        address: "1 Lake Rd",
        city: "Naples",
        state: "FL",
        zip: "34102",
        units: 40,
      },
    });
    const refused = await as(
      t.app,
      other,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...request, propertyId: property.json().id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.propertyId).toBe("Select one of your properties");

    const accepted = await as(
      t.app,
      owner,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...request, propertyId: property.json().id },
    });
    expect(accepted.statusCode).toBe(201);
    const list = await as(t.app, owner)({ method: "GET", url: "/api/portal/staffing-requests" });
    expect(list.json().map((r: { id: number }) => r.id)).toContain(accepted.json().id);
  });
});

describe("POST /api/job-applications", () => {
  it("stores an application as submitted", async () => {
    const response = await as(
      t.app,
      null,
    )({ method: "POST", url: "/api/job-applications", payload: application });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.execute(
      sql`select status, full_name, experience from job_applications where id = ${response.json().id}`,
    );
    expect(rowsOf(rows)[0]).toEqual({
      status: "submitted",
      full_name: "Andre Thompson",
      experience: "3-5",
    });
  });

  it("answers the spec's messages", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/job-applications",
      payload: { ...application, phone: "555", position: "", experience: "10+", consent: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      phone: "Valid phone number is required",
      position: "Please select a position",
      experience: "Please select your experience level",
      consent: "You must agree to background checks",
    });
  });
});

describe("honeypot (JSON callers)", () => {
  it("answers a filled honeypot on a request with the normal 201 and stores nothing", async () => {
    const email = "json-bot@spam.example";
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...request, email, website: "https://spam.example" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe("We'll be in touch with you shortly.");
    const rows = await t.db.execute(
      sql`select count(*)::int as n from staffing_requests where email = ${email}`,
    );
    expect(rowsOf(rows)[0]).toEqual({ n: 0 });
  });

  it("answers a filled honeypot on an application with the normal 201 and stores nothing", async () => {
    const email = "json-bot-applicant@spam.example";
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/job-applications",
      payload: { ...application, email, website: "x" },
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from job_applications where email = ${email}`,
    );
    expect(rowsOf(rows)[0]).toEqual({ n: 0 });
  });

  it("keeps answering JSON errors to JSON callers", async () => {
    const response = await as(
      t.app,
      null,
    )({ method: "POST", url: "/api/staffing-requests", payload: { ...request, email: "x" } });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json().errors.email).toBe("Valid email is required");
  });
});

/** Real minimal files of each accepted kind (tests/helpers/resume-files.ts). */
const files = {
  pdf: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
  doc: minimalDoc(),
  docx: minimalDocx(),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
};

/** The application as the page's script sends it with a résumé: FormData, asking for JSON. */
async function postApplication(
  fields: Record<string, string>,
  resume: { name: string; data: Buffer } | null,
  ip: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) form.append("resume", new Blob([new Uint8Array(resume.data)]), resume.name);
  const encoded = new Request("http://x/", { method: "POST", body: form });
  return t.app.inject({
    method: "POST",
    url: "/api/job-applications",
    headers: {
      "content-type": encoded.headers.get("content-type") ?? "",
      accept: "application/json",
      "x-forwarded-for": ip,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const formFields = { ...application, consent: "true" } as Record<string, string>;

async function resumeOf(id: number): Promise<string | null> {
  const rows = rowsOf<{ resume_url: string | null }>(
    await t.db.execute(sql`select resume_url from job_applications where id = ${id}`),
  );
  return rows[0]?.resume_url ?? null;
}

function storedResumes(): string[] {
  const folder = path.join(dataDir, "uploads", "resumes");
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

describe("POST /api/job-applications with a résumé", () => {
  for (const [kind, name] of [
    ["pdf", "andre-thompson.pdf"],
    ["doc", "andre-thompson.doc"],
    ["docx", "Andre Thompson Resume.DOCX"],
  ] as const) {
    it(`stores a ${kind.toUpperCase()} résumé under DATA_DIR/uploads and links it to the application`, async () => {
      const response = await postApplication(formFields, { name, data: files[kind] }, "192.0.2.1");
      expect(response.statusCode).toBe(201);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const reference = await resumeOf(response.json().id);
      expect(reference).toMatch(new RegExp(`^upload:resumes/[0-9a-f-]{36}\\.${kind}$`));
      const stored = path.join(dataDir, "uploads", (reference as string).slice("upload:".length));
      expect(fs.readFileSync(stored).equals(files[kind])).toBe(true);
    });
  }

  it("refuses a fake PDF (an image renamed .pdf) and stores nothing", async () => {
    const before = storedResumes().length;
    const email = "fake-pdf@example.com";
    const response = await postApplication(
      { ...formFields, email },
      { name: "resume.pdf", data: files.png },
      "192.0.2.2",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Upload your résumé as a PDF, DOC or DOCX file",
      errors: { resume: "Upload your résumé as a PDF, DOC or DOCX file" },
    });
    const rows = await t.db.execute(
      sql`select count(*)::int as n from job_applications where email = ${email}`,
    );
    expect(rowsOf(rows)[0]).toEqual({ n: 0 });
    expect(storedResumes()).toHaveLength(before);
  });

  it("refuses a real PDF named as something else", async () => {
    const response = await postApplication(
      formFields,
      { name: "resume.exe", data: files.pdf },
      "192.0.2.2",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.resume).toBe("Upload your résumé as a PDF, DOC or DOCX file");
  });

  it("refuses a résumé over 5 MB", async () => {
    const big = Buffer.concat([files.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await postApplication(
      formFields,
      { name: "resume.pdf", data: big },
      "192.0.2.3",
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Your résumé must be 5 MB or smaller");
  });

  it("refuses a 50 MB upload without reading it, and stores nothing", async () => {
    const before = storedResumes().length;
    const email = "huge@example.com";
    const huge = Buffer.concat([files.pdf, Buffer.alloc(50 * 1024 * 1024)]);
    const response = await postApplication(
      { ...formFields, email },
      { name: "resume.pdf", data: huge },
      "192.0.2.4",
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Your résumé must be 5 MB or smaller");
    const rows = await t.db.execute(
      sql`select count(*)::int as n from job_applications where email = ${email}`,
    );
    expect(rowsOf(rows)[0]).toEqual({ n: 0 });
    expect(storedResumes()).toHaveLength(before);
  });

  it("does not store the résumé when the fields are invalid", async () => {
    const before = storedResumes().length;
    const response = await postApplication(
      { ...formFields, phone: "12" },
      { name: "resume.pdf", data: files.pdf },
      "192.0.2.5",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.phone).toBe("Valid phone number is required");
    expect(storedResumes()).toHaveLength(before);
  });

  it("is never served by the web server", async () => {
    const response = await postApplication(
      formFields,
      { name: "resume.pdf", data: files.pdf },
      "192.0.2.6",
    );
    const reference = (await resumeOf(response.json().id)) as string;
    const file = reference.slice("upload:".length);
    for (const url of [`/uploads/${file}`, `/${file}`, `/api/uploads/${file}`]) {
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(404);
    }
  });
});
