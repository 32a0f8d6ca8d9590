/**
 * The admin console in a real browser against the built server on an embedded database.
 * The admin is created with `admin:create` before the server starts (PGlite: one process per data
 * directory), as an operator would; everyone else registers through the API with their browser
 * context's own request, so the context is signed in at once.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { axeBuilder } from "./fixtures/axe";
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { expect, test } from "./fixtures/test";

const root = path.resolve(import.meta.dirname, "../..");
const suffix = Date.now().toString(36);
const admin = {
  username: `desk_${suffix}`,
  email: `desk.${suffix}@sunshine-staffing.example`,
  password: "Agency-Desk-2026",
  fullName: "Alex Rivera",
};
/** Florida's clock, so datetime-local values have a known offset. */
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
  expect(created.stdout).toContain(`Created admin ${admin.username}`);

  server = await startServer({ port: await freePort(), dataDir });
  base = server.url;

  // Sign the admin in once; every admin browser context starts from this session.
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

/** Registers a property manager through `context.request` (which signs the context in). */
async function registerManager(context: BrowserContext, companyName: string) {
  userCounter += 1;
  const tag = `${suffix}${userCounter}`;
  const response = await context.request.post(`${base}/api/register`, {
    data: {
      username: `dana_${tag}`,
      email: `dana.${tag}@example.com`,
      password: "Sunset-Harbor-2026",
      fullName: "Dana Whitfield",
      role: "property_manager",
      companyName,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; fullName: string };
}

/** A property and a staffing request for it, as the signed-in manager of `context`. */
async function createPropertyAndRequest(context: BrowserContext, details: string) {
  const property = await context.request.post(`${base}/api/portal/properties`, {
    data: {
      name: `Pelican Bay ${suffix}`,
      address: "9 Shore Dr",
      city: "Naples",
      state: "FL",
      zip: "34108",
      units: 64,
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const request = await context.request.post(`${base}/api/portal/staffing-requests`, {
    data: {
      propertyId: (await property.json()).id,
      contactName: "Dana Whitfield",
      email: "dana@gulfview.example",
      staffType: "groundskeeping",
      details,
      consent: true,
    },
  });
  expect(request.status(), await request.text()).toBe(201);
  return (await request.json()) as { id: number };
}

/** Sends a job application as a visitor (POST /api/job-applications). */
async function apply(
  api: APIRequestContext,
  fields: { fullName: string; email: string; position: string; experience: string },
  extra: Record<string, unknown> = {},
) {
  const response = await api.post(`${base}/api/job-applications`, {
    data: { phone: "(239) 555-0110", consent: true, ...fields, ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Expects a toast with this title in the "Notifications (F8)" region. */
async function expectToast(page: Page, title: string) {
  await expect(
    page.getByRole("region", { name: "Notifications (F8)" }).getByText(title, { exact: true }),
  ).toBeVisible();
}

/** Chooses `option` in the Radix select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** axe (WCAG A/AA and best practices) finds nothing on the page as it is now. */
async function expectNoAxeViolations(page: Page, screen: string) {
  const results = await axeBuilder(page).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}

/** The first line of a CSV answer, without the UTF-8 byte order mark. */
async function csvHeader(api: APIRequestContext, href: string): Promise<string> {
  const response = await api.get(new URL(href, base).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  expect(response.headers()["content-disposition"]).toContain("attachment");
  const text = (await response.body()).toString("utf8").replace(/^\uFEFF/, "");
  return text.split("\r\n")[0] ?? "";
}

test("an admin sets a status with an internal note; the owner is notified and never sees the note", async ({
  browser,
}) => {
  const company = `Gulfview Residential ${suffix}`;
  const note = `Crew lead Marcus assigned; confirm the gate code (${suffix}).`;
  const ownerContext = await browser.newContext({ timezoneId });
  const agency = await adminContext(browser);
  try {
    await registerManager(ownerContext, company);
    const request = await createPropertyAndRequest(
      ownerContext,
      "Weekly grounds crew for the lake-front buildings.",
    );

    // The admin finds it in the list, among every request, and opens it.
    const page = await agency.newPage();
    await page.goto(`${base}/admin/staffing-requests`);
    const row = page.getByTestId("admin-request-row").filter({ hasText: company });
    await expect(row).toContainText("Groundskeepers");
    await expect(row).toContainText(`Pelican Bay ${suffix}, Naples`);
    await expect(row).toContainText("Dana Whitfield");
    await expect(row).toContainText("Pending");
    await row.getByRole("link", { name: `Request #${request.id}` }).click();
    await expect(page).toHaveURL(`${base}/admin/staffing-requests/${request.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Groundskeepers · Request #${request.id}` }),
    ).toBeVisible();
    await expect(page.getByText("Submitted as")).toBeVisible();

    // Approved, with an internal note.
    await choose(page, "Status", "Approved");
    await page.getByLabel("Internal note (not shown to the client)").fill(note);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Status updated");
    await expect(page.getByLabel("Internal note (not shown to the client)")).toHaveValue("");
    const timeline = page.getByRole("list").filter({ hasText: "Submitted as" });
    await expect(timeline.getByText(note)).toBeVisible();
    await expect(timeline).toContainText(`By ${admin.fullName} (Admin)`);
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

    // The owner, signed in elsewhere, is told; the note stays with the agency.
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${base}/notifications`);
    await expect(ownerPage.getByText("Request status updated").first()).toBeVisible();
    await expect(ownerPage.getByText(/is now Approved/).first()).toBeVisible();
    await ownerPage.goto(`${base}/staffing-requests/${request.id}`);
    await expect(ownerPage.getByText("Approved").first()).toBeVisible();
    await expect(ownerPage.getByText(note)).toHaveCount(0);
    const forOwner = await ownerContext.request.get(
      `${base}/api/portal/staffing-requests/${request.id}`,
    );
    expect(forOwner.status()).toBe(200);
    expect(await forOwner.text()).not.toContain("gate code");
  } finally {
    await ownerContext.close();
    await agency.close();
  }
});

test("an application moves through the pipeline: under review, interview with a date, hired", async ({
  browser,
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  const agency = await adminContext(browser);
  try {
    const maria = await apply(
      visitor,
      {
        fullName: "María Gómez",
        email: `maria.${suffix}@example.com`,
        position: "maintenance",
        experience: "3-5",
      },
      {
        resumeUrl: "https://example.com/maria-gomez-resume.pdf",
        additionalInfo: "EPA 608 certified; available weekends.",
      },
    );
    await apply(visitor, {
      fullName: "Kevin Tran",
      email: `kevin.${suffix}@example.com`,
      position: "security",
      experience: "1-3",
    });

    const page = await agency.newPage();
    const list = `${base}/admin/job-applications?q=${suffix}`;
    await page.goto(list);
    const count = (status: string) => page.getByTestId(`pipeline-${status}`);
    await expect(count("all")).toContainText("2");
    await expect(count("submitted")).toContainText("2");
    await expect(count("hired")).toContainText("0");
    await expect(page.getByTestId("admin-application-row")).toHaveCount(2);

    await page.getByRole("link", { name: "María Gómez" }).click();
    await expect(page).toHaveURL(`${base}/admin/job-applications/${maria.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "María Gómez" })).toBeVisible();
    await expect(page.getByText("Maintenance Technicians").first()).toBeVisible();
    await expect(page.getByText("3-5 years")).toBeVisible();
    await expect(page.getByText("EPA 608 certified; available weekends.")).toBeVisible();
    await expect(page.getByRole("link", { name: /maria-gomez-resume\.pdf/ })).toHaveAttribute(
      "href",
      "https://example.com/maria-gomez-resume.pdf",
    );

    // Submitted -> Under Review.
    await choose(page, "Status", "Under Review");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Application updated");
    await expect(page.getByText("Under Review").first()).toBeVisible();

    // -> Interview, with a date and time on Florida's clock, and notes.
    await choose(page, "Status", "Interview");
    await page.getByLabel("Interview date and time").fill("2026-12-03T14:30");
    await page.getByLabel("Review notes").fill("Strong HVAC background.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Application updated");
    await expect(page.getByText("Dec 3, 2026, 2:30 PM")).toBeVisible();
    const stored = await agency.request.get(`${base}/api/admin/job-applications?q=${suffix}`);
    const row = ((await stored.json()) as Array<{ id: number; interviewDate: string }>).find(
      (application) => application.id === maria.id,
    );
    expect(row?.interviewDate).toBe("2026-12-03T19:30:00.000Z");

    // -> Hired.
    await choose(page, "Status", "Hired");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Application updated");

    // The list's counts follow the pipeline.
    await page.getByRole("link", { name: "Back to Job Applications" }).click();
    await page.goto(list);
    await expect(count("all")).toContainText("2");
    await expect(count("submitted")).toContainText("1");
    await expect(count("under_review")).toContainText("0");
    await expect(count("interview")).toContainText("0");
    await expect(count("hired")).toContainText("1");
    await count("hired").click();
    await expect(count("hired")).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/status=hired/);
    const rows = page.getByTestId("admin-application-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("María Gómez");
    await expect(rows.first()).toContainText("Hired");
  } finally {
    await visitor.dispose();
    await agency.close();
  }
});

test("Export CSV downloads the filtered list with the right columns", async ({ browser }) => {
  const agency = await adminContext(browser);
  try {
    const page = await agency.newPage();
    await page.goto(`${base}/admin/staffing-requests?status=approved&staffType=groundskeeping`);
    await expect(page.getByTestId("admin-request-row").first()).toBeVisible();
    const requestsHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(requestsHref).toBe(
      "/api/admin/staffing-requests.csv?status=approved&staffType=groundskeeping",
    );
    expect(await csvHeader(agency.request, requestsHref ?? "")).toBe(
      "ID,Created,Status,Staff type,Company,Contact,Email,Property,City,Start date,End date,Details,Account,Updated",
    );

    await page.goto(`${base}/admin/job-applications`);
    await expect(page.getByTestId("admin-application-row").first()).toBeVisible();
    const applicationsHref = await page
      .getByRole("link", { name: "Export CSV" })
      .getAttribute("href");
    expect(applicationsHref).toBe("/api/admin/job-applications.csv");
    expect(await csvHeader(agency.request, applicationsHref ?? "")).toBe(
      "ID,Created,Status,Full name,Email,Phone,Position,Experience,Interview,Review notes,Résumé,Additional information",
    );
  } finally {
    await agency.close();
  }
});

test("filters narrow the requests list, and an empty result says so", async ({ browser }) => {
  const agency = await adminContext(browser);
  try {
    const page = await agency.newPage();
    await page.goto(`${base}/admin/staffing-requests`);
    await page.getByLabel("City or property").fill("Naples");
    await expect(page).toHaveURL(/city=Naples/);
    await expect(page.getByTestId("admin-request-row").first()).toContainText("Naples");
    await page.getByLabel("Created from").fill("2999-01-01");
    await expect(
      page.getByRole("heading", { name: "No staffing requests match these filters" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).first().click();
    await expect(page).toHaveURL(`${base}/admin/staffing-requests`);
    await expect(page.getByLabel("City or property")).toHaveValue("");
    await expect(page.getByTestId("admin-request-row").first()).toBeVisible();
  } finally {
    await agency.close();
  }
});

test("a failed load shows the server's message and Try Again; an unknown id is not found", async ({
  browser,
}) => {
  const agency = await adminContext(browser);
  try {
    const page = await agency.newPage();
    const failure = async (route: import("@playwright/test").Route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Database unavailable" }),
      });
    await page.route("**/api/admin/overview", failure);
    await page.goto(`${base}/admin`);
    await expect(page.getByRole("heading", { name: "Failed to load the overview" })).toBeVisible();
    await expect(page.getByText("Database unavailable")).toBeVisible();
    await page.unroute("**/api/admin/overview", failure);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("link", { name: /New requests/ })).toBeVisible();

    await page.goto(`${base}/admin/staffing-requests/999999`);
    await expect(page.getByRole("heading", { name: "Staffing request not found" })).toBeVisible();
    await page.goto(`${base}/admin/job-applications/999999`);
    await expect(page.getByRole("heading", { name: "Job application not found" })).toBeVisible();
  } finally {
    await agency.close();
  }
});

test("the header menu and the dashboard lead admins to the console", async ({ browser }) => {
  const agency = await adminContext(browser);
  try {
    const page = await agency.newPage();
    await page.goto(`${base}/dashboard`);
    await page
      .getByRole("link", { name: /Admin Console/ })
      .first()
      .click();
    await expect(page).toHaveURL(`${base}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Console" })).toBeVisible();
    await page.getByRole("button", { name: admin.fullName }).click();
    await expect(page.getByRole("menuitem", { name: "Admin Console" })).toBeVisible();
    await page.keyboard.press("Escape");
    const nav = page.getByRole("navigation", { name: "Admin console" });
    await nav.getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(`${base}/admin/users`);
    await expect(nav.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    const me = page.getByTestId("admin-user-row").filter({ hasText: admin.username });
    await expect(me).toContainText("Admin");
  } finally {
    await agency.close();
  }
});

test("a property manager visiting /admin is sent to the home page", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await registerManager(context, `Bayshore Residential ${suffix}`);
    const page = await context.newPage();
    for (const path of ["/admin", "/admin/staffing-requests", "/admin/users"]) {
      await page.goto(`${base}${path}`);
      await expect(page).toHaveURL(`${base}/`);
    }
    const forbidden = await context.request.get(`${base}/api/admin/overview`);
    expect(forbidden.status()).toBe(403);
  } finally {
    await context.close();
  }
});

test("every admin screen has no axe violations", async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const visitor = await playwright.request.newContext();
  const agency = await adminContext(browser);
  try {
    const subscribed = await visitor.post(`${base}/api/newsletter`, {
      data: { email: `news.${suffix}@example.com` },
    });
    expect(subscribed.status()).toBeLessThan(300);
    // A request from the public form (no account) and an application, so no screen is empty.
    const publicRequest = await visitor.post(`${base}/api/staffing-requests`, {
      data: {
        companyName: `Tamiami Flats ${suffix}`,
        contactName: "Omar Haddad",
        email: "omar@tamiami.example",
        staffType: "make-ready",
        details: "Two make-ready specialists for a 40-unit turn in June.",
        consent: true,
      },
    });
    expect(publicRequest.status(), await publicRequest.text()).toBe(201);
    const firstRequest = (await publicRequest.json()) as { id: number };
    const firstApplication = await apply(visitor, {
      fullName: "Lena Ortiz",
      email: `lena.${suffix}@example.com`,
      position: "leasing",
      experience: "0-1",
    });

    const page = await agency.newPage();
    const screens: Array<[string, string, RegExp | string]> = [
      ["overview", "/admin", "Admin Console"],
      ["requests", "/admin/staffing-requests", "Staffing Requests"],
      [
        "requests, no match",
        "/admin/staffing-requests?from=2999-01-01",
        "No staffing requests match these filters",
      ],
      ["request detail", `/admin/staffing-requests/${firstRequest.id}`, /Request #/],
      ["request not found", "/admin/staffing-requests/999999", "Staffing request not found"],
      ["applications", "/admin/job-applications", "Job Applications"],
      [
        "applications, no match",
        "/admin/job-applications?q=nobody-applied-by-this-name",
        "No job applications match these filters",
      ],
      ["application detail", `/admin/job-applications/${firstApplication.id}`, "Review"],
      ["users", "/admin/users", "Users"],
      ["subscribers", "/admin/subscribers", "Newsletter Subscribers"],
      ["job postings", "/admin/jobs", "Job Postings"],
    ];
    for (const [screen, path, heading] of screens) {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoAxeViolations(page, screen);
    }
  } finally {
    await visitor.dispose();
    await agency.close();
  }
});
