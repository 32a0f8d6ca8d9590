/**
 * The reports screens (docs/decisions/0019-timesheets.md, "Reports"): a manager's /reports and
 * the agency's /admin/reports over data made through the API as people would make it: a manager's
 * request at one of two properties, the agency's offer accepted by a worker, the worker's rate
 * set, and a week of hours saved, submitted and approved by the manager. Then the figures in the
 * headline and the tables, the range and the property in the URL (Back, reload), the empty
 * range, a property that is not the manager's, the CSV download's bytes, print, and axe.
 *
 * The seeded hours: Monday 08:00–16:30 with a 30 min break (8 h), Tuesday the same (8 h),
 * Wednesday 09:00–13:00 (4 h) of a week that ended days ago: 20 h at a bill rate of $32.50 =
 * $650.00. The request was made today, at Harbour Island Flats (Tampa) of Gulfview Communities.
 */
import fs from "node:fs";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import {
  createAdmin,
  expectNoAxeViolations,
  type PortalServer,
  setUpPortalServer,
  signIn,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
const contexts: APIRequestContext[] = [];

const BILL_RATE = 32.5;
const COMPANY = "Gulfview Communities";
const PASSWORD = "Harbour-Island-2026";

/** Today in the agency's time zone (the server counts report days there). */
function agencyToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
}

/** `day` (`YYYY-MM-DD`) moved by `days`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week of `day`. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** "Oct 2026" of a day, as the month table writes it. */
function monthLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

let counter = 0;

