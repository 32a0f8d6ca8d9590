/**
 * Timesheets in the browser (docs/decisions/0019-timesheets.md): the agency sets an
 * assignment's rates; a worker fills and submits a week on a 375 px phone (an overnight shift
 * that crosses no clock change, the live totals, overtime over 40 hours); the manager approves it
 * from the link in the mailed `.eml` without being signed in (a plain GET of the link approves
 * nothing, only pressing Approve does, and the page then says who approved); the manager
 * disputes another week in the portal with a note, and the worker reads the note and can edit
 * again; the agency locks the approved week and downloads the payroll CSV. axe on every screen.
 */
import fs from "node:fs";
import path from "node:path";
import { type Page, request as playwrightRequest } from "@playwright/test";
import type { Timesheet } from "../../src/domain/api/timesheet";
import { AGENCY_TIME_ZONE, addDays, weekStartOf } from "../../src/domain/timesheet";
import {
  type ApiAccount,
  confirmedPlacement,
  createAdmin,
  expectNoAxeViolations,
  expectToast,
  registerAccount,
  setUpPortalServer,
  signIn,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
const PHONE = { width: 375, height: 812 };

/** Today in New York, where the agency's weeks and "future day" are read. */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE }).format(new Date());
const thisWeek = weekStartOf(today);
/** The week the worker fills in the browser: every day of it is in the past. */
const lastWeek = addDays(thisWeek, -7);
/** The week the manager disputes. */
const earlierWeek = addDays(thisWeek, -14);

/** "Monday, November 16" for a day `YYYY-MM-DD` (a day row's name on the worker's screen). */
function dayName(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

let admin: Awaited<ReturnType<typeof createAdmin>>;
let manager: ApiAccount;
let worker: ApiAccount;
let requestId = 0;

test.beforeAll(async () => {
  admin = await createAdmin(server);
  manager = await registerAccount(
    server.url,
    "property_manager",
    "Priya Castellanos",
    "Gulf Coast Residential",
  );
  worker = await registerAccount(server.url, "staff", "Maya Thompson");
  ({ requestId } = await confirmedPlacement(
    server.url,
    { admin, manager, worker },
    "Palmetto Bay Apartments",
    { startDate: earlierWeek, endDate: addDays(thisWeek, 30) },
  ));
});
test.afterAll(async () => {
  await admin?.api.dispose();
  await manager?.api.dispose();
  await worker?.api.dispose();
});

/** The worker's timesheet of the week starting `week` (made as a draft on first read). */
async function timesheetOf(week: string): Promise<Timesheet> {
  const response = await worker.api.get(`${server.url}/api/portal/timesheets?week=${week}`);
  expect(response.status(), await response.text()).toBe(200);
  const [sheet] = (await response.json()) as Timesheet[];
  if (!sheet) throw new Error(`no timesheet for the week of ${week}`);
  return sheet;
}

/** The approval link mailed for timesheet `id` (read from the outbox's `.eml` files). */
async function mailedApprovalLink(id: number): Promise<string> {
  const outbox = path.join(server.dataDir, "outbox");
  const reference = `TS-${String(id).padStart(6, "0")}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      // Quoted-printable: soft line breaks and "=3D" undone before looking for the link.
      const text = fs
        .readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(reference)) continue;
      const link = text.match(/https?:\/\/[^\s"<>]+\/timesheet-approval\?token=[\w-]+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no approval link was mailed for ${reference}`);
}

