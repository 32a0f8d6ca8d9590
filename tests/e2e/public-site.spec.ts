/**
 * The public site in a real browser against the built, prerendered server: the home page's sections and
 * anchors, in-page scrolling below the fixed header, the header's scrolled state, the contact
 * tabs, both forms with JavaScript (every validation message, the spec's toasts, the résumé
 * limits, the honeypot) and without it (native posts landing on the confirmation), the
 * newsletter, the legal pages, cookie settings that persist, and axe on every public page of
 * this issue. The last test stops the server and reads its database directly: every submission
 * is stored, and nothing from the honeypot. (It relies on the tests above running in the same
 * worker; after a failure Playwright starts a new worker with a new server, so fix the first
 * failure first.)
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Browser, Page } from "@playwright/test";
import { axeBuilder } from "./fixtures/axe";
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { expect, test } from "./fixtures/test";

let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = tempDataDir();
  server = await startServer({ port: await freePort(), dataDir });
});

test.afterAll(async () => {
  await server?.stop();
});

const run = Date.now().toString(36);
/** Addresses used below; the database check at the end looks for each. */
const emails = {
  jsRequest: `js-request.${run}@harborview.example`,
  jsApplication: `js-applicant.${run}@example.com`,
  nativeRequest: `native-request.${run}@harborview.example`,
  nativeApplication: `native-applicant.${run}@example.com`,
  honeypotRequest: `bot.${run}@spam.example`,
  jsNewsletter: `js-news.${run}@harborview.example`,
  nativeNewsletter: `native-news.${run}@harborview.example`,
};

const pdf = {
  name: "maria-santos-resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n"),
};

/** Toasts live in the "Notifications (F8)" region (Radix Toast viewport). */
function toastRegion(page: Page) {
  return page.getByRole("region", { name: "Notifications (F8)" });
}

