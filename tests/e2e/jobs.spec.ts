/**
 * The job board in the browser (docs/decisions/0020-job-board.md): a visitor without JavaScript
 * reads /jobs, filters it with the native form and opens a posting (its JSON-LD in the page);
 * the admin publishes a posting from a request's page with the prefilled dialog; a staff member
 * marks interest on Available Jobs and withdraws it; the admin sees the worker first in the
 * request's Fill panel with the reason. axe on /jobs, a posting, the publish dialog and
 * Available Jobs.
 */
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { axeBuilder } from "./fixtures/axe";
import {
  createAdmin,
  createProperty,
  createRequest,
  expectNoAxeViolations,
  expectToast,
  setUpPortalServer,
  signIn,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let manager: APIRequestContext;
let requestId = 0;

const CLIENT = "Seagrape Living Partners";
const PROPERTY = "Seagrape Cove Apartments";

/** A day `days` from today, `YYYY-MM-DD`. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function publish(body: Record<string, unknown>): Promise<{ id: number; url: string }> {
  const response = await admin.api.post(`${server.url}/api/admin/jobs`, {
    data: {
      description:
        "Greet prospects, give tours of the community and its amenities, and see each lease through to move-in day.",
      employmentType: "PART_TIME",
      payMin: 18,
      payMax: 21,
      validThrough: dayFromNow(30),
      ...body,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test.beforeAll(async () => {
  admin = await createAdmin(server);
  manager = await playwrightRequest.newContext();
  const tag = Date.now().toString(36);
  const registered = await manager.post(`${server.url}/api/register`, {
    data: {
      username: `rosa_${tag}`,
      email: `rosa.${tag}@example.com`,
      password: "Seagrape-Cove-2026",
      fullName: "Rosa Delgado",
      role: "property_manager",
      companyName: CLIENT,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const property = await createProperty(manager, server.url, {
    name: PROPERTY,
    address: "410 Gulf Blvd",
    city: "Naples",
  });
  const request = await createRequest(manager, server.url, {
    propertyId: property.id,
    staffType: "maintenance",
    startDate: dayFromNow(14),
  });
  requestId = request.id;
  await publish({ title: "Leasing Consultant", staffType: "leasing", city: "Naples" });
  await publish({
    title: "Night Security Officer",
    staffType: "security",
    city: "Fort Lauderdale",
  });
});
test.afterAll(async () => {
  await admin?.api.dispose();
  await manager?.dispose();
});

test.describe("a visitor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads /jobs, filters it and opens a posting", async ({ page }) => {
    await page.goto(`${server.url}/jobs`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Apartment community jobs in Florida",
    );
    await expect(page.getByRole("link", { name: "Leasing Consultant" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Night Security Officer" })).toBeVisible();

    await page.getByLabel("Role").selectOption("security");
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?staffType=security&city=$/);
    await expect(page.getByRole("link", { name: "Leasing Consultant" })).toHaveCount(0);
    await page.getByRole("link", { name: "Night Security Officer" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Night Security Officer");
    await expect(page.getByText("$18.00–$21.00 an hour").first()).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "JobPosting" });
    await expect(page.getByRole("link", { name: "Apply now" })).toHaveAttribute("href", "#apply");
  });
});

test("a city page lists its open jobs and keeps them once hydrated, without errors", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${server.url}/locations/naples`);
  await page.waitForFunction(() => {
    const main = document.getElementById("main-content");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
  const jobs = page.locator("#jobs-naples");
  await expect(jobs.getByRole("heading", { name: "Open jobs in and around Naples" })).toBeVisible();
  await expect(jobs.getByRole("link", { name: "Leasing Consultant" })).toBeVisible();
  await expect(jobs.getByRole("link", { name: /See all 1 open job/ })).toHaveAttribute(
    "href",
    "/jobs?city=naples",
  );
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test("/jobs and a posting page have no axe violations and fit a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.url}/jobs?city=naples`);
  await expect(page.getByRole("link", { name: "Leasing Consultant" })).toBeVisible();
  await expectNoAxeViolations(page, "on /jobs");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("link", { name: "Leasing Consultant" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leasing Consultant");
  const results = await axeBuilder(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the admin publishes a request as a job posting; the interested worker ranks first", async ({
  browser,
}) => {
  // The admin: the dialog opens prefilled, without the client's or the property's name.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, server.url, admin.username, admin.password);
  await adminPage.goto(`${server.url}/admin/staffing-requests/${requestId}`);
  await adminPage.getByRole("button", { name: "Publish as job posting" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Publish as job posting" });
  await expect(dialog.getByLabel("Title")).toHaveValue("Maintenance Technician");
  const description = await dialog.getByLabel("Description").inputValue();
  expect(description).toContain("in Naples");
  expect(description).not.toContain(CLIENT);
  expect(description).not.toContain(PROPERTY);
  await expectNoAxeViolations(adminPage, "in the publish dialog");
  await dialog.getByLabel("Pay from ($ an hour)").fill("24");
  await dialog.getByLabel("Pay up to ($ an hour)").fill("28.5");
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expectToast(adminPage, "Job posting published");
  await expect(adminPage.getByTestId("admin-job-posting")).toContainText("Maintenance Technician");

  // Another worker, first by name until interest counts.
  const otherContext = await browser.newContext();
  await signUp(await otherContext.newPage(), server.url, {
    role: "staff",
    fullName: "Aaron Abbott",
  });
  await otherContext.close();

  // A worker marks interest on Available Jobs, withdraws it, and marks it again.
  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  const worker = await signUp(workerPage, server.url, { role: "staff", fullName: "Zora Quint" });
  await signIn(workerPage, server.url, worker.username, worker.password);
  await workerPage.goto(`${server.url}/dashboard`);
  await workerPage.getByRole("link", { name: /Available Jobs/ }).click();
  await expect(workerPage.getByRole("heading", { name: "Available Jobs" })).toBeVisible();
  const card = workerPage.getByTestId("job-card").filter({ hasText: "Maintenance Technician" });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(workerPage, "on Available Jobs");
  const interested = card.getByRole("button", { name: /I'm interested/ });
  await interested.focus();
  await workerPage.keyboard.press("Enter");
  await expectToast(workerPage, "Interest sent");
  const withdraw = card.getByRole("button", { name: /Withdraw interest/ });
  await expect(withdraw).toHaveAttribute("aria-pressed", "true");
  await withdraw.click();
  await expectToast(workerPage, "Interest withdrawn");
  await card.getByRole("button", { name: /I'm interested/ }).click();
  await expect(card.getByText("You are interested")).toBeVisible();

  // The Fill panel ranks the worker first, with the reason.
  await adminPage.reload();
  const candidates = adminPage.getByRole("list", { name: "Candidates" });
  const first = candidates.getByRole("listitem").first();
  await expect(first).toContainText("Zora Quint");
  await expect(first).toContainText("Interested in the job posting");
  // The posting names the interested worker.
  const posting = adminPage.getByTestId("admin-job-posting");
  await posting.getByText("1 worker interested").click();
  await expect(posting.getByRole("listitem").filter({ hasText: "Zora Quint" })).toBeVisible();
  await expectNoAxeViolations(adminPage, "on the request's job postings with a worker shown");

  await adminContext.close();
  await workerContext.close();
});
