/**
 * Staffing request screens for a property manager (spec section 2 "Staffing requests list",
 * "New staffing request form", section 4's status dialog and badges, section 8's toasts) and
 * the detail screen /staffing-requests/{id}. Statuses only the agency may set are set by an admin made
 * the way an operator would (fixtures/portal.ts promoteToAdmin).
 */

import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, format, startOfToday } from "date-fns";
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
  signIn,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
let admin: { api: APIRequestContext; username: string; password: string };

test.beforeAll(async () => {
  admin = await createAdmin(server);
});
test.afterAll(async () => {
  await admin?.api.dispose();
});

const cards = (page: Page) => page.getByTestId("staffing-request-card");
const dayLabel = (day: Date) => format(day, "EEEE, MMMM d, yyyy");

test.describe("staffing requests list", () => {
  test("shows a spinner, then the empty state with a create button", async ({ page }) => {
    await signUp(page, server.url);
    const hold = await holdApi(page, "GET", "/api/portal/staffing-requests");
    await page.goto(`${server.url}/staffing-requests`);
    await expect(loading(page, "Loading staffing requests...")).toBeVisible();
    await hold.release();
    await expect(page.getByRole("heading", { name: "No staffing requests yet" })).toBeVisible();
    await page.getByRole("link", { name: "Create Your First Request" }).click();
    await expect(page).toHaveURL(`${server.url}/staffing-requests/new`);
  });

  test("shows the error with the server's message, and Try Again loads the list", async ({
    page,
  }) => {
    await signUp(page, server.url);
    await createRequest(page.request, server.url, { details: "Back after the outage" });
    const restore = await failApi(page, "GET", "/api/portal/staffing-requests");
    await page.goto(`${server.url}/staffing-requests`);
    await expect(
      page.getByRole("heading", { name: "Failed to load staffing requests" }),
    ).toBeVisible();
    await expect(page.getByText("Database unavailable")).toBeVisible();
    await restore();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Back after the outage");
  });

  test("shows 'Please try again later' when the failure has no message", async ({ page }) => {
    await signUp(page, server.url);
    await failApi(page, "GET", "/api/portal/staffing-requests", { message: "" });
    await page.goto(`${server.url}/staffing-requests`);
    await expect(page.getByText("Please try again later")).toBeVisible();
  });

  test("filters by status, property and text, sorts by date, and clears filters", async ({
    page,
  }) => {
    await signUp(page, server.url, { companyName: "Gulfside Living" });
    const harbor = await createProperty(page.request, server.url, { name: "Harbor Pointe" });
    const palms = await createProperty(page.request, server.url, { name: "The Palms" });
    const first = await createRequest(page.request, server.url, {
      propertyId: harbor.id,
      staffType: "maintenance",
      details: "HVAC technician, EPA 608 certified",
      startDate: format(addDays(startOfToday(), 3), "yyyy-MM-dd"),
    });
    const second = await createRequest(page.request, server.url, {
      propertyId: palms.id,
      staffType: "security",
      contactName: "Rosa Delgado",
      details: "Night patrol for the parking garage",
    });
    const third = await createRequest(page.request, server.url, {
      companyName: "Pelican Bay Partners",
      staffType: "leasing",
      details: "Weekend leasing consultant",
    });
    await setStatus(admin.api, server.url, second.id, "in_progress");
    await setStatus(admin.api, server.url, third.id, "cancelled");

    await page.goto(`${server.url}/staffing-requests`);
    await expect(cards(page)).toHaveCount(3);
    // Newest first by default.
    await expect(cards(page).nth(0)).toContainText(`Request #${third.id}`);
    await expect(cards(page).nth(2)).toContainText(`Request #${first.id}`);
    await page.getByRole("button", { name: "Sort by date: newest first" }).click();
    await expect(cards(page).nth(0)).toContainText(`Request #${first.id}`);
    await expect(page.getByRole("button", { name: "Sort by date: oldest first" })).toBeVisible();

    // The card: property, dates with N/A, details clamped to 3 lines.
    const firstCard = cards(page).filter({ hasText: `Request #${first.id}` });
    await expect(firstCard).toContainText("Harbor Pointe");
    await expect(firstCard).toContainText("End: N/A");
    await expect(firstCard.getByText("HVAC technician")).toHaveCSS("-webkit-line-clamp", "3");

    // Status.
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "In Progress" }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Security Personnel");
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "All Statuses" }).click();

    // Property.
    await page.getByRole("combobox", { name: "Property", exact: true }).click();
    await page.getByRole("option", { name: "Harbor Pointe" }).click();
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("combobox", { name: "Property", exact: true }).click();
    await page.getByRole("option", { name: "All Properties" }).click();
    await expect(cards(page)).toHaveCount(3);

    // Search: companyName, contactName, staffType, details, any case.
    const search = page.getByRole("searchbox", { name: "Search" });
    for (const [text, count] of [
      ["pelican", 1],
      ["ROSA", 1],
      ["make-ready", 0],
      ["leasing", 1],
      ["epa 608", 1],
      ["gulfside", 2],
    ] as const) {
      await search.fill(text);
      if (count === 0) {
        await expect(page.getByRole("heading", { name: "No matching requests" })).toBeVisible();
      } else {
        await expect(cards(page), text).toHaveCount(count);
      }
    }
    await search.fill("nothing like this");
    await expect(page.getByRole("heading", { name: "No matching requests" })).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(search).toHaveValue("");
    await expect(cards(page).nth(0)).toContainText(`Request #${third.id}`);
  });

  test("uses the list badge styles of spec section 4", async ({ page }) => {
    await signUp(page, server.url);
    const statuses = ["pending", "approved", "in_progress", "completed", "cancelled"] as const;
    const ids: Record<string, number> = {};
    for (const status of statuses) {
      const created = await createRequest(page.request, server.url, { details: status });
      ids[status] = created.id;
      if (status !== "pending") await setStatus(admin.api, server.url, created.id, status);
    }
    await page.goto(`${server.url}/staffing-requests`);
    const expected = {
      pending: { label: "Pending", className: /border-input/ },
      approved: { label: "Approved", className: /bg-secondary/ },
      in_progress: { label: "In Progress", className: /bg-primary/ },
      completed: { label: "Completed", className: /bg-secondary/ },
      cancelled: { label: "Cancelled", className: /bg-destructive/ },
    };
    for (const status of statuses) {
      const card = cards(page).filter({ hasText: `Request #${ids[status]}` });
      const badge = card.getByText(expected[status].label, { exact: true });
      await expect(badge).toHaveClass(expected[status].className);
    }
  });

  test("lays the cards out in 1, 2 or 3 columns by width", async ({ page }) => {
    await signUp(page, server.url);
    for (let i = 0; i < 4; i++) await createRequest(page.request, server.url);
    await page.goto(`${server.url}/staffing-requests`);
    await expect(cards(page)).toHaveCount(4);
    const grid = page.getByRole("list").filter({ has: cards(page).first() });
    const columns = () =>
      grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    for (const [width, count] of [
      [500, 1],
      [900, 2],
      [1300, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(columns, `${width}px`).toBe(count);
    }
  });

  test("View Details and the Actions menu open the request, also by keyboard", async ({ page }) => {
    await signUp(page, server.url);
    const created = await createRequest(page.request, server.url);
    await page.goto(`${server.url}/staffing-requests`);
    await cards(page).first().getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(`${server.url}/staffing-requests/${created.id}`);
    await page.goBack();

    await page.getByRole("button", { name: `Actions for request #${created.id}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
      "Update Status",
      "View Full Details",
    ]);
    await expect(page.getByRole("menuitem", { name: "Update Status" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "View Full Details" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${server.url}/staffing-requests/${created.id}`);
  });
});

test.describe("Update Status dialog", () => {
  test("offers all five statuses; the owner may only cancel; Update follows the choice", async ({
    page,
  }) => {
    await signUp(page, server.url);
    const created = await createRequest(page.request, server.url);
    await page.goto(`${server.url}/staffing-requests`);

    // Keyboard only: menu, dialog, select.
    await page.getByRole("button", { name: `Actions for request #${created.id}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Update Status" })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Update Status" });
    await expect(dialog).toBeVisible();
    const update = dialog.getByRole("button", { name: "Update" });
    await expect(update).toBeDisabled();

    const select = dialog.getByRole("combobox", { name: "New Status" });
    await select.focus();
    await page.keyboard.press("Enter");
    const options = page.getByRole("option");
    await expect(options).toHaveCount(5);
    const reasons = {
      Pending: "This is the current status",
      Approved: "Only our team can set this status",
      "In Progress": "Only our team can set this status",
      Completed: "Only our team can set this status",
    };
    for (const [label, reason] of Object.entries(reasons)) {
      const option = options.filter({ hasText: label });
      await expect(option).toHaveAttribute("aria-disabled", "true");
      await expect(option).toContainText(reason);
    }
    const cancelled = options.filter({ hasText: "Cancelled" });
    await expect(cancelled).not.toHaveAttribute("aria-disabled", "true");
    // Disabled options are skipped: one arrow press reaches Cancelled.
    await page.keyboard.press("ArrowDown");
    await expect(cancelled).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(select).toHaveText("Cancelled");
    await expect(update).toBeEnabled();

    await page.keyboard.press("Tab"); // Cancel
    await page.keyboard.press("Tab"); // Update
    await expect(update).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(
      page,
      "Status updated",
      "The staffing request status has been updated successfully.",
    );
    await expect(dialog).toHaveCount(0);
    await expect(cards(page).first().getByText("Cancelled", { exact: true })).toBeVisible();

    // A cancelled request offers nothing to its owner.
    await page.getByRole("button", { name: `Actions for request #${created.id}` }).click();
    await page.getByRole("menuitem", { name: "Update Status" }).click();
    await page.getByRole("combobox", { name: "New Status" }).click();
    for (const label of ["Pending", "Approved", "In Progress", "Completed", "Cancelled"]) {
      await expect(page.getByRole("option").filter({ hasText: label })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
    }
    await expect(page.getByRole("option").filter({ hasText: "Cancelled" })).toContainText(
      "This is the current status",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog").getByRole("button", { name: "Update" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a completed request cannot be cancelled by its owner", async ({ page }) => {
    await signUp(page, server.url);
    const created = await createRequest(page.request, server.url);
    await setStatus(admin.api, server.url, created.id, "completed");
    await page.goto(`${server.url}/staffing-requests`);
    await page.getByRole("button", { name: `Actions for request #${created.id}` }).click();
    await page.getByRole("menuitem", { name: "Update Status" }).click();
    await page.getByRole("combobox", { name: "New Status" }).click();
    const cancelled = page.getByRole("option").filter({ hasText: "Cancelled" });
    await expect(cancelled).toHaveAttribute("aria-disabled", "true");
    await expect(cancelled).toContainText("A finished request cannot be cancelled");
    await expect(page.getByRole("option").filter({ hasText: "Completed" })).toContainText(
      "This is the current status",
    );
  });

  test("shows the server's message, else 'Failed to update status', when the update fails", async ({
    page,
  }) => {
    await signUp(page, server.url);
    const created = await createRequest(page.request, server.url);
    const path = `/api/portal/staffing-requests/${created.id}/status`;
    await page.goto(`${server.url}/staffing-requests`);
    for (const [message, shown] of [
      ["Database unavailable", "Database unavailable"],
      ["", "Failed to update status"],
    ] as const) {
      const restore = await failApi(page, "PUT", path, { message });
      await page.getByRole("button", { name: `Actions for request #${created.id}` }).click();
      await page.getByRole("menuitem", { name: "Update Status" }).click();
      await page.getByRole("combobox", { name: "New Status" }).click();
      await page.getByRole("option", { name: /Cancelled/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Update" }).click();
      await expectToast(page, "Error", shown);
      await restore();
      await expect(cards(page).first().getByText("Pending", { exact: true })).toBeVisible();
    }
  });

  test("an admin may set any status but the current one, and sees every request", async ({
    page,
  }) => {
    const owner = await signUp(page, server.url, { fullName: "Olivia Owner" });
    const created = await createRequest(page.request, server.url, { details: "For the admin" });
    await page.context().clearCookies();
    await signIn(page, server.url, admin.username, admin.password);
    await page.goto(`${server.url}/staffing-requests`);
    const card = cards(page).filter({ hasText: `Request #${created.id}` });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: /Actions/ }).click();
    await page.getByRole("menuitem", { name: "Update Status" }).click();
    await page.getByRole("combobox", { name: "New Status" }).click();
    await expect(page.getByRole("option").filter({ hasText: "Pending" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    for (const label of ["Approved", "In Progress", "Completed", "Cancelled"]) {
      await expect(page.getByRole("option").filter({ hasText: label })).not.toHaveAttribute(
        "aria-disabled",
        "true",
      );
    }
    await page.getByRole("option", { name: "Approved" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Status updated");
    await expect(card.getByText("Approved", { exact: true })).toBeVisible();

    // The request's screen shows the change in its timeline, for the admin.
    await card.getByRole("link", { name: "View Details" }).click();
    const history = page.getByRole("listitem").filter({ hasText: "Alex Agency" });
    await expect(history).toContainText("Pending");
    await expect(history).toContainText("Approved");
    await expect(page.getByRole("link", { name: "View Property" })).toHaveCount(0);
    expect(owner.id).not.toBe(0);
  });
});

test.describe("new staffing request form", () => {
  test("prefills the user, offers Select Property with the company hint, and validates", async ({
    page,
  }) => {
    const user = await signUp(page, server.url, { companyName: "Gulfside Living" });
    await createProperty(page.request, server.url, { name: "Harbor Pointe" });
    await page.goto(`${server.url}/staffing-requests/new`);
    await expect(page.getByLabel("Contact Name")).toHaveValue(user.fullName);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
    const property = page.getByRole("combobox", { name: "Select Property" });
    await expect(property).toBeVisible();
    await expect(page.getByLabel("Property/Company Name")).toHaveCount(0);
    await expect(property).toHaveAccessibleDescription(
      "Requests are made in the name of Gulfside Living.",
    );
    await expect(page.getByLabel("Details")).toHaveValue("");
    await expect(
      page.getByRole("checkbox", { name: "I agree to be contacted regarding my staffing request" }),
    ).not.toBeChecked();

    await page.getByRole("combobox", { name: "Staff Type" }).click();
    await expect(page.getByRole("option")).toHaveText([
      "Maintenance Technicians",
      "Groundskeepers",
      "Leasing Consultants",
      "Property Managers",
      "Security Personnel",
      "Make-Ready Specialists",
      "Other",
    ]);
    await page.keyboard.press("Escape");

    await page.getByLabel("Contact Name").fill("");
    await page.getByRole("button", { name: "Submit Request" }).click();
    for (const message of [
      "Select a property",
      "Contact name is required",
      "Please select a staff type",
      "Please describe the position and your needs",
      "You must agree to be contacted",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test("names the chosen property in the hint for an account without a company", async ({
    page,
  }) => {
    await signUp(page, server.url, { companyName: null });
    await createProperty(page.request, server.url, { name: "Sawgrass Commons" });
    await page.goto(`${server.url}/new-staffing-request`);
    const property = page.getByRole("combobox", { name: "Select Property" });
    await expect(property).toHaveAccessibleDescription(
      "Requests are made in the name of the property you choose.",
    );
    await property.click();
    await page.getByRole("option", { name: "Sawgrass Commons" }).click();
    await expect(property).toHaveAccessibleDescription(
      "Requests are made in the name of Sawgrass Commons.",
    );
  });

  test("without properties shows Property/Company Name, required", async ({ page }) => {
    await signUp(page, server.url);
    await page.goto(`${server.url}/staffing-requests/new`);
    await expect(page.getByRole("combobox", { name: "Select Property" })).toHaveCount(0);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Company name is required")).toBeVisible();
  });

  test("the date pickers disable past days and days before the start, by keyboard", async ({
    page,
  }) => {
    await signUp(page, server.url);
    await page.goto(`${server.url}/staffing-requests/new`);
    const today = startOfToday();

    const start = page.getByRole("button", { name: /^Start Date/ });
    await start.focus();
    await page.keyboard.press("Enter");
    const calendar = page.getByRole("dialog", { name: "Start Date" });
    await expect(calendar.getByRole("button", { name: dayLabel(today) })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    const yesterday = calendar.getByRole("button", { name: dayLabel(addDays(today, -1)) });
    await expect(yesterday).toBeFocused();
    await expect(yesterday).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter"); // a disabled day cannot be chosen
    await expect(calendar).toBeVisible();
    // Three days ahead of today: right arrow x4 from yesterday.
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(calendar).toHaveCount(0);
    const startDay = addDays(today, 3);
    await expect(start).toHaveText(format(startDay, "MMMM d, yyyy"));
    await expect(start).toBeFocused();

    const end = page.getByRole("button", { name: /^End Date/ });
    await end.focus();
    await page.keyboard.press("Enter");
    const endCalendar = page.getByRole("dialog", { name: "End Date" });
    // It opens on the first day that can be chosen: the start date.
    await expect(endCalendar.getByRole("button", { name: dayLabel(startDay) })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(
      endCalendar.getByRole("button", { name: dayLabel(addDays(startDay, -1)) }),
    ).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("ArrowDown"); // a week later
    await page.keyboard.press("Enter");
    await expect(end).toHaveText(format(addDays(startDay, 6), "MMMM d, yyyy"));

    // With no start date (and no end date, so the calendar opens on today's month even when the
    // chosen end date fell in the next one), the end picker disables days before today.
    await start.click();
    await page.getByRole("button", { name: "Clear date" }).click();
    await end.click();
    await page.getByRole("button", { name: "Clear date" }).click();
    await end.click();
    await expect(
      page.getByRole("dialog", { name: "End Date" }).getByRole("button", {
        name: dayLabel(today),
      }),
    ).not.toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(
      page.getByRole("dialog", { name: "End Date" }).getByRole("button", {
        name: dayLabel(addDays(today, -1)),
      }),
    ).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
  });

  test("Cancel and the back link return to /staffing-requests from both paths", async ({
    page,
  }) => {
    await signUp(page, server.url);
    for (const path of ["/staffing-requests/new", "/new-staffing-request"]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(`${server.url}/staffing-requests`);
      await page.goto(`${server.url}${path}`);
      await page.getByRole("link", { name: "Back to Staffing Requests" }).click();
      await expect(page).toHaveURL(`${server.url}/staffing-requests`);
    }
  });

  test("submits: success toast, list, and the server's or the fallback failure message", async ({
    page,
  }) => {
    await signUp(page, server.url);
    await page.goto(`${server.url}/new-staffing-request`);
    await page.getByLabel("Property/Company Name").fill("Pelican Bay Partners");
    await page.getByRole("combobox", { name: "Staff Type" }).click();
    await page.getByRole("option", { name: "Groundskeepers" }).click();
    await page.getByLabel("Details").fill("Two groundskeepers for the spring season.");
    await page
      .getByRole("checkbox", { name: "I agree to be contacted regarding my staffing request" })
      .click();

    for (const [message, shown] of [
      ["Database unavailable", "Database unavailable"],
      ["", "Failed to submit your request. Please try again."],
    ] as const) {
      const restore = await failApi(page, "POST", "/api/portal/staffing-requests", { message });
      await page.getByRole("button", { name: "Submit Request" }).click();
      await expectToast(page, "Error", shown);
      await restore();
    }
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(
      page,
      "Request submitted",
      "Your staffing request has been submitted successfully.",
    );
    await expect(page).toHaveURL(`${server.url}/staffing-requests`);
    await expect(cards(page).first()).toContainText("Pelican Bay Partners");
    await expect(cards(page).first()).toContainText("Groundskeepers");
  });
});

test.describe("staffing request details", () => {
  test("shows every field, the property and the timeline; updates the status there", async ({
    page,
  }) => {
    const user = await signUp(page, server.url, { companyName: "Gulfside Living" });
    const property = await createProperty(page.request, server.url, {
      name: "Harbor Pointe",
      units: 248,
    });
    const startDate = format(addDays(startOfToday(), 7), "yyyy-MM-dd");
    const created = await createRequest(page.request, server.url, {
      propertyId: property.id,
      staffType: "make-ready",
      contactName: "Dana Whitfield",
      email: "dana@gulfside.example",
      details: "Three make-ready techs.\nTwo-week turn schedule.",
      startDate,
    });
    await setStatus(admin.api, server.url, created.id, "approved");

    await page.goto(`${server.url}/staffing-requests/${created.id}`);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: `Make-Ready Specialists · Request #${created.id}`,
      }),
    ).toBeVisible();
    const details = page.getByRole("definition");
    await expect(details.filter({ hasText: "Approved" })).toHaveCount(1);
    for (const text of [
      "Make-Ready Specialists",
      "Gulfside Living",
      "Harbor Pointe",
      "Dana Whitfield",
      "dana@gulfside.example",
      format(addDays(startOfToday(), 7), "MMM d, yyyy"),
      "N/A",
      "Agreed to be contacted",
      "Two-week turn schedule.",
    ]) {
      await expect(details.filter({ hasText: text }).first(), text).toBeVisible();
    }
    await expect(page.getByText("248 units")).toBeVisible();
    await page.getByRole("link", { name: "View Property" }).click();
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}`);
    await page.goBack();

    const timeline = page.getByRole("list").filter({ hasText: "Request submitted as" });
    const events = timeline.getByRole("listitem");
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText("Request submitted as Pending");
    await expect(events.nth(0)).toContainText(`By ${user.fullName} (Property Manager)`);
    await expect(events.nth(0)).toContainText("ago");
    await expect(events.nth(1)).toContainText("Pending");
    await expect(events.nth(1)).toContainText("Approved");
    await expect(events.nth(1)).toContainText("By Alex Agency (Admin)");

    await page.getByRole("button", { name: "Update Status" }).click();
    await page.getByRole("combobox", { name: "New Status" }).click();
    await page.getByRole("option", { name: /Cancelled/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Status updated");
    await expect(events).toHaveCount(3);
    await expect(events.nth(2)).toContainText("Cancelled");
    await expect(events.nth(2)).toContainText(`By ${user.fullName}`);
  });

  test("shows loading, error with Try Again, and not found for another's or a bad id", async ({
    page,
    browser,
  }) => {
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signUp(otherPage, server.url);
    const theirs = await createRequest(otherPage.request, server.url, { details: "Private" });
    await otherContext.close();

    await signUp(page, server.url);
    const mine = await createRequest(page.request, server.url, { details: "Mine to see" });
    const path = `/api/portal/staffing-requests/${mine.id}`;
    const hold = await holdApi(page, "GET", path);
    await page.goto(`${server.url}/staffing-requests/${mine.id}`);
    await expect(loading(page, "Loading staffing request...")).toBeVisible();
    await hold.release();
    await expect(page.getByText("Mine to see")).toBeVisible();

    const restore = await failApi(page, "GET", path);
    await page.reload();
    await expect(
      page.getByRole("heading", { name: "Failed to load the staffing request" }),
    ).toBeVisible();
    await expect(page.getByText("Database unavailable")).toBeVisible();
    await restore();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("Mine to see")).toBeVisible();

    for (const id of [String(theirs.id), "999999", "abc"]) {
      await page.goto(`${server.url}/staffing-requests/${id}`);
      await expect(page.getByRole("heading", { name: "Staffing request not found" })).toBeVisible();
      await expect(page.getByText("Private")).toHaveCount(0);
    }
  });
});
