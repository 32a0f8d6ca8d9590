/**
 * Worker documents in the browser (docs/decisions/0021-documents.md): a worker on a 375 px phone
 * reaches /documents from the dashboard's "My Documents", is told a text file named .png is not
 * accepted, uploads a certificate and deletes a mistaken upload behind a confirmation; the agency
 * opens the review from its navigation, tries a rejection without a reason, then verifies the
 * certificate; the worker sees it Verified; the manager the worker is placed with sees the "EPA
 * 608 verified" badge in the staff directory and on the request, and is refused the documents
 * themselves. axe on every screen and dialog.
 */
import {
  type ApiAccount,
  confirmedPlacement,
  createAdmin,
  expectNoAxeViolations,
  expectToast,
  registerAccount,
  setUpPortalServer,
  signIn,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();
const PHONE = { width: 375, height: 812 };

/** A small PDF with the structure the server checks (header and %%EOF). */
const certificate = Buffer.from(
  "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

let admin: Awaited<ReturnType<typeof createAdmin>>;
let manager: ApiAccount;
let worker: ApiAccount;
let requestId = 0;

test.beforeAll(async () => {
  admin = await createAdmin(server);
  manager = await registerAccount(server.url, "property_manager", "Lena Okafor", "Bayfront Living");
  worker = await registerAccount(server.url, "staff", "Marcus Bell");
  ({ requestId } = await confirmedPlacement(
    server.url,
    { admin, manager, worker },
    "Seagrape Commons",
    { startDate: "2061-03-02", endDate: "2061-03-20" },
  ));
});
test.afterAll(async () => {
  await admin?.api.dispose();
  await manager?.api.dispose();
  await worker?.api.dispose();
});

test.describe.configure({ mode: "serial" });

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a worker uploads a certificate, after a refused file, and deletes a mistake", async ({
    page,
  }) => {
    await signIn(page, server.url, worker.username, worker.password);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("link", { name: /My Documents/ }).click();
    await expect(page).toHaveURL(`${server.url}/documents`);
    await expect(page.getByRole("heading", { name: "My Documents", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No documents yet" })).toBeVisible();
    await expect(page.getByText("PDF, JPEG or PNG, up to 10 MB.")).toBeVisible();
    await expectNoAxeViolations(page, "on /documents, empty");

    // Nothing chosen: both messages, under their fields.
    await page.getByRole("button", { name: "Upload document" }).click();
    await expect(page.getByText("Choose what kind of document this is")).toBeVisible();
    await expect(page.getByText("Choose the file to upload")).toBeVisible();
    await expectNoAxeViolations(page, "on /documents with the form's messages");

    await page.getByRole("combobox", { name: "Document" }).click();
    await page.getByRole("option", { name: "EPA 608 certified" }).click();
    await page.getByLabel("Number (optional)").fill("EPA-0615-2291");

    // A text file named .png: the server reads the content and refuses it.
    await page.getByLabel("File").setInputFiles({
      name: "licence.png",
      mimeType: "image/png",
      buffer: Buffer.from("These are notes, not a picture of a licence.\n"),
    });
    await page.getByRole("button", { name: "Upload document" }).click();
    await expect(
      page.getByText(
        "Upload the document as a PDF, JPEG or PNG file; this file's content is none of those",
      ),
    ).toBeVisible();

    await page.getByLabel("File").setInputFiles({
      name: "epa-608-card.pdf",
      mimeType: "application/pdf",
      buffer: certificate,
    });
    await page.getByRole("button", { name: "Upload document" }).click();
    await expectToast(page, "Document uploaded");
    const card = page.getByRole("listitem").filter({ hasText: "epa-608-card.pdf" });
    await expect(card).toContainText("EPA 608 certified");
    await expect(card).toContainText("Pending review");
    await expect(card).toContainText("EPA-0615-2291");

    // A mistaken upload, deleted behind a confirmation.
    await page.getByRole("combobox", { name: "Document" }).click();
    await page.getByRole("option", { name: "Other document" }).click();
    await page.getByLabel("File").setInputFiles({
      name: "wrong-file.pdf",
      mimeType: "application/pdf",
      buffer: certificate,
    });
    await page.getByRole("button", { name: "Upload document" }).click();
    await expectToast(page, "Document uploaded");
    const mistake = page.getByRole("listitem").filter({ hasText: "wrong-file.pdf" });
    await mistake.getByRole("button", { name: "Delete Other document" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this document?" });
    await expect(confirm).toContainText("wrong-file.pdf");
    await expectNoAxeViolations(page, "with the delete confirmation open");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Document deleted");
    await expect(mistake).toHaveCount(0);
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page, "on /documents with a pending document");
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

test("the agency reviews the certificate: no rejection without a reason, then verifies it", async ({
  page,
}) => {
  await signIn(page, server.url, admin.username, admin.password);
  await page.goto(`${server.url}/admin`);
  await page
    .getByRole("navigation", { name: "Admin console" })
    .getByRole("link", { name: "Documents" })
    .click();
  await expect(page).toHaveURL(`${server.url}/admin/documents`);
  const card = page.getByRole("listitem").filter({ hasText: "epa-608-card.pdf" });
  await expect(card).toContainText("Marcus Bell");
  await expect(card).toContainText("Pending review");
  await expect(
    card.getByRole("link", { name: "Download EPA 608 certified of Marcus Bell" }),
  ).toHaveAttribute("href", /\/api\/admin\/documents\/\d+\/file$/);
  await expectNoAxeViolations(page, "on /admin/documents");

  await card.getByRole("button", { name: "Reject EPA 608 certified of Marcus Bell" }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this document?" });
  await dialog.getByRole("button", { name: "Reject document" }).click();
  await expect(
    dialog.getByText("Say why the document is rejected; the worker reads it"),
  ).toBeVisible();
  await expectNoAxeViolations(page, "with the Reject dialog open");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  await card.getByRole("button", { name: "Verify EPA 608 certified of Marcus Bell" }).click();
  await expectToast(page, "Document verified");
  await expect(page.getByRole("heading", { name: "Nothing to review" })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Verified" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/documents?status=verified`);
  await expect(page.getByRole("listitem").filter({ hasText: "epa-608-card.pdf" })).toContainText(
    "Verified",
  );
});

test("the worker sees the certificate verified", async ({ page }) => {
  await signIn(page, server.url, worker.username, worker.password);
  await page.goto(`${server.url}/documents`);
  const card = page.getByRole("listitem").filter({ hasText: "epa-608-card.pdf" });
  await expect(card).toContainText("Verified");
  await expect(card).not.toContainText("Pending review");
  await expectNoAxeViolations(page, "on /documents with a verified document");
});

test("the manager sees the badge on the placed worker and cannot read documents", async ({
  page,
}) => {
  await signIn(page, server.url, manager.username, manager.password);
  await page.goto(`${server.url}/staff-directory`);
  const row = page.getByTestId("staff-directory-row").filter({ hasText: "Marcus Bell" });
  await expect(row.getByRole("list", { name: "Verified documents" })).toContainText(
    "EPA 608 verified",
  );
  await expectNoAxeViolations(page, "on /staff-directory with a badge");

  await page.goto(`${server.url}/staffing-requests/${requestId}`);
  const placed = page.getByRole("listitem").filter({ hasText: "Marcus Bell" });
  await expect(placed.getByText("EPA 608 verified")).toBeVisible();
  await expectNoAxeViolations(page, "on the request with a badge");

  const documents = await page.request.get(`${server.url}/api/portal/documents`);
  expect(documents.status()).toBe(403);
  const review = await page.request.get(`${server.url}/api/admin/documents`);
  expect(review.status()).toBe(403);
  await page.goto(`${server.url}/documents`);
  await expect(page.getByRole("heading", { name: "My Documents" })).toHaveCount(0);
});
