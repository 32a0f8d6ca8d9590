/**
 * The prerendered public pages as a crawler sees them (plain HTTP, no JavaScript),
 * served by the real app from the real build: city pages with their head and JSON-LD, nearby
 * links that resolve, service-area pages, sitemap and robots, 404 and the app shell, compression
 * and caching, and public JavaScript without portal code.
 * Builds the product first when dist/ is missing or stale (scripts/ensure-build.mjs), because
 * `npm test` runs this suite before any build.
 */
import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript helper without types
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { cityPages, findCityPage, serviceAreaPlaces } from "../../src/content/cities";
import { locationsHub } from "../../src/content/locations-hub";
import { PAGE_MESSAGE_TOKEN } from "../../src/content/seo";
import { citySlug, site } from "../../src/content/site";
import { loginErrorMessage } from "../../src/domain/login-errors";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { DatabaseHandle } from "../../src/server/db/client";
import { createTestDatabase } from "../helpers/db";

const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "dist", "client");
const PUBLIC_URL = "https://staffing.example.com";

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ensureBuild();
  handle = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: ".tmp/test-data", PUBLIC_URL });
  app = await buildApp({ db: handle.db, config, logger: false, clientDir });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

/** A page as a crawler fetches it: GET, no Accept-Encoding, no cookies. */
async function fetchPage(url: string) {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, headers: response.headers, html: response.body };
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Every JSON-LD block of a page, parsed (throws on invalid JSON). */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

/** The hrefs of the links inside the "Nearby Locations" navigation. */
function nearbyLinks(html: string): string[] {
  const nav = html.match(/<nav aria-label="Nearby Locations">(.*?)<\/nav>/s)?.[1] ?? "";
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("city pages, prerendered", () => {
  it.each(cityPages.map((city) => [city.cityName, city] as const))(
    "%s: headline, key points, five FAQs, three nearby links, panel, canonical and JSON-LD",
    async (_name, city) => {
      const { status, headers, html } = await fetchPage(`/locations/${city.slug}`);
      expect(status).toBe(200);
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(headers["cache-control"]).toBe("no-cache");

      // Content (spec section 2, "City pages").
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(city.headline))}</h1>`));
      expect(html).toContain(escapeHtml(city.subheadline));
      expect(html).toContain(escapeHtml(city.introText));
      expect(html).toContain(`Location: <!-- -->${escapeHtml(city.cityName)}<!-- -->, Florida`);
      expect(html).toContain(`Why Property Owners in <!-- -->${escapeHtml(city.cityName)}`);
      for (const point of city.keyPoints) expect(html).toContain(escapeHtml(point));
      for (const paragraph of Object.values(city.mainContent).flat()) {
        expect(html).toContain(escapeHtml(paragraph));
      }
      // The five FAQs (the header's two menus are <details> too, outside <main>).
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main.match(/<details/g)).toHaveLength(5);
      for (const faq of city.faqs) {
        expect(html).toContain(escapeHtml(faq.question));
        expect(html).toContain(escapeHtml(faq.answer));
      }
      if (city.testimonial) expect(html).toContain(escapeHtml(city.testimonial.quote));
      expect(html).toContain(`Need Staff in <!-- -->${escapeHtml(city.cityName)}<!-- -->?`);
      expect(html).toMatch(/<a href="\/#contact"[^>]*>Request Staff/);
      expect(html).toMatch(/<a href="\/#contact"[^>]*>Apply for a Job<\/a>/);
      expect(nearbyLinks(html)).toEqual(
        city.nearbyLocations.map((name) => `/locations/${citySlug(name)}`),
      );
      for (const service of [
        "Maintenance Technicians",
        "Leasing Consultants",
        "Property Managers",
        "Groundskeepers",
      ]) {
        expect(html).toContain(service);
      }

      // Head.
      const url = `${PUBLIC_URL}/locations/${city.slug}`;
      expect(html).toContain(`<title>${escapeHtml(city.pageTitle)}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(city.metaDescription)}"/>`,
      );
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
      expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.png"/>`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).not.toContain("__PUBLIC_URL__");
      // No inline executable script (the CSP allows only 'self'): JSON-LD data and the bundle.
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        expect(tag).toMatch(/type="application\/ld\+json"|type="module" src="\/assets\/boot-/);
      }
      // The head elements are in <head>, not in the body.
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain('<link rel="canonical"');
      expect(head.match(/<title>/g)).toHaveLength(1);

      // Structured data.
      const blocks = jsonLdOf(html);
      const agency = blocks.find((block) => block["@type"] === "EmploymentAgency");
      expect(agency).toMatchObject({
        "@context": "https://schema.org",
        url,
        telephone: `+${site.phone.display}`,
        address: {
          "@type": "PostalAddress",
          addressLocality: city.cityName,
          addressRegion: "FL",
          addressCountry: "US",
        },
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            opens: "09:00",
            closes: "17:00",
          },
        ],
        sameAs: site.socialProfiles.map((profile) => profile.url),
      });
      expect(agency?.sameAs).toHaveLength(2);
      const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
      expect(faqPage?.mainEntity).toEqual(
        city.faqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      );
      const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(breadcrumb?.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: `${PUBLIC_URL}/` },
        { "@type": "ListItem", position: 2, name: `${city.cityName}, Florida`, item: url },
      ]);
    },
  );

  it("every nearby link of the nine city pages (27) answers 200", async () => {
    const links = cityPages.flatMap((city) =>
      city.nearbyLocations.map((name) => `/locations/${citySlug(name)}`),
    );
    expect(links).toHaveLength(27);
    for (const link of links) {
      const { status } = await fetchPage(link);
      expect(status, link).toBe(200);
    }
  });
});

