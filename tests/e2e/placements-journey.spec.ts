/**
 * The placement loop end to end, with the manager, the agency and three workers each in their own
 * browser context at once (docs/decisions/0017-placements.md): a manager posts an emergency
 * request for two people through the portal form; the admin sees it first in the console with its
 * countdown and offers it to two workers; one accepts and one declines in their own portals; the
 * manager's request reads "1 of 2 filled" with the person's name; the admin offers a third worker
 * who accepts; the manager reads "2 of 2 filled"; both workers see the work under Upcoming
 * Assignments; and every step left its in-app notification and its `.eml` in the outbox.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import {
  createAdmin,
  createProperty,
  expectToast,
  setUpPortalServer,
  signIn,
  signUp,
  type TestUser,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
const AGENCY_INBOX = "info@sunshinestatestaffing.com";

/** The mails in the outbox as recipient and subject (headers of the `.eml` files). */
function outboxMails(): Array<{ to: string; subject: string }> {
  const dir = path.join(server.dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), "utf8");
      const header = (field: string) =>
        new RegExp(`^${field}: (.*)$`, "mi").exec(text)?.[1]?.trim() ?? "";
      return { to: header("To"), subject: header("Subject") };
    });
}

/** Waits until a mail to `address` whose subject matches `subject` is in the outbox. */
async function expectMail(address: string, subject: RegExp) {
  await expect
    .poll(
      () => outboxMails().some((mail) => mail.to.includes(address) && subject.test(mail.subject)),
      { message: `a mail to ${address} with a subject like ${subject}`, timeout: 60_000 },
    )
    .toBe(true);
}

/** The titles of the in-app notifications of the user signed in on `request`. */
async function notificationTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${server.url}/api/portal/notifications?limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ title: string }>).map((n) => n.title);
}

/** A signed-in worker: their context, page and account. */
interface Worker {
  context: BrowserContext;
  page: Page;
  user: TestUser;
}

