/**
 * Every route of the app fits a phone: at 375 CSS px wide (an iPhone SE / mini), no page may be
 * wider than the screen, for each role (visitor, property manager, staff, admin). A page wider
 * than the viewport scrolls sideways as a whole, which WCAG 2.2 SC 1.4.10 (Reflow, AA) rules out
 * at 320 CSS px and the style guide's mobile-first layout rules out at every phone width.
 *
 * The routes come from the build (dist/pages/manifest.json, written by the prerender step from
 * the route table of src/client/app/routes.ts): every prerendered page with its query variants,
 * the 404 page, and every route served by the app shell (portal and admin console), with its
 * `:id` parameters filled in from data each role creates. A new route is covered without
 * editing this file; a new parameter name fails the test until it is given a value here.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import {
  createAdmin,
  createProperty,
  createRequest,
  setUpPortalServer,
  signIn,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

/** The phone width under test, in CSS px. */
const PHONE = { width: 375, height: 812 };

const root = path.resolve(import.meta.dirname, "../..");

/** The part of dist/pages/manifest.json this test reads (schema: src/server/plugins/pages.ts). */
interface PagesManifest {
  pages: Array<{
    path: string;
    shellWhen?: Record<string, string>;
    message?: { param: string };
  }>;
  shellRoutes: string[];
}

/**
 * The build's routes (read when a test runs: the browser suite builds before its tests, not
 * before it loads this file).
 */
function builtRoutes(): { publicPaths: string[]; shellRoutes: string[] } {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, "dist/pages/manifest.json"), "utf8"),
  ) as PagesManifest;
  // Each prerendered page, its app-shell variant (`shellWhen`), its message variant (`message`,
  // with a value the page explains), and a path with no page (the 404 page).
  const publicPaths = [
    ...manifest.pages.flatMap((page) => [
      page.path,
      ...(page.shellWhen ? [`${page.path}?${new URLSearchParams(page.shellWhen)}`] : []),
      ...(page.message ? [`${page.path}?${page.message.param}=invalid`] : []),
    ]),
    "/no-such-page",
  ];
  expect(manifest.shellRoutes).toContain("/dashboard");
  return { publicPaths, shellRoutes: manifest.shellRoutes };
}

/** Every address of the app, with the shell routes' parameters filled in from `ids`. */
function everyPath(ids: RouteIds): string[] {
  const { publicPaths, shellRoutes } = builtRoutes();
  return [...publicPaths, ...shellRoutes.map((route) => fill(route, ids))];
}

/** The ids a role's shell routes are visited with. */
interface RouteIds {
  property: number;
  staffingRequest: number;
  jobApplication: number;
}

/**
 * A shell route with its parameters filled in.
 * @throws for a parameter this test does not know, so a new route is not skipped silently.
 */
function fill(pattern: string, ids: RouteIds): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (name !== "id") throw new Error(`${pattern}: no value for :${name} in phone-width.spec.ts`);
    if (pattern.startsWith("/properties/")) return String(ids.property);
    if (pattern.includes("staffing-requests/")) return String(ids.staffingRequest);
    if (pattern.includes("job-applications/")) return String(ids.jobApplication);
    throw new Error(`${pattern}: no value for :id in phone-width.spec.ts`);
  });
}

/** Waits until the page has hydrated (or rendered) and its data calls have settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main-content");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Opens each path in a 375 px wide page signed in with `storageState` (a visitor without one)
 * and returns the paths whose document is wider than the viewport, with both widths.
 */
async function tooWide(
  browser: Browser,
  baseUrl: string,
  paths: readonly string[],
  storageState?: BrowserContextOptions["storageState"],
): Promise<string[]> {
  const context = await browser.newContext({ viewport: PHONE, storageState });
  const page = await context.newPage();
  const found: string[] = [];
  try {
    for (const address of paths) {
      await page.goto(`${baseUrl}${address}`);
      await settle(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth, "the viewport is a phone's").toBe(PHONE.width);
      if (scrollWidth > innerWidth) found.push(`${address}: ${scrollWidth} px wide`);
    }
  } finally {
    await context.close();
  }
  return found;
}

const server = setUpPortalServer();

test.describe("at 375 px wide no page scrolls sideways", () => {
  // Every route once per role, on a loaded machine: minutes, not seconds.
  test.describe.configure({ timeout: 600_000 });

  test("as a visitor", async ({ browser }) => {
    const visitor = await browser.newContext();
    const application = await visitor.request.post(`${server.url}/api/job-applications`, {
      data: {
        fullName: "Lena Ortiz",
        email: "lena.phone@example.com",
        phone: "(239) 555-0110",
        position: "leasing",
        experience: "0-1",
        consent: true,
      },
    });
    expect(application.status(), await application.text()).toBe(201);
    await visitor.close();
    const paths = everyPath({ property: 1, staffingRequest: 1, jobApplication: 1 });
    expect(await tooWide(browser, server.url, paths)).toEqual([]);
  });

  for (const role of ["property_manager", "staff", "admin"] as const) {
    test(`as ${role === "admin" ? "an admin" : `a ${role.replace("_", " ")}`}`, async ({
      browser,
    }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      let ids: RouteIds;
      if (role === "admin") {
        // The admin sees every user's records: a manager's property and request, a visitor's
        // job application.
        const manager = await signUp(page, server.url);
        expect(manager.role).toBe("property_manager");
        const property = await createProperty(page.request, server.url);
        const request = await createRequest(page.request, server.url, { propertyId: property.id });
        const application = await page.request.post(`${server.url}/api/job-applications`, {
          data: {
            fullName: "Kevin Tran",
            email: "kevin.phone@example.com",
            phone: "(239) 555-0111",
            position: "security",
            experience: "1-3",
            consent: true,
          },
        });
        expect(application.status(), await application.text()).toBe(201);
        await page.request.post(`${server.url}/api/logout`);
        const admin = await createAdmin(server);
        await admin.api.dispose();
        await signIn(page, server.url, admin.username, admin.password);
        const applicationId = ((await application.json()) as { id: number }).id;
        ids = { property: property.id, staffingRequest: request.id, jobApplication: applicationId };
      } else {
        await signUp(page, server.url, { role });
        const property =
          role === "property_manager" ? await createProperty(page.request, server.url) : undefined;
        const request = await createRequest(page.request, server.url, {
          ...(property && { propertyId: property.id }),
        });
        ids = { property: property?.id ?? 1, staffingRequest: request.id, jobApplication: 1 };
      }
      const storageState = await context.storageState();
      await context.close();
      expect(await tooWide(browser, server.url, everyPath(ids), storageState)).toEqual([]);
    });
  }
});
