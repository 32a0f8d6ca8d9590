/**
 * Résumé uploads through POST /api/job-applications: files that are not really PDF or Word
 * documents (or carry macros) are refused with their own message, and the daily storage quotas
 * (per client address and for everyone) hold, counted from the database: across a second app on
 * the same database, under concurrent uploads, for JSON callers and native form posts alike. A
 * refused upload leaves no application row, no ledger row and no file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import {
  RESUME_MACROS_MESSAGE,
  RESUME_TYPE_MESSAGE,
  UPLOAD_QUOTA_ADDRESS_MESSAGE,
  UPLOAD_QUOTA_TOTAL_MESSAGE,
} from "../../src/server/features/job-applications/resume";
import { buildTestApp, type TestApp } from "../helpers/app";
import { rowsOf } from "../helpers/db";
import {
  docxParts,
  minimalDocm,
  minimalDocx,
  minimalXls,
  pdfOfSize,
  zipParts,
} from "../helpers/resume-files";

const KIB = 1024;
const MIB = 1024 * 1024;

const fields = {
  fullName: "Andre Thompson",
  phone: "(813) 555-0199",
  position: "maintenance",
  experience: "3-5",
  additionalInfo: "EPA 608 universal certified.",
  consent: "true",
};

let emailCounter = 0;
/** A new applicant e-mail, so each application can be found (or not) afterwards. */
const nextEmail = () => `applicant-${++emailCounter}@example.com`;

interface Post {
  email: string;
  name: string;
  data: Buffer;
  address: string;
  /** A browser's native post (asks for HTML) instead of the page's script (asks for JSON). */
  native?: boolean;
  app?: TestApp["app"];
}