describe("the /locations hub, prerendered", () => {
  it("has its paragraph and a card per city with links to the city page and its nearby places", async () => {
    const { status, html } = await fetchPage("/locations");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Apartment Staffing Across Florida<\/h1>/);
    expect(html).toContain(escapeHtml(locationsHub.intro));
    const cards = [...html.matchAll(/<article[^>]*>(.*?)<\/article>/gs)].map((m) => m[1] ?? "");
    expect(cards).toHaveLength(cityPages.length);
    for (const [index, city] of cityPages.entries()) {
      const card = cards[index] ?? "";
      expect(card).toContain(escapeHtml(city.subheadline));
      const hrefs = [...card.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs).toEqual([
        ...city.nearbyLocations.map((name) => `/locations/${citySlug(name)}`),
        `/locations/${city.slug}`,
      ]);
    }
  });

  it("is indexable with its title, description, canonical and JSON-LD", async () => {
    const { html } = await fetchPage("/locations");
    const head = html.slice(0, html.indexOf("</head>"));
    const url = `${PUBLIC_URL}/locations`;
    expect(head).toContain(`<title>Florida Locations | ${escapeHtml(site.name)}</title>`);
    expect(head).toContain(
      `<meta name="description" content="${escapeHtml(locationsHub.metaDescription)}"/>`,
    );
    expect(head).toContain('<meta name="robots" content="index, follow"/>');
    expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
    const blocks = jsonLdOf(html);
    const collection = blocks.find((block) => block["@type"] === "CollectionPage");
    expect(collection).toMatchObject({ "@context": "https://schema.org", url });
    expect(collection?.mainEntity).toMatchObject({
      "@type": "ItemList",
      numberOfItems: 9,
      itemListElement: cityPages.map((city, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: `${PUBLIC_URL}/locations/${city.slug}`,
      })),
    });
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${PUBLIC_URL}/` },
      { "@type": "ListItem", position: 2, name: "Florida Locations", item: url },
    ]);
  });

  it("is what the header's Locations menu offers, scripts or not, on every public page", async () => {
    for (const path of ["/", "/locations/tampa", "/legal/privacy-policy"]) {
      const { html } = await fetchPage(path);
      // The native disclosure of the prerendered header: the nine cities and the hub.
      const menu = html.match(/<details class="relative">(.*?)<\/details>/s)?.[1] ?? "";
      const hrefs = [...menu.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs, path).toEqual([
        ...cityPages.map((city) => `/locations/${city.slug}`),
        "/locations",
      ]);
    }
  });
});

describe("service-area pages", () => {
  it.each(serviceAreaPlaces.map((place) => [place.name, place] as const))(
    "%s names the team that covers it and links to its city page and the request form",
    async (_name, place) => {
      const city = findCityPage(place.coveredBy);
      const { status, html } = await fetchPage(`/locations/${place.slug}`);
      expect(status).toBe(200);
      expect(html).toContain(`Apartment Staffing in <!-- -->${escapeHtml(place.name)}`);
      expect(html).toContain(escapeHtml(place.summary));
      expect(html).toContain(`Served by our <!-- -->${escapeHtml(city?.cityName ?? "?")}`);
      expect(html).toContain(`href="/locations/${place.coveredBy}"`);
      expect(html).toContain('href="/#contact"');
      // Not indexed (decision 0004): no canonical, noindex but follow.
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html).not.toContain('rel="canonical"');
    },
  );
});

describe("home and legal pages", () => {
  it("prerenders the home page with the agency's EmploymentAgency data", async () => {
    const { status, html } = await fetchPage("/");
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
    expect(html).toContain("data-prerendered");
    const agency = jsonLdOf(html).find((block) => block["@type"] === "EmploymentAgency");
    expect(agency).toMatchObject({
      name: site.name,
      url: `${PUBLIC_URL}/`,
      address: { addressLocality: "Tampa", addressRegion: "FL" },
    });
    expect(agency?.sameAs).toHaveLength(2);
  });

  it.each([
    "/legal/privacy-policy",
    "/legal/terms-of-service",
    "/legal/accessibility",
    "/legal/cookie-settings",
  ])("prerenders %s with its head", async (url) => {
    const { status, html } = await fetchPage(url);
    expect(status).toBe(200);
    expect(html).toContain("data-prerendered");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(html).toMatch(/<meta name="robots" content="(no)?index, follow"\/>/);
  });
});

describe("/auth", () => {
  it.each(["/auth", "/auth?tab=login", "/auth?next=1"])(
    "answers %s with the prerendered sign-in page, indexable, canonical /auth",
    async (url) => {
      const { status, html } = await fetchPage(url);
      expect(status).toBe(200);
      expect(html).toContain("data-prerendered");
      expect(html).toContain("<title>Login | Sunshine State Property Staffing</title>");
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/auth"/>`);
      // The Login form is in the HTML: the page is readable before any script runs.
      expect(html).toMatch(/<h1[^>]*>Your staffing portal<\/h1>/);
      expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Login<\/button>/);
      expect(html).toContain('autoComplete="current-password"');
    },
  );

  it("has a Login form that posts (never GETs) to /api/login, and no alert", async () => {
    const { html } = await fetchPage("/auth");
    expect(html).toMatch(/<form [^>]*action="\/api\/login" method="post">/);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain(PAGE_MESSAGE_TOKEN);
  });

  it.each([
    ["/auth?error=invalid", "Invalid username or password"],
    ["/auth?error=too-many&wait=3", "Too many attempts. Please wait 3 minute(s) and try again."],
    ["/auth?wait=15&error=too-many", "Too many attempts. Please wait 15 minute(s) and try again."],
    ["/auth?error=username", "Username is required"],
    ["/auth?error=password", "Password is required"],
    ["/auth?error=username-line", "Username must be on one line"],
    ["/auth?error=failed", "Something went wrong. Please try again."],
  ])(
    "answers %s with the sign-in page showing “%s” in the Login form's alert",
    async (url, message) => {
      const { status, html } = await fetchPage(url);
      expect(status).toBe(200);
      // The text the page computes from the same query when it hydrates.
      expect(loginErrorMessage(new URL(url, PUBLIC_URL).search)).toBe(message);
      expect(html).toContain("data-prerendered");
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/auth"/>`);
      expect(html).toMatch(
        new RegExp(
          `<form [^>]*action="/api/login" method="post"><p role="alert"[^>]*>${escapeHtml(message).replace(/[.()]/g, "\\$&")}</p>`,
        ),
      );
      expect(html).not.toContain(PAGE_MESSAGE_TOKEN);
    },
  );

  it.each([
    "/auth?error=bogus",
    "/auth?error=too-many",
    "/auth?error=too-many&wait=0",
    "/auth?error=too-many&wait=1.5",
    "/auth?error=too-many&wait=99999",
    "/auth?error=%3Cscript%3E",
  ])("answers %s, which names no message, with the plain sign-in page", async (url) => {
    const plain = await app.inject({ method: "GET", url: "/auth" });
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(plain.headers.etag);
    expect(response.body).not.toContain('role="alert"');
  });

  it("answers /auth?tab=register&error=invalid with the app shell (Register has no such alert)", async () => {
    const { html } = await fetchPage("/auth?tab=register&error=invalid");
    expect(html).not.toContain("data-prerendered");
  });

  it.each(["/auth?tab=register", "/auth?utm_source=mail&tab=register"])(
    "answers %s with the app shell, which renders the Register tab in the browser",
    async (url) => {
      const { status, html } = await fetchPage(url);
      expect(status).toBe(200);
      expect(html).toContain(`<div id="root" data-public-url="${PUBLIC_URL}"></div>`);
      expect(html).not.toContain("data-prerendered");
    },
  );
});

