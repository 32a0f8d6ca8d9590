/**
 * The agency's placement screens in a real browser against the built server
 * (docs/decisions/0017-placements.md): the admin list's emergency head with its countdown and
 * fill states, the request detail's Fill panel (ranked candidates, offers to several people at
 * once from the keyboard), the assignments card (cancel with a reason, mark completed), the
 * placement timeline, a request without a property that cannot be filled, and the staff account
 * made from a hired application. The admin is created with `admin:create` before the server
 * starts, as an operator would; managers and staff register through the API.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { axeBuilder } from "./fixtures/axe";
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { expect, test } from "./fixtures/test";

const root = path.resolve(import.meta.dirname, "../..");
const suffix = Date.now().toString(36);
const admin = {
  username: `placer_${suffix}`,
  email: `placer.${suffix}@sunshine-staffing.example`,
  password: "Agency-Desk-2026",
  fullName: "Alex Rivera",
};
const timezoneId = "America/New_York";

let server: RunningServer;
let base: string;
let adminState: Awaited<ReturnType<APIRequestContext["storageState"]>>;

test.beforeAll(async ({ playwright }) => {
  const dataDir = tempDataDir();
  const created = spawnSync(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/admin-create.ts",
      "--username",
      admin.username,
      "--email",
      admin.email,
      "--password",
      admin.password,
      "--full-name",
      admin.fullName,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  expect(created.status, `${created.stdout}\n${created.stderr}`).toBe(0);
  server = await startServer({ port: await freePort(), dataDir });
  base = server.url;
  const api = await playwright.request.newContext();
  const login = await api.post(`${base}/api/login`, {
    data: { username: admin.username, password: admin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  adminState = await api.storageState();
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

/** A browser context signed in as the admin. */
function adminContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ storageState: adminState, timezoneId });
}

let userCounter = 0;

