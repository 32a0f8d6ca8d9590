/**
 * The prerendered public pages in a real browser: every prerendered public page hydrates without an error or a
 * hydration warning (React reports mismatches through console.error), the page works after
 * hydration (client-side navigation keeps one canonical link and one title), a signed-in visitor
 * gets their menu after hydration without a mismatch, and the weight of a city page is recorded.
 */
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { cityPages, serviceAreaPlaces } from "../../src/content/cities";
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { expect, test } from "./fixtures/test";

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ port: await freePort(), dataDir: tempDataDir() });
});

test.afterAll(async () => {
  await server?.stop();
});

const publicPaths = [
  "/",
  "/locations",
  ...cityPages.map((city) => `/locations/${city.slug}`),
  ...serviceAreaPlaces.map((place) => `/locations/${place.slug}`),
  "/legal/privacy-policy",
  "/legal/terms-of-service",
  "/legal/accessibility",
  "/legal/cookie-settings",
  "/auth",
  // A failed sign-in without JavaScript comes back here: the message is in the prerendered form.
  "/auth?error=invalid",
  "/auth?error=too-many&wait=15",
  "/no-such-page",
];

/**
 * Collects console errors and warnings and uncaught exceptions of a page (hydration mismatches,
 * failed loads). A visitor's page does not ask GET /api/user (no `signed_in` hint cookie), so not
 * even its 401 may appear. CSP violations, including those a page catches without a
 * console message, are the shared watch's job (fixtures/test.ts) in this and every other spec.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const text = message.text();
    if (/status of 404/.test(text) && page.url().endsWith("/no-such-page")) return;
    problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Loads a path and waits until React has hydrated it (it attaches its fiber to the main element). */
async function loadAndHydrate(page: Page, path: string) {
  const response = await page.goto(`${server.url}${path}`);
  await page.waitForFunction(() => {
    const main = document.getElementById("main-content");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
  // The Locations menu only opens once the header is interactive.
  await page.getByRole("button", { name: "Locations" }).click();
  await expect(page.getByRole("menu").getByText("Florida Locations")).toBeVisible();
  await page.keyboard.press("Escape");
  return response;
}

test("every public page hydrates without errors or hydration warnings", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = watchConsole(page);
  for (const path of publicPaths) {
    const response = await loadAndHydrate(page, path);
    expect(response?.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
    await expect(page.locator("h1").first()).toBeVisible();
    expect(problems, `console on ${path}`).toEqual([]);
  }
});

test("after hydration, links navigate client-side and the head follows the page", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loadAndHydrate(page, "/locations/tampa");
  const tampa = cityPages[0];
  await expect(page).toHaveTitle(tampa?.pageTitle ?? "");

  await page
    .getByRole("navigation", { name: "Nearby Locations" })
    .getByRole("link", { name: "Clearwater, FL" })
    .click();
  await expect(page).toHaveURL(`${server.url}/locations/clearwater`);
  const clearwater = cityPages[1];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(clearwater?.headline ?? "");
  await expect(page).toHaveTitle(clearwater?.pageTitle ?? "");
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${server.url}/locations/clearwater`,
  );
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(3);

  // A place without a city page: a service-area page, then on to its city team.
  await page
    .getByRole("navigation", { name: "Nearby Locations" })
    .getByRole("link", { name: "Palm Harbor, FL" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Apartment Staffing in Palm Harbor",
  );
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex, follow",
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await page.getByRole("link", { name: "See Clearwater staffing" }).click();
  await expect(page).toHaveURL(`${server.url}/locations/clearwater`);

  // The FAQs open without JavaScript help (native <details>).
  const faq = page.locator("details").first();
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");

  // Request Staff goes to the home page's contact section.
  await page.getByRole("link", { name: "Request Staff", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/#contact`);
  expect(problems).toEqual([]);
});