/** One test app with its own data directory. */
async function appWith(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "resume-uploads-"));
  const t = await buildTestApp({ DATA_DIR: dataDir, ...env });

  async function post({ email, name, data, address, native = false, app = t.app }: Post) {
    const form = new FormData();
    for (const [field, value] of Object.entries({ ...fields, email })) form.append(field, value);
    form.append("resume", new Blob([new Uint8Array(data)]), name);
    const encoded = new Request("http://x/", { method: "POST", body: form });
    return app.inject({
      method: "POST",
      url: "/api/job-applications",
      headers: {
        "content-type": encoded.headers.get("content-type") ?? "",
        accept: native ? "text/html" : "application/json",
      },
      remoteAddress: address,
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    return rowsOf<{ n: number }>(await t.db.execute(query))[0]?.n ?? -1;
  }

  return {
    t,
    dataDir,
    post,
    applications: (email: string) =>
      count(sql`select count(*)::int as n from job_applications where email = ${email}`),
    ledgerRows: () => count(sql`select count(*)::int as n from resume_uploads`),
    files: () => {
      const folder = path.join(dataDir, "uploads", "resumes");
      return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    },
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe("POST /api/job-applications refuses what is not really a PDF or Word document", () => {
  let s: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    s = await appWith({});
  });
  afterAll(async () => {
    await s.close();
  });

  it.each([
    ["a macro-enabled document (.docm)", "cv.docm", minimalDocm(), RESUME_MACROS_MESSAGE],
    ["a .docm renamed .docx", "cv.docx", minimalDocm(), RESUME_MACROS_MESSAGE],
    ["an Excel workbook renamed .doc", "cv.doc", minimalXls(), RESUME_TYPE_MESSAGE],
    [
      "a ZIP with word/document.xml but no [Content_Types].xml",
      "cv.docx",
      zipParts({ "word/document.xml": docxParts()["word/document.xml"] as string }),
      RESUME_TYPE_MESSAGE,
    ],
  ])("refuses %s with 400 and its message, and stores nothing", async (_, name, data, message) => {
    const email = nextEmail();
    const files = s.files();
    const response = await s.post({ email, name, data, address: "203.0.113.1" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { resume: message } });
    expect(await s.applications(email)).toBe(0);
    expect(await s.ledgerRows()).toBe(0);
    expect(s.files()).toBe(files);
  });

  it("answers a native post of a .docm with the HTML error page and its message", async () => {
    const email = nextEmail();
    const response = await s.post({
      email,
      name: "cv.docm",
      data: minimalDocm(),
      address: "203.0.113.2",
      native: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Your résumé contains macros, which we do not accept.");
    expect(await s.applications(email)).toBe(0);
  });

  it("stores a real .docx and records its size against the uploader's address", async () => {
    const email = nextEmail();
    const data = minimalDocx();
    const response = await s.post({ email, name: "cv.docx", data, address: "203.0.113.3" });
    expect(response.statusCode).toBe(201);
    expect(await s.applications(email)).toBe(1);
    const rows = rowsOf<{ client_address: string; bytes: number }>(
      await s.t.db.execute(sql`select client_address, bytes from resume_uploads`),
    );
    expect(rows).toEqual([{ client_address: "203.0.113.3", bytes: data.length }]);
  });
});

describe("the daily résumé storage quota", () => {
  // 1 MB per address, 2 MB for everyone, per 24 hours.
  let s: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    s = await appWith({ UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY: "1", UPLOAD_QUOTA_MB_PER_DAY: "2" });
  });
  afterAll(async () => {
    await s.close();
  });

  const A = "198.51.100.21";
  const B = "198.51.100.22";
  const C = "198.51.100.23";

  it("lets an address fill its quota exactly, then refuses the next file with 429 and stores nothing", async () => {
    for (const size of [600 * KIB, 424 * KIB]) {
      const response = await s.post({
        email: nextEmail(),
        name: "cv.pdf",
        data: pdfOfSize(size),
        address: A,
      });
      expect(response.statusCode).toBe(201);
    }
    const email = nextEmail();
    const files = s.files();
    const ledger = await s.ledgerRows();
    const refused = await s.post({ email, name: "cv.pdf", data: pdfOfSize(100), address: A });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: UPLOAD_QUOTA_ADDRESS_MESSAGE,
      errors: { resume: UPLOAD_QUOTA_ADDRESS_MESSAGE },
    });
    expect(await s.applications(email)).toBe(0);
    expect(await s.ledgerRows()).toBe(ledger);
    expect(s.files()).toBe(files);
  });

  it("still accepts that address's application without a file", async () => {
    const email = nextEmail();
    const response = await s.t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      remoteAddress: A,
      payload: { ...fields, consent: true, email },
    });
    expect(response.statusCode).toBe(201);
    expect(await s.applications(email)).toBe(1);
  });

  it("answers a native post over the quota with the HTML error page and its message", async () => {
    const email = nextEmail();
    const response = await s.post({
      email,
      name: "cv.pdf",
      data: pdfOfSize(100),
      address: A,
      native: true,
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("You have uploaded too many files today.");
    expect(response.body).toContain("info@sunshinestatestaffing.com");
    expect(await s.applications(email)).toBe(0);
  });

  it("holds for a second server on the same database (counted from what is stored)", async () => {
    const second = await buildApp({
      db: s.t.db,
      config: loadConfig({
        DATA_DIR: s.dataDir,
        UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY: "1",
        UPLOAD_QUOTA_MB_PER_DAY: "2",
      }),
      logger: false,
    });
    try {
      const email = nextEmail();
      const response = await s.post({
        email,
        name: "cv.pdf",
        data: pdfOfSize(100),
        address: A,
        app: second,
      });
      expect(response.statusCode).toBe(429);
      expect(await s.applications(email)).toBe(0);
    } finally {
      await second.close();
    }
  });

  it("refuses every address once the quota for everyone is full", async () => {
    const filled = await s.post({
      email: nextEmail(),
      name: "cv.pdf",
      data: pdfOfSize(MIB),
      address: B,
    });
    expect(filled.statusCode).toBe(201); // 2 MB stored today: the total quota exactly
    const email = nextEmail();
    const files = s.files();
    const refused = await s.post({ email, name: "cv.pdf", data: pdfOfSize(100), address: C });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ resume: UPLOAD_QUOTA_TOTAL_MESSAGE });
    expect(await s.applications(email)).toBe(0);
    expect(s.files()).toBe(files);
  });

  it("counts only the last 24 hours, and forgets older uploads", async () => {
    await s.t.db.execute(
      sql`update resume_uploads set created_at = created_at - interval '24 hours 1 second'`,
    );
    const response = await s.post({
      email: nextEmail(),
      name: "cv.pdf",
      data: pdfOfSize(MIB),
      address: A,
    });
    expect(response.statusCode).toBe(201);
    const rows = rowsOf<{ client_address: string; bytes: number }>(
      await s.t.db.execute(sql`select client_address, bytes from resume_uploads`),
    );
    expect(rows).toEqual([{ client_address: A, bytes: MIB }]);
  });
});

describe("the daily résumé storage quota under concurrent uploads", () => {
  let s: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    s = await appWith({ UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY: "1" });
  });
  afterAll(async () => {
    await s.close();
  });

  it("admits only what fits when one address sends several files at once", async () => {
    const emails = [nextEmail(), nextEmail(), nextEmail(), nextEmail()];
    const responses = await Promise.all(
      emails.map((email) =>
        s.post({ email, name: "cv.pdf", data: pdfOfSize(400 * KIB), address: "192.0.2.50" }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(await s.ledgerRows()).toBe(2);
    expect(s.files()).toBe(2);
  });
});