/** Registers a user through `context.request`, which signs the context in as them. */
async function register(
  context: BrowserContext,
  role: "property_manager" | "staff",
  fullName: string,
) {
  userCounter += 1;
  const tag = `${suffix}${userCounter}`;
  const response = await context.request.post(`${base}/api/register`, {
    data: {
      username: `${role === "staff" ? "crew" : "mgr"}_${tag}`,
      email: `${role}.${tag}@example.com`,
      password: "Sunset-Harbor-2026",
      fullName,
      role,
      ...(role === "property_manager" ? { companyName: "Gulfview Residential" } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; fullName: string };
}

/** Sends a portal staffing request as the signed-in manager of `context`. */
async function sendRequest(context: BrowserContext, fields: Record<string, unknown>) {
  const response = await context.request.post(`${base}/api/portal/staffing-requests`, {
    data: {
      contactName: "Dana Whitfield",
      email: "dana@gulfview.example",
      staffType: "maintenance",
      details: "Make-ready crew after the storm: drywall, fans and dehumidifiers.",
      consent: true,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** axe (WCAG A/AA and best practices) finds nothing on the page as it is now. */
async function expectNoAxeViolations(page: import("@playwright/test").Page, screen: string) {
  const results = await axeBuilder(page).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}

test("an emergency is filled: offers to two people, a cancellation, an acceptance, completion", async ({
  browser,
}) => {
  const manager = await browser.newContext({ timezoneId });
  const staffA = await browser.newContext({ timezoneId });
  const staffB = await browser.newContext({ timezoneId });
  const agency = await adminContext(browser);
  try {
    await register(manager, "property_manager", "Dana Whitfield");
    const propertyResponse = await manager.request.post(`${base}/api/portal/properties`, {
      data: {
        name: `Mangrove Landing ${suffix}`,
        address: "1200 Gulf Shore Blvd",
        city: "Naples",
        state: "FL",
        zip: "34102",
        units: 180,
      },
    });
    expect(propertyResponse.status(), await propertyResponse.text()).toBe(201);
    const property = (await propertyResponse.json()) as { id: number };
    const normal = await sendRequest(manager, {
      propertyId: property.id,
      staffType: "leasing",
      details: "Leasing agent for the spring season.",
    });
    const emergency = await sendRequest(manager, {
      propertyId: property.id,
      headcount: 2,
      startDate: "2027-03-01",
      endDate: "2027-03-14",
      emergency: { reason: "storm_recovery" },
    });
    const marisol = await register(staffA, "staff", `Marisol Vega ${suffix}`);
    const tobias = await register(staffB, "staff", `Tobias Reed ${suffix}`);

    // The list: the emergency first, under its heading, with its countdown and fill state.
    const page = await agency.newPage();
    await page.goto(`${base}/admin/staffing-requests`);
    const heading = page.getByRole("heading", { name: /Emergencies awaiting a response \(\d+\)/ });
    await expect(heading).toBeVisible();
    const emergencyTable = page.getByRole("table", { name: "Emergencies awaiting a response" });
    const emergencyRow = emergencyTable
      .getByTestId("admin-request-row")
      .filter({ hasText: `#${emergency.id}` });
    await expect(emergencyRow).toContainText("0 of 2 filled");
    await expect(emergencyRow).toContainText(/Emergency · \d.* left/);
    await expect(page.getByTestId("admin-request-row").first()).toContainText(`#${emergency.id}`);
    const normalRow = page
      .getByRole("table", { name: "Staffing requests" })
      .getByTestId("admin-request-row")
      .filter({ hasText: `#${normal.id}` });
    await expect(normalRow).toContainText("0 of 1 filled");
    await expectNoAxeViolations(page, "the admin request list");

    // Three hours later (another browser's clock moved on), the promise is overdue and says so.
    const lateContext = await adminContext(browser);
    const later = await lateContext.newPage();
    await later.clock.install({ time: new Date(Date.now() + 3 * 60 * 60 * 1000) });
    await later.goto(`${base}/admin/staffing-requests`);
    await expect(
      later
        .getByRole("table", { name: "Emergencies awaiting a response" })
        .getByTestId("admin-request-row")
        .filter({ hasText: `#${emergency.id}` }),
    ).toContainText(/Emergency · Overdue by \d+ h \d{2} min/);
    await lateContext.close();

    // The detail: the emergency panel, the candidates (both staff), offer to both by keyboard.
    await page.goto(`${base}/admin/staffing-requests/${emergency.id}`);
    await expect(page.getByRole("region", { name: "Emergency response" })).toContainText(
      "Emergency: Storm recovery",
    );
    await expect(page.getByTestId("emergency-countdown")).toContainText(/left/);
    const candidates = page.getByRole("list", { name: "Candidates" });
    await expect(candidates.getByText(marisol.fullName)).toBeVisible();
    await expect(candidates.getByText(tobias.fullName)).toBeVisible();
    await expect(
      candidates.getByTestId("candidate").filter({ hasText: marisol.fullName }),
    ).toContainText("Available on these dates");
    const offerButton = page.getByRole("button", { name: "Offer position" });
    await expect(offerButton).toBeDisabled();
    await page.getByRole("checkbox", { name: marisol.fullName }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("checkbox", { name: tobias.fullName }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("2 chosen")).toBeVisible();
    await offerButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Offer position" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Start date/ })).toContainText("March 1, 2027");
    await expect(dialog.getByRole("button", { name: /End date/ })).toContainText("March 14, 2027");
    await expectNoAxeViolations(page, "the offer dialog");
    await dialog.getByLabel("Note for the worker (optional)").focus();
    await page.keyboard.type("Report to the leasing office at 7 am; bring work boots.");
    await page.keyboard.press("Tab"); // Cancel
    await page.keyboard.press("Tab"); // Send 2 offers
    await expect(dialog.getByRole("button", { name: "Send 2 offers" })).toBeFocused();
    await page.keyboard.press("Enter");
    const results = dialog.getByTestId("offer-results");
    await expect(results).toContainText(`Offered to ${marisol.fullName}`);
    await expect(results).toContainText(`Offered to ${tobias.fullName}`);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    // The assignments card shows two offers; cancel Tobias's with a reason.
    const assignments = page.getByRole("list", { name: "Assignments" });
    await expect(assignments.getByTestId("assignment")).toHaveCount(2);
    await expect(assignments.getByTestId("assignment").first()).toContainText("Offered");
    await expect(assignments).toContainText("Answer due by");
    await page.getByRole("button", { name: `Cancel ${tobias.fullName}'s assignment` }).click();
    const cancelDialog = page.getByRole("dialog", { name: /Cancel .*assignment\?/ });
    await expect(cancelDialog).toContainText("offer the position to someone else");
    await cancelDialog.getByRole("button", { name: "Cancel assignment" }).click();
    await expect(cancelDialog.getByText("Give the reason for the cancellation")).toBeVisible();
    await expectNoAxeViolations(page, "the cancel dialog");
    await cancelDialog
      .getByLabel("Reason for the cancellation")
      .fill("The property asked for one person only.");
    await cancelDialog.getByRole("button", { name: "Cancel assignment" }).click();
    await expect(cancelDialog).toBeHidden();
    const tobiasRow = assignments.getByTestId("assignment").filter({ hasText: tobias.fullName });
    await expect(tobiasRow).toContainText("Cancelled");
    await expect(tobiasRow).toContainText("The property asked for one person only.");

    // Offering again: Marisol's open offer is refused with the server's message, Tobias's new
    // offer still goes through.
    await page.getByRole("checkbox", { name: marisol.fullName }).check();
    await page.getByRole("checkbox", { name: tobias.fullName }).check();
    await offerButton.click();
    await dialog.getByRole("button", { name: "Send 2 offers" }).click();
    await expect(results).toContainText(
      `${marisol.fullName}: ${marisol.fullName} already has an open assignment on this request`,
    );
    await expect(results).toContainText(`Offered to ${tobias.fullName}`);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("checkbox", { name: marisol.fullName })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: tobias.fullName })).not.toBeChecked();
    await expect(assignments.getByTestId("assignment")).toHaveCount(3);

    // Marisol accepts in her portal (API); the fill state reads 1 of 2.
    const mine = await staffA.request.get(`${base}/api/portal/assignments`);
    expect(mine.status(), await mine.text()).toBe(200);
    const [offer] = (await mine.json()) as { id: number }[];
    expect(offer).toBeDefined();
    const accepted = await staffA.request.post(
      `${base}/api/portal/assignments/${offer?.id}/accept`,
    );
    expect(accepted.status(), await accepted.text()).toBe(200);
    await page.reload();
    await expect(page.getByText("1 of 2 filled").first()).toBeVisible();
    const marisolRow = assignments.getByTestId("assignment").filter({ hasText: marisol.fullName });
    await expect(marisolRow).toContainText("Confirmed");

    // Mark completed.
    await marisolRow.getByRole("button", { name: /Mark completed/ }).click();
    await expect(marisolRow).toContainText("Completed");
    // Finished work keeps only its Rates editor (its last weeks' hours are still paid and billed).
    await expect(marisolRow.getByRole("button")).toHaveCount(1);
    await expect(marisolRow.getByRole("button", { name: /^Rates for / })).toBeVisible();

    // The timeline tells each step.
    const timeline = page.getByRole("list", { name: "Placement timeline" });
    await expect(timeline).toContainText(`Offered to ${marisol.fullName}`);
    await expect(timeline).toContainText(`Offered to ${tobias.fullName}`);
    await expect(timeline).toContainText(`${tobias.fullName}'s assignment was cancelled`);
    await expect(timeline).toContainText(`${marisol.fullName} accepted`);
    await expect(timeline).toContainText(`${marisol.fullName}'s work was completed`);
    await expect(timeline).toContainText(admin.fullName);
    await expectNoAxeViolations(page, "the request detail");

    // A request without a property cannot be filled, and says why.
    const noProperty = await sendRequest(manager, { companyName: "Gulfview Residential" });
    await page.goto(`${base}/admin/staffing-requests/${noProperty.id}`);
    await expect(page.getByText(/came from the public form and has no property/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Offer position" })).toBeDisabled();
    await expect(page.getByRole("list", { name: "Candidates" })).toHaveCount(0);
  } finally {
    await manager.close();
    await staffA.close();
    await staffB.close();
    await agency.close();
  }
});

test("a hired application becomes a staff account once", async ({ browser, playwright }) => {
  const agency = await adminContext(browser);
  const visitor = await playwright.request.newContext();
  try {
    const email = `jordan.${suffix}@example.com`;
    const applied = await visitor.post(`${base}/api/job-applications`, {
      data: {
        fullName: "Jordan Ellis",
        email,
        phone: "(239) 555-0110",
        position: "maintenance",
        experience: "3-5",
        consent: true,
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const application = (await applied.json()) as { id: number };

    const page = await agency.newPage();
    await page.goto(`${base}/admin/job-applications/${application.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Jordan Ellis" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create staff account" })).toHaveCount(0);

    const hired = await agency.request.patch(
      `${base}/api/admin/job-applications/${application.id}`,
      { data: { status: "hired" } },
    );
    expect(hired.status(), await hired.text()).toBe(200);
    await page.reload();
    await page.getByRole("button", { name: "Create staff account" }).click();
    const confirm = page.getByRole("alertdialog", { name: /Create a staff account/ });
    await expect(confirm).toContainText("valid for 7 days");
    await expectNoAxeViolations(page, "the staff account dialog");
    await confirm.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Staff account created", { exact: true })).toBeVisible();
    await expect(page.getByText(/Username:/)).toContainText(`jordan.${suffix}`.slice(0, 6));

    // A second attempt (after a reload) is refused with the server's message.
    await page.reload();
    await page.getByRole("button", { name: "Create staff account" }).click();
    await page
      .getByRole("alertdialog", { name: /Create a staff account/ })
      .getByRole("button", { name: "Create account" })
      .click();
    await expect(
      page.getByRole("alert").filter({ hasText: "This application already has a staff account." }),
    ).toBeVisible();
  } finally {
    await visitor.dispose();
    await agency.close();
  }
});
