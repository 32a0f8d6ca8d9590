/**
 * The job board's pages as a crawler sees them, from the real build (docs/decisions/0020): /jobs
 * and a posting's page in the site's frame (header, footer, stylesheet, no script), the JobPosting
 * JSON-LD of every open posting checked against Google's required and recommended properties, the
 * sitemap listing open postings only, robots.txt allowing /jobs, and the city pages' list of open
 * jobs, which follows the postings without a rebuild.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript helper without types
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { DatabaseHandle } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import {
  recommendedJobPostingProperties,
  requiredJobPostingProperties,
} from "../../src/server/features/jobs/json-ld";
import { cookieOf } from "../helpers/app";
import { createTestDatabase } from "../helpers/db";

const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "dist", "client");
const PUBLIC_URL = "https://staffing.example.com";

let app: FastifyInstance;
let handle: DatabaseHandle;
let adminCookie: string;

const posting = (overrides: Record<string, unknown> = {}) => ({
  title: "Maintenance Technician",
  description:
    "Service HVAC, plumbing and appliances across 180 apartments.\n\nYou will share an on-call rotation with two other technicians.",
  staffType: "maintenance",
  city: "Bonita Springs",
  employmentType: "FULL_TIME",
  payMin: 23,
  payMax: 27,
  schedule: "Monday to Friday, 8:00 to 4:30",
  startDate: "2099-01-05",
  validThrough: "2099-12-31",
  ...overrides,
});

async function publish(overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/jobs",
    headers: { cookie: adminCookie },
    payload: posting(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; url: string };
}

/** The JSON-LD objects of a page. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
}

const sitemapLocs = async () => {
  const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
};

beforeAll(async () => {
  ensureBuild();
  handle = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: ".tmp/test-data", PUBLIC_URL });
  app = await buildApp({ db: handle.db, config, logger: false, clientDir });
  const register = await app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      username: "board_admin",
      email: "board_admin@example.com",
      password: "Correct-Horse-Board-1",
      fullName: "Board Admin",
      role: "property_manager",
      companyName: "Sunshine",
    },
  });
  expect(register.statusCode).toBe(201);
  await handle.db.update(users).set({ role: "admin" });
  adminCookie = cookieOf(register);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe("the job board in the site's frame", () => {
  it("serves /jobs with the site's header, footer and stylesheet, its head, and no script", async () => {
    const created = await publish();
    const response = await app.inject({ method: "GET", url: "/jobs" });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<header data-scrolled="false"');
    expect(html).toContain("<footer");
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/);
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs"/>`);
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toMatch(/<title>[^<]+ \| Sunshine State Property Staffing<\/title>/);
    expect(html).toContain(`href="${created.url}"`);
    expect(html).not.toContain("__FRAME_");
    expect(html).not.toContain("__PUBLIC_URL__");
  });

  it("gives every open posting a JobPosting with Google's required and recommended properties", async () => {
    await publish({
      title: "Leasing Consultant",
      staffType: "leasing",
      employmentType: "PART_TIME",
      city: "Tampa",
    });
    const list = await app.inject({ method: "GET", url: "/api/jobs?limit=100" });
    const open = list.json() as Array<{ id: number; url: string; title: string }>;
    expect(open.length).toBeGreaterThanOrEqual(2);
    for (const job of open) {
      const page = await app.inject({ method: "GET", url: job.url });
      expect(page.statusCode, job.url).toBe(200);
      const [data] = jsonLdOf(page.body).filter((d) => d["@type"] === "JobPosting");
      if (!data) throw new Error(`${job.url} has no JobPosting`);
      for (const property of [
        ...requiredJobPostingProperties,
        ...recommendedJobPostingProperties,
      ]) {
        expect(data[property], `${job.url} ${property}`).toBeDefined();
      }
      expect(data["@context"]).toBe("https://schema.org");
      expect(data.title).toBe(job.title);
      expect(String(data.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(data.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\.000-0[45]:00$/);
      expect(["FULL_TIME", "PART_TIME", "TEMPORARY", "CONTRACTOR"]).toContain(data.employmentType);
      expect(data.hiringOrganization).toMatchObject({
        "@type": "Organization",
        name: "Sunshine State Property Staffing",
        sameAs: PUBLIC_URL,
      });
      expect(data.jobLocation).toMatchObject({
        "@type": "Place",
        address: { "@type": "PostalAddress", addressRegion: "FL", addressCountry: "US" },
      });
      expect(data.baseSalary).toMatchObject({
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", unitText: "HOUR" },
      });
      const value = (data.baseSalary as { value: { minValue: number; maxValue: number } }).value;
      expect(value.minValue).toBeLessThanOrEqual(value.maxValue);
      expect(data.identifier).toMatchObject({ "@type": "PropertyValue", value: String(job.id) });
      expect(data.directApply).toBe(true);
      expect(data.url).toBe(`${PUBLIC_URL}${job.url}`);
      expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${job.url}"/>`);
    }
  });
});

describe("sitemap and robots", () => {
  it("lists /jobs and open postings, and drops a posting once it closes", async () => {
    const created = await publish({ title: "Groundskeeper", staffType: "groundskeeping" });
    const before = await sitemapLocs();
    expect(before).toContain(`${PUBLIC_URL}/jobs`);
    expect(before).toContain(`${PUBLIC_URL}${created.url}`);
    const closed = await app.inject({
      method: "POST",
      url: `/api/admin/jobs/${created.id}/close`,
      headers: { cookie: adminCookie },
    });
    expect(closed.statusCode).toBe(200);
    const after = await sitemapLocs();
    expect(after).not.toContain(`${PUBLIC_URL}${created.url}`);
    expect(after).toContain(`${PUBLIC_URL}/locations/tampa`);
    const gone = await app.inject({ method: "GET", url: created.url });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(gone.body).toContain('href="/jobs"');
  });

  it("robots.txt lets crawlers read /jobs", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.body.split("\n").some((line) => /^Disallow: \/jobs/.test(line))).toBe(false);
  });
});

describe("city pages", () => {
  it("list the open jobs of the city and its nearby places, following changes without a rebuild", async () => {
    const naples = async () => (await app.inject({ method: "GET", url: "/locations/naples" })).body;
    const first = await naples();
    expect(first).toContain("Open jobs in and around Naples");
    expect(first).not.toContain("__LIVE__");
    const created = await publish({
      title: "Night Security Officer",
      staffType: "security",
      city: "Marco Island",
    });
    const second = await naples();
    expect(second).toContain(`href="${created.url}"`);
    expect(second).toContain('href="/jobs?city=naples"');
    // Another city's page does not list it.
    const tampa = (await app.inject({ method: "GET", url: "/locations/tampa" })).body;
    expect(tampa).not.toContain(created.url);
    await app.inject({
      method: "POST",
      url: `/api/admin/jobs/${created.id}/close`,
      headers: { cookie: adminCookie },
    });
    expect(await naples()).not.toContain(created.url);
  });
});