/** Registers a user in an API context of their own; returns it with the id and username. */
async function register(
  role: "property_manager" | "staff",
  fullName: string,
  companyName?: string,
): Promise<{ api: APIRequestContext; id: number; username: string }> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const api = await request.newContext();
  contexts.push(api);
  const username = `${role === "staff" ? "crew" : "manager"}_${tag}`;
  const response = await api.post(`${server.url}/api/register`, {
    data: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      fullName,
      role,
      ...(companyName ? { companyName } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { api, id: ((await response.json()) as { id: number }).id, username };
}

/** POSTs or PUTs `data` and expects `status`; returns the JSON answer. */
async function send<T>(
  api: APIRequestContext,
  method: "post" | "put",
  path: string,
  status: number,
  data?: unknown,
): Promise<T> {
  const response = await api[method](`${server.url}${path}`, data === undefined ? {} : { data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(
    status,
  );
  return (await response.json()) as T;
}

interface Seeded {
  manager: { username: string };
  admin: { username: string; password: string };
  harbour: number;
  eola: number;
  otherManagersProperty: number;
  /** The worked days and their hours. */
  days: Array<{ date: string; hours: number }>;
  monday: string;
}

let seeded: Seeded;

/** The manager's properties, request, placement, rate and approved week (see the file's head). */
async function seed(portal: PortalServer): Promise<Seeded> {
  const admin = await createAdmin(portal);
  contexts.push(admin.api);
  const manager = await register("property_manager", "Iris Vega", COMPANY);
  const other = await register("property_manager", "Noah Pratt", "Coquina Living");
  const worker = await register("staff", "Marisol Vega");

  const property = (api: APIRequestContext, name: string, city: string, zip: string) =>
    send<{ id: number }>(api, "post", "/api/portal/properties", 201, {
      name,
      address: "9 Harbor Way",
      city,
      state: "FL",
      zip,
      units: 120,
    });
  const harbour = await property(manager.api, "Harbour Island Flats", "Tampa", "33602");
  const eola = await property(manager.api, "Lake Eola Residences", "Orlando", "32801");
  const dunes = await property(other.api, "Anastasia Dunes", "Jacksonville", "32202");

  const staffingRequest = await send<{ id: number }>(
    manager.api,
    "post",
    "/api/portal/staffing-requests",
    201,
    {
      propertyId: harbour.id,
      contactName: "Iris Vega",
      email: "iris@example.com",
      staffType: "maintenance",
      details: "A maintenance technician for the pool pumps and make-ready work.",
      consent: true,
    },
  );

  // A week that ended at least four days ago, so every day of it may carry hours.
  const monday = mondayOf(addDays(agencyToday(), -10));
  const offer = await send<{ id: number }>(
    admin.api,
    "post",
    `/api/admin/staffing-requests/${staffingRequest.id}/assignments`,
    201,
    { staffId: worker.id, startDate: monday, endDate: addDays(agencyToday(), 14) },
  );
  await send(worker.api, "post", `/api/portal/assignments/${offer.id}/accept`, 200);
  await send(admin.api, "put", `/api/admin/assignments/${offer.id}/rates`, 200, {
    billRate: BILL_RATE,
    payRate: 21,
  });

  const week = await worker.api.get(`${server.url}/api/portal/timesheets?week=${monday}`);
  expect(week.status(), await week.text()).toBe(200);
  const sheet = ((await week.json()) as Array<{ id: number; assignmentId: number }>).find(
    (candidate) => candidate.assignmentId === offer.id,
  );
  if (!sheet) throw new Error(`no timesheet for the week of ${monday}`);
  const shifts = [
    { date: monday, start: "08:00", end: "16:30", breakMinutes: 30, hours: 8 },
    { date: addDays(monday, 1), start: "08:00", end: "16:30", breakMinutes: 30, hours: 8 },
    { date: addDays(monday, 2), start: "09:00", end: "13:00", breakMinutes: 0, hours: 4 },
  ];
  await send(worker.api, "put", `/api/portal/timesheets/${sheet.id}`, 200, {
    days: shifts.map(({ hours: _hours, ...day }) => day),
  });
  await send(worker.api, "post", `/api/portal/timesheets/${sheet.id}/submit`, 200);
  await send(manager.api, "post", `/api/portal/timesheets/${sheet.id}/approve`, 200);

  return {
    manager: { username: manager.username },
    admin: { username: admin.username, password: admin.password },
    harbour: harbour.id,
    eola: eola.id,
    otherManagersProperty: dunes.id,
    days: shifts.map(({ date, hours }) => ({ date, hours })),
    monday,
  };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  seeded = await seed(server);
});
test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
});

const figure = (page: Page, name: string) =>
  page.getByTestId(`figure-${name}`).locator("dd").first();
const table = (page: Page, caption: RegExp) => page.getByRole("table", { name: caption });
const rowOf = (page: Page, caption: RegExp, name: string) =>
  table(page, caption)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });

/** Sets a date field (the day applies after a pause, like typing). */
async function setDay(page: Page, label: "From" | "To", day: string) {
  await page.getByLabel(label, { exact: true }).fill(day);
}

