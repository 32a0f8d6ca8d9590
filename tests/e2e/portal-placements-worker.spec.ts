/**
 * The worker's side of placements (docs/decisions/0017-placements.md) in the browser: the
 * dashboard's Upcoming Assignments with an open offer, /assignments with its three sections,
 * Accept, Decline after confirming, an offer the agency cancelled meanwhile (the server's 409
 * message in a toast), the empty states, and the set-password page of a staff account made
 * from a hired job application, signed in with the username it shows. axe on every screen.
 */
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import {
  createAdmin,
  createProperty,
  createRequest,
  expectNoAxeViolations,
  expectToast,
  failApi,
  holdApi,
  inBatches,
  loading,
  setUpPortalServer,
  signIn,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let manager: APIRequestContext;
let propertyId = 0;
let managerName = "";

test.beforeAll(async () => {
  admin = await createAdmin(server);
  manager = await playwrightRequest.newContext();
  const tag = Date.now().toString(36);
  managerName = "Priya Castellanos";
  const registered = await manager.post(`${server.url}/api/register`, {
    data: {
      username: `priya_${tag}`,
      email: `priya.${tag}@example.com`,
      password: "Bayfront-Lease-2026",
      fullName: managerName,
      role: "property_manager",
      companyName: "Gulf Coast Residential",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const property = await createProperty(manager, server.url, {
    name: "Palmetto Bay Apartments",
    address: "2200 N Westshore Blvd",
    city: "Tampa",
  });
  propertyId = property.id;
});
test.afterAll(async () => {
  await admin?.api.dispose();
  await manager?.dispose();
});

/** A calendar day `days` from today (`YYYY-MM-DD`), far enough ahead not to start meanwhile. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A new request of the manager at the property, and the agency's offer of it to `staffId`. */
async function offer(
  staffId: number,
  fields: {
    startDate: string;
    endDate?: string;
    notes?: string;
    staffType?: "maintenance" | "leasing";
  },
) {
  const request = await createRequest(manager, server.url, {
    propertyId,
    staffType: fields.staffType ?? "maintenance",
    startDate: fields.startDate,
    ...(fields.endDate ? { endDate: fields.endDate } : {}),
  });
  const response = await admin.api.post(
    `${server.url}/api/admin/staffing-requests/${request.id}/assignments`,
    {
      data: {
        staffId,
        startDate: fields.startDate,
        endDate: fields.endDate ?? null,
        notes: fields.notes ?? null,
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A dashboard card by its title. */
const card = (page: Page, title: string) =>
  page
    .locator("div.rounded-xl")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** A section of /assignments by its heading ("Offers", "Upcoming and current", "Past"). */
const section = (page: Page, title: string) =>
  page.getByRole("region", { name: new RegExp(`^${title} \\(\\d+\\)$`) });

test.describe("a worker's assignments", () => {
  test("empty states on /assignments and the dashboard, without violations", async ({ page }) => {
    await signUp(page, server.url, { role: "staff", fullName: "Noor Haddad" });
    await page.goto(`${server.url}/assignments`);
    await expect(page.getByRole("heading", { name: "My Assignments", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No assignments yet" })).toBeVisible();
    await expect(
      page.getByText("When we offer you work at a property, it appears here to accept or decline."),
    ).toBeVisible();
    await expectNoAxeViolations(page, "on /assignments without assignments");

    await page.goto(`${server.url}/dashboard`);
    await expect(card(page, "Upcoming Assignments")).toContainText(
      "No upcoming assignments. When we place you at a property, your shifts will appear here.",
    );
    await expectNoAxeViolations(page, "on the dashboard without assignments");
  });

  test("a worker joins and leaves the emergency call-out list, kept across visits", async ({
    page,
  }) => {
    await signUp(page, server.url, { role: "staff", fullName: "Rafael Ortiz" });
    await page.goto(`${server.url}/assignments`);
    const callouts = page.getByRole("region", { name: "Emergency call-outs" });
    const box = callouts.getByRole("checkbox", { name: "Call me for emergency work" });
    await expect(box).not.toBeChecked();
    await box.focus();
    await page.keyboard.press("Space");
    await expectToast(page, "You're on the emergency call-out list");
    await expect(box).toBeChecked();
    await expectNoAxeViolations(page, "on /assignments with the call-out preference");
    await page.reload();
    await expect(
      page
        .getByRole("region", { name: "Emergency call-outs" })
        .getByRole("checkbox", { name: "Call me for emergency work" }),
    ).toBeChecked();
    const saved = await page.request.get(`${server.url}/api/portal/staff-profile`);
    expect(await saved.json()).toEqual({ emergencyCallouts: true });
    await page
      .getByRole("region", { name: "Emergency call-outs" })
      .getByRole("checkbox", { name: "Call me for emergency work" })
      .click();
    await expectToast(page, "You're off the emergency call-out list");
    expect(await (await page.request.get(`${server.url}/api/portal/staff-profile`)).json()).toEqual(
      { emergencyCallouts: false },
    );
  });

  test("offers on the dashboard; accept, decline after confirming, and a cancelled offer's 409", async ({
    page,
  }) => {
    const staff = await signUp(page, server.url, { role: "staff", fullName: "Luis Ferreira" });
    const first = await offer(staff.id, {
      startDate: dayFromNow(30),
      endDate: dayFromNow(44),
      notes: "Bring your EPA 608 card. Park behind building C.",
    });
    await offer(staff.id, { startDate: dayFromNow(60), staffType: "leasing" });

    // The dashboard lists both open offers with "Answer offer".
    await page.goto(`${server.url}/dashboard`);
    const upcoming = card(page, "Upcoming Assignments");
    await expect(
      upcoming.getByText("Maintenance Technicians at Palmetto Bay Apartments", { exact: true }),
    ).toBeVisible();
    await expect(
      upcoming.getByText("Leasing Consultants at Palmetto Bay Apartments", { exact: true }),
    ).toBeVisible();
    await expect(upcoming.getByRole("link", { name: /^Answer offer/ })).toHaveCount(2);
    await expectNoAxeViolations(page, "on the dashboard with offers");
    await upcoming
      .getByRole("link", {
        name: /^Answer offer for Maintenance Technicians at Palmetto Bay Apartments$/,
      })
      .click();
    await expect(page).toHaveURL(`${server.url}/assignments`);

    // Two offers, nothing else yet.
    const offers = section(page, "Offers");
    await expect(offers.getByTestId("assignment-card")).toHaveCount(2);
    await expect(section(page, "Upcoming and current")).toContainText("Nothing confirmed yet.");
    await expect(section(page, "Past")).toContainText("No past assignments yet.");
    const firstCard = offers
      .getByTestId("assignment-card")
      .filter({ hasText: "Maintenance Technicians" });
    await expect(firstCard).toContainText("2200 N Westshore Blvd, Tampa");
    await expect(firstCard).toContainText(`Report to ${managerName}`);
    await expect(firstCard).toContainText("Bring your EPA 608 card. Park behind building C.");
    await expect(firstCard).toContainText(/Answer by .+\((in about 2\d hours|in 1 day)\)/);
    await expect(firstCard).toContainText("Offered");
    await expectNoAxeViolations(page, "on /assignments with offers");

    // Accept: the offer moves to Upcoming and current.
    await firstCard.getByRole("button", { name: /^Accept offer/ }).click();
    await expectToast(page, "Offer accepted");
    const current = section(page, "Upcoming and current");
    await expect(current.getByTestId("assignment-card")).toHaveCount(1);
    await expect(current.getByTestId("assignment-card")).toContainText("Confirmed");
    await expect(offers.getByTestId("assignment-card")).toHaveCount(1);

    // Decline asks first; Keep the offer leaves it open.
    const secondCard = offers.getByTestId("assignment-card");
    await secondCard.getByRole("button", { name: /^Decline offer/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Decline this offer?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "with the decline dialog open");
    await dialog.getByRole("button", { name: "Keep the offer" }).click();
    await expect(dialog).toBeHidden();
    await expect(offers.getByTestId("assignment-card")).toHaveCount(1);
    await secondCard.getByRole("button", { name: /^Decline offer/ }).click();
    await dialog.getByRole("button", { name: "Decline offer" }).click();
    await expectToast(page, "Offer declined");
    await expect(offers).toContainText("No open offers right now.");
    const past = section(page, "Past");
    await expect(past.getByTestId("assignment-card")).toHaveCount(1);
    await expect(past.getByTestId("assignment-card")).toContainText("Declined");

    // An offer the agency cancels while the page shows it: Accept shows the server's reason.
    const third = await offer(staff.id, { startDate: dayFromNow(90) });
    await page.reload();
    await expect(offers.getByTestId("assignment-card")).toHaveCount(1);
    const cancelled = await admin.api.post(
      `${server.url}/api/admin/assignments/${third.id}/cancel`,
      { data: { reason: "The property filled the position in house." } },
    );
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await offers.getByRole("button", { name: /^Accept offer/ }).click();
    await expectToast(
      page,
      "This offer can no longer be answered",
      "This offer is no longer open: it is cancelled.",
    );
    // The lists refresh: the cancelled offer is under Past with its reason.
    await expect(offers).toContainText("No open offers right now.");
    await expect(past.getByTestId("assignment-card")).toHaveCount(2);
    await expect(past).toContainText("The property filled the position in house.");
    await expect(current.getByTestId("assignment-card")).toHaveCount(1);

    // The dashboard now shows the confirmed work, no offer.
    await page.goto(`${server.url}/dashboard`);
    await expect(
      upcoming.getByText("Maintenance Technicians at Palmetto Bay Apartments", { exact: true }),
    ).toBeVisible();
    await expect(upcoming.getByRole("link", { name: /^Answer offer/ })).toHaveCount(0);
    await expect(upcoming).toContainText("Confirmed");
    expect(first.id).toBeGreaterThan(0);
  });

  test("loading and error states on /assignments and the dashboard", async ({ page }) => {
    await signUp(page, server.url, { role: "staff", fullName: "Dev Patel" });
    const held = await holdApi(page, "GET", "/api/portal/assignments");
    await page.goto(`${server.url}/assignments`);
    await expect(loading(page, "Loading your assignments...")).toBeVisible();
    await held.release();
    await expect(page.getByRole("heading", { name: "No assignments yet" })).toBeVisible();

    const restore = await failApi(page, "GET", "/api/portal/assignments");
    await page.reload();
    const failure = page.getByRole("alert").filter({ hasText: "Error loading your assignments" });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("Database unavailable");
    await page.goto(`${server.url}/dashboard`);
    await expect(card(page, "Upcoming Assignments").getByRole("alert")).toHaveText(
      "Error loading your assignments. Please try again.",
    );
    await expect(card(page, "Upcoming Assignments")).not.toContainText("No upcoming assignments");
    await restore();
    await page.goto(`${server.url}/assignments`);
    await expect(page.getByRole("heading", { name: "No assignments yet" })).toBeVisible();
  });

  test("the emergency call-out preference shows its loading and error states", async ({ page }) => {
    await signUp(page, server.url, { role: "staff", fullName: "Ines Duarte" });
    const callouts = page.getByRole("region", { name: "Emergency call-outs" });
    const held = await holdApi(page, "GET", "/api/portal/staff-profile");
    await page.goto(`${server.url}/assignments`);
    await expect(callouts.getByRole("status")).toHaveText("Loading your preference...");
    await held.release();
    const box = callouts.getByRole("checkbox", { name: "Call me for emergency work" });
    await expect(box).not.toBeChecked();

    // A refused save says why, and the box goes back to what the server has.
    const refuseSave = await failApi(page, "PATCH", "/api/portal/staff-profile", { status: 503 });
    await box.click();
    await expectToast(page, "Your preference was not saved");
    await expect(box).not.toBeChecked();
    await refuseSave();

    await failApi(page, "GET", "/api/portal/staff-profile");
    await page.reload();
    await expect(callouts.getByRole("alert")).toHaveText(
      "Your preference could not be loaded: Database unavailable",
    );
    await expect(callouts.getByRole("checkbox")).toHaveCount(0);
  });

  test("a manager sees the assignments at their properties with the worker's name", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cookies = await manager.storageState();
    await context.addCookies(cookies.cookies);
    await page.goto(`${server.url}/assignments`);
    await expect(page.getByRole("heading", { name: "Assignments", level: 1 })).toBeVisible();
    await expect(
      page.getByTestId("assignment-card").filter({ hasText: "Luis Ferreira" }).first(),
    ).toBeVisible();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Cancelled", exact: true }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByTestId("assignment-card")).toHaveCount(1);
    await expectNoAxeViolations(page, "on a manager's /assignments");
    await context.close();
  });

  test("an admin sees every assignment, filtered by status in the URL", async ({ page }) => {
    await signIn(page, server.url, admin.username, admin.password);
    await page.goto(`${server.url}/assignments?status=confirmed`);
    await expect(page.getByRole("heading", { name: "Assignments", level: 1 })).toBeVisible();
    const cards = page.getByTestId("assignment-card");
    await expect(cards.filter({ hasText: "Luis Ferreira" })).toHaveCount(1);
    await expect(cards.first()).toContainText("Confirmed");
    await expect(page.getByRole("combobox", { name: "Status" })).toContainText("Confirmed");
    await expectNoAxeViolations(page, "on an admin's /assignments");
  });
});

/** The set-password link mailed to `email` (read from the outbox's `.eml` files). */
async function mailedToken(email: string): Promise<string> {
  const outbox = path.join(server.dataDir, "outbox");
  for (let attempt = 0; attempt < 300; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      // Quoted-printable: soft line breaks and "=3D" undone before looking for the link.
      const text = fs
        .readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(email)) continue;
      const token = text.match(/set-password\?token=([A-Za-z0-9_-]+)/)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no set-password link was mailed to ${email}`);
}

test.describe("set-password", () => {
  test("a hired applicant chooses a password and signs in with the username shown", async ({
    page,
  }) => {
    // The outbox is sent in the background; a busy machine may take a while to write the mail.
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);
    const email = `marisol.vega.${tag}@example.com`;
    const applied = await playwrightRequest.newContext();
    const application = await applied.post(`${server.url}/api/job-applications`, {
      data: {
        fullName: "Marisol Vega",
        email,
        phone: "(813) 555-0177",
        position: "leasing",
        experience: "3-5",
        consent: true,
      },
    });
    expect(application.status(), await application.text()).toBe(201);
    const { id } = (await application.json()) as { id: number };
    await applied.dispose();
    const hired = await admin.api.patch(`${server.url}/api/admin/job-applications/${id}`, {
      data: { status: "hired" },
    });
    expect(hired.status(), await hired.text()).toBe(200);
    const account = await admin.api.post(`${server.url}/api/admin/job-applications/${id}/account`);
    expect(account.status(), await account.text()).toBe(201);
    const token = await mailedToken(email);

    // Without a token: what to do.
    await page.goto(`${server.url}/set-password`);
    await expect(
      page.getByText("This page needs the link from your invitation e-mail."),
    ).toBeVisible();
    await expectNoAxeViolations(page, "on /set-password without a token");

    await page.goto(`${server.url}/set-password?token=${token}`);
    await expect(
      page.getByRole("heading", { name: "Choose your password", level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Choose your password" })).toHaveAttribute(
      "method",
      "post",
    );
    await expect(page.getByText(/At least 8 and at most 128 characters/)).toBeVisible();
    await expectNoAxeViolations(page, "on /set-password");

    // The rules are checked here, then by the server (a common password).
    await page.getByLabel("New Password").fill("short");
    await page.getByLabel("Confirm Password").fill("shorter");
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("New Password").fill("password123");
    await page.getByLabel("Confirm Password").fill("password123");
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page.getByText(/too common/)).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/set-password?token=${token}`);

    const password = "Coral-Reef-Lantern-42";
    await page.getByLabel("New Password").fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Set Password" }).click();
    const username = page.getByTestId("new-username");
    await expect(page.getByText(/Your password is set\. Your username is/)).toBeVisible();
    const name = (await username.textContent()) ?? "";
    expect(name).toMatch(/^marisol\.vega/);
    await expect(page.getByRole("status").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expectNoAxeViolations(page, "on /set-password after success");

    // The link works once: a second use shows the server's message and how to get a new one.
    await page.goto(`${server.url}/set-password?token=${token}`);
    await page.getByLabel("New Password").fill("Another-Reef-Lantern-7");
    await page.getByLabel("Confirm Password").fill("Another-Reef-Lantern-7");
    await page.getByRole("button", { name: "Set Password" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "already used or it expired" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Ask the agency to send you a new link: call 1-888-555-0142");
    await expectNoAxeViolations(page, "on /set-password with a used link");

    // Sign in with the username shown and the new password.
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Username").fill(name);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: /^(Sign In|Login|Log In)$/i }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByText("Welcome back, Marisol Vega.")).toBeVisible();
  });
});

// Last: its 51 offers queue many e-mails, which the set-password test would wait behind.
test.describe("paging", () => {
  test("a section the server pages says how many are shown and loads more", async ({ page }) => {
    const staff = await signUp(page, server.url, { role: "staff", fullName: "Ines Moreau" });
    await inBatches(51, 6, (i) => offer(staff.id, { startDate: dayFromNow(100 + i) }));
    await page.goto(`${server.url}/assignments`);
    const offers = section(page, "Offers");
    await expect(page.getByRole("heading", { name: "Offers (51)" })).toBeVisible();
    await expect(offers.getByTestId("assignment-card")).toHaveCount(50);
    await expect(offers.getByText("Showing 50 of 51 offers")).toBeVisible();
    // Clicked where it is: scrolling to it would let the sentinel below load the page by itself.
    await offers.getByRole("button", { name: "Load more" }).dispatchEvent("click");
    await expect(offers.getByTestId("assignment-card")).toHaveCount(51);
    await expect(offers.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });
});
