/**
 * The dashboard per role (spec section 2 "Dashboard") and the notifications page (spec section 2
 * "Notifications page", sections 7 and 8), for a property manager and for a staff user: previews
 * of 3 items and "+N more", the dashboard badge colours of section 4, relative times, My Profile,
 * quick actions; tabs with counts, mark as read, mark all, opening a link, 30-second polling,
 * and the loading, error and failure states.
 */
import type { Page } from "@playwright/test";
import {
  createAdmin,
  createProperty,
  createRequest,
  expectToast,
  failApi,
  holdApi,
  loading,
  setStatus,
  setUpPortalServer,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
let admin: Awaited<ReturnType<typeof createAdmin>>;
test.beforeAll(async () => {
  admin = await createAdmin(server);
});
test.afterAll(async () => {
  await admin?.api.dispose();
});

/** A dashboard card by its title. */
const card = (page: Page, title: string) =>
  page
    .locator("div.rounded-xl")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("dashboard", () => {
  test("a property manager sees previews of 3 with +N more, badges, times and profile", async ({
    page,
  }) => {
    const user = await signUp(page, server.url, { companyName: "Gulfside Living" });
    for (let i = 1; i <= 5; i++) {
      await createProperty(page.request, server.url, { name: `Community ${i}` });
    }
    const requests = [];
    for (let i = 1; i <= 4; i++) {
      requests.push(await createRequest(page.request, server.url, { details: `Need ${i}` }));
    }
    // Newest first: requests 4, 3, 2 are shown.
    const [, second, third, fourth] = requests as [
      (typeof requests)[0],
      (typeof requests)[0],
      (typeof requests)[0],
      (typeof requests)[0],
    ];
    await setStatus(admin.api, server.url, third.id, "approved");
    await setStatus(admin.api, server.url, second.id, "in_progress");

    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByText(`Welcome back, ${user.fullName}.`)).toBeVisible();

    const properties = card(page, "Properties");
    await expect(properties.getByRole("listitem")).toHaveCount(3);
    await expect(properties.getByText("+2 more")).toBeVisible();
    await expect(properties.getByRole("link", { name: "Community 1" })).toHaveCount(0); // newest first
    await properties.getByRole("link", { name: "Community 5" }).click();
    await expect(page).toHaveURL(/\/properties\/\d+$/);
    await page.goBack();

    const requestCard = card(page, "Staffing Requests");
    await expect(requestCard.getByRole("listitem")).toHaveCount(3);
    await expect(requestCard.getByText("+1 more")).toBeVisible();
    const colour = {
      Pending: /bg-yellow-100/,
      Approved: /bg-blue-100/,
      "In Progress": /bg-purple-100/,
    };
    for (const [label, className] of Object.entries(colour)) {
      await expect(requestCard.getByText(label, { exact: true })).toHaveClass(className);
    }
    await expect(requestCard.getByText(/Submitted less than a minute ago/).first()).toBeVisible();
    await expect(requestCard.getByText(/0 of 1 filled/).first()).toBeVisible();
    await requestCard.getByRole("link", { name: new RegExp(`request #${fourth.id}`) }).click();
    await expect(page).toHaveURL(`${server.url}/staffing-requests/${fourth.id}`);
    await page.goBack();

    await setStatus(admin.api, server.url, fourth.id, "completed");
    await setStatus(admin.api, server.url, third.id, "cancelled");
    await page.reload();
    await expect(requestCard.getByText("Completed", { exact: true })).toHaveClass(/bg-green-100/);
    await expect(requestCard.getByText("Cancelled", { exact: true })).toHaveClass(/bg-red-100/);

    const notifications = card(page, "Notifications");
    await expect(notifications.getByRole("listitem")).toHaveCount(3);
    await expect(notifications.getByText(/^\+\d+ more$/)).toBeVisible();
    await expect(notifications.getByText(/ago$/).first()).toBeVisible();

    const profile = card(page, "My Profile");
    for (const [label, value] of [
      ["Email", user.email],
      ["Username", user.username],
      ["Account type", "Property Manager"],
      ["Company", "Gulfside Living"],
    ]) {
      await expect(profile.getByRole("term").filter({ hasText: label })).toBeVisible();
      await expect(profile.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }

    const actions = card(page, "Quick Actions");
    for (const [label, href] of [
      ["Add Property", "/properties/new"],
      ["New Staffing Request", "/staffing-requests/new"],
      ["View Reports", "/reports"],
      ["Staff Directory", "/staff-directory"],
    ] as const) {
      await expect(actions.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(page.getByRole("heading", { name: "Upcoming Assignments" })).toHaveCount(0);
  });

  // The previews read one summary (GET /api/portal/dashboard): each card shows its own loading
  // and error texts for it.
  test("a property manager's previews show loading and errors", async ({ page }) => {
    await signUp(page, server.url);
    const hold = await holdApi(page, "GET", "/api/portal/dashboard");
    await page.goto(`${server.url}/dashboard`);
    await expect(loading(page, "Loading properties...")).toBeVisible();
    await expect(loading(page, "Loading staffing requests...")).toBeVisible();
    await expect(loading(page, "Loading notifications...")).toBeVisible();
    await hold.release();
    await expect(card(page, "Properties")).toContainText("You have not added any properties yet.");
    await failApi(page, "GET", "/api/portal/dashboard");
    await page.reload();
    await expect(
      card(page, "Properties").getByText("Error loading properties. Please try again."),
    ).toBeVisible();
    await expect(card(page, "Staffing Requests").getByText("Database unavailable")).toBeVisible();
    await expect(card(page, "Notifications").getByText("Database unavailable")).toBeVisible();
  });

  test("a staff user sees Upcoming Assignments, their quick actions, and no properties", async ({
    page,
  }) => {
    const propertyCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/portal/properties")) {
        propertyCalls.push(request.url());
      }
    });
    const user = await signUp(page, server.url, { role: "staff" });
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByText(`Welcome back, ${user.fullName}.`)).toBeVisible();
    await expect(card(page, "Upcoming Assignments")).toContainText(
      "No upcoming assignments. When we place you at a property, your shifts will appear here.",
    );
    const actions = card(page, "Quick Actions");
    for (const [label, href] of [
      ["Available Jobs", "/job-opportunities"],
      ["Timesheet", "/timesheet"],
      ["My Documents", "/documents"],
      ["Update Profile", "/profile"],
    ] as const) {
      await expect(actions.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(actions.getByRole("link")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Properties", exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Staffing Requests" })).toHaveCount(0);
    const profile = card(page, "My Profile");
    await expect(profile.getByRole("definition").filter({ hasText: "Staff" })).toBeVisible();
    await expect(profile.getByRole("definition").filter({ hasText: "Not provided" })).toBeVisible();
    await expect(card(page, "Notifications")).toContainText("No notifications yet.");
    await page.getByRole("link", { name: /^Update Profile/ }).click();
    await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
    expect(propertyCalls).toEqual([]);
  });

  test("a staff user is sent away from the property manager's screens", async ({ page }) => {
    await signUp(page, server.url, { role: "staff" });
    for (const path of ["/properties", "/properties/new", "/properties/1", "/properties/1/edit"]) {
      await page.goto(`${server.url}${path}`);
      await expect(page).toHaveURL(`${server.url}/`);
    }
  });
});

