/**
 * Placements from the property manager's side (docs/decisions/0017-placements.md): an emergency
 * request for several positions made through the portal form, its countdown and fill state on
 * the list and the detail, the people placed once the agency's offer is accepted, the staff
 * directory with its filters, and the rating of finished work with the keyboard. The agency's
 * and the worker's steps go through the API (an admin made the way an operator would, staff
 * registered through /api/register). Also the public Request Staff form's positions and
 * emergency, posted natively without JavaScript and as JSON with it.
 */

import { type APIRequestContext, type Browser, type Page, request } from "@playwright/test";
import { addDays, format, startOfToday } from "date-fns";
import type { StaffingRequest } from "../../src/domain/api/staffing-request";
import {
  createAdmin,
  createProperty,
  createRequest,
  expectNoAxeViolations,
  expectToast,
  setUpPortalServer,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
let admin: { api: APIRequestContext; username: string; password: string };
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  admin = await createAdmin(server);
});
test.afterAll(async () => {
  await admin?.api.dispose();
  await Promise.all(contexts.map((context) => context.dispose()));
});

let staffCounter = 0;

/** Registers a staff member in a context of their own; returns it and their user id. */
async function createStaff(fullName: string): Promise<{ api: APIRequestContext; id: number }> {
  staffCounter += 1;
  const tag = `${Date.now().toString(36)}${staffCounter}`;
  const api = await request.newContext();
  contexts.push(api);
  const response = await api.post(`${server.url}/api/register`, {
    data: {
      username: `crew_${tag}`,
      email: `crew.${tag}@example.com`,
      password: "Palmetto-Crew-2026",
      fullName,
      role: "staff",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { api, id: ((await response.json()) as { id: number }).id };
}

/** The agency offers a request's work to a staff member, who accepts; returns the assignment id. */
async function placeStaff(
  requestId: number,
  staff: { api: APIRequestContext; id: number },
  days: { start: Date; end: Date },
): Promise<number> {
  const offer = await admin.api.post(
    `${server.url}/api/admin/staffing-requests/${requestId}/assignments`,
    {
      data: {
        staffId: staff.id,
        startDate: format(days.start, "yyyy-MM-dd"),
        endDate: format(days.end, "yyyy-MM-dd"),
        notes: "Report to the leasing office at 8 am.",
      },
    },
  );
  expect(offer.status(), await offer.text()).toBe(201);
  const assignmentId = ((await offer.json()) as { id: number }).id;
  const accept = await staff.api.post(
    `${server.url}/api/portal/assignments/${assignmentId}/accept`,
  );
  expect(accept.status(), await accept.text()).toBe(200);
  return assignmentId;
}

/** The stored request with this e-mail, as the admin list answers it. */
async function storedRequest(email: string): Promise<StaffingRequest> {
  const response = await admin.api.get(
    `${server.url}/api/admin/staffing-requests?q=${encodeURIComponent(email)}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const rows = (await response.json()) as StaffingRequest[];
  expect(rows).toHaveLength(1);
  return rows[0] as StaffingRequest;
}

const cards = (page: Page) => page.getByTestId("staffing-request-card");
const rows = (page: Page) => page.getByTestId("staff-directory-row");

test("a manager's emergency request is filled, listed in the staff directory and rated", async ({
  page,
}) => {
  test.slow();
  await signUp(page, server.url, { companyName: "Gulfside Living" });
  const sandpiper = await createProperty(page.request, server.url, { name: "Sandpiper Cove" });
  const osprey = await createProperty(page.request, server.url, { name: "Osprey Landing" });

  // The portal form: two positions, an emergency whose reason is required once ticked.
  await page.goto(`${server.url}/staffing-requests/new`);
  await page.getByRole("combobox", { name: "Select Property" }).click();
  await page.getByRole("option", { name: "Sandpiper Cove" }).click();
  await page.getByRole("combobox", { name: "Staff Type" }).click();
  await page.getByRole("option", { name: "Maintenance Technicians" }).click();
  const headcount = page.getByLabel("Positions needed");
  await expect(headcount).toHaveValue("1");
  await headcount.fill("2");
  await expect(page.getByRole("combobox", { name: "What is the emergency?" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "This is an emergency" }).check();
  await expect(page.getByText("We promise a response within 2 hours")).toBeVisible();
  await page.getByLabel("Details").fill("Two technicians to clear storm damage in building C.");
  await page
    .getByRole("checkbox", { name: "I agree to be contacted regarding my staffing request" })
    .check();
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(
    page.getByText(
      "Choose the emergency: storm preparation, storm recovery, sudden vacancy or other",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, "on the request form with the emergency open");
  await page.getByRole("combobox", { name: "What is the emergency?" }).click();
  await page.getByRole("option", { name: "Storm recovery" }).click();
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expectToast(page, "Request submitted");

  // The list: the fill state and the compact countdown.
  await expect(page).toHaveURL(`${server.url}/staffing-requests`);
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card).toContainText("0 of 2 filled");
  await expect(card).toContainText(/Emergency · (\d+ h \d\d|\d+) min left/);

  // The detail: the emergency panel, the fill state and no one placed yet.
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/staffing-requests\/\d+$/);
  const requestId = Number(new URL(page.url()).pathname.split("/").pop());
  const emergency = page.getByRole("region", { name: "Emergency response" });
  await expect(emergency).toContainText("Emergency: Storm recovery");
  await expect(emergency.getByTestId("emergency-countdown")).toHaveText(
    /^(\d+ h \d\d|\d+) min left$/,
  );
  await expect(page.getByText("0 of 2 filled")).toBeVisible();
  await expect(
    page.getByText("No one is confirmed yet. We'll list each person here as soon as they accept."),
  ).toBeVisible();
  await expectNoAxeViolations(page, "on the request detail");

  // The agency offers the work and the worker accepts; a second placement at another property.
  const today = startOfToday();
  const marisol = await createStaff("Marisol Vega");
  const marisolAssignment = await placeStaff(requestId, marisol, {
    start: addDays(today, 2),
    end: addDays(today, 9),
  });
  const grounds = await createRequest(page.request, server.url, {
    propertyId: osprey.id,
    staffType: "groundskeeping",
    details: "Groundskeeper for the spring planting.",
  });
  await placeStaff(grounds.id, await createStaff("Tomás Rivera"), {
    start: addDays(today, 5),
    end: addDays(today, 30),
  });

  await page.reload();
  await expect(page.getByText("1 of 2 filled")).toBeVisible();
  await expect(emergency).toContainText("The agency has responded to this emergency.");
  const placed = page.getByRole("listitem").filter({ hasText: "Marisol Vega" });
  await expect(placed).toContainText("Maintenance Technicians");
  await expect(placed).toContainText("Confirmed");
  await expect(placed).toContainText(format(addDays(today, 2), "MMM d, yyyy"));
  await page.goto(`${server.url}/staffing-requests`);
  await expect(cards(page).filter({ hasText: "Sandpiper Cove" })).toContainText("1 of 2 filled");

  // The staff directory, filtered by property and by role.
  await page.goto(`${server.url}/staff-directory`);
  await expect(page.getByRole("heading", { name: "Staff Directory", level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("combobox", { name: "Property", exact: true }).click();
  await page.getByRole("option", { name: "Sandpiper Cove" }).click();
  await expect(page).toHaveURL(`${server.url}/staff-directory?propertyId=${sandpiper.id}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Marisol Vega");
  await expect(rows(page).first()).toContainText("Sandpiper Cove");
  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Groundskeepers" }).click();
  await expect(page.getByRole("heading", { name: "No matches for these filters" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: /^Rate / })).toHaveCount(0);

  // Finished work is rated once, with the keyboard.
  const complete = await admin.api.post(
    `${server.url}/api/admin/assignments/${marisolAssignment}/complete`,
  );
  expect(complete.status(), await complete.text()).toBe(200);
  await page.reload();
  const marisolRow = rows(page).filter({ hasText: "Marisol Vega" });
  await expect(marisolRow).toContainText("Completed");
  await expectNoAxeViolations(page, "on the staff directory");
  const rate = marisolRow.getByRole("button", { name: "Rate Marisol Vega at Sandpiper Cove" });
  await rate.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Rate Marisol Vega" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "on the rating dialog");
  await dialog.getByRole("radio", { name: /^1 star/ }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: "4 stars, Very good" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Private note (optional)")).toBeFocused();
  await page.keyboard.type("Arrived early every day and fixed the chiller on day one.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: "Request this person again" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "Request this person again" })).toBeChecked();
  await dialog.getByRole("button", { name: "Save Rating" }).focus();
  await page.keyboard.press("Enter");
  await expectToast(page, "Rating saved");
  await expect(dialog).toHaveCount(0);
  await expect(marisolRow).toContainText("Rated 4 out of 5");
  await expect(marisolRow).toContainText("Requested again");
  await expect(marisolRow.getByRole("button", { name: /^Rate / })).toHaveCount(0);
});

test("the staff directory's empty state, before anyone is placed", async ({ page }) => {
  await signUp(page, server.url);
  await page.goto(`${server.url}/staff-directory`);
  await expect(page.getByRole("heading", { name: "No one placed yet" })).toBeVisible();
  await expect(page.getByText(/^No one has been placed at your properties yet\./)).toBeVisible();
});

test("the portal form shows the server's messages on the positions and the reason", async ({
  page,
}) => {
  await signUp(page, server.url);
  await createProperty(page.request, server.url, { name: "Heron Bay" });
  await page.route("**/api/portal/staffing-requests", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    expect(body.headcount).toBe(12);
    expect(body.emergency).toEqual({ reason: "sudden_vacancy" });
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        message: "Please correct the highlighted fields",
        errors: {
          headcount: "Positions needed must be a whole number from 1 to 10",
          "emergency.reason": "This emergency reason is no longer offered",
        },
      }),
    });
  });
  await page.goto(`${server.url}/staffing-requests/new`);
  await page.getByRole("combobox", { name: "Select Property" }).click();
  await page.getByRole("option", { name: "Heron Bay" }).click();
  await page.getByRole("combobox", { name: "Staff Type" }).click();
  await page.getByRole("option", { name: "Leasing Consultants" }).click();
  await page.getByLabel("Positions needed").fill("12");
  await page.getByRole("checkbox", { name: "This is an emergency" }).check();
  await page.getByRole("combobox", { name: "What is the emergency?" }).click();
  await page.getByRole("option", { name: "Sudden vacancy" }).click();
  await page.getByLabel("Details").fill("Our whole leasing team resigned on Friday.");
  await page
    .getByRole("checkbox", { name: "I agree to be contacted regarding my staffing request" })
    .check();
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByLabel("Positions needed")).toHaveAccessibleDescription(
    /Positions needed must be a whole number from 1 to 10/,
  );
  await expect(
    page.getByRole("combobox", { name: "What is the emergency?" }),
  ).toHaveAccessibleDescription("This emergency reason is no longer offered");
});