describe("scripts of prerendered pages (decision 0009)", () => {
  it.each(["/", "/locations/tampa", "/legal/privacy-policy", "/auth"])(
    "%s starts its scripts with one boot script that names the entry and the page's chunks",
    async (url) => {
      const { html } = await fetchPage(url);
      expect(html).not.toContain('rel="modulepreload"');
      const scripts = [...html.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag);
      expect(scripts).toHaveLength(1);
      const boot = scripts[0] ?? "";
      const src = boot.match(/ src="(\/assets\/boot-[0-9a-f]{8}\.js)"/)?.[1] ?? "";
      const entry = boot.match(/ data-entry="(\/assets\/index-[^"]+\.js)"/)?.[1] ?? "";
      const chunks = (boot.match(/ data-preload="([^"]*)"/)?.[1] ?? "").split(" ");
      // Every file it names exists, and the boot script reads exactly those attributes.
      for (const file of [src, entry, ...chunks]) {
        expect(fs.existsSync(path.join(clientDir, file)), file).toBe(true);
      }
      expect(chunks.length).toBeGreaterThan(0);
      const bootCode = fs.readFileSync(path.join(clientDir, src), "utf8");
      expect(bootCode).toContain("dataset.entry");
      expect(bootCode).toContain("dataset.preload");
      expect(bootCode).toContain("first-contentful-paint");
    },
  );

  it("keeps the app shell's entry script as Vite wrote it (nothing to paint without it)", async () => {
    const { html } = await fetchPage("/dashboard");
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
    expect(html).not.toContain("data-entry");
  });
});