test("a manager's emergency is filled by the agency and confirmed by the workers, step by step", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The admin first: making one restarts the server, which the other contexts then find running.
  const agencyDesk = await createAdmin(server);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, server.url, agencyDesk.username, agencyDesk.password);
  const adminUser = (await (await admin.request.get(`${server.url}/api/user`)).json()) as {
    email: string;
  };

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  const managerUser = await signUp(manager, server.url, {
    fullName: "Dana Whitfield",
    companyName: "Gulfside Living",
  });
  const property = await createProperty(manager.request, server.url, {
    name: "Heron Point Apartments",
    city: "Clearwater",
  });

  const workers: Worker[] = [];
  for (const fullName of ["Marisol Vega", "Tobias Reed", "Keisha Thompson"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    workers.push({
      context,
      page,
      user: await signUp(page, server.url, { role: "staff", fullName }),
    });
  }
  const [marisol, tobias, keisha] = workers as [Worker, Worker, Worker];

  try {
    // 1. The manager posts an emergency request for two maintenance technicians.
    await manager.goto(`${server.url}/staffing-requests/new`);
    await manager.getByRole("combobox", { name: "Select Property" }).click();
    await manager.getByRole("option", { name: property.name }).click();
    await manager.getByRole("combobox", { name: "Staff Type" }).click();
    await manager.getByRole("option", { name: "Maintenance Technicians" }).click();
    await manager.getByLabel("Positions needed").fill("2");
    await manager.getByRole("checkbox", { name: "This is an emergency" }).check();
    await manager.getByRole("combobox", { name: "What is the emergency?" }).click();
    await manager.getByRole("option", { name: "Storm recovery" }).click();
    await manager
      .getByLabel("Details")
      .fill("The storm flooded building C: two technicians for fans, drywall and a dry-out.");
    await manager
      .getByRole("checkbox", { name: "I agree to be contacted regarding my staffing request" })
      .check();
    await manager.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(manager, "Request submitted");
    await expect(manager).toHaveURL(`${server.url}/staffing-requests`);
    await manager.getByRole("link", { name: "View Details" }).first().click();
    await expect(manager).toHaveURL(/\/staffing-requests\/\d+$/);
    const requestId = Number(new URL(manager.url()).pathname.split("/").pop());
    const emergencyPanel = manager.getByRole("region", { name: "Emergency response" });
    await expect(emergencyPanel.getByTestId("emergency-countdown")).toHaveText(/min left$/);
    await expect(manager.getByText("0 of 2 filled")).toBeVisible();

    // Keisha takes emergency call-outs (on her /assignments page); the agency will see it.
    await keisha.page.goto(`${server.url}/assignments`);
    await keisha.page.getByRole("checkbox", { name: "Call me for emergency work" }).check();
    await expectToast(keisha.page, "You're on the emergency call-out list");

    // 2. The agency sees it first, with its countdown, and offers it to Marisol and Tobias.
    await admin.goto(`${server.url}/admin/staffing-requests`);
    const firstRow = admin.getByTestId("admin-request-row").first();
    await expect(firstRow).toContainText(`#${requestId}`);
    await expect(firstRow).toContainText(/Emergency · .*min left/);
    await expect(firstRow).toContainText("0 of 2 filled");
    await admin.goto(`${server.url}/admin/staffing-requests/${requestId}`);
    const candidates = admin.getByRole("list", { name: "Candidates" });
    await expect(
      candidates.getByTestId("candidate").filter({ hasText: keisha.user.fullName }),
    ).toContainText("Takes emergency call-outs");
    await expect(
      candidates.getByTestId("candidate").filter({ hasText: marisol.user.fullName }),
    ).not.toContainText("Takes emergency call-outs");
    await admin.getByRole("checkbox", { name: marisol.user.fullName }).check();
    await admin.getByRole("checkbox", { name: tobias.user.fullName }).check();
    await admin.getByRole("button", { name: "Offer position" }).click();
    const offerDialog = admin.getByRole("dialog", { name: "Offer position" });
    await offerDialog
      .getByLabel("Note for the worker (optional)")
      .fill("Report to the maintenance shop behind building C at 7 a.m.");
    await offerDialog.getByRole("button", { name: "Send 2 offers" }).click();
    const results = offerDialog.getByTestId("offer-results");
    await expect(results).toContainText(`Offered to ${marisol.user.fullName}`);
    await expect(results).toContainText(`Offered to ${tobias.user.fullName}`);
    await offerDialog.getByRole("button", { name: "Done" }).click();

    // 3. Marisol accepts in her portal; Tobias declines in his.
    await marisol.page.goto(`${server.url}/assignments`);
    await marisol.page.getByRole("button", { name: /^Accept offer/ }).click();
    await expect(
      marisol.page.getByRole("region", { name: /^Upcoming and current \(\d+\)$/ }),
    ).toContainText("Confirmed");
    await tobias.page.goto(`${server.url}/assignments`);
    await tobias.page.getByRole("button", { name: /^Decline offer/ }).click();
    await tobias.page
      .getByRole("alertdialog", { name: "Decline this offer?" })
      .getByRole("button", { name: "Decline offer" })
      .click();
    await expect(tobias.page.getByRole("region", { name: /^Past \(\d+\)$/ })).toContainText(
      "Declined",
    );

    // 4. The manager's request: one of two filled, and who.
    await manager.reload();
    await expect(manager.getByText("1 of 2 filled")).toBeVisible();
    await expect(emergencyPanel).toContainText("The agency has responded to this emergency.");
    await expect(
      manager.getByRole("listitem").filter({ hasText: marisol.user.fullName }),
    ).toContainText("Confirmed");
    await expect(manager.getByText(tobias.user.fullName)).toHaveCount(0);

    // 5. The agency offers the second position to Keisha, who accepts.
    await admin.reload();
    await admin.getByRole("checkbox", { name: keisha.user.fullName }).check();
    await admin.getByRole("button", { name: "Offer position" }).click();
    await offerDialog.getByRole("button", { name: "Send offer" }).click();
    await expect(results).toContainText(`Offered to ${keisha.user.fullName}`);
    await offerDialog.getByRole("button", { name: "Done" }).click();
    await keisha.page.goto(`${server.url}/assignments`);
    await keisha.page.getByRole("button", { name: /^Accept offer/ }).click();
    await expect(
      keisha.page.getByRole("region", { name: /^Upcoming and current \(\d+\)$/ }),
    ).toContainText("Confirmed");

    // 6. Two of two filled; the admin's list says so too.
    await manager.reload();
    await expect(manager.getByText("2 of 2 filled")).toBeVisible();
    for (const worker of [marisol, keisha]) {
      await expect(
        manager.getByRole("listitem").filter({ hasText: worker.user.fullName }),
      ).toContainText("Confirmed");
    }
    await admin.goto(`${server.url}/admin/staffing-requests`);
    await expect(
      admin.getByTestId("admin-request-row").filter({ hasText: `#${requestId}` }),
    ).toContainText("2 of 2 filled");

    // 7. Both workers see the work under Upcoming Assignments on their dashboards.
    for (const worker of [marisol, keisha]) {
      await worker.page.goto(`${server.url}/dashboard`);
      const upcoming = worker.page
        .locator("div.rounded-xl")
        .filter({ has: worker.page.getByRole("heading", { name: "Upcoming Assignments" }) });
      await expect(upcoming).toContainText(`Maintenance Technicians at ${property.name}`);
      await expect(upcoming).toContainText("Confirmed");
    }

    // 8. Every step left its notification in the app…
    expect(await notificationTitles(admin.request)).toEqual(
      expect.arrayContaining(["Emergency staffing request", "Offer accepted", "Offer declined"]),
    );
    const managerTitles = await notificationTitles(manager.request);
    expect(managerTitles.filter((title) => title === "Assignment confirmed")).toHaveLength(2);
    for (const worker of workers) {
      expect(await notificationTitles(worker.page.request)).toContain("Assignment offered");
    }
    // …and its mail in the outbox.
    await expectMail(adminUser.email, new RegExp(`^EMERGENCY staffing request #${requestId}:`));
    await expectMail(AGENCY_INBOX, new RegExp(`^New staffing request #${requestId}:`));
    for (const worker of workers) {
      await expectMail(worker.user.email, /^Assignment AS-\d+: Offered$/);
    }
    await expectMail(AGENCY_INBOX, /Accepted/i);
    await expectMail(AGENCY_INBOX, /Declined/i);
    await expect
      .poll(
        () =>
          outboxMails().filter(
            (mail) => mail.to.includes(managerUser.email) && /: Confirmed$/.test(mail.subject),
          ).length,
        { timeout: 60_000 },
      )
      .toBe(2);
  } finally {
    for (const context of [adminContext, managerContext, ...workers.map((w) => w.context)]) {
      await context.close();
    }
    await agencyDesk.api.dispose();
  }
});
