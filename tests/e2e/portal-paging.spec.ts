/**
 * Paged lists in the portal (docs/decisions/0013-paged-lists.md, 0016-paged-lists-in-the-client.md): a property manager with 300
 * staffing requests over six properties (and 105 properties in all, more than one page of the
 * property choices) reads the whole list page by page, down to the last request, with the total
 * shown; filters by status and property and searches on the server, with the total following;
 * keeps the filters in the URL through a reload and Back; and the dashboard counts everything.
 * The list screens pass axe with these long lists.
 *
 * The data is seeded through the API (as fixtures/portal.ts does), several calls at a time.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import type { Property } from "../../src/domain/api/property";
import type { StaffType } from "../../src/domain/enums";
import {
  createAdmin,
  createProperty,
  createRequest,
  expectNoAxeViolations,
  inBatches,
  setStatus,
  setUpPortalServer,
  signIn,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();

const REQUESTS = 300;
const PROPERTIES = 105;
/** The requests go to the six oldest properties: the property list's second page. */
const REQUEST_PROPERTIES = 6;
const staffTypes: StaffType[] = ["maintenance", "groundskeeping", "leasing", "security"];
/** Every 15th request is approved by the agency: 20 of them. */
const isApproved = (index: number) => index % 15 === 0;
const APPROVED = 20;

const pad = (index: number) => String(index).padStart(3, "0");
const communityName = (index: number) => `Paging Community ${pad(index)}`;

let manager: { username: string; password: string };
let agency: { username: string; password: string };
/** The id of Request 000, the oldest. */
let firstRequestId = 0;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const admin = await createAdmin(server);
  agency = { username: admin.username, password: admin.password };
  const api: APIRequestContext = await playwrightRequest.newContext();
  const tag = Date.now().toString(36);
  manager = { username: `paging_${tag}`, password: "Sunset-Harbor-2026" };
  const registered = await api.post(`${server.url}/api/register`, {
    data: {
      username: manager.username,
      email: `paging.${tag}@example.com`,
      password: manager.password,
      fullName: "Paula Pager",
      role: "property_manager",
      companyName: "Gulfside Living",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // One at a time first, so the six properties of the requests are the oldest.
  const properties: Property[] = [];
  for (let i = 0; i < REQUEST_PROPERTIES; i++) {
    properties.push(await createProperty(api, server.url, { name: communityName(i) }));
  }
  await inBatches(PROPERTIES - REQUEST_PROPERTIES, 8, (i) =>
    createProperty(api, server.url, { name: communityName(i + REQUEST_PROPERTIES) }),
  );
  // Request 000 first and alone: the oldest, so the last of the list newest first.
  const make = (i: number) =>
    createRequest(api, server.url, {
      propertyId: properties[i % REQUEST_PROPERTIES]?.id,
      staffType: staffTypes[i % staffTypes.length],
      details: `Request ${pad(i)}: seasonal help`,
    });
  const first = await make(0);
  firstRequestId = first.id;
  const rest = await inBatches(REQUESTS - 1, 8, (i) => make(i + 1));
  const requests = [first, ...rest];
  await inBatches(REQUESTS, 8, async (i) => {
    const request = requests[i];
    if (request && isApproved(i)) await setStatus(admin.api, server.url, request.id, "approved");
  });
  await api.dispose();
  await admin.api.dispose();
});

const cards = (page: Page) => page.getByTestId("staffing-request-card");
const summary = (page: Page) => page.getByText(/^Showing [\d,]+ of/);

test("reads 300 requests page by page, with Load more and on scroll, to the last one", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, server.url, manager.username, manager.password);
  await page.goto(`${server.url}/staffing-requests`);
  await expect(page.getByRole("heading", { name: "300 requests" })).toBeVisible();
  await expect(summary(page)).toHaveText("Showing 50 of 300 requests");
  await expect(cards(page)).toHaveCount(50);

  // Load more is a button a keyboard reaches.
  const loadMore = page.getByRole("button", { name: "Load more" });
  await loadMore.focus();
  await page.keyboard.press("Enter");
  await expect(summary(page)).toHaveText(/^Showing (100|150) of 300 requests$/);

  // Scrolling near the end loads the next pages on its own, up to the last request.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(summary(page)).toHaveText("Showing 300 of 300 requests", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(loadMore).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const last = cards(page).filter({ hasText: "Request 000:" });
  await expect(last).toBeVisible();
  await expect(last).toContainText(`${communityName(0)}`);
  // Virtualised: far fewer cards in the page than requests, each placed in the whole list.
  expect(await cards(page).count()).toBeLessThan(REQUESTS);
  await expect(page.getByRole("listitem").filter({ has: last })).toHaveAttribute(
    "aria-posinset",
    "300",
  );
  await expectNoAxeViolations(page, "on the requests list scrolled to its end", {
    include: "main",
  });
});

