/**
 * /profile in the browser (docs/decisions/0022-profiles.md): a worker completes their profile
 * (details, roles, certification, places, a day of availability) and the checklist and the
 * dashboard's completeness line follow; a manager changes their password and another signed-in
 * browser is signed out; e-mail preferences, the e-mail change's pending state and the
 * account deletion dialog. axe on every section and state, and no page wider than a phone.
 */
import type { Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  expectToast,
  setUpPortalServer,
  signIn,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();

/** A section of /profile by its heading. */
const section = (page: Page, title: string) => page.getByRole("region", { name: title });

/** Expects the page no wider than its viewport (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test.describe("profiles", () => {
  test("a worker completes their profile and the checklist follows", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUp(page, server.url, { role: "staff", fullName: "Noor Haddad" });

    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByText("Profile 0% complete")).toBeVisible();
    await page.getByRole("link", { name: "Complete your profile" }).click();
    await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
    const checklist = section(page, "Profile checklist");
    await expect(checklist).toContainText("Your profile is 0% complete.");
    await expect(checklist).toContainText(
      "Our recruiters call first when a property needs someone the same day.",
    );
    await expectNoAxeViolations(page, "on a new worker's /profile");
    await expectNoSidewaysScroll(page);

    const details = section(page, "Personal details");
    await details.getByLabel("Phone").fill("12");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByText("Phone must be at least 10 characters")).toBeVisible();
    await expectNoAxeViolations(page, "with a field message", { include: "main" });
    await details.getByLabel("Phone").fill("(813) 555-0142");
    await details.getByRole("button", { name: "Save details" }).click();
    await expectToast(page, "Details saved");
    await expect(checklist).toContainText("Your profile is 20% complete.");

    const work = section(page, "Work preferences");
    await work.getByRole("checkbox", { name: "Maintenance Technicians" }).check();
    // Keyboard: Space ticks a focused box.
    await work.getByRole("checkbox", { name: "EPA 608 Universal" }).focus();
    await page.keyboard.press("Space");
    await work
      .getByRole("group", { name: "Clearwater area" })
      .getByRole("checkbox", { name: "Palm Harbor" })
      .check();
    await work
      .getByRole("group", { name: "Monday" })
      .getByRole("checkbox", { name: "Morning" })
      .check();
    await work.getByRole("checkbox", { name: /Call me for emergency work/ }).check();
    await work.getByRole("button", { name: "Save work preferences" }).click();
    await expectToast(page, "Work preferences saved");
    await expect(checklist).toContainText("Your profile is 100% complete. Thank you!");
    await expectNoAxeViolations(page, "on a complete worker profile");
    await expectNoSidewaysScroll(page);

    await page.reload();
    await expect(
      section(page, "Work preferences")
        .getByRole("group", { name: "Clearwater area" })
        .getByRole("checkbox", { name: "Palm Harbor" }),
    ).toBeChecked();
    // The placements screen reads the same call-out preference.
    await page.goto(`${server.url}/assignments`);
    await expect(
      page
        .getByRole("region", { name: "Emergency call-outs" })
        .getByRole("checkbox", { name: "Call me for emergency work" }),
    ).toBeChecked();
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText(/Profile \d+% complete/)).toHaveCount(0);
  });

  test("a manager changes their password and their other browser is signed out", async ({
    page,
    browser,
  }) => {
    const manager = await signUp(page, server.url, { fullName: "Dana Whitfield" });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, server.url, manager.username, manager.password);
    await otherPage.goto(`${server.url}/dashboard`);
    await expect(otherPage.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    await page.goto(`${server.url}/profile`);
    await expect(section(page, "Profile checklist")).toHaveCount(0);
    await expect(section(page, "Work preferences")).toHaveCount(0);
    await expect(section(page, "Personal details").getByLabel("Company")).toHaveValue(
      "Bayshore Residential Group",
    );
    const password = section(page, "Password");
    await password.getByLabel("Current password").fill("Not-My-Password-1");
    await password.getByLabel("New password", { exact: true }).fill("Mangrove-Tide-Pool-42");
    await password.getByLabel("Confirm new password").fill("Mangrove-Tide-Pool-4");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByText("Passwords do not match")).toBeVisible();
    await password.getByLabel("Confirm new password").fill("Mangrove-Tide-Pool-42");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByText("Your current password is not correct")).toBeVisible();
    await expectNoAxeViolations(page, "with a refused password change", { include: "main" });

    await password.getByLabel("Current password").fill(manager.password);
    await password.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password changed");
    await expect(password.getByLabel("Current password")).toHaveValue("");

    // This browser stays signed in; the other one is signed out.
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
    expect((await otherPage.request.get(`${server.url}/api/user`)).status()).toBe(401);
    await otherPage.goto(`${server.url}/dashboard`);
    await expect(otherPage).toHaveURL(/\/auth/);
    await other.close();
  });

  test("e-mail preferences, a pending e-mail change and the deletion dialog", async ({ page }) => {
    const manager = await signUp(page, server.url, { fullName: "Priya Castellanos" });
    await page.goto(`${server.url}/profile`);

    const notifications = section(page, "Notifications");
    const timesheets = notifications.getByRole("checkbox", { name: "Timesheets" });
    await expect(timesheets).toBeChecked();
    await timesheets.uncheck();
    await expectToast(page, "E-mails switched off");
    await page.reload();
    const saved = section(page, "Notifications").getByRole("checkbox", { name: "Timesheets" });
    await expect(saved).not.toBeChecked();
    // A save the server refuses puts the box back as it was and says so.
    const preferences = `${server.url}/api/portal/profile/notifications`;
    await page.route(preferences, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "The service is busy. Try again in a moment." }),
      }),
    );
    await saved.click();
    await expectToast(page, "Your choice was not saved");
    await expect(saved).not.toBeChecked();
    await page.unroute(preferences);

    const email = section(page, "E-mail");
    await email.getByLabel("New e-mail").fill(`priya.new.${Date.now()}@example.org`);
    await email.getByLabel("Current password").fill(manager.password);
    await email.getByRole("button", { name: "Send confirmation link" }).click();
    await expectToast(page, "Check your new inbox");
    await expect(email.getByRole("status")).toContainText("Waiting for confirmation");
    await expect(email).toContainText(`Your account uses ${manager.email}.`);
    await expectNoAxeViolations(page, "with a pending e-mail change");

    const remove = section(page, "Delete account");
    await expect(remove).toContainText("What we keep, without your name or contact details");
    await remove.getByLabel("Your password").fill("Not-My-Password-1");
    await remove.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "with the deletion dialog open");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expectToast(page, "Your account was not deleted");
    await expect(remove.getByText("Your current password is not correct")).toBeVisible();

    await remove.getByLabel("Your password").fill(manager.password);
    await remove.getByRole("button", { name: "Delete my account" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete your account?" })
      .getByRole("button", { name: "Delete my account" })
      .click();
    await expect(page).toHaveURL(`${server.url}/`);
    expect((await page.request.get(`${server.url}/api/user`)).status()).toBe(401);
    const signInAgain = await page.request.post(`${server.url}/api/login`, {
      data: { username: manager.username, password: manager.password },
    });
    expect(signInAgain.status()).toBe(401);
  });
});
