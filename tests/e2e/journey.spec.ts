/**
 * The first journey in a real browser against the built server on an embedded
 * database: a property manager registers, adds a property, submits a staffing request for it,
 * sees it listed as Pending and finds a notification about it; after the server is stopped and
 * started again on the same data directory, all of it is still there (and they are still signed in).
 */
import type { Page } from "@playwright/test";
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { expect, test } from "./fixtures/test";

let server: RunningServer;
let port: number;
let dataDir: string;

test.beforeAll(async () => {
  port = await freePort();
  dataDir = tempDataDir();
  server = await startServer({ port, dataDir });
});

test.afterAll(async () => {
  await server?.stop();
});

const suffix = Date.now().toString(36);
const manager = {
  username: `dana_${suffix}`,
  email: `dana.${suffix}@bayshore.example`,
  fullName: "Dana Whitfield",
  company: "Bayshore Residential Group",
  password: "Sunset-Harbor-2026",
};
const property = {
  name: `Harbor Pointe ${suffix}`,
  address: "4100 W Bay to Bay Blvd",
  city: "Tampa",
  state: "FL",
  zip: "33629",
  units: "248",
};
const details = `Certified HVAC technician for the summer service load (${suffix}).`;

/** Toasts live in the "Notifications (F8)" region (Radix Toast viewport). */
async function expectToast(page: Page, title: string) {
  await expect(
    page.getByRole("region", { name: "Notifications (F8)" }).getByText(title, { exact: true }),
  ).toBeVisible();
}

test("a property manager registers, adds a property, requests staff and is notified; all of it survives a restart", async ({
  page,
}) => {
  const base = server.url;

  // Register (spec section 2, Auth page; toasts of section 8).
  await page.goto(`${base}/auth?tab=register`);
  await page.getByLabel("Username").fill(manager.username);
  await page.getByLabel("Email", { exact: true }).fill(manager.email);
  await page.getByLabel("Full Name").fill(manager.fullName);
  await page.getByLabel("Company Name").fill(manager.company);
  await page.getByLabel("Password", { exact: true }).fill(manager.password);
  await page.getByLabel("Confirm Password").fill(manager.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "Registration successful");
  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(page.getByText(/Welcome( back)?, Dana/).first()).toBeVisible();

  // Add a property.
  await page.goto(`${base}/properties/new`);
  await page.getByLabel("Property Name").fill(property.name);
  await page.getByLabel("Address").fill(property.address);
  await page.getByLabel("City").fill(property.city);
  await page.getByLabel("State", { exact: true }).fill(property.state);
  await page.getByLabel("ZIP Code").fill(property.zip);
  await page.getByLabel("Number of Units").fill(property.units);
  await page.getByRole("button", { name: "Add Property" }).click();
  await expectToast(page, "Property added");
  await expect(page).toHaveURL(`${base}/properties`);
  await expect(page.getByRole("heading", { name: property.name })).toBeVisible();

  // Request staff for it.
  await page.goto(`${base}/staffing-requests/new`);
  await expect(page.getByLabel("Contact Name")).toHaveValue(manager.fullName);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(manager.email);
  await page.getByRole("combobox", { name: "Select Property" }).click();
  await page.getByRole("option", { name: property.name }).click();
  await page.getByRole("combobox", { name: "Staff Type" }).click();
  await page.getByRole("option", { name: "Maintenance Technicians" }).click();
  await page.getByLabel("Details").fill(details);
  await page
    .getByRole("checkbox", { name: "I agree to be contacted regarding my staffing request" })
    .click();
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expectToast(page, "Request submitted");
  await expect(page).toHaveURL(`${base}/staffing-requests`);
  const card = page.getByTestId("staffing-request-card").filter({ hasText: details });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(card.getByText(property.name)).toBeVisible();

  // The notification about it.
  await page.goto(`${base}/notifications`);
  await expect(page.getByText("Request received").first()).toBeVisible();

  // Stop and start the server on the same data directory.
  await server.stop();
  server = await startServer({ port, dataDir });

  await page.goto(`${base}/staffing-requests`);
  const cardAfter = page.getByTestId("staffing-request-card").filter({ hasText: details });
  await expect(cardAfter).toBeVisible();
  await expect(cardAfter.getByText("Pending", { exact: true })).toBeVisible();
  await page.goto(`${base}/properties`);
  await expect(page.getByRole("heading", { name: property.name })).toBeVisible();
  await page.goto(`${base}/notifications`);
  await expect(page.getByText("Request received").first()).toBeVisible();
});
