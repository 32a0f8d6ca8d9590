/**
 * The portal frame (src/client/app/layout/portal-frame.tsx) around every signed-in screen: the
 * role's navigation with only the screens that exist and the current one marked, the
 * notifications bell with the unread count, the "My Account" menu (spec section 2, "Header and
 * footer"), the compact footer, the skip link and focus after navigation, and on a phone the
 * menu drawer (role, Staffing Requests, My Account), opened and closed with the keyboard, with
 * nothing wider than the screen. Public pages keep the site header (public-site.spec.ts).
 */
import type { Page } from "@playwright/test";
import {
  createAdmin,
  createRequest,
  expectNoAxeViolations,
  holdApi,
  setUpPortalServer,
  signIn,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();

/** A phone (iPhone SE / mini), as phone-width.spec.ts. */
const PHONE = { width: 375, height: 812 };

/** The frame's navigation landmark ("Portal", or "Admin console" for admins). */
function portalNav(page: Page, name = "Portal") {
  return page.getByRole("navigation", { name, exact: true });
}

/** The frame's top bar (banner landmark). */
function topBar(page: Page) {
  return page.getByRole("banner");
}

/** Waits until the screen's heading shows and nothing is loading. */
async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading|Checking/ })).toHaveCount(0);
}

/** The page is no wider than its viewport (WCAG 1.4.10 Reflow). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(innerWidth);
}

test.describe("on a wide screen", () => {
  test("a property manager's navigation lists the built screens and marks the current one", async ({
    page,
  }) => {
    await signUp(page, server.url);
    await page.goto(`${server.url}/dashboard`);
    await settle(page);

    const nav = portalNav(page);
    await expect(nav.getByRole("link")).toHaveText([
      "Dashboard",
      "Properties",
      "Staffing Requests",
      "Staff Directory",
      "Timesheets",
      "Reports",
      "Notifications",
    ]);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    // Not the marketing header: no section links, no Locations menu.
    await expect(topBar(page).getByRole("link", { name: "Services" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Locations" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Properties" }).click();
    await expect(page).toHaveURL(`${server.url}/properties`);
    await expect(nav.getByRole("link", { name: "Properties" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    // After a navigation, focus is on the main region (route-effects.tsx).
    await expect(page.locator("main#main-content")).toBeFocused();

    // A screen below a list marks the list.
    await page.goto(`${server.url}/staffing-requests/new`);
    await settle(page);
    await expect(nav.getByRole("link", { name: "Staffing Requests" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The compact footer: contact and the legal pages, no newsletter.
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Questions about a placement?");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/legal/privacy-policy",
    );
    await expect(footer.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
  });

  test("a staff user's navigation lists their screens", async ({ page }) => {
    await signUp(page, server.url, { role: "staff" });
    await page.goto(`${server.url}/profile`);
    await settle(page);
    const nav = portalNav(page);
    await expect(nav.getByRole("link")).toHaveText([
      "Dashboard",
      "Assignments",
      "Timesheet",
      "Jobs",
      "Documents",
      "Profile",
    ]);
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the bell shows the unread count and follows marking read", async ({ page }) => {
    await signUp(page, server.url);
    await createRequest(page.request, server.url, { details: "First" });
    await createRequest(page.request, server.url, { details: "Second" });
    // The bell reads the unread count; the full list is read only by /notifications.
    const reads = { list: [] as string[], count: 0 };
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== "GET") return;
      if (pathname === "/api/portal/notifications") reads.list.push(new URL(page.url()).pathname);
      if (pathname === "/api/portal/notifications/unread-count") reads.count += 1;
    });
    await page.goto(`${server.url}/dashboard`);
    await settle(page);

    const bell = topBar(page).getByRole("link", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
    await expect(bell.getByTestId("unread-count")).toHaveText("2");
    await page.goto(`${server.url}/staffing-requests`);
    await settle(page);
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
    expect(reads.list, "full notification lists read outside /notifications").toEqual([]);
    expect(reads.count).toBeGreaterThan(0);

    await bell.click();
    await expect(page).toHaveURL(`${server.url}/notifications`);
    await expect.poll(() => reads.list.length).toBeGreaterThan(0);
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /Mark as read/ })
      .first()
      .click();
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(bell.getByTestId("unread-count")).toHaveCount(0);
  });

  test("the account menu has the spec's items, and Logout returns to the site", async ({
    page,
  }) => {
    const user = await signUp(page, server.url);
    await page.goto(`${server.url}/dashboard`);
    await settle(page);

    const account = topBar(page).getByRole("button", { name: user.fullName });
    await expect(account).toContainText("D");
    await account.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("My Account")).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Dashboard",
      "Profile",
      "My Properties",
      "Logout",
    ]);
    await menu.getByRole("menuitem", { name: "My Properties" }).click();
    await expect(page).toHaveURL(`${server.url}/properties`);

    await account.click();
    const hold = await holdApi(page, "POST", "/api/logout");
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("menuitem", { name: "Logging out..." })).toBeVisible();
    await hold.release();
    await expect(page).toHaveURL(`${server.url}/`);
    // Back in the site frame, signed out.
    await expect(topBar(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(portalNav(page)).toHaveCount(0);
  });

  test("the skip link leads to the main region", async ({ page }) => {
    await signUp(page, server.url, { role: "staff" });
    await page.goto(`${server.url}/dashboard`);
    await settle(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("a signed-in visitor of a public page keeps the site header, and enters the frame from it", async ({
    page,
  }) => {
    const user = await signUp(page, server.url);
    await page.goto(`${server.url}/legal/accessibility`);
    const account = topBar(page).getByRole("button", { name: user.fullName });
    await expect(account).toBeVisible();
    await expect(portalNav(page)).toHaveCount(0);
    await account.click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(portalNav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator("main#main-content")).toBeFocused();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the menu opens and closes with the keyboard and holds the spec's drawer items", async ({
    page,
  }) => {
    const user = await signUp(page, server.url, { fullName: "Dana Whitfield" });
    await page.goto(`${server.url}/dashboard`);
    await settle(page);
    await expectNoSidewaysScroll(page);

    // The sidebar is hidden; the menu button replaces it.
    await expect(portalNav(page)).toBeHidden();
    const button = topBar(page).getByRole("button", { name: "Open menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(user.fullName);
    await expect(drawer.getByText("property manager", { exact: true })).toBeVisible();
    await expect(drawer.getByText("D", { exact: true })).toBeVisible();
    await expect(portalNav(page).getByRole("link")).toHaveText([
      "Dashboard",
      "Properties",
      "Staffing Requests",
      "Staff Directory",
      "Timesheets",
      "Reports",
      "Notifications",
    ]);
    await expect(drawer.getByRole("heading", { name: "My Account" })).toBeVisible();
    for (const name of ["Profile", "My Properties"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
    await expectNoAxeViolations(page, "phone menu open");

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    // Open it with Space, follow a link with the keyboard: it closes, the page changes, and
    // focus goes to the new page's main region.
    await page.keyboard.press("Space");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Staffing Requests" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${server.url}/staffing-requests`);
    await expect(drawer).toBeHidden();
    await expect(page.locator("main#main-content")).toBeFocused();
    await settle(page);
    await expectNoSidewaysScroll(page);
  });

  test("an admin's menu lists the console's sections, and no screen is wider than the phone", async ({
    page,
  }) => {
    const admin = await createAdmin(server);
    await admin.api.dispose();
    await signIn(page, server.url, admin.username, admin.password);
    for (const path of ["/admin", "/admin/users", "/dashboard"]) {
      await page.goto(`${server.url}${path}`);
      await settle(page);
      await expectNoSidewaysScroll(page);
    }
    await page.goto(`${server.url}/admin/users`);
    await settle(page);
    await topBar(page).getByRole("button", { name: "Open menu" }).click();
    const nav = portalNav(page, "Admin console");
    await expect(nav.getByRole("link")).toHaveText([
      "Overview",
      "Staffing Requests",
      "Job Applications",
      "Job Postings",
      "Users",
      "Subscribers",
      "Timesheets",
      "Documents",
      "Reports",
    ]);
    await expect(nav.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("dialog").getByText("admin", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("dialog").getByRole("link", { name: "Admin Console" }),
    ).toBeVisible();
  });
});