test.describe("staff requests", () => {
  test("a staff user requests staff by company name and may only cancel it", async ({ page }) => {
    const user = await signUp(page, server.url, { role: "staff" });
    await page.goto(`${server.url}/staffing-requests`);
    await expect(page.getByRole("heading", { name: "No staffing requests yet" })).toBeVisible();
    await page.getByRole("link", { name: "New Request" }).click();
    await expect(page).toHaveURL(`${server.url}/staffing-requests/new`);
    await expect(page.getByLabel("Contact Name")).toHaveValue(user.fullName);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
    await expect(page.getByRole("combobox", { name: "Select Property" })).toHaveCount(0);
    await page.getByLabel("Property/Company Name").fill("Sunrise Towers HOA");
    await page.getByRole("combobox", { name: "Staff Type" }).click();
    await page.getByRole("option", { name: "Security Personnel" }).click();
    await page.getByLabel("Details").fill("Front desk security, nights.");
    await page
      .getByRole("checkbox", { name: "I agree to be contacted regarding my staffing request" })
      .click();
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Request submitted");
    await expect(page).toHaveURL(`${server.url}/staffing-requests`);
    await expect(page.getByRole("combobox", { name: "Property", exact: true })).toHaveCount(0);
    const requestCard = page.getByTestId("staffing-request-card");
    await expect(requestCard).toContainText("Sunrise Towers HOA");

    await requestCard.getByRole("button", { name: /Actions/ }).click();
    await page.getByRole("menuitem", { name: "Update Status" }).click();
    await page.getByRole("combobox", { name: "New Status" }).click();
    for (const label of ["Pending", "Approved", "In Progress", "Completed"]) {
      await expect(page.getByRole("option").filter({ hasText: label })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
    }
    await page.getByRole("option", { name: /Cancelled/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Status updated");
    await expect(requestCard.getByText("Cancelled", { exact: true })).toBeVisible();

    await requestCard.getByRole("link", { name: "View Details" }).click();
    await expect(
      page.getByText("No property selected; requested for Sunrise Towers HOA."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "View Property" })).toHaveCount(0);
  });
});

test.describe("notifications", () => {
  test("tabs with counts, mark as read, mark all, and opening a link", async ({ page }) => {
    await signUp(page, server.url, { role: "staff" });
    const first = await createRequest(page.request, server.url, { details: "First" });
    await createRequest(page.request, server.url, { details: "Second" });
    await createRequest(page.request, server.url, { details: "Third" });
    await page.goto(`${server.url}/notifications`);

    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["All (3)", "Unread (3)", "Read (0)"]);
    const items = page.getByRole("tabpanel").getByRole("listitem");
    await expect(items).toHaveCount(3);
    const markAll = page.getByRole("button", { name: "Mark all as read" });
    await expect(markAll).toBeEnabled();

    // Keyboard: arrows move between tabs.
    await page.getByRole("tab", { name: "All (3)" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Unread (3)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Read (0)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: "No read notifications" })).toBeVisible();
    await page.keyboard.press("Home");

    await items
      .first()
      .getByRole("button", { name: /Mark as read/ })
      .click();
    await expect(tabs).toHaveText(["All (3)", "Unread (2)", "Read (1)"]);

    await markAll.click();
    await expectToast(page, "Success", "All notifications marked as read");
    await expect(tabs).toHaveText(["All (3)", "Unread (0)", "Read (3)"]);
    await expect(markAll).toBeDisabled();
    await page.getByRole("tab", { name: "Unread (0)" }).click();
    await expect(page.getByRole("heading", { name: "You're all caught up" })).toBeVisible();

    // A new notification; opening its link goes to the request and marks it read.
    const fourth = await createRequest(page.request, server.url, { details: "Fourth" });
    await page.reload();
    await expect(tabs).toHaveText(["All (4)", "Unread (1)", "Read (3)"]);
    await page
      .getByRole("tabpanel")
      .getByRole("listitem")
      .first()
      .getByRole("link", { name: /^Open/ })
      .click();
    await expect(page).toHaveURL(`${server.url}/staffing-requests/${fourth.id}`);
    await page.goto(`${server.url}/notifications`);
    await expect(tabs).toHaveText(["All (4)", "Unread (0)", "Read (4)"]);
    expect(first.id).toBeLessThan(fourth.id);
  });

  test("shows the loading spinner, the load error, and the failure toasts", async ({ page }) => {
    await signUp(page, server.url);
    await createRequest(page.request, server.url);
    const hold = await holdApi(page, "GET", "/api/portal/notifications");
    await page.goto(`${server.url}/notifications`);
    await expect(loading(page, "Loading notifications...")).toBeVisible();
    await hold.release();
    await expect(page.getByRole("tab", { name: "Unread (1)" })).toBeVisible();

    const restoreList = await failApi(page, "GET", "/api/portal/notifications");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Error loading notifications" })).toBeVisible();
    await expect(page.getByText("Database unavailable")).toBeVisible();
    await restoreList();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("tab", { name: "Unread (1)" })).toBeVisible();

    await failApi(page, "POST", /^\/api\/portal\/notifications\/\d+\/read$/);
    await page.getByRole("button", { name: /Mark as read/ }).click();
    await expectToast(page, "Failed to mark notification as read");
    await failApi(page, "POST", "/api/portal/notifications/read-all");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expectToast(page, "Failed to mark all notifications as read");
    await expect(page.getByRole("tab", { name: "Unread (1)" })).toBeVisible();
  });

  test("refetches the notifications every 30 seconds", async ({ page }) => {
    await page.clock.install();
    await signUp(page, server.url, { role: "staff" });
    let reads = 0;
    page.on("request", (request) => {
      if (
        request.method() === "GET" &&
        new URL(request.url()).pathname === "/api/portal/notifications"
      ) {
        reads += 1;
      }
    });
    await page.goto(`${server.url}/notifications`);
    await expect(page.getByRole("tab", { name: "All (0)" })).toBeVisible();
    expect(reads).toBe(1);
    await createRequest(page.request, server.url, { details: "Arrives while watching" });
    await page.clock.runFor(29_000);
    await expect(page.getByRole("tab", { name: "All (0)" })).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByRole("tab", { name: "All (1)" })).toBeVisible();
    expect(reads).toBe(2);
  });
});
