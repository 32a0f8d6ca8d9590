/**
 * Available Jobs matches the worker's profile (docs/decisions/0020-job-board.md, point 11): a
 * worker with roles and places sees the matching postings with "Show all open jobs" (a link,
 * `match=all` in the URL); one whose profile matches nothing gets an empty state pointing to
 * every job and to the profile; one without roles or places a nudge to complete the profile and
 * every job. axe on each state, and the page fits a phone.
 */
import type { Page } from "@playwright/test";
import {
  createAdmin,
  expectNoAxeViolations,
  setUpPortalServer,
  signIn,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
let admin: Awaited<ReturnType<typeof createAdmin>>;

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function publish(title: string, staffType: string, city: string) {
  const response = await admin.api.post(`${server.url}/api/admin/jobs`, {
    data: {
      title,
      staffType,
      city,
      description:
        "Keep a garden-style community in top shape: work orders, make-ready support and a shared on-call rotation.",
      employmentType: "FULL_TIME",
      payMin: 21,
      payMax: 25,
      validThrough: dayFromNow(30),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Saves the worker's roles and places through the profile API. */
async function setPreferences(page: Page, staffTypes: string[], cities: string[]) {
  const response = await page.request.put(`${server.url}/api/portal/profile`, {
    data: { fullName: "Marisol Vega", phone: "(239) 555-0142", staffTypes, cities },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async () => {
  admin = await createAdmin(server);
  await publish("Maintenance Technician Naples", "maintenance", "Naples");
  await publish("Maintenance Technician Bonita", "maintenance", "Bonita Springs");
  await publish("Leasing Consultant Naples", "leasing", "Naples");
  await publish("Maintenance Technician Tampa", "maintenance", "Tampa");
});

test("a worker sees the jobs matching their profile, can show all, and is told what to do when none match", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const worker = await signUp(page, server.url, { role: "staff", fullName: "Marisol Vega" });
  await signIn(page, server.url, worker.username, worker.password);

  // Without roles or places: every open job and a nudge to complete the profile.
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole("link", { name: /Available Jobs/ }).click();
  const nudge = page.getByTestId("profile-nudge");
  await expect(nudge).toContainText("See the jobs that fit you first");
  await expect(nudge.getByRole("link", { name: "Complete your profile" })).toHaveAttribute(
    "href",
    "/profile",
  );
  await expect(page.getByRole("heading", { name: "4 open jobs" })).toBeVisible();
  await expectNoAxeViolations(page, "with the profile nudge");

  // Maintenance around Naples: Naples and Bonita Springs, not leasing nor Tampa.
  await setPreferences(page, ["maintenance"], ["naples"]);
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Jobs that match your roles and places (2)" }),
  ).toBeVisible();
  await expect(nudge).toHaveCount(0);
  const cards = page.getByTestId("job-card");
  await expect(cards.filter({ hasText: "Maintenance Technician Naples" })).toBeVisible();
  await expect(cards.filter({ hasText: "Maintenance Technician Bonita" })).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expectNoAxeViolations(page, "with the matching jobs");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // "Show all open jobs" by keyboard; the state is in the URL, and Back returns.
  await page.getByRole("link", { name: "Show all open jobs" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]match=all/);
  await expect(page.getByRole("heading", { name: "4 open jobs" })).toHaveAttribute(
    "aria-live",
    "polite",
  );
  await expect(cards.filter({ hasText: "Leasing Consultant Naples" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Show jobs that match your profile" })).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(2);

  // A profile nothing matches: an empty state with the way out.
  await setPreferences(page, ["security"], ["weston"]);
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "No open jobs match your profile right now" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit your profile" })).toHaveAttribute(
    "href",
    "/profile",
  );
  await expectNoAxeViolations(page, "with no matching job");
  await page.getByRole("link", { name: "Show all open jobs" }).click();
  await expect(cards).toHaveCount(4);
});