test("a signed-in visitor gets their menu after hydration, without a mismatch", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const suffix = Date.now().toString(36);
  const registered = await page.request.post(`${server.url}/api/register`, {
    data: {
      username: `maya_${suffix}`,
      email: `maya.${suffix}@example.com`,
      password: "Gulf-Coast-2026",
      fullName: "Maya Lindqvist",
      role: "property_manager",
      companyName: "Gulfview Residential",
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`${server.url}/locations/naples`);
  await expect(page.getByText("Maya Lindqvist")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("/auth is prerendered on Login, signs in after hydration; ?tab=register renders Register; a signed-in visitor goes to the dashboard", async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  const suffix = Date.now().toString(36);
  const username = `omar_${suffix}`;
  const password = "Keys-Harbor-2026";
  const registered = await page.request.post(`${server.url}/api/register`, {
    data: {
      username,
      email: `omar.${suffix}@example.com`,
      password,
      fullName: "Omar Reyes",
      role: "property_manager",
      companyName: "Coral Bay Residential",
    },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.post(`${server.url}/api/logout`)).status()).toBe(204);

  // Without JavaScript the prerendered page already shows the Login form.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noJs.newPage();
  await staticPage.goto(`${server.url}/auth`);
  await expect(staticPage.getByRole("heading", { level: 1 })).toHaveText("Your staffing portal");
  await expect(staticPage.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
  await expect(staticPage.getByLabel("Username")).toBeVisible();
  await noJs.close();

  // Hydrated, the tabs follow the keyboard (WAI-ARIA tabs), Register loads its form, and Login
  // signs in.
  await loadAndHydrate(page, "/auth");
  await page.getByRole("tab", { name: "Login" }).focus();
  await page.keyboard.press("ArrowRight");
  const registerTab = page.getByRole("tab", { name: "Register", selected: true });
  await expect(registerTab).toBeFocused();
  await expect(page).toHaveURL(`${server.url}/auth?tab=register`);
  await expect(page.getByLabel("Confirm Password")).toBeVisible();
  await page.keyboard.press("Home");
  await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeFocused();
  await page.keyboard.press("End");
  await expect(registerTab).toBeFocused();
  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/dashboard`);

  // Signed in, /auth sends the visitor on; signed out, ?tab=register opens on Register.
  // The dashboard's own reads must have answered before the session ends behind its back: one
  // still in flight would answer 401 and log a failed load.
  const dashboardReads = ["/api/portal/dashboard", "/api/portal/notifications/unread-count"].map(
    (path) => page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await page.goto(`${server.url}/auth`);
  await expect(page).toHaveURL(`${server.url}/dashboard`);
  await Promise.all(dashboardReads);
  expect((await page.request.post(`${server.url}/api/logout`)).status()).toBe(204);
  await page.goto(`${server.url}/auth?tab=register`);
  await expect(page.getByRole("tab", { name: "Register", selected: true })).toBeVisible();
  await expect(page.getByLabel("Confirm Password")).toBeVisible();
  expect(problems).toEqual([]);
});

test("records the weight of a city page", async ({ page, request }) => {
  const html = await (await request.get(`${server.url}/locations/tampa`)).text();
  const scripts: string[] = [];
  const styles: string[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (url.endsWith(".js")) scripts.push(url);
    if (url.endsWith(".css")) styles.push(url);
  });
  await loadAndHydrate(page, "/locations/tampa");
  const gzipSize = async (urls: string[]) => {
    let total = 0;
    for (const url of urls)
      total += gzipSync(Buffer.from(await (await request.get(url)).body())).length;
    return total;
  };
  const weights = {
    htmlBytes: Buffer.byteLength(html),
    htmlBrotli: brotliCompressSync(Buffer.from(html)).length,
    htmlGzip: gzipSync(Buffer.from(html)).length,
    jsFiles: scripts.length,
    jsGzip: await gzipSize(scripts),
    cssGzip: await gzipSize(styles),
  };
  test.info().annotations.push({ type: "weight", description: JSON.stringify(weights) });
  console.log(`City page weight: ${JSON.stringify(weights)}`);
  // Budgets with headroom: a city page must stay light.
  expect(weights.htmlBrotli).toBeLessThan(20_000);
  expect(weights.cssGzip).toBeLessThan(20_000);
  expect(
    scripts.every(
      (url) => !/(dashboard|properties|notifications|staffing-requests)-page/.test(url),
    ),
  ).toBe(true);
});