/** Resolves once React has hydrated the page (it attaches its fiber to the main element). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("main-content");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Opens a page and waits until React has hydrated it. */
async function openHydrated(page: Page, url: string) {
  await page.goto(`${server.url}${url}`);
  await waitForHydration(page);
  if (!url.startsWith("/legal")) {
    await expect(page.locator(".contact-tabs")).toHaveAttribute("data-enhanced", "true");
  }
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** The Request Staff tab's form. */
function requestForm(page: Page) {
  return page.locator('form[action="/api/staffing-requests"]');
}

/** The Apply for a Position tab's form. */
function applicationForm(page: Page) {
  return page.locator('form[action="/api/job-applications"]');
}

test.describe("home page", () => {
  test("shows every section of the spec, with its anchors, and passes axe", async ({ page }) => {
    await openHydrated(page, "/");
    for (const id of ["services", "staff", "testimonials", "contact", "job-application"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    const hero = page.locator("section", { has: page.locator("#hero-heading") });
    for (const claim of ["500+", "98%", "150+", "24hr"]) {
      await expect(hero.getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(hero.getByRole("link", { name: "Request Staff" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    await expect(hero.getByRole("link", { name: "Apply for Jobs" })).toHaveAttribute(
      "href",
      "/#job-application",
    );

    const services = page.locator("#services > div > ul > li");
    await expect(services).toHaveCount(6);
    for (const card of await services.all()) {
      await expect(card.locator("ul > li")).toHaveCount(5);
      await expect(card.getByRole("link", { name: /^Request This Service/ })).toHaveAttribute(
        "href",
        "/#contact",
      );
      await expect(card.locator("p.sr-only")).toHaveCount(1);
    }

    const staff = page.locator("#staff");
    await expect(staff.getByText("Most Requested")).toBeVisible();
    await expect(staff.getByRole("heading", { name: "Maintenance Excellence" })).toBeVisible();
    for (const title of [
      "Maintenance Technicians",
      "Groundskeepers",
      "Property Managers",
      "Leasing Consultants",
    ]) {
      await expect(
        staff.getByRole("list", { name: `${title} qualifications` }).locator("li"),
      ).toHaveCount(3);
    }
    await expect(staff.getByRole("link", { name: "Apply For a Position" })).toHaveAttribute(
      "href",
      "/#job-application",
    );
    for (const label of [
      "Staff Placed",
      "Client Satisfaction",
      "Properties Served",
      "Response Time",
    ]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }

    const testimonials = page.locator("#testimonials");
    await expect(testimonials.locator("figure")).toHaveCount(6);
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(5);

    await expect(page.getByRole("link", { name: "Request Full Consultation" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    await expect(page.getByText(/within one business day/).first()).toBeVisible();
    await expect(page.getByLabel("Staffing Need").locator("option")).toHaveText([
      "Select your need",
      "Maintenance Staff",
      "Leasing Staff",
      "Groundskeeping",
      "Property Management",
    ]);

    // Every illustration reserves its box before styles load.
    for (const svg of await page.locator("main svg[role=img]").all()) {
      expect(await svg.getAttribute("width")).toMatch(/^\d+$/);
      expect(await svg.getAttribute("height")).toMatch(/^\d+$/);
    }

    await expectNoAxeViolations(page);
  });

  test("in-page links scroll smoothly and stop below the fixed header, which turns opaque after 50 px", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("smooth");
    await page.mouse.wheel(0, 40);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(30);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "false");

    const headerHeight = (await header.boundingBox())?.height ?? 0;
    for (const [link, id] of [
      ["Services", "services"],
      ["Testimonials", "testimonials"],
      ["Our Team", "staff"],
      ["Contact", "contact"],
    ] as const) {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: link })
        .click();
      await expect(page).toHaveURL(`${server.url}/#${id}`);
      // Wait for the smooth scroll to settle, then check where the section landed.
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const top = await page.evaluate(
            (target) => document.getElementById(target)?.getBoundingClientRect().top ?? -1,
            id,
          );
          const settled = Math.abs(top - last) < 1;
          last = top;
          return settled;
        })
        .toBe(true);
      expect(last).toBeGreaterThanOrEqual(headerHeight - 1);
      expect(last).toBeLessThan(headerHeight + 60);
    }
  });

  test("the #job-application deep link selects Apply for a Position", async ({ page }) => {
    await openHydrated(page, "/#job-application");
    await expect(page.getByRole("tab", { name: "Apply for a Position" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(applicationForm(page)).toBeVisible();
    await expect(requestForm(page)).toBeHidden();

    // Tabs follow the keyboard; Request Staff is the default on a plain visit.
    await page.getByRole("tab", { name: "Apply for a Position" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Request Staff" })).toBeFocused();
    await expect(requestForm(page)).toBeVisible();
    await openHydrated(page, "/");
    await expect(page.getByRole("tab", { name: "Request Staff" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // A link to the anchor from the page itself switches the tab too.
    await page.locator("#staff").getByRole("link", { name: "Apply For a Position" }).click();
    await expect(page.getByRole("tab", { name: "Apply for a Position" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("the consultation block carries what was typed into Request Staff", async ({ page }) => {
    await openHydrated(page, "/#job-application");
    await page.getByLabel("Name", { exact: true }).fill("Priya Natarajan");
    await page.getByLabel("Email", { exact: true }).first().fill("priya@bayharbor.example");
    await page.getByLabel("Staffing Need").selectOption("management");
    await page.getByRole("link", { name: "Request Full Consultation" }).click();
    await expect(page.getByRole("tab", { name: "Request Staff" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const form = requestForm(page);
    await expect(form.getByLabel("Contact Name")).toHaveValue("Priya Natarajan");
    await expect(form.getByLabel("Email")).toHaveValue("priya@bayharbor.example");
    await expect(form.getByLabel("Staff Type Needed")).toHaveValue("property-management");
  });
});

test.describe("Request Staff with JavaScript", () => {
  test("shows every validation message, then submits in the background and toasts", async ({
    page,
  }) => {
    await openHydrated(page, "/#contact");
    const form = requestForm(page);
    await form.getByRole("button", { name: "Submit Request" }).click();
    for (const message of [
      "Company name is required",
      "Contact name is required",
      "Valid email is required",
      "Please select a staff type",
      "Please describe the position and your needs",
      "You must agree to be contacted",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    // Each message is announced with its field.
    const company = form.getByLabel("Property or Company Name");
    await expect(company).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await company.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Company name is required");
    await expect(company).toBeFocused();

    await company.fill("Harborview at Channelside");
    await form.getByLabel("Contact Name").fill("Marcus Bell");
    await form.getByLabel("Email").fill("not-an-address");
    await form.getByLabel("Staff Type Needed").selectOption("make-ready");
    await form.getByLabel("Details").fill("Two make-ready specialists for 14 summer turns.");
    await form.getByLabel("I agree to be contacted regarding my staffing request").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByText("Valid email is required")).toBeVisible();

    await form.getByLabel("Email").fill(emails.jsRequest);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/staffing-requests") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Submit Request" }).click();
    expect((await answer).status()).toBe(201);
    await expect(toastRegion(page).getByText("Request Submitted", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("We'll be in touch with you shortly.")).toBeVisible();
    await expect(page.locator("#request-submitted")).toBeVisible();
    await expect(form.getByLabel("Contact Name")).toHaveValue("");
  });

  test('a network failure toasts "Error" with "Something went wrong. Please try again."', async ({
    page,
  }) => {
    await openHydrated(page, "/#contact");
    await page.route("**/api/staffing-requests", (route) => route.abort("internetdisconnected"));
    const form = requestForm(page);
    await form.getByLabel("Property or Company Name").fill("Harborview at Channelside");
    await form.getByLabel("Contact Name").fill("Marcus Bell");
    await form.getByLabel("Email").fill("offline@harborview.example");
    await form.getByLabel("Staff Type Needed").selectOption("security");
    await form.getByLabel("Details").fill("Overnight lobby officer.");
    await form.getByLabel("I agree to be contacted regarding my staffing request").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(toastRegion(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(
      toastRegion(page).getByText("Something went wrong. Please try again."),
    ).toBeVisible();
    // What was typed is kept for another try.
    await expect(form.getByLabel("Contact Name")).toHaveValue("Marcus Bell");
  });

  test('a line break pasted into a one-line field shows "Company name must be on one line" and sends nothing', async ({
    page,
  }) => {
    await openHydrated(page, "/#contact");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/")) posts.push(r.url());
    });
    const form = requestForm(page);
    // A browser strips CR and LF from a one-line input itself; U+2028 (LINE SEPARATOR) stays.
    const company = form.getByLabel("Property or Company Name");
    await company.fill("Harborview\u2028Status: approved");
    await form.getByLabel("Contact Name").fill("Marcus Bell");
    await form.getByLabel("Email").fill("line-break@harborview.example");
    await form.getByLabel("Staff Type Needed").selectOption("security");
    await form.getByLabel("Details").fill("Overnight lobby officer.\nWeekends only.");
    await form.getByLabel("I agree to be contacted regarding my staffing request").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByText("Company name must be on one line", { exact: true })).toBeVisible();
    await expect(company).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("a filled honeypot gets the normal answer (and nothing is stored, see the last test)", async ({
    page,
  }) => {
    await openHydrated(page, "/#contact");
    const form = requestForm(page);
    await form.getByLabel("Property or Company Name").fill("Totally Real LLC");
    await form.getByLabel("Contact Name").fill("Bot");
    await form.getByLabel("Email").fill(emails.honeypotRequest);
    await form.getByLabel("Staff Type Needed").selectOption("other");
    await form.getByLabel("Details").fill("Buy cheap followers");
    await form.getByLabel("I agree to be contacted regarding my staffing request").check();
    // Hidden from people; a bot sets it straight in the page.
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/staffing-requests"));
    await form.getByRole("button", { name: "Submit Request" }).click();
    expect((await answer).status()).toBe(201);
    await expect(toastRegion(page).getByText("Request Submitted", { exact: true })).toBeVisible();
  });
});

test.describe("Apply for a Position with JavaScript", () => {
  test("shows every validation message, enforces the résumé limits, then submits with a PDF", async ({
    page,
  }) => {
    await openHydrated(page, "/#job-application");
    const form = applicationForm(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    for (const message of [
      "Full name is required",
      "Valid email is required",
      "Valid phone number is required",
      "Please select a position",
      "Please select your experience level",
      "Please tell us about your experience and availability",
      "You must agree to background checks",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await form.getByLabel("Full Name").fill("Maria Santos");
    await form.getByLabel("Email").fill(emails.jsApplication);
    await form.getByLabel("Phone").fill("(813) 555-0175");
    await form.getByLabel("Position").selectOption("maintenance");
    await form.getByLabel("Years of Experience").selectOption("5+");
    await form
      .getByLabel("Additional Information")
      .fill("EPA 608 universal, 7 years at garden communities in Hillsborough County.");
    await form
      .getByLabel(
        "I agree to background checks and reference verification as part of the hiring process",
      )
      .check();

    const resume = form.getByLabel("Résumé (optional)");
    // A picture renamed .pdf is refused by its content.
    await resume.setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText("Upload your résumé as a PDF, DOC or DOCX file")).toBeVisible();
    // So is anything over 5 MB.
    await resume.setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([pdf.buffer, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText("Your résumé must be 5 MB or smaller")).toBeVisible();

    await resume.setInputFiles(pdf);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/job-applications") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect((await answer).status()).toBe(201);
    await expect(
      toastRegion(page).getByText("Application Submitted", { exact: true }),
    ).toBeVisible();
    await expect(
      toastRegion(page).getByText(
        "Thank you for your interest. We'll review your application soon.",
      ),
    ).toBeVisible();
    await expect(page.locator("#application-submitted")).toBeVisible();
  });
});

/** A page in a context with JavaScript disabled: what the prerendered HTML does on its own. */
async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  test("Request Staff posts natively and lands on the confirmation", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto(`${server.url}/#contact`);
    const form = requestForm(page);
    await expect(form).toBeVisible();
    await form.getByLabel("Property or Company Name").fill("Harborview at Channelside");
    await form.getByLabel("Contact Name").fill("Dana Ruiz");
    await form.getByLabel("Email").fill(emails.nativeRequest);
    await form.getByLabel("Staff Type Needed").selectOption("groundskeeping");
    await form.getByLabel("Details").fill("Full-time groundskeeper for a 310-unit community.");
    await form.getByLabel("I agree to be contacted regarding my staffing request").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(`${server.url}/?submitted=request#request-submitted`);
    await expect(page.locator("#request-submitted")).toBeVisible();
    await expect(page.locator("#request-submitted")).toContainText("Request Submitted");
    await context.close();
  });

  test("the browser's required attributes guard every field of both forms", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto(`${server.url}/`);
    const required = async (form: ReturnType<typeof requestForm>) =>
      form
        .locator("input:not([type=file]):not([name=website]), select, textarea")
        .evaluateAll((elements) =>
          elements.map((e) => [e.getAttribute("name"), e.hasAttribute("required")]),
        );
    expect(await required(requestForm(page))).toEqual([
      ["companyName", true],
      ["contactName", true],
      ["email", true],
      ["staffType", true],
      ["headcount", true],
      ["emergencyReason", false],
      ["details", true],
      ["consent", true],
    ]);
    expect(await required(applicationForm(page))).toEqual([
      ["fullName", true],
      ["email", true],
      ["phone", true],
      ["position", true],
      ["experience", true],
      ["additionalInfo", true],
      ["consent", true],
    ]);
    // An empty submit is stopped by the browser: nothing is sent.
    await requestForm(page).getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await context.close();
  });

  test("the #job-application link shows the application form, which posts natively with a résumé", async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto(`${server.url}/`);
    await expect(applicationForm(page)).toBeHidden();
    await page.getByRole("tab", { name: "Apply for a Position" }).click();
    await expect(applicationForm(page)).toBeVisible();
    await expect(requestForm(page)).toBeHidden();

    const form = applicationForm(page);
    await form.getByLabel("Full Name").fill("Jamal Carter");
    await form.getByLabel("Email").fill(emails.nativeApplication);
    await form.getByLabel("Phone").fill("239-555-0163");
    await form.getByLabel("Position").selectOption("security");
    await form.getByLabel("Years of Experience").selectOption("3-5");
    await form.getByLabel("Additional Information").fill("Florida Class D license, nights.");
    await form.getByLabel("Résumé (optional)").setInputFiles(pdf);
    await form
      .getByLabel(
        "I agree to background checks and reference verification as part of the hiring process",
      )
      .check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(`${server.url}/?submitted=application#application-submitted`);
    await expect(page.locator("#application-submitted")).toBeVisible();
    await expect(page.locator("#application-submitted")).toContainText("Application Submitted");
    await context.close();
  });

  test("the newsletter posts natively and confirms on the page it came from", async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto(`${server.url}/legal/accessibility`);
    await page.getByLabel("Newsletter e-mail").fill(emails.nativeNewsletter);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(
      `${server.url}/legal/accessibility?subscribed=1#newsletter-subscribed`,
    );
    await expect(page.locator("#newsletter-subscribed")).toBeVisible();
    await context.close();
  });
});

test("the newsletter subscribes with JavaScript and confirms with a toast", async ({ page }) => {
  await openHydrated(page, "/");
  await page.getByLabel("Newsletter e-mail").fill(emails.jsNewsletter);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/newsletter"));
  await page.getByRole("button", { name: "Subscribe" }).click();
  expect((await answer).status()).toBe(201);
  await expect(toastRegion(page).getByText("Subscribed", { exact: true })).toBeVisible();
});

async function reloadHydrated(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

test.describe("legal pages", () => {
  for (const [slug, title] of [
    ["privacy-policy", "Privacy Policy"],
    ["terms-of-service", "Terms of Service"],
    ["accessibility", "Accessibility Statement"],
  ] as const) {
    test(`${title}: its text, Back to Home, the last-updated date, and axe`, async ({ page }) => {
      await openHydrated(page, `/legal/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Last updated: April 16, 2025")).toBeVisible();
      expect(await page.locator("article h2").count()).toBeGreaterThanOrEqual(3);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL(`${server.url}/`);
    });
  }

  test("Cookie Settings: the spec's defaults, the toast, and the choice kept across a reload", async ({
    page,
  }) => {
    await openHydrated(page, "/legal/cookie-settings");
    await expect(page.getByText("Last updated: April 16, 2025")).toBeVisible();
    const switchOf = (name: RegExp) => page.getByRole("switch", { name });
    await expect(switchOf(/^Strictly necessary/)).toBeChecked();
    await expect(switchOf(/^Strictly necessary/)).toBeDisabled();
    await expect(switchOf(/^Functional/)).toBeChecked();
    await expect(switchOf(/^Analytics/)).toBeChecked();
    await expect(switchOf(/^Marketing/)).not.toBeChecked();
    await expectNoAxeViolations(page);

    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/") && !request.url().endsWith("/api/user"))
        calls.push(request.url());
    });
    await switchOf(/^Marketing/).click();
    await switchOf(/^Analytics/).click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(
      toastRegion(page).getByText("Cookie preferences saved", { exact: true }),
    ).toBeVisible();
    await expect(
      toastRegion(page).getByText("Your cookie settings have been updated successfully."),
    ).toBeVisible();
    expect(calls).toEqual([]);

    await reloadHydrated(page);
    await expect(switchOf(/^Marketing/)).toBeChecked();
    await expect(switchOf(/^Analytics/)).not.toBeChecked();
    await expect(switchOf(/^Functional/)).toBeChecked();

    await page.getByRole("button", { name: "Accept Essential Only" }).click();
    await reloadHydrated(page);
    for (const name of [/^Functional/, /^Analytics/, /^Marketing/]) {
      await expect(switchOf(name)).not.toBeChecked();
    }
    await page.getByRole("button", { name: "Accept All" }).click();
    await reloadHydrated(page);
    for (const name of [/^Functional/, /^Analytics/, /^Marketing/]) {
      await expect(switchOf(name)).toBeChecked();
    }
    const cookie = (await page.context().cookies()).find((c) => c.name === "cookie_preferences");
    expect(cookie?.value).toBe("v1.f1.a1.m1");
    expect(cookie?.sameSite).toBe("Lax");
  });
});

test("every submission above is in the database, and nothing from the honeypot", async () => {
  await server.stop();
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  try {
    const emailsIn = async (table: string) =>
      (await db.query<{ email: string }>(`select email from ${table}`)).rows.map((r) => r.email);
    const requests = await emailsIn("staffing_requests");
    expect(requests).toContain(emails.jsRequest);
    expect(requests).toContain(emails.nativeRequest);
    expect(requests).not.toContain(emails.honeypotRequest);
    expect(requests).not.toContain("offline@harborview.example");

    const applications = await db.query<{ email: string; resume_url: string | null }>(
      "select email, resume_url from job_applications",
    );
    const byEmail = new Map(applications.rows.map((row) => [row.email, row.resume_url]));
    expect(byEmail.get(emails.jsApplication)).toMatch(/^upload:resumes\/.+\.pdf$/);
    expect(byEmail.get(emails.nativeApplication)).toMatch(/^upload:resumes\/.+\.pdf$/);

    const subscribers = await emailsIn("newsletter_subscribers");
    expect(subscribers).toContain(emails.jsNewsletter);
    expect(subscribers).toContain(emails.nativeNewsletter);
  } finally {
    await db.close();
  }
});