/** A page in a context with JavaScript disabled: what the prerendered HTML does on its own. */
async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

const requestForm = (page: Page) => page.locator('form[action="/api/staffing-requests"]');

test.describe("the public Request Staff form", () => {
  test("without JavaScript posts the positions and the emergency natively", async ({ browser }) => {
    const email = `native-storm.${Date.now().toString(36)}@harborview.example`;
    const { context, page } = await noScriptPage(browser);
    await page.goto(`${server.url}/#contact`);
    const form = requestForm(page);
    await form.getByLabel("Property or Company Name").fill("Harborview at Channelside");
    await form.getByLabel("Contact Name").fill("Dana Ruiz");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Staff Type Needed").selectOption("make-ready");
    await expect(form.getByLabel("Positions needed")).toHaveValue("1");
    await form.getByLabel("Positions needed").fill("3");
    await expect(form.getByLabel("Is this an emergency?")).toHaveValue("");
    await form.getByLabel("Is this an emergency?").selectOption("sudden_vacancy");
    await form.getByLabel("Details").fill("Three make-ready techs: our crew left without notice.");
    await form.getByLabel("I agree to be contacted regarding my staffing request").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(`${server.url}/?submitted=request#request-submitted`);
    await context.close();

    const stored = await storedRequest(email);
    expect(stored.headcount).toBe(3);
    expect(stored.emergency?.reason).toBe("sudden_vacancy");
  });

  test("with JavaScript sends headcount as a number and the emergency as an object", async ({
    page,
  }) => {
    const email = `js-storm.${Date.now().toString(36)}@harborview.example`;
    await page.goto(`${server.url}/#contact`);
    const form = requestForm(page);
    // Hydrated: the script validates instead of the browser.
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByLabel("Property or Company Name").fill("Harborview at Channelside");
    await form.getByLabel("Contact Name").fill("Marcus Bell");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Staff Type Needed").selectOption("maintenance");
    await form.getByLabel("Positions needed").fill("4");
    await form.getByLabel("Is this an emergency?").selectOption("storm_preparation");
    await form.getByLabel("Details").fill("Four technicians to board windows before landfall.");
    await form.getByLabel("I agree to be contacted regarding my staffing request").check();
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/api/staffing-requests") && r.method() === "POST",
    );
    await form.getByRole("button", { name: "Submit Request" }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.headcount).toBe(4);
    expect(body.emergency).toEqual({ reason: "storm_preparation" });
    expect(body).not.toHaveProperty("emergencyReason");
    await expectToast(page, "Request Submitted");
    await expect(form.getByLabel("Positions needed")).toHaveValue("1");
    await expect(form.getByLabel("Is this an emergency?")).toHaveValue("");

    const stored = await storedRequest(email);
    expect(stored.headcount).toBe(4);
    expect(stored.emergency?.reason).toBe("storm_preparation");
  });
});
