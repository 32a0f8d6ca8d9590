/**
 * With 1,000 staffing requests and 200 properties for one manager (seeded through the API),
 * searching, filtering and sorting give the right results and totals from the server
 * (docs/decisions/0013-paged-lists.md, 0016-paged-lists-in-the-client.md): the requests list reads 50 at a time, the properties
 * list too, and each change asks the server for the first page of the new list.
 *
 * The timings are measured from the change (the search box filled, a click on the sort toggle
 * or an option) to the total shown for the new list, and logged as medians and annotations; a
 * search includes the 300 ms pause after typing. Nothing is asserted about them (machines
 * differ; budgets belong in the benchmarks).
 */
import type { Locator, Page } from "@playwright/test";
import type { StaffType } from "../../src/domain/enums";
import {
  createProperty,
  createRequest,
  inBatches,
  setUpPortalServer,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();

const PROPERTIES = 200;
const REQUESTS = 1000;
const staffTypes: StaffType[] = [
  "maintenance",
  "groundskeeping",
  "leasing",
  "security",
  "make-ready",
];
const needs = ["HVAC repair", "pool care", "weekend tours", "night patrol", "unit turns"];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Runs `change`, then resolves with the milliseconds until `heading` reads `text`. */
async function timeUntil(change: () => Promise<void>, heading: Locator, text: string) {
  const started = Date.now();
  await change();
  await expect(heading).toHaveText(text);
  return Date.now() - started;
}

const totalHeading = (page: Page) => page.locator("main h2[id$='-total']");

test("searches, filters and sorts 1,000 requests and 200 properties on the server", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signUp(page, server.url, { companyName: "Gulfside Living" });

  const seedStarted = Date.now();
  const properties = await inBatches(PROPERTIES, 8, (i) =>
    createProperty(page.request, server.url, {
      name: `Community ${String(i).padStart(3, "0")}`,
      city: i % 2 ? "Tampa" : "Naples",
    }),
  );
  const propertiesMs = Date.now() - seedStarted;
  const requestsStarted = Date.now();
  // Request 0 alone first and 999 alone last: the oldest and the newest.
  const make = (i: number) =>
    createRequest(page.request, server.url, {
      propertyId: properties[i % PROPERTIES]?.id,
      staffType: staffTypes[i % staffTypes.length],
      details: `Request ${i}: ${needs[i % needs.length]}`,
    });
  await make(0);
  await inBatches(REQUESTS - 2, 8, (i) => make(i + 1));
  await make(REQUESTS - 1);
  const requestsMs = Date.now() - requestsStarted;
  console.log(
    `Seeded ${PROPERTIES} properties in ${(propertiesMs / 1000).toFixed(1)} s and ${REQUESTS} requests in ${(requestsMs / 1000).toFixed(1)} s through the API, 8 calls at a time`,
  );

  // The requests list: the first 50 cards of 1,000.
  const loadStarted = Date.now();
  await page.goto(`${server.url}/staffing-requests`);
  const cards = page.getByTestId("staffing-request-card");
  const total = totalHeading(page);
  await expect(total).toHaveText("1,000 requests", { timeout: 30_000 });
  await expect(cards).toHaveCount(50);
  const firstRenderMs = Date.now() - loadStarted;

  const search = page.getByRole("searchbox", { name: "Search" });
  const searchTimes: number[] = [];
  // A fifth of the requests need each thing; "request 99" matches 99 and 990-999.
  const terms: Array<[string, string]> = [
    ["hvac", "200 matching requests"],
    ["pool", "200 matching requests"],
    ["request 99", "11 matching requests"],
  ];
  for (let round = 0; round < 3; round++) {
    for (const [term, expected] of terms) {
      searchTimes.push(await timeUntil(() => search.fill(term), total, expected));
      searchTimes.push(await timeUntil(() => search.fill(""), total, "1,000 requests"));
    }
  }
  await search.fill("HVAC");
  await expect(total).toHaveText("200 matching requests");
  await page.getByRole("button", { name: "Load more" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Showing \d+ of 200 requests$/)).not.toHaveText(
    "Showing 50 of 200 requests",
  );
  await search.fill("");
  await expect(total).toHaveText("1,000 requests");

  const sortTimes: number[] = [];
  const sortButton = page.getByRole("button", { name: /^Sort by date/ });
  for (let round = 0; round < 6; round++) {
    const started = Date.now();
    const oldestNext = round % 2 === 0;
    await sortButton.click();
    await expect(cards.first()).toContainText(oldestNext ? "Request 0:" : "Request 999:");
    sortTimes.push(Date.now() - started);
  }

  // The property filter: requests of one property (5 of 1,000); the choices hold all 200.
  const propertyFilterStarted = Date.now();
  await page.getByRole("combobox", { name: "Property", exact: true }).click();
  await page.getByRole("option", { name: "Community 007" }).click();
  await expect(total).toHaveText(`${REQUESTS / PROPERTIES} matching requests`);
  await expect(cards).toHaveCount(REQUESTS / PROPERTIES);
  const propertyFilterMs = Date.now() - propertyFilterStarted;

  // The properties list's search over 200 properties.
  await page.goto(`${server.url}/properties`);
  await expect(total).toHaveText("200 properties", { timeout: 30_000 });
  const propertySearch = page.getByRole("searchbox", { name: "Search properties" });
  const propertySearchTimes: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const [term, expected] of [
      ["naples", "100 matching properties"],
      ["community 1", "100 matching properties"],
      ["TAMPA", "100 matching properties"],
    ] as const) {
      propertySearchTimes.push(await timeUntil(() => propertySearch.fill(term), total, expected));
      propertySearchTimes.push(
        await timeUntil(() => propertySearch.fill(""), total, "200 properties"),
      );
    }
  }

  const figures = {
    "requests: page load to first 50 of 1,000 cards (ms, incl. fetch)": firstRenderMs,
    "requests: search typed -> total shown, median ms (incl. 300 ms pause)": median(searchTimes),
    "requests: search typed, max ms": Math.max(...searchTimes),
    "requests: sort toggle -> first card, median ms": median(sortTimes),
    "requests: sort toggle, max ms": Math.max(...sortTimes),
    "requests: property filter via the select, end to end ms": propertyFilterMs,
    "properties: search typed -> total shown, median ms": median(propertySearchTimes),
    "properties: search typed, max ms": Math.max(...propertySearchTimes),
  };
  for (const [name, value] of Object.entries(figures)) {
    console.log(`${name}: ${value.toFixed(1)}`);
    test.info().annotations.push({ type: name, description: value.toFixed(1) });
  }
});
