/**
 * Signing in through /auth before or without the page's scripts (docs/decisions/0005,
 * "Sign-in"): the prerendered Login form posts natively to POST /api/login; success lands on
 * /dashboard with the session cookie, a wrong password comes back to /auth with the API's message
 * in the form's alert, and the password is in no URL the browser ever requests (OWASP ASVS
 * 14.2.1). With JavaScript, a page opened on such an error hydrates without a mismatch and signs
 * in with fetch as before.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { expect, test } from "./fixtures/test";

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ port: await freePort(), dataDir: tempDataDir() });
});

test.afterAll(async () => {
  await server?.stop();
});

let counter = 0;

/** Registers an account through the API (its own request context: the page stays signed out). */
async function registerAccount(request: APIRequestContext) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const account = {
    username: `rosa_${tag}`,
    password: `Pelican-Bay-${tag}`,
    fullName: "Rosa Delgado",
  };
  const response = await request.post(`${server.url}/api/register`, {
    data: {
      ...account,
      email: `rosa.${tag}@example.com`,
      role: "property_manager",
      companyName: "Pelican Bay Living",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Every request the page makes, as "METHOD url (resource type)". */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) =>
    seen.push(`${request.method()} ${request.url()} (${request.resourceType()})`),
  );
  return seen;
}

/** Expects that no requested URL contains `secret` (as typed or percent-encoded). */
function expectNotInAnyUrl(requests: readonly string[], secret: string) {
  expect(requests.length).toBeGreaterThan(0);
  for (const line of requests) {
    expect(line).not.toContain(secret);
    expect(line).not.toContain(encodeURIComponent(secret));
  }
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "sid");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in through /auth lands on /dashboard with the session cookie; the password is in no URL", async ({
    page,
    browser,
    request,
  }) => {
    const account = await registerAccount(request);
    const requests = recordRequests(page);
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    // A password manager's Enter, or a click: the same native submit.
    await page.getByLabel("Password").press("Enter");

    await expect(page).toHaveURL(`${server.url}/dashboard`);
    expect(requests).toContain(`POST ${server.url}/api/login (document)`);
    expect(requests.filter((line) => line.includes("/auth?"))).toEqual([]);
    expectNotInAnyUrl(requests, account.password);
    const sid = await sessionCookie(page);
    expect(sid?.httpOnly).toBe(true);

    // The session is real: the same browser state with JavaScript shows the signed-in dashboard.
    const withScripts = await browser.newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    });
    try {
      const dashboard = await withScripts.newPage();
      await dashboard.goto(`${server.url}/dashboard`);
      await expect(dashboard.getByText(`Welcome back, ${account.fullName}.`)).toBeVisible();
    } finally {
      await withScripts.close();
    }
  });

  test("a wrong password comes back to /auth with the error shown; nothing typed is in a URL", async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    const requests = recordRequests(page);
    const wrong = `${account.password}-wrong`;
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(wrong);
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page).toHaveURL(`${server.url}/auth?error=invalid`);
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    // Still the Login form, ready for another try.
    await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveValue("");
    expectNotInAnyUrl(requests, wrong);
    expectNotInAnyUrl(requests, account.username);
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

test.describe("with JavaScript", () => {
  test("a sign-in sent before the page's scripts ran posts natively and lands on /dashboard", async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    const requests = recordRequests(page);
    // The page's scripts never arrive (slow phone, blocked scripts): the form is what was painted.
    const scripts = /\/assets\/.+\.js$/;
    await page.route(scripts, (route) => route.abort());
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    await page.getByLabel("Password").press("Enter");
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    expect(requests).toContain(`POST ${server.url}/api/login (document)`);
    expectNotInAnyUrl(requests, account.password);

    await page.unroute(scripts);
    await page.reload();
    await expect(page.getByText(`Welcome back, ${account.fullName}.`)).toBeVisible();
  });

  test("a page opened on a sign-in error hydrates with its alert; the next attempt signs in with fetch", async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    const requests = recordRequests(page);

    await page.goto(`${server.url}/auth?error=too-many&wait=2`);
    await page.waitForFunction(() => {
      const main = document.getElementById("main-content");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    });
    await expect(page.getByRole("alert")).toHaveText(
      "Too many attempts. Please wait 2 minute(s) and try again.",
    );
    expect(problems, "hydration").toEqual([]);

    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByText(`Welcome back, ${account.fullName}.`)).toBeVisible();
    // Signed in by the script: a JSON fetch, not a page load of the form's action.
    expect(requests.filter((line) => line.startsWith("POST "))).toEqual([
      `POST ${server.url}/api/login (fetch)`,
    ]);
    expectNotInAnyUrl(requests, account.password);
    expect(problems).toEqual([]);
  });
});
