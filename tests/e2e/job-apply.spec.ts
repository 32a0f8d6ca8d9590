/**
 * Applying from a job posting in the browser (docs/decisions/0020-job-board.md): a visitor
 * WITHOUT JavaScript opens a posting, follows "Apply now" to the form on the page, sends it with a
 * résumé and lands on the home page's confirmation; the admin sees the applicant on the posting
 * (Job Postings), opens the application (which names the posting) and finds the applicant in the
 * Fill panel of the request behind the posting. axe on the posting page and the admin screens.
 */
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import {
  createAdmin,
  createProperty,
  createRequest,
  expectNoAxeViolations,
  setUpPortalServer,
  signIn,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let manager: APIRequestContext;
let requestId = 0;
let posting: { id: number; url: string; title: string };

/** A day `days` from today, `YYYY-MM-DD`. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A small PDF the résumé check accepts. */
const resumePdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n");

test.beforeAll(async () => {
  admin = await createAdmin(server);
  manager = await playwrightRequest.newContext();
  const tag = Date.now().toString(36);
  const registered = await manager.post(`${server.url}/api/register`, {
    data: {
      username: `ines_${tag}`,
      email: `ines.${tag}@example.com`,
      password: "Mangrove-Point-2026",
      fullName: "Ines Carrillo",
      role: "property_manager",
      companyName: "Mangrove Point Residential",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const property = await createProperty(manager, server.url, {
    name: "Mangrove Point Apartments",
    address: "88 Bayshore Dr",
    city: "Tampa",
  });
  const request = await createRequest(manager, server.url, {
    propertyId: property.id,
    staffType: "groundskeeping",
    startDate: dayFromNow(10),
  });
  requestId = request.id;
  const published = await admin.api.post(`${server.url}/api/admin/jobs`, {
    data: {
      requestId,
      title: "Groundskeeper",
      description:
        "Keep the lawns, palms, pool deck and irrigation of a 280-unit community in order, and help the maintenance team on make-ready days.",
      staffType: "groundskeeping",
      city: "Tampa",
      employmentType: "FULL_TIME",
      payMin: 17,
      payMax: 19.5,
      validThrough: dayFromNow(30),
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  posting = await published.json();
});
test.afterAll(async () => {
  await admin?.api.dispose();
  await manager?.dispose();
});

test("a visitor without JavaScript applies from a posting; the admin sees the applicant", async ({
  browser,
}) => {
  // axe runs its script in the page, so it checks the posting page in a context with scripts.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`${server.url}${posting.url}#apply`);
  await expectNoAxeViolations(reader, "on a posting page with its application form");
  await readerContext.close();

  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${server.url}${posting.url}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Groundskeeper");
  await visitor.getByRole("link", { name: "Apply now" }).click();
  await expect(visitor).toHaveURL(/#apply$/);
  const form = visitor.getByRole("region", { name: "Apply for this job" });
  await expect(form.getByLabel("Position")).toHaveValue("groundskeeping");
  await form.getByLabel("Full Name").fill("Teodoro Ruiz");
  await form.getByLabel("Email").fill("teodoro.ruiz@example.com");
  await form.getByLabel("Phone").fill("(813) 555-0133");
  await form.getByLabel("Years of Experience").selectOption("3-5");
  await form.getByLabel("Résumé (optional)").setInputFiles({
    name: "teodoro-ruiz.pdf",
    mimeType: "application/pdf",
    buffer: resumePdf,
  });
  await form
    .getByLabel("Additional Information")
    .fill("Five years of landscaping and irrigation; I can start next week.");
  await form.getByLabel(/I agree to background checks/).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(visitor).toHaveURL(/\/\?submitted=application#application-submitted$/);
  await expect(visitor.getByText("Application Submitted")).toBeVisible();
  await visitorContext.close();

  // The admin: the posting lists the applicant, whose application names the posting.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, server.url, admin.username, admin.password);
  await adminPage.goto(`${server.url}/admin/jobs`);
  const card = adminPage.getByTestId("admin-job-posting").filter({ hasText: "Groundskeeper" });
  await card.getByText("1 applicant").click();
  const applicant = card.getByRole("link", { name: "Teodoro Ruiz" });
  await expect(applicant).toBeVisible();
  await expect(card).toContainText("Submitted");
  await expectNoAxeViolations(adminPage, "on Job Postings with an applicant shown");
  await applicant.click();
  await expect(adminPage.getByRole("heading", { name: /Teodoro Ruiz/ })).toBeVisible();
  await expect(adminPage.getByText("Groundskeeper", { exact: true })).toBeVisible();

  // The Fill panel of the request behind the posting lists the applicant apart from candidates.
  await adminPage.goto(`${server.url}/admin/staffing-requests/${requestId}`);
  const applied = adminPage.getByRole("region", { name: "Applied to the job posting" });
  await expect(applied.getByRole("link", { name: "Teodoro Ruiz" })).toHaveAttribute(
    "href",
    /\/admin\/job-applications\/\d+$/,
  );
  await expect(adminPage.getByTestId("candidate").filter({ hasText: "Teodoro Ruiz" })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(adminPage, "on the request's Fill panel with an applicant");
  await adminContext.close();
});