/** The page is no wider than its viewport (WCAG 1.4.10 Reflow). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(innerWidth);
}

test.describe.configure({ mode: "serial" });

test("the agency sets the assignment's bill and pay rates on the request", async ({ page }) => {
  await signIn(page, server.url, admin.username, admin.password);
  await page.goto(`${server.url}/admin/staffing-requests/${requestId}`);
  const row = page.getByTestId("assignment").filter({ hasText: "Maya Thompson" });
  await expect(row.getByTestId("assignment-rates")).toHaveText(
    "Bill rate not set · Pay rate not set",
  );
  await row.getByRole("button", { name: "Rates for Maya Thompson" }).click();
  const dialog = page.getByRole("dialog", { name: "Rates for Maya Thompson" });
  await dialog.getByLabel("Bill rate ($/h)").fill("32.505");
  await dialog.getByRole("button", { name: "Save rates" }).click();
  await expect(
    dialog.getByText("Enter a rate in dollars per hour from 0 to 1000, to the cent"),
  ).toBeVisible();
  await expectNoAxeViolations(page, "with the Rates dialog open");
  await dialog.getByLabel("Bill rate ($/h)").fill("32.50");
  await dialog.getByLabel("Pay rate ($/h)").fill("21");
  await dialog.getByRole("button", { name: "Save rates" }).click();
  await expectToast(page, "Rates saved");
  await expect(row.getByTestId("assignment-rates")).toHaveText(
    "Bill rate $32.50/h · Pay rate $21.00/h",
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a worker fills a week with an overnight shift and overtime, and submits it", async ({
    page,
  }) => {
    await signIn(page, server.url, worker.username, worker.password);
    await page.goto(`${server.url}/timesheet?week=${lastWeek}`);
    await expect(page.getByRole("heading", { name: "Timesheet", level: 1 })).toBeVisible();
    const card = page.getByTestId("timesheet-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: "Palmetto Bay Apartments" })).toBeVisible();
    await expect(card).toContainText("Maintenance Technicians");
    await expect(card).toContainText("Draft");
    await expectNoAxeViolations(page, "on /timesheet with a draft week");

    // Monday night into Tuesday morning: 8 hours (DST changes only ever happen on a Sunday).
    const monday = card.getByRole("group", { name: dayName(lastWeek) });
    await monday.getByLabel("Start").fill("22:00");
    await monday.getByLabel("End").fill("06:00");
    await monday.getByLabel("Unpaid break (minutes)").fill("0");
    await expect(monday).toContainText("8.00 h");
    // Tuesday to Friday: 10 hours a day after a 30-minute break.
    for (let i = 1; i <= 4; i++) {
      const day = card.getByRole("group", { name: dayName(addDays(lastWeek, i)) });
      await day.getByLabel("Start").fill("07:00");
      await day.getByLabel("End").fill("17:30");
      await day.getByLabel("Unpaid break (minutes)").fill("30");
      await expect(day).toContainText("10.00 h");
    }
    const saturday = card.getByRole("group", { name: dayName(addDays(lastWeek, 5)) });
    await saturday.getByRole("checkbox", { name: "Did not work" }).check();
    await expect(saturday.getByLabel("Start")).toHaveCount(0);
    await expect(card.getByTestId("week-total")).toHaveText("48.00");
    await expect(card.getByTestId("week-overtime")).toHaveText(
      "Overtime: 8.00 hours over 40 this week",
    );
    await expectNoSidewaysScroll(page);

    // A half-typed day is refused on its field, with the server's words, before anything is sent.
    const sunday = card.getByRole("group", { name: dayName(addDays(lastWeek, 6)) });
    await sunday.getByLabel("Start").fill("09:00");
    await card.getByRole("button", { name: "Save draft" }).click();
    await expect(sunday.getByText("Give both a start and an end time, or neither")).toBeVisible();
    await sunday.getByRole("checkbox", { name: "Did not work" }).check();

    await card.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "Draft saved");

    await card.getByRole("button", { name: "Submit week" }).click();
    const confirm = page.getByRole("alertdialog", {
      name: /^Submit 48\.00 hours for the week of /,
    });
    await expect(confirm).toContainText("You cannot change them unless they are returned to you.");
    await expectNoAxeViolations(page, "with the submit confirmation open");
    await confirm.getByRole("button", { name: "Submit hours" }).click();
    await expectToast(page, "Week submitted");
    await expect(card).toContainText("Submitted");
    await expect(card.getByRole("button", { name: "Save draft" })).toHaveCount(0);
    await expect(card.getByRole("row", { name: /Mon,/ })).toContainText("22:00–06:00 (next day)");
    await expect(card.getByRole("row", { name: /Overtime/ })).toContainText("8.00");

    await card.getByText("History", { exact: true }).click();
    await expect(card.getByText("Submitted for approval by Maya Thompson")).toBeVisible();
    await expect(card.getByText("Hours saved by Maya Thompson")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, "on /timesheet with a submitted week");

    // The week picker keeps the week in the URL; next week's days are all in the future.
    await page.getByRole("button", { name: /^Next week/ }).click();
    await expect(page).toHaveURL(`${server.url}/timesheet?week=${thisWeek}`);
    await page.goto(`${server.url}/timesheet?week=${addDays(thisWeek, 7)}`);
    const future = page.getByTestId("timesheet-card");
    await expect(future.getByText("Hours cannot be logged for a future day")).toHaveCount(7);
    await page.goBack();
    await expect(page).toHaveURL(`${server.url}/timesheet?week=${thisWeek}`);
  });
});

test("the manager approves from the e-mailed link without signing in; a GET approves nothing", async ({
  browser,
}) => {
  const sheet = await timesheetOf(lastWeek);
  expect(sheet.status).toBe("submitted");
  const link = await mailedApprovalLink(sheet.id);

  // A link scanner's plain GET, twice: the week stays submitted.
  const scanner = await playwrightRequest.newContext();
  for (let i = 0; i < 2; i++) {
    const fetched = await scanner.get(link);
    expect(fetched.status()).toBe(200);
    expect(await fetched.text()).toContain("Approve 48.00 hours");
  }
  await scanner.dispose();
  expect((await timesheetOf(lastWeek)).status).toBe("submitted");

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Approve hours" })).toBeVisible();
  await expect(page.getByText("Maya Thompson at Palmetto Bay Apartments")).toBeVisible();
  expect((await timesheetOf(lastWeek)).status).toBe("submitted");
  await page.getByRole("button", { name: "Approve 48.00 hours" }).click();
  await expect(
    page.getByText(/Approved\s+by Priya Castellanos with the e-mailed link/),
  ).toBeVisible();
  await context.close();

  const approved = await timesheetOf(lastWeek);
  expect(approved).toMatchObject({
    status: "approved",
    approvedVia: "email",
    approvedBy: { fullName: "Priya Castellanos" },
  });
});

test("the manager disputes another week with a note; the worker reads it and edits again", async ({
  browser,
}) => {
  // The earlier week, filled and submitted through the API.
  const sheet = await timesheetOf(earlierWeek);
  const saved = await worker.api.put(`${server.url}/api/portal/timesheets/${sheet.id}`, {
    data: {
      days: [0, 1, 2].map((i) => ({
        date: addDays(earlierWeek, i),
        start: "08:00",
        end: "16:30",
        breakMinutes: 30,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await worker.api.post(`${server.url}/api/portal/timesheets/${sheet.id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);

  const managerContext = await browser.newContext();
  const page = await managerContext.newPage();
  await signIn(page, server.url, manager.username, manager.password);
  await page.goto(`${server.url}/dashboard`);
  await page
    .getByRole("navigation", { name: "Portal" })
    .getByRole("link", { name: "Timesheets" })
    .click();
  await expect(page.getByRole("heading", { name: "Timesheets", level: 1 })).toBeVisible();
  const awaiting = page.getByRole("region", { name: "Awaiting your approval (1)" });
  const card = awaiting.getByTestId("timesheet-review-card");
  await expect(card).toContainText("Maya Thompson");
  await expect(card).toContainText("24.00");
  await expect(card).toContainText("$32.50/h");
  await expect(card).toContainText("$780.00");
  await expect(card).not.toContainText("$21.00");
  await expect(page.getByRole("region", { name: "Approved (1)" })).toContainText(
    "Priya Castellanos",
  );
  await expectNoAxeViolations(page, "on /timesheets");

  // Filter by week, kept in the URL.
  await page.getByRole("button", { name: "This week" }).click();
  await expect(page).toHaveURL(`${server.url}/timesheets?week=${thisWeek}`);
  await expect(
    page.getByRole("heading", { name: "No timesheets match these filters" }),
  ).toBeVisible();
  await page.goto(`${server.url}/timesheets?week=${earlierWeek}`);

  await card.getByRole("button", { name: "Dispute Maya Thompson's hours" }).click();
  const dialog = page.getByRole("dialog", { name: "Dispute Maya Thompson's hours?" });
  await dialog.getByRole("button", { name: "Dispute hours" }).click();
  await expect(dialog.getByText("Say what is wrong with these hours")).toBeVisible();
  await expectNoAxeViolations(page, "with the dispute dialog open");
  await dialog
    .getByLabel("What is wrong with these hours?")
    .fill("Wednesday was a half day: the pool closed at noon.");
  await dialog.getByRole("button", { name: "Dispute hours" }).click();
  await expectToast(page, "Hours disputed");
  await expect(page.getByRole("region", { name: "Awaiting your approval (0)" })).toBeVisible();
  const disputed = page.getByRole("region", { name: "Disputed, back with the worker (1)" });
  await expect(disputed).toContainText("Wednesday was a half day: the pool closed at noon.");
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/timesheets`);
  await expect(page.getByRole("region", { name: "Approved (1)" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await managerContext.close();

  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await signIn(workerPage, server.url, worker.username, worker.password);
  await workerPage.goto(`${server.url}/timesheet?week=${earlierWeek}`);
  const sheetCard = workerPage.getByTestId("timesheet-card");
  await expect(sheetCard.getByTestId("dispute-note")).toContainText(
    "Wednesday was a half day: the pool closed at noon.",
  );
  await expect(sheetCard).toContainText("Disputed");
  const wednesday = sheetCard.getByRole("group", { name: dayName(addDays(earlierWeek, 2)) });
  await wednesday.getByLabel("End").fill("12:00");
  await wednesday.getByLabel("Unpaid break (minutes)").fill("0");
  await sheetCard.getByRole("button", { name: "Save draft" }).click();
  await expectToast(workerPage, "Draft saved");
  await expect(sheetCard.getByTestId("week-total")).toHaveText("20.00");
  await expectNoAxeViolations(workerPage, "on /timesheet with a disputed week");
  await workerContext.close();
});

test("the agency locks the approved week and downloads the payroll CSV", async ({ page }) => {
  await signIn(page, server.url, admin.username, admin.password);
  await page.goto(`${server.url}/admin`);
  await page
    .getByRole("navigation", { name: "Admin console" })
    .getByRole("link", { name: "Timesheets" })
    .click();
  await expect(page.getByRole("heading", { name: "Timesheets", level: 1 })).toBeVisible();
  await page.goto(`${server.url}/admin/timesheets?week=${lastWeek}&status=approved`);
  const card = page.getByTestId("timesheet-review-card").filter({ hasText: "Maya Thompson" });
  await expect(card).toContainText("Approved");
  await expect(card).toContainText("$21.00/h");
  await expectNoAxeViolations(page, "on /admin/timesheets");

  await card.getByRole("button", { name: "Lock Maya Thompson's week" }).click();
  await expectToast(page, "Week locked");
  await expect(card).toContainText("Approved · Locked");
  await expect(card.getByRole("button", { name: /^Lock/ })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Return to worker/ })).toHaveCount(0);

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute(
    "href",
    `/api/admin/timesheets.csv?from=${lastWeek}&to=${addDays(lastWeek, 6)}&status=approved`,
  );
  const downloading = page.waitForEvent("download");
  await exportLink.click();
  const download = await downloading;
  const file = await download.path();
  const lines = fs
    .readFileSync(file, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Worker,Property,Client,Date,Start,End,Break (minutes),Hours,Overtime hours,Bill rate ($/h),Pay rate ($/h),Status,Week starting",
  );
  const rows = lines.filter((line) => line.startsWith("Maya Thompson,"));
  const row = (
    i: number,
    start: string,
    end: string,
    pause: number,
    hours: number,
    extra: number,
  ) =>
    `Maya Thompson,Palmetto Bay Apartments,Gulf Coast Residential,${addDays(lastWeek, i)},${start},${end},${pause},${hours},${extra},32.5,21,approved (locked),${lastWeek}`;
  expect(rows).toEqual([
    row(0, "22:00", "06:00", 0, 8, 0),
    row(1, "07:00", "17:30", 30, 10, 0),
    row(2, "07:00", "17:30", 30, 10, 0),
    row(3, "07:00", "17:30", 30, 10, 0),
    row(4, "07:00", "17:30", 30, 10, 8),
  ]);

  // The other week (disputed) can be returned no further, but its history shows the dispute.
  await page.goto(`${server.url}/admin/timesheets?status=disputed`);
  const disputed = page.getByTestId("timesheet-review-card").filter({ hasText: "Maya Thompson" });
  await disputed.getByText("History", { exact: true }).click();
  await expect(disputed.getByText("Disputed by Priya Castellanos")).toBeVisible();
  await expectNoAxeViolations(page, "on /admin/timesheets with a history open");
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
});