test("filters by status and property and searches on the server, kept in the URL", async ({
  page,
}) => {
  await signIn(page, server.url, manager.username, manager.password);
  await page.goto(`${server.url}/staffing-requests`);
  await expect(page.getByRole("heading", { name: "300 requests" })).toBeVisible();

  // Status: the 20 approved requests, every one on the first page.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Approved" }).click();
  await expect(page).toHaveURL(/[?&]status=approved/);
  await expect(page.getByRole("heading", { name: `${APPROVED} matching requests` })).toBeVisible();
  await expect(cards(page)).toHaveCount(APPROVED);
  await expect(summary(page)).toHaveText(`Showing ${APPROVED} of ${APPROVED} requests`);
  for (const card of await cards(page).all()) await expect(card).toContainText("Approved");

  // Property: the choices hold every property (two pages of them); property 3 of the six has
  // the approved requests 15, 45, ..., 285.
  await page.getByRole("combobox", { name: "Property", exact: true }).click();
  await expect(page.getByRole("option")).toHaveCount(PROPERTIES + 1);
  await page.getByRole("option", { name: communityName(3) }).click();
  await expect(page).toHaveURL(/[?&]propertyId=\d+/);
  await expect(page.getByRole("heading", { name: "10 matching requests" })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  for (const card of await cards(page).all()) await expect(card).toContainText(communityName(3));

  // Search: "Request 1" among them is 105, 135, 165 and 195.
  await page.getByRole("searchbox", { name: "Search" }).fill("Request 1");
  await expect(page).toHaveURL(/[?&]q=Request(\+|%20)1/);
  await expect(page.getByRole("heading", { name: "4 matching requests" })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  for (const id of ["105", "135", "165", "195"]) {
    await expect(cards(page).filter({ hasText: `Request ${id}:` })).toHaveCount(1);
  }

  // A reload keeps the filters: the URL, the fields and the results.
  const filteredUrl = page.url();
  await page.reload();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.getByRole("heading", { name: "4 matching requests" })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("Request 1");
  await expect(page.getByRole("combobox", { name: "Status" })).toContainText("Approved");
  await expect(page.getByRole("combobox", { name: "Property", exact: true })).toContainText(
    communityName(3),
  );

  // Back steps through the filters: before the search, the property's 10 approved requests.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "10 matching requests" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");

  // Clear Filters shows the whole list again.
  await page.getByRole("searchbox", { name: "Search" }).fill("no request says this");
  await expect(page.getByRole("heading", { name: "No matching requests" })).toBeVisible();
  await expectNoAxeViolations(page, "on the no-match state", { include: "main" });
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(`${server.url}/staffing-requests`);
  await expect(page.getByRole("heading", { name: "300 requests" })).toBeVisible();
  await expectNoAxeViolations(page, "on the requests list", { include: "main" });
});

test("the properties list pages and searches on the server, and the dashboard counts everything", async ({
  page,
}) => {
  await signIn(page, server.url, manager.username, manager.password);
  await page.goto(`${server.url}/properties`);
  await expect(page.getByRole("heading", { name: `${PROPERTIES} properties` })).toBeVisible();
  await expect(summary(page)).toHaveText(`Showing 50 of ${PROPERTIES} properties`);
  // Load more, by keyboard; scrolling to it may already have loaded the rest.
  await page.getByRole("button", { name: "Load more" }).focus();
  await page.keyboard.press("Enter");
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(summary(page)).toHaveText(`Showing ${PROPERTIES} of ${PROPERTIES} properties`, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expectNoAxeViolations(page, "on the properties list", { include: "main" });

  const search = page.getByRole("searchbox", { name: "Search properties" });
  await search.fill("Community 10");
  await expect(page).toHaveURL(/[?&]q=Community(\+|%20)10/);
  // 100 to 104.
  await expect(page.getByRole("heading", { name: "5 matching properties" })).toBeVisible();
  await page.reload();
  await expect(search).toHaveValue("Community 10");
  await expect(page.getByRole("heading", { name: "5 matching properties" })).toBeVisible();

  // A malformed filter in a hand-edited URL is ignored: the whole list.
  await page.goto(`${server.url}/staffing-requests?propertyId=0`);
  await expect(page.getByRole("heading", { name: "300 requests" })).toBeVisible();

  await page.goto(`${server.url}/dashboard`);
  const card = (title: string) =>
    page
      .locator("div.rounded-xl")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card("Staffing Requests").getByText(`+${REQUESTS - 3} more`)).toBeVisible();
  await expect(card("Properties").getByText(`+${PROPERTIES - 3} more`)).toBeVisible();
  await expect(card("Notifications").getByRole("listitem")).toHaveCount(3);

  await page.goto(`${server.url}/notifications`);
  await expect(page.getByRole("tab", { name: /^All/ })).toBeVisible();
  await expectNoAxeViolations(page, "on the notifications list", { include: "main" });
});

test("the admin requests table pages, virtualises and exports with the filters and order", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, server.url, agency.username, agency.password);
  await page.goto(`${server.url}/admin/staffing-requests?q=seasonal`);
  await expect(
    page.getByRole("heading", { name: "300 requests match these filters" }),
  ).toBeVisible();
  const rows = page.getByTestId("admin-request-row");
  await expect(rows).toHaveCount(50);
  await page.getByRole("button", { name: "Sort by date: newest first" }).click();
  await expect(page).toHaveURL(/[?&]sort=oldest/);
  await expect(rows.first()).toContainText(`#${firstRequestId}`);
  expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
    "/api/admin/staffing-requests.csv?q=seasonal&sort=oldest",
  );
  await page.getByRole("button", { name: "Sort by date: oldest first" }).click();
  await expect(page).not.toHaveURL(/sort=/);

  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(summary(page)).toHaveText("Showing 300 of 300 requests", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  // Rows measured taller than estimated lengthen the page: scroll until the end stays put.
  const last = page.getByRole("link", { name: `Request #${firstRequestId}`, exact: true });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(await rows.count()).toBeLessThan(REQUESTS);
  await expectNoAxeViolations(page, "on the admin requests table scrolled to its end", {
    include: "main",
  });
});
