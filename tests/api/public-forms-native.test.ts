/**
 * The public forms posted natively, as a browser without JavaScript does (decision 0005):
 * form-encoded (and multipart for the application), mapped onto the same schemas, stored, and
 * answered with 303 to the page's confirmation or a 400 HTML page listing the spec's messages.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/app";
import { rowsOf } from "../helpers/db";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a browser's native form post sends: form-encoded, asking for HTML. */
function nativePost(url: string, fields: Record<string, string>, ip = "198.51.100.10") {
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      host: "staffing.test",
      referer: "http://staffing.test/legal/privacy-policy?x=1#footer",
    },
    // The client's own address (X-Forwarded-For is ignored unless TRUST_PROXY is set).
    remoteAddress: ip,
    payload: new URLSearchParams(fields).toString(),
  });
}

async function count(table: "staffing_requests" | "job_applications", email: string) {
  const rows = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where email = ${email}`,
    ),
  );
  return rows[0]?.n ?? 0;
}

const requestFields = {
  companyName: "Palm Harbor Flats",
  contactName: "Keisha Grant",
  email: "keisha@palmharborflats.example",
  staffType: "maintenance",
  details: "One maintenance technician, Monday to Friday, starting next month.",
  startDate: "",
  endDate: "",
  consent: "on",
  website: "",
};

const applicationFields = {
  fullName: "Luis Ortega",
  email: "luis.ortega@example.com",
  phone: "(727) 555-0148",
  position: "groundskeeping",
  experience: "1-3",
  additionalInfo: "Irrigation and palm care, FNGLA certified.",
  consent: "on",
  website: "",
};

describe("POST /api/staffing-requests, native form post", () => {
  it("stores the request and answers 303 to the home page's confirmation", async () => {
    const response = await nativePost("/api/staffing-requests", requestFields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/?submitted=request#request-submitted");
    const rows = rowsOf(
      await t.db.execute(
        sql`select status, consent, start_date, details, user_id from staffing_requests where email = ${requestFields.email}`,
      ),
    );
    expect(rows).toEqual([
      {
        status: "pending",
        consent: true,
        start_date: null,
        details: requestFields.details,
        user_id: null,
      },
    ]);
  });

  it("accepts consent sent as true and keeps given dates", async () => {
    const email = "dates@palmharborflats.example";
    const response = await nativePost("/api/staffing-requests", {
      ...requestFields,
      email,
      consent: "true",
      startDate: "2030-06-01",
      endDate: "2030-08-31",
    });
    expect(response.statusCode).toBe(303);
    const rows = rowsOf<{ start_date: unknown }>(
      await t.db.execute(
        sql`select start_date::text as start_date from staffing_requests where email = ${email}`,
      ),
    );
    expect(rows[0]?.start_date).toBe("2030-06-01");
  });

  it("answers a 400 HTML page with the spec's messages and stores nothing", async () => {
    const email = "refused@palmharborflats.example";
    const { consent: _consent, ...withoutConsent } = requestFields;
    const response = await nativePost("/api/staffing-requests", {
      ...withoutConsent,
      email,
      companyName: "",
      staffType: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Company name is required");
    expect(response.body).toContain("Please select a staff type");
    expect(response.body).toContain("You must agree to be contacted");
    expect(response.body).toContain('href="/#request-staff"');
    expect(await count("staffing_requests", email)).toBe(0);
  });

  it("refuses a line break in companyName with a 400 page and stores nothing", async () => {
    const email = "crlf@palmharborflats.example";
    const response = await nativePost(
      "/api/staffing-requests",
      { ...requestFields, email, companyName: "Palm Harbor Flats\r\nStatus: approved" },
      "198.51.100.61",
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Company name must be on one line");
    expect(await count("staffing_requests", email)).toBe(0);
  });

  it("reports an invalid e-mail address with the spec's message", async () => {
    const response = await nativePost("/api/staffing-requests", {
      ...requestFields,
      email: "keisha.at.example",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Valid email is required");
  });

  it("escapes what it echoes", async () => {
    const response = await nativePost("/api/staffing-requests", {
      ...requestFields,
      startDate: "<script>",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain("<script>");
  });

  it("ignores a propertyId in a native post", async () => {
    const email = "property@palmharborflats.example";
    const response = await nativePost("/api/staffing-requests", {
      ...requestFields,
      email,
      propertyId: "42",
    });
    expect(response.statusCode).toBe(303);
    expect(await count("staffing_requests", email)).toBe(1);
  });

  it("answers a filled honeypot with the normal 303 and stores nothing", async () => {
    const email = "bot@spam.example";
    const response = await nativePost("/api/staffing-requests", {
      ...requestFields,
      email,
      website: "http://cheap-pills.example",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/?submitted=request#request-submitted");
    expect(await count("staffing_requests", email)).toBe(0);
  });
});

describe("POST /api/job-applications, native form post", () => {
  it("stores a form-encoded application and answers 303 to the confirmation", async () => {
    const response = await nativePost("/api/job-applications", applicationFields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/?submitted=application#application-submitted");
    const rows = rowsOf(
      await t.db.execute(
        sql`select status, consent, position, resume_url from job_applications where email = ${applicationFields.email}`,
      ),
    );
    expect(rows).toEqual([
      { status: "submitted", consent: true, position: "groundskeeping", resume_url: null },
    ]);
  });

  it("stores a multipart application without a résumé (an empty file part)", async () => {
    const email = "no-resume@example.com";
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...applicationFields, email })) {
      form.append(name, value);
    }
    form.append("resume", new Blob([]), "");
    const request = new Request("http://x/", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/job-applications",
      headers: {
        "content-type": request.headers.get("content-type") ?? "",
        accept: "text/html",
        "x-forwarded-for": "198.51.100.11",
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(303);
    expect(await count("job_applications", email)).toBe(1);
  });

  it("answers a 400 HTML page with the spec's messages and stores nothing", async () => {
    const email = "short-phone@example.com";
    const { consent: _consent, ...withoutConsent } = applicationFields;
    const response = await nativePost("/api/job-applications", {
      ...withoutConsent,
      email,
      fullName: "",
      phone: "555-01",
      position: "",
      experience: "",
    });
    expect(response.statusCode).toBe(400);
    for (const message of [
      "Full name is required",
      "Valid phone number is required",
      "Please select a position",
      "Please select your experience level",
      "You must agree to background checks",
    ]) {
      expect(response.body).toContain(message);
    }
    expect(response.body).toContain('href="/#job-application"');
    expect(await count("job_applications", email)).toBe(0);
  });

  it("answers a filled honeypot with the normal 303 and stores nothing", async () => {
    const email = "bot-applicant@spam.example";
    const response = await nativePost("/api/job-applications", {
      ...applicationFields,
      email,
      website: "x",
    });
    expect(response.statusCode).toBe(303);
    expect(await count("job_applications", email)).toBe(0);
  });
});

describe("a value the database refuses, in a native post", () => {
  // A NUL byte passes the schemas but PostgreSQL refuses it in text (SQLSTATE 22021): the same
  // 400 and message as the JSON answer, in the form's error page, and nothing stored.
  for (const [url, fields, field] of [
    ["/api/staffing-requests", requestFields, "details"],
    ["/api/job-applications", applicationFields, "fullName"],
  ] as const) {
    it(`${url} answers 400 with the page, not 500`, async () => {
      const email = `nul-${field}@example.com`;
      const response = await nativePost(
        url,
        { ...fields, email, [field]: "Palm\u0000Harbor" },
        "198.51.100.71",
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain(
        "A value in the request cannot be stored; check the fields and try again",
      );
      const table = url === "/api/staffing-requests" ? "staffing_requests" : "job_applications";
      expect(await count(table, email)).toBe(0);
    });
  }
});

describe("POST /api/newsletter, native form post", () => {
  it("subscribes and sends the browser back to the page it came from", async () => {
    const response = await nativePost("/api/newsletter", { email: "news@bayshore.example" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      "/legal/privacy-policy?subscribed=1#newsletter-subscribed",
    );
    const rows = rowsOf(
      await t.db.execute(
        sql`select email from newsletter_subscribers where email = 'news@bayshore.example'`,
      ),
    );
    expect(rows).toHaveLength(1);
  });

  it("subscribing twice is not an error", async () => {
    const response = await nativePost("/api/newsletter", { email: "news@bayshore.example" });
    expect(response.statusCode).toBe(303);
  });

  it("answers an invalid address with a 400 HTML page", async () => {
    const response = await nativePost("/api/newsletter", { email: "not-an-address" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Enter a valid email address");
    expect(response.body).toContain('href="/legal/privacy-policy#newsletter"');
  });

  it("never sends the browser to another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "staffing.test",
        referer: "https://evil.example/phish",
        "x-forwarded-for": "198.51.100.12",
      },
      payload: "email=other%40bayshore.example",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/?subscribed=1#newsletter-subscribed");
  });
});

describe("rate limit of the public forms", () => {
  // RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN=2 (the default is 20): the third post in 10 minutes from
  // one address to one endpoint is refused.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN: "2" });
  });
  afterAll(async () => {
    await limited.close();
  });

  /** A JSON post, as the JavaScript forms send it. */
  function jsonPost(url: string, payload: Record<string, unknown>, ip: string) {
    return limited.app.inject({ method: "POST", url, remoteAddress: ip, payload });
  }

  /** A native form post, as a browser without JavaScript sends it. */
  function formPost(url: string, fields: Record<string, string>, ip: string) {
    return limited.app.inject({
      method: "POST",
      url,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        host: "staffing.test",
      },
      remoteAddress: ip,
      payload: new URLSearchParams(fields).toString(),
    });
  }

  const jsonRequest = {
    companyName: "Palm Harbor Flats",
    contactName: "Keisha Grant",
    email: "keisha@palmharborflats.example",
    staffType: "maintenance",
    details: "One maintenance technician, Monday to Friday, starting next month.",
    consent: true,
  };
  const jsonApplication = {
    fullName: "Luis Ortega",
    email: "luis.ortega@example.com",
    phone: "(727) 555-0148",
    position: "groundskeeping",
    experience: "1-3",
    additionalInfo: "Irrigation and palm care, FNGLA certified.",
    consent: true,
  };

  const cases = [
    {
      name: "Request Staff as JSON",
      post: (ip: string) => jsonPost("/api/staffing-requests", jsonRequest, ip),
      accepted: [201, 201],
    },
    {
      name: "Request Staff posted natively",
      post: (ip: string) => formPost("/api/staffing-requests", requestFields, ip),
      accepted: [303, 303],
    },
    {
      name: "job application as JSON",
      post: (ip: string) => jsonPost("/api/job-applications", jsonApplication, ip),
      accepted: [201, 201],
    },
    {
      name: "job application posted natively",
      post: (ip: string) => formPost("/api/job-applications", applicationFields, ip),
      accepted: [303, 303],
    },
    {
      name: "newsletter as JSON",
      post: (ip: string) => jsonPost("/api/newsletter", { email: "json@bayshore.example" }, ip),
      accepted: [201, 200],
    },
    {
      name: "newsletter posted natively",
      post: (ip: string) => formPost("/api/newsletter", { email: "form@bayshore.example" }, ip),
      accepted: [303, 303],
    },
  ];

  it.each(cases.map((c, index) => ({ ...c, ip: `203.0.113.${index + 1}` })))(
    "refuses the third $name from one address with 429 and Retry-After",
    async ({ post, accepted, ip }) => {
      const statuses = [(await post(ip)).statusCode, (await post(ip)).statusCode];
      expect(statuses).toEqual(accepted);
      const refused = await post(ip);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    },
  );

  it("answers the limit of a native post with a page a person can read", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 2; i++) {
      await formPost("/api/newsletter", { email: `burst${i}@bayshore.example` }, ip);
    }
    const response = await formPost("/api/newsletter", { email: "late@bayshore.example" }, ip);
    expect(response.statusCode).toBe(429);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Too many submissions");
  });

  it("counts each address and each form separately", async () => {
    const ip = "203.0.113.8";
    for (let i = 0; i < 3; i++) {
      await formPost("/api/newsletter", { email: `full${i}@bayshore.example` }, ip);
    }
    const otherAddress = await formPost(
      "/api/newsletter",
      { email: "calm@bayshore.example" },
      "203.0.113.9",
    );
    expect(otherAddress.statusCode).toBe(303);
    const otherForm = await formPost("/api/staffing-requests", requestFields, ip);
    expect(otherForm.statusCode).toBe(303);
  });
});
