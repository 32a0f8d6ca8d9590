/**
 * The worker's side end to end, as the agency matches people (docs/decisions/0020-job-board.md,
 * 0021-documents.md, 0022-profiles.md): a new worker completes their profile, uploads an EPA 608
 * certificate and marks interest in the job posting of a maintenance request in Naples; the
 * agency verifies the certificate and, on the request's page, finds that worker first among the
 * candidates, with the interest and the verified certificate shown, ahead of another worker whose
 * profile matches as well but who did not ask for the job.
 */
import {
  type ApiAccount,
  createAdmin,
  createProperty,
  createRequest,
  expectToast,
  registerAccount,
  setUpPortalServer,
  signIn,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();

/** A small PDF with the structure the server checks (header and %%EOF). */
const certificate = Buffer.from(
  "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

/** A day `days` from today, `YYYY-MM-DD`. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let admin: Awaited<ReturnType<typeof createAdmin>>;
let manager: ApiAccount;
let worker: ApiAccount;
let other: ApiAccount;
let requestId = 0;

test.beforeAll(async () => {
  admin = await createAdmin(server);
  manager = await registerAccount(
    server.url,
    "property_manager",
    "Rosa Delgado",
    "Gulfshore Living",
  );
  worker = await registerAccount(server.url, "staff", "Zora Quint");
  // Alphabetically first and with the same roles and places: only interest puts Zora ahead.
  other = await registerAccount(server.url, "staff", "Aaron Abbott");
  const profile = await other.api.put(`${server.url}/api/portal/profile`, {
    data: {
      fullName: "Aaron Abbott",
      phone: "(239) 555-0188",
      staffTypes: ["maintenance"],
      cities: ["naples"],
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const property = await createProperty(manager.api, server.url, {
    name: "Gulfshore Palms",
    address: "2200 Tamiami Trail N",
    city: "Naples",
  });
  const request = await createRequest(manager.api, server.url, {
    propertyId: property.id,
    staffType: "maintenance",
    startDate: dayFromNow(21),
  });
  requestId = request.id;
  const posting = await admin.api.post(`${server.url}/api/admin/jobs`, {
    data: {
      requestId,
      title: "Maintenance Technician",
      description:
        "Handle work orders, make-ready turns and preventive maintenance at a 240-unit community near Naples; EPA 608 certification preferred.",
      staffType: "maintenance",
      city: "Naples",
      employmentType: "TEMPORARY",
      payMin: 22,
      payMax: 26,
      validThrough: dayFromNow(30),
    },
  });
  expect(posting.status(), await posting.text()).toBe(201);
});
test.afterAll(async () => {
  await admin?.api.dispose();
  await manager?.api.dispose();
  await worker?.api.dispose();
  await other?.api.dispose();
});

test("a worker's profile, certificate and interest put them first in the agency's Fill panel", async ({
  browser,
}) => {
  const workerContext = await browser.newContext();
  const page = await workerContext.newPage();
  await signIn(page, server.url, worker.username, worker.password);

  // The profile: a phone number, the role, a certification, the place and a day's availability.
  await page.goto(`${server.url}/profile`);
  const details = page.getByRole("region", { name: "Personal details" });
  await details.getByLabel("Phone").fill("(239) 555-0131");
  await details.getByRole("button", { name: "Save details" }).click();
  await expectToast(page, "Details saved");
  const work = page.getByRole("region", { name: "Work preferences" });
  await work.getByRole("checkbox", { name: "Maintenance Technicians" }).check();
  await work.getByRole("checkbox", { name: "EPA 608 Universal" }).check();
  await work
    .getByRole("group", { name: "Naples area" })
    .getByRole("checkbox", { name: "Naples", exact: true })
    .check();
  await work
    .getByRole("group", { name: "Monday" })
    .getByRole("checkbox", { name: "Morning" })
    .check();
  await work.getByRole("button", { name: "Save work preferences" }).click();
  await expectToast(page, "Work preferences saved");
  await expect(page.getByRole("region", { name: "Profile checklist" })).toContainText(
    "Your profile is 100% complete.",
  );

  // The certificate.
  await page.goto(`${server.url}/documents`);
  await page.getByRole("combobox", { name: "Document" }).click();
  await page.getByRole("option", { name: "EPA 608 certified" }).click();
  await page.getByLabel("File").setInputFiles({
    name: "epa-608-universal.pdf",
    mimeType: "application/pdf",
    buffer: certificate,
  });
  await page.getByRole("button", { name: "Upload document" }).click();
  await expectToast(page, "Document uploaded");
  await expect(
    page.getByRole("listitem").filter({ hasText: "epa-608-universal.pdf" }),
  ).toContainText("Pending review");

  // Interest in the posting, from the dashboard's Available Jobs.
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole("link", { name: /Available Jobs/ }).click();
  const card = page.getByTestId("job-card").filter({ hasText: "Maintenance Technician" });
  await card.getByRole("button", { name: /I'm interested/ }).click();
  await expectToast(page, "Interest sent");
  await expect(card.getByText("You are interested")).toBeVisible();

  // The agency verifies the certificate…
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, server.url, admin.username, admin.password);
  await adminPage.goto(`${server.url}/admin/documents`);
  const review = adminPage.getByRole("listitem").filter({ hasText: "epa-608-universal.pdf" });
  await review.getByRole("button", { name: "Verify EPA 608 certified of Zora Quint" }).click();
  await expectToast(adminPage, "Document verified");

  // …and finds the worker first among the request's candidates, with why.
  await adminPage.goto(`${server.url}/admin/staffing-requests/${requestId}`);
  const candidates = adminPage.getByRole("list", { name: "Candidates" }).getByRole("listitem");
  const first = candidates.first();
  await expect(first).toContainText("Zora Quint");
  await expect(first).toContainText("Interested in the job posting");
  await expect(first).toContainText("EPA 608 verified");
  await expect(candidates.filter({ hasText: "Aaron Abbott" })).toHaveCount(1);
  await expect(candidates.filter({ hasText: "Aaron Abbott" })).not.toContainText(
    "Interested in the job posting",
  );

  // The worker is told the certificate was verified.
  await page.goto(`${server.url}/documents`);
  await expect(
    page.getByRole("listitem").filter({ hasText: "epa-608-universal.pdf" }),
  ).toContainText("Verified");

  await adminContext.close();
  await workerContext.close();
});
