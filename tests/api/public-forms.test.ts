import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { DRAIN_MAX_BYTES } from "../../src/server/plugins/drain";
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

describe("single-line fields of the public forms", () => {
  it.each([
    ["companyName", "Gulf Breeze\nApartments", "Company name must be on one line"],
    ["contactName", "Maria\u2028Lopez", "Contact name must be on one line"],
  ])(
    "refuses a line break in a request's %s with 400 and stores nothing",
    async (field, value, message) => {
      const email = `line-break-${field}@gulfbreeze.example`;
      const response = await as(
        t.app,
        null,
      )({
        method: "POST",
        url: "/api/staffing-requests",
        payload: { ...request, email, [field]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: message } });
      const rows = await t.db.execute(
        sql`select count(*)::int as n from staffing_requests where email = ${email}`,
      );
      expect(rowsOf(rows)[0]).toEqual({ n: 0 });
    },
  );

  it("refuses a line break in an applicant's name with 400 and stores nothing", async () => {
    const email = "line-break-applicant@example.com";
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/job-applications",
      payload: { ...application, email, fullName: "Andre\r\nThompson" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ fullName: "Full name must be on one line" });
    const rows = await t.db.execute(
      sql`select count(*)::int as n from job_applications where email = ${email}`,
    );
    expect(rowsOf(rows)[0]).toEqual({ n: 0 });
  });

  it("keeps the line breaks of a request's details", async () => {
    const email = "multi-line-details@gulfbreeze.example";
    const details = "Two make-ready specialists.\nKeys at the leasing office.";
    const response = await as(
      t.app,
      null,
    )({ method: "POST", url: "/api/staffing-requests", payload: { ...request, email, details } });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.execute(
      sql`select details from staffing_requests where email = ${email}`,
    );
    expect(rowsOf(rows)).toEqual([{ details }]);
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
  app: FastifyInstance = t.app,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) form.append("resume", new Blob([new Uint8Array(resume.data)]), resume.name);
  const encoded = new Request("http://x/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/api/job-applications",
    headers: {
      "content-type": encoded.headers.get("content-type") ?? "",
      accept: "application/json",
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const formFields = { ...application, consent: "true" } as Record<string, string>;

/** An answer to {@link uploadUntilAnswered}, and how many body bytes were written before it. */
interface Answer {
  status: number;
  body: string;
  sentBytes: number;
}

/**
 * The application form as multipart/form-data with `fields` and a PDF résumé: `head` holds the
 * fields and the file's first bytes, `tail` closes the body; the file's filler goes between.
 */
function hugeResumeForm(fields: Record<string, string>) {
  const boundary = `----resume-${randomBytes(8).toString("hex")}`;
  let text = "";
  for (const [name, value] of Object.entries(fields)) {
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  text += `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    boundary,
    head: Buffer.concat([Buffer.from(text), files.pdf]),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

/**
 * Posts the application form with a 50 MiB résumé to `base` over a bare TCP connection, chunked,
 * writing on whatever the server answers until it closes the connection or the whole body is
 * sent (a client that reads the answer only once it has sent everything); then reads the answer
 * the connection received.
 */
async function uploadIgnoringAnswer(base: string, fields: Record<string, string>): Promise<Answer> {
  const { boundary, head, tail } = hugeResumeForm(fields);
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  await once(socket, "connect");
  const received: Buffer[] = [];
  socket.on("data", (part: Buffer) => received.push(part));
  let closed = false;
  const ended = new Promise<void>((resolve) => {
    socket.on("close", () => {
      closed = true;
      resolve();
    });
  });
  // Writing on after the server closed the connection is this client's way.
  socket.on("error", () => {});
  const chunked = (data: Buffer) =>
    Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
  socket.write(
    `POST /api/job-applications HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  socket.write(chunked(head));
  const filler = chunked(Buffer.alloc(64 * 1024));
  let sentBytes = head.length;
  while (!closed && sentBytes < 50 * 1024 * 1024) {
    const flowing = socket.write(filler);
    sentBytes += 64 * 1024;
    if (!flowing) await Promise.race([once(socket, "drain").catch(() => {}), ended]);
  }
  if (!closed) socket.end(Buffer.concat([chunked(tail), Buffer.from("0\r\n\r\n")]));
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  socket.destroy();
  const text = Buffer.concat(received).toString("utf8");
  const [headers = "", body = ""] = text.split("\r\n\r\n");
  return { status: Number(headers.split(" ")[1]), body, sentBytes };
}

/**
 * Posts the application form as multipart/form-data with a 50 MiB PDF résumé to `base` over a
 * real HTTP connection, and returns the answer as soon as it arrives. The body is written in
 * 64 KiB chunks after the fields and the file's first bytes:
 * - "withhold": with `Content-Length` of the whole body, but no chunk is written: only an answer
 *   decided from the headers can arrive (a server waiting for the body never answers: the test
 *   fails after 15 s with that message);
 * - "stream": without a length (chunked), chunks written as fast as the server reads them, until
 *   the answer arrives or the whole body is sent.
 */
async function uploadUntilAnswered(
  base: string,
  fields: Record<string, string>,
  mode: "withhold" | "stream",
): Promise<Answer> {
  const { boundary, head, tail } = hugeResumeForm(fields);
  const chunk = Buffer.alloc(64 * 1024);
  const fillerBytes = 50 * 1024 * 1024;

  const request = http.request(`${base}/api/job-applications`, {
    method: "POST",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      accept: "application/json",
      ...(mode === "withhold"
        ? { "content-length": String(head.length + fillerBytes + tail.length) }
        : {}),
    },
  });
  let answeredYet = false;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        answeredYet = true;
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8") });
      });
    });
    // Writing on after the server closed the connection; the answer, if any, still counts.
    request.on("error", (error) => {
      if (!answeredYet) reject(error);
    });
  });
  const noAnswer = new Promise<never>((_, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer while the rest of the body was withheld (${mode})`)),
      15_000,
    );
    answered.finally(() => clearTimeout(timer)).catch(() => {});
  });

  request.write(head);
  let sentBytes = 0;
  if (mode === "stream") {
    while (!answeredYet && sentBytes < fillerBytes) {
      const flowing = request.write(chunk);
      sentBytes += chunk.length;
      if (!flowing) await Promise.race([once(request, "drain"), answered.catch(() => {})]);
    }
    if (!answeredYet) request.end(tail);
  }
  try {
    const answer = await Promise.race([answered, noAnswer]);
    return { ...answer, sentBytes: sentBytes + head.length };
  } finally {
    request.destroy();
  }
}

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
      const response = await postApplication(formFields, { name, data: files[kind] });
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
    const response = await postApplication(formFields, { name: "resume.exe", data: files.pdf });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.resume).toBe("Upload your résumé as a PDF, DOC or DOCX file");
  });

  it("refuses a résumé over 5 MB", async () => {
    const big = Buffer.concat([files.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await postApplication(formFields, { name: "resume.pdf", data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Your résumé must be 5 MB or smaller");
  });

  describe("a 50 MB upload, over a real connection", () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    async function expectRefusedAndNothingStored(answer: Answer, email: string, before: number) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).message).toBe("Your résumé must be 5 MB or smaller");
      const rows = await t.db.execute(
        sql`select count(*)::int as n from job_applications where email = ${email}`,
      );
      expect(rowsOf(rows)[0]).toEqual({ n: 0 });
      expect(storedResumes()).toHaveLength(before);
    }

    it("is refused from its Content-Length alone, before its body is sent, and stores nothing", async () => {
      const before = storedResumes().length;
      const email = "huge@example.com";
      const answer = await uploadUntilAnswered(base, { ...formFields, email }, "withhold");
      // Only the fields and the file's first bytes ever left this side.
      expect(answer.sentBytes).toBeLessThan(64 * 1024);
      await expectRefusedAndNothingStored(answer, email, before);
    });

    it("stops reading one sent without a length soon after the 5 MB limit, and stores nothing", async () => {
      const before = storedResumes().length;
      const email = "huge-chunked@example.com";
      const answer = await uploadUntilAnswered(base, { ...formFields, email }, "stream");
      // Refused once the limit was passed: the sender wrote the limit plus what the socket
      // buffers hold, far from the whole 50 MB.
      expect(answer.sentBytes).toBeGreaterThan(5 * 1024 * 1024);
      expect(answer.sentBytes).toBeLessThan(25 * 1024 * 1024);
      await expectRefusedAndNothingStored(answer, email, before);
    });

    it("lets a client that sends on after the answer read it, then closes the connection", async () => {
      const before = storedResumes().length;
      const email = "huge-deaf@example.com";
      const answer = await uploadIgnoringAnswer(base, { ...formFields, email });
      // The server read and dropped DRAIN_MAX_BYTES past the answer (about 8 MB in) instead of
      // resetting the connection at once, then closed it before the whole 50 MB.
      expect(answer.sentBytes).toBeGreaterThan(5 * 1024 * 1024 + DRAIN_MAX_BYTES);
      expect(answer.sentBytes).toBeLessThan(45 * 1024 * 1024);
      await expectRefusedAndNothingStored(answer, email, before);
    });
  });

  it("does not store the résumé when the fields are invalid", async () => {
    const before = storedResumes().length;
    const response = await postApplication(
      { ...formFields, phone: "12" },
      { name: "resume.pdf", data: files.pdf },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.phone).toBe("Valid phone number is required");
    expect(storedResumes()).toHaveLength(before);
  });

  it("is never served by the web server, even with DATA_DIR inside the served folder", async () => {
    // A built client as `npm run build` lays it out (client/ and pages/ side by side), with
    // DATA_DIR inside the served folder: the worst configuration. A file beside index.html is
    // served, so the résumé would be too if nothing stopped it.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "served-"));
    const clientDir = path.join(root, "client");
    fs.mkdirSync(path.join(root, "pages"), { recursive: true });
    fs.mkdirSync(clientDir);
    fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>shell</title>");
    fs.writeFileSync(path.join(clientDir, "beside.txt"), "a static file");
    fs.writeFileSync(path.join(root, "pages", "404.html"), "<!doctype html><title>404</title>");
    fs.writeFileSync(
      path.join(root, "pages", "manifest.json"),
      JSON.stringify({ version: 1, pages: [], notFound: "404.html", shellRoutes: [] }),
    );
    const config = loadConfig({
      DATA_DIR: path.join(clientDir, "data"),
      RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN: "100000",
    });
    const start = () => buildApp({ db: t.db, config, clientDir, logger: false });
    try {
      let app = await start();
      const response = await postApplication(
        formFields,
        { name: "resume.pdf", data: files.pdf },
        app,
      );
      expect(response.statusCode).toBe(201);
      await app.close();
      // Restarted: the static server lists its files at start-up, so the résumé is among them.
      app = await start();
      try {
        const reference = (await resumeOf(response.json().id)) as string;
        const file = reference.slice("upload:".length);
        expect(fs.readFileSync(path.join(config.dataDir, "uploads", file))).toEqual(files.pdf);
        const beside = await app.inject({ method: "GET", url: "/beside.txt" });
        expect(beside.statusCode, "the static server serves the client folder").toBe(200);
        for (const url of [
          `/data/uploads/${file}`,
          `/data/uploads/${file.toUpperCase()}`,
          `/data/./uploads/${file}`,
          `/uploads/${file}`,
          `/${file}`,
          `/api/uploads/${file}`,
        ]) {
          const served = await app.inject({ method: "GET", url });
          expect(served.statusCode, url).toBeGreaterThanOrEqual(400);
          expect(served.rawPayload.includes(files.pdf), url).toBe(false);
        }
      } finally {
        await app.close();
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
