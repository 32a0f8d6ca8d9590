/**
 * Reaching the city pages from the header before and without the page's scripts, and the
 * /locations hub. Scripts start only after the first paint (docs/decisions/0009), so the header's
 * Locations menu and the phone menu are native disclosures in the prerendered HTML: with
 * JavaScript disabled, Locations opens a panel with the nine city pages (and the hub), and the
 * links work. Once scripts run, the disclosures become today's menu button and drawer without a
 * hydration warning. The hub lists a card per city with its page and nearby places, and passes
 * axe.
 */

import type { Browser, Page } from "@playwright/test";
import { cities } from "../../src/content/site";
import { axeBuilder } from "./fixtures/axe";
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { expect, test } from "./fixtures/test";

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ port: await freePort(), dataDir: tempDataDir() });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A page of a context with JavaScript disabled, at the given width. */
async function noScriptPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  return { context, page: await context.newPage() };
}

/** The hrefs of the visible links inside `scope`. */
async function visibleHrefs(page: Page, selector: string): Promise<string[]> {
  const links = page.locator(selector).locator("a:visible");
  return links.evaluateAll((elements) => elements.map((a) => a.getAttribute("href") ?? ""));
}

const cityHrefs = cities.map((city) => `/locations/${city.slug}`);

test.describe("without JavaScript", () => {
  test("on a wide screen, Locations in the header shows the nine city pages, and they open", async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, 1280);
    await page.goto(`${server.url}/`);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const href of cityHrefs) await expect(nav.locator(`a[href="${href}"]`)).toBeHidden();

    await nav.getByText("Locations", { exact: true }).click();
    const shown = await visibleHrefs(page, 'nav[aria-label="Main"]');
    for (const href of [...cityHrefs, "/locations"]) expect(shown).toContain(href);

    await nav.getByRole("link", { name: "Naples", exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/locations/naples`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Naples");
    await context.close();
  });

  test("on a phone, the menu shows the nine city pages and the hub, and they open", async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, 375);
    await page.goto(`${server.url}/`);
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Tampa", exact: true })).toBeHidden();

    await header.locator("summary", { hasText: "Menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    const shown = await visibleHrefs(page, 'nav[aria-label="Mobile"]');
    for (const href of [...cityHrefs, "/locations", "/auth"]) expect(shown).toContain(href);

    await mobile.getByRole("link", { name: "All locations" }).click();
    await expect(page).toHaveURL(`${server.url}/locations`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Apartment Staffing Across Florida",
    );
    await context.close();
  });

  test("/locations has a card per city linking to its page and nearby places, all of which resolve", async ({
    browser,
    request,
  }) => {
    const { context, page } = await noScriptPage(browser, 1280);
    const response = await page.goto(`${server.url}/locations`);
    expect(response?.status()).toBe(200);
    const cards = page.getByRole("list", { name: "Our cities" }).getByRole("article");
    await expect(cards).toHaveCount(cities.length);
    const hrefs = new Set<string>();
    for (const [index, city] of cities.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(city.name);
      await expect(
        card.getByRole("link", { name: `Staffing in ${city.name}`, exact: true }),
      ).toHaveAttribute("href", `/locations/${city.slug}`);
      const links = await card
        .getByRole("link")
        .evaluateAll((elements) => elements.map((a) => a.getAttribute("href") ?? ""));
      expect(links, city.name).toHaveLength(4);
      for (const href of links) hrefs.add(href);
    }
    for (const href of hrefs) {
      const page = await request.get(`${server.url}${href}`);
      expect(page.status(), href).toBe(200);
    }
    await context.close();
  });
});

test.describe("with JavaScript", () => {
  test("/locations hydrates without warnings, passes axe, and the menu reaches it", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/locations/tampa`);

    // Once scripts run, Locations is the menu button of before, with the hub as its last item.
    const button = page.getByRole("button", { name: "Locations" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const items = page.getByRole("menu").getByRole("menuitem");
    await expect(items).toHaveText([...cities.map((city) => city.name), "All locations"]);
    await items.last().click();
    await expect(page).toHaveURL(`${server.url}/locations`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Apartment Staffing Across Florida",
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${server.url}/locations`,
    );

    await page.goto(`${server.url}/locations`);
    await expect(page.getByRole("button", { name: "Locations" })).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("on a phone, once scripts run, the menu button opens the drawer with the cities and the hub", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/`);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const links = drawer.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    await expect(links.last()).toHaveText("All locations");
    const hrefs = await links.evaluateAll((elements) =>
      elements.map((a) => a.getAttribute("href") ?? ""),
    );
    for (const href of [...cityHrefs, "/locations"]) expect(hrefs).toContain(href);
    await drawer.getByRole("link", { name: "All locations" }).click();
    await expect(page).toHaveURL(`${server.url}/locations`);
    await expect(drawer).toBeHidden();
  });
});