test("a manager's report shows the approved hours and spend; range and property live in the URL", async ({
  page,
}) => {
  test.slow();
  await signIn(page, server.url, seeded.manager.username, PASSWORD);
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole("link", { name: "View Reports" }).click();
  await expect(page).toHaveURL(`${server.url}/reports`);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Reports" }),
  ).toHaveAttribute("aria-current", "page");

  // The default range: the last 90 days, every property.
  const today = agencyToday();
  await expect(page.getByTestId("report-scope")).toHaveText(
    /\(the last 90 days\) · All properties$/,
  );
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("");
  await expect(figure(page, "requests")).toHaveText("1");
  await expect(figure(page, "positions")).toHaveText("1");
  await expect(figure(page, "filled")).toHaveText("1");
  await expect(figure(page, "fill-rate")).toHaveText("100%");
  await expect(figure(page, "time-to-fill")).toHaveText(/^0 h\s*median$/);
  await expect(figure(page, "approved-hours")).toHaveText("20");
  await expect(figure(page, "spend")).toHaveText("$650.00");
  await expect(figure(page, "emergencies")).toHaveText("—");
  await expect(
    page.getByText("Positions filled ÷ positions asked for; cancelled requests are left out."),
  ).toBeVisible();

  // The tables: per property (only properties with activity), per staff type, per month.
  const byProperty = /^Requests, fill, approved hours and spend by property/;
  await expect(rowOf(page, byProperty, "Harbour Island Flats")).toHaveText(
    /Harbour Island Flats\s*1\s*1\s*1\s*100%\s*20\s*\$650\.00/,
  );
  await expect(rowOf(page, byProperty, "Lake Eola Residences")).toHaveCount(0);
  const byStaffType = /^Requests, fill, time to fill, approved hours and spend by staff type/;
  await expect(rowOf(page, byStaffType, "Maintenance Technicians")).toHaveText(
    /Maintenance Technicians\s*1\s*1\s*1\s*100%\s*0 h\s*0 h\s*20\s*\$650\.00/,
  );
  const perMonth = /^Approved hours and spend per month/;
  const months = new Map<string, number>();
  for (const { date, hours } of seeded.days) {
    months.set(monthLabel(date), (months.get(monthLabel(date)) ?? 0) + hours);
  }
  for (const [month, hours] of months) {
    const spend = (hours * BILL_RATE).toFixed(2);
    await expect(rowOf(page, perMonth, month)).toHaveText(
      new RegExp(`${month}\\s*${hours}\\s*\\$${spend.replace(".", "\\.")}`),
    );
  }
  await expect(page.getByTestId("chart-approved-hours")).toHaveAttribute(
    "aria-label",
    /^Approved hours per month, .+: 20 in total, most in /,
  );
  await expect(page.getByTestId("chart-spend")).toHaveAttribute(
    "aria-label",
    /^Spend per month, .+: \$650\.00 in total, most in /,
  );
  await expectNoAxeViolations(page, "on the manager's report");

  // The CSV of a table: BOM, header, the row's plain figures, CRLF.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV of by property" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^report-by-property-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  expect(download.suggestedFilename()).toContain(`-to-${today}.csv`);
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv).toBe(
    "\uFEFFProperty,Requests,Positions,Filled,Fill rate (%),Approved hours,Spend (USD)\r\n" +
      "Harbour Island Flats,1,1,1,100,20,650\r\n",
  );

  // A range of the worked days only: no request, the same hours; in the URL.
  await setDay(page, "From", seeded.monday);
  await expect(page).toHaveURL(`${server.url}/reports?from=${seeded.monday}`);
  const to = addDays(seeded.monday, 2);
  await setDay(page, "To", to);
  await expect(page).toHaveURL(`${server.url}/reports?from=${seeded.monday}&to=${to}`);
  await expect(figure(page, "requests")).toHaveText("0");
  await expect(figure(page, "approved-hours")).toHaveText("20");
  await expect(figure(page, "spend")).toHaveText("$650.00");
  await expect(page.getByTestId("report-scope")).not.toContainText("the last 90 days");

  // A range with nothing in it (From waits while it is after To): the empty state; Back
  // returns to the worked days.
  await setDay(page, "From", addDays(seeded.monday, 3));
  await expect(page.getByText("The start of the range cannot be after its end.")).toBeVisible();
  await setDay(page, "To", addDays(seeded.monday, 5));
  await expect(page).toHaveURL(
    `${server.url}/reports?from=${addDays(seeded.monday, 3)}&to=${addDays(seeded.monday, 5)}`,
  );
  await expect(
    page.getByRole("heading", { name: "No requests or approved hours in this range" }),
  ).toBeVisible();
  await expect(page.getByText(/Widen the range with an earlier From day\.$/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/reports?from=${seeded.monday}&to=${to}`);
  await expect(figure(page, "approved-hours")).toHaveText("20");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(seeded.monday);

  // Back to the default range, then one property: in the URL, kept on reload.
  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(`${server.url}/reports`);
  await expect(figure(page, "requests")).toHaveText("1");
  await page.getByRole("combobox", { name: "Property" }).click();
  await page.getByRole("option", { name: "Lake Eola Residences" }).click();
  await expect(page).toHaveURL(`${server.url}/reports?propertyId=${seeded.eola}`);
  await expect(
    page.getByRole("heading", { name: "No requests or approved hours in this range" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Show All Properties" }).click();
  await expect(page).toHaveURL(`${server.url}/reports`);
  await page.getByRole("combobox", { name: "Property" }).click();
  await page.getByRole("option", { name: "Harbour Island Flats" }).click();
  await expect(page).toHaveURL(`${server.url}/reports?propertyId=${seeded.harbour}`);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Property" })).toHaveText("Harbour Island Flats");
  await expect(page.getByTestId("report-scope")).toHaveText(/· Harbour Island Flats$/);
  await expect(figure(page, "approved-hours")).toHaveText("20");
  await expect(figure(page, "spend")).toHaveText("$650.00");

  // Another manager's property, typed into the URL: not found.
  await page.goto(`${server.url}/reports?propertyId=${seeded.otherManagersProperty}`);
  await expect(page.getByRole("heading", { name: "Property not found" })).toBeVisible();
  await page.getByRole("link", { name: "Show All Properties" }).click();
  await expect(page).toHaveURL(`${server.url}/reports`);
  await expect(figure(page, "requests")).toHaveText("1");
});

test("the report prints on one page without the navigation and the controls", async ({ page }) => {
  await signIn(page, server.url, seeded.manager.username, PASSWORD);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/reports`);
  await expect(figure(page, "spend")).toHaveText("$650.00");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Portal" })).toBeHidden();
  await expect(page.getByRole("button", { name: /^Download CSV/ }).first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByLabel("From", { exact: true })).toBeHidden();
  await expect(table(page, /by staff type/)).toBeVisible();
  await expect(page.getByTestId("report-scope")).toBeVisible();
  const pdf = await page.pdf({ format: "Letter", printBackground: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
});

test("the agency's report adds the per-client and per-city tables", async ({ page }) => {
  await signIn(page, server.url, seeded.admin.username, seeded.admin.password);
  await page.goto(`${server.url}/admin`);
  await page
    .getByRole("navigation", { name: "Admin console" })
    .getByRole("link", { name: "Reports" })
    .click();
  await expect(page).toHaveURL(`${server.url}/admin/reports`);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Property" })).toHaveCount(0);
  await expect(figure(page, "approved-hours")).toHaveText("20");
  await expect(figure(page, "spend")).toHaveText("$650.00");
  await expect(rowOf(page, /by client/, COMPANY)).toHaveText(
    new RegExp(`${COMPANY}\\s*1\\s*1\\s*1\\s*100%\\s*20\\s*\\$650\\.00`),
  );
  await expect(rowOf(page, /by city/, "Tampa")).toHaveText(
    /Tampa\s*1\s*1\s*1\s*100%\s*20\s*\$650\.00/,
  );
  await expect(rowOf(page, /by property/, "Harbour Island Flats")).toBeVisible();
  await expectNoAxeViolations(page, "on the agency's report");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV of by client" }).click();
  const csv = fs.readFileSync(await (await downloading).path(), "utf8");
  expect(csv.split("\r\n")).toEqual([
    "\uFEFFClient,Requests,Positions,Filled,Fill rate (%),Approved hours,Spend (USD)",
    `${COMPANY},1,1,1,100,20,650`,
    "",
  ]);

  // The range lives in the URL here too.
  await setDay(page, "From", seeded.monday);
  await expect(page).toHaveURL(`${server.url}/admin/reports?from=${seeded.monday}`);
  await expect(figure(page, "requests")).toHaveText("1");
});

test("a staff member cannot open the reports", async ({ page }) => {
  const worker = await register("staff", "Tomás Rivera");
  await signIn(page, server.url, worker.username, PASSWORD);
  await page.goto(`${server.url}/reports`);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Reports" })).toHaveCount(0);
});