describe("sitemap and robots", () => {
  it("lists every indexable public page with absolute URLs, and nothing else", async () => {
    const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/locations`);
    for (const city of cityPages) expect(locs).toContain(`${PUBLIC_URL}/locations/${city.slug}`);
    for (const place of serviceAreaPlaces) {
      expect(locs).not.toContain(`${PUBLIC_URL}/locations/${place.slug}`);
    }
    for (const loc of locs) {
      expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      const { status, html } = await fetchPage(loc.slice(PUBLIC_URL.length));
      expect(status, loc).toBe(200);
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
    }
  });

  it("robots.txt points to the sitemap and keeps the API and portal paths out", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const prefix of ["/api/", "/dashboard", "/properties", "/staffing-requests", "/admin"]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines.some((line) => line.startsWith("Disallow: /locations"))).toBe(false);
    // The sign-in page is public and prerendered, so crawlers may read it.
    expect(lines.some((line) => line.startsWith("Disallow: /auth"))).toBe(false);
  });
});

describe("404, shell and redirects", () => {
  it("answers an unknown path with status 404 and the prerendered 404 page", async () => {
    const { status, html } = await fetchPage("/locations/atlantis");
    expect(status).toBe(404);
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it("keeps JSON 404s for unknown API paths", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No API endpoint GET /api/nothing-here" });
  });

  it.each([
    "/dashboard",
    "/staffing-requests/new",
    "/properties/7/staffing-requests/new",
    "/admin",
  ])("answers the portal path %s with the app shell", async (url) => {
    const { status, html } = await fetchPage(url);
    expect(status).toBe(200);
    expect(html).toContain(`<div id="root" data-public-url="${PUBLIC_URL}"></div>`);
    expect(html).not.toContain("data-prerendered");
  });

  it("redirects a page path with a trailing slash to the path without it", async () => {
    const response = await app.inject({ method: "GET", url: "/locations/tampa/?utm_source=x" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/locations/tampa?utm_source=x");
  });
});

describe("compression and caching", () => {
  it("sends brotli or gzip as accepted, with a revalidating ETag", async () => {
    const plain = await app.inject({ method: "GET", url: "/locations/naples" });
    // Brotli is prepared in the background after start-up; wait for it.
    let br = await app.inject({
      method: "GET",
      url: "/locations/naples",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    for (let i = 0; i < 50 && br.headers["content-encoding"] !== "br"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      br = await app.inject({
        method: "GET",
        url: "/locations/naples",
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
    }
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await app.inject({
      method: "GET",
      url: "/locations/naples",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const again = await app.inject({
      method: "GET",
      url: "/locations/naples",
      headers: { "accept-encoding": "gzip", "if-none-match": String(gzip.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const { html } = await fetchPage("/");
    const script = html.match(/<script type="module"[^>]* data-entry="([^"]+)"/)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const response = await app.inject({
      method: "GET",
      url: script ?? "",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(["br", "gzip"]).toContain(response.headers["content-encoding"]);
  });

  it("sends the build's precompressed copies of static files as they are", async () => {
    const { html } = await fetchPage("/");
    // The app's entry (the boot script is too small to be worth compressing).
    const script = html.match(/<script type="module"[^>]* data-entry="([^"]+)"/)?.[1] ?? "";
    const file = path.join(clientDir, script);
    const original = fs.readFileSync(file);
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const response = await app.inject({
        method: "GET",
        url: script,
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(response.headers["content-type"]).toContain("javascript");
      expect(response.rawPayload.equals(fs.readFileSync(`${file}${suffix}`))).toBe(true);
      const decoded =
        encoding === "br"
          ? brotliDecompressSync(response.rawPayload)
          : gunzipSync(response.rawPayload);
      expect(decoded.equals(original)).toBe(true);
    }
    const plain = await app.inject({ method: "GET", url: script });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
    // The copies are not URLs of their own.
    expect((await app.inject({ method: "GET", url: `${script}.br` })).statusCode).toBe(404);
  });

  it("serves the favicon set and the web manifest", async () => {
    const { html } = await fetchPage("/locations/tampa");
    for (const href of [
      "/favicon.svg",
      "/favicon.ico",
      "/apple-touch-icon.png",
      "/site.webmanifest",
    ]) {
      expect(html).toContain(`href="${href}"`);
      const response = await app.inject({ method: "GET", url: href });
      expect(response.statusCode, href).toBe(200);
    }
    const manifest = (await app.inject({ method: "GET", url: "/site.webmanifest" })).json() as {
      icons: Array<{ src: string }>;
    };
    for (const icon of manifest.icons) {
      expect((await app.inject({ method: "GET", url: icon.src })).statusCode, icon.src).toBe(200);
    }
    expect((await app.inject({ method: "GET", url: "/og-image.png" })).statusCode).toBe(200);
  });
});

describe("public JavaScript", () => {
  it("loads no portal code at start on a public page", async () => {
    const { html } = await fetchPage("/locations/tampa");
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    const code = files
      .map((file) => fs.readFileSync(path.join(clientDir, file ?? ""), "utf8"))
      .join("\n");
    // Words only portal screens show (spec sections 2 and 8).
    // A production build of React (a development build is ~3x heavier and logs differently).
    expect(code).not.toContain("react-dom.development");
    expect(code).not.toContain("A tree hydrated but some attributes");
    for (const portalText of [
      "Error loading properties. Please try again.",
      "Send confirmation link",
      "Mark all as read",
      "Failed to load staffing requests",
    ]) {
      expect(code).not.toContain(portalText);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
