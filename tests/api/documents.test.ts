/**
 * Worker documents (docs/decisions/0021-documents.md): the upload contract, the content check (a
 * text file named .png, a PDF without %%EOF, a JPEG named .png), the 10 MB limit (at the limit,
 * just over it, and a body past the parser's limit), access (staff own only, managers 403 on every
 * endpoint, admins review), the download's headers, verify and reject with the worker's
 * notification and e-mail, the derived "Expired" status, the 30- and 7-day expiry reminders (each
 * once, fixed dates), and the badges managers and the Fill panel see.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DOCUMENT_DAMAGED_MESSAGE,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  type WorkerDocument,
} from "../../src/domain/api/document";
import { DOCUMENT_MAX_BYTES } from "../../src/domain/document";
import { emailOutbox, notifications, workerDocuments } from "../../src/server/db/schema";
import { documentsService } from "../../src/server/features/documents/service";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { minimalJpeg, minimalPng, multipartBody, pdfOf } from "../helpers/document-files";
import { confirmedFor } from "../helpers/placements";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let otherStaff: TestUser;
/** Holds the reminder tests' documents, so their dates do not touch the badge tests. */
let remindedStaff: TestUser;
let requestId: number;

/** Uploads `file` as `who` with `fields` (kind defaults to epa_608). */
function upload(
  who: TestUser,
  file: { name: string; type: string; data: Buffer } | undefined,
  fields: Record<string, string> = {},
) {
  return as(
    t.app,
    who,
  )({
    method: "POST",
    url: "/api/portal/documents",
    ...multipartBody({ kind: "epa_608", ...fields }, file),
  });
}

/** A stored PDF document of `who`; returns it as the API answered. */
async function uploaded(who: TestUser, fields: Record<string, string> = {}) {
  const response = await upload(
    who,
    { name: "certificate.pdf", type: "application/pdf", data: pdfOf() },
    fields,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as WorkerDocument;
}

async function review(id: number, action: "verify" | "reject", reason?: string) {
  return as(
    t.app,
    admin,
  )({
    method: "POST",
    url: `/api/admin/documents/${id}/${action}`,
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
}

/** The outbox messages whose event key starts with `prefix`. */
function mailsLike(prefix: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.eventKey, `${prefix}%`));
}

beforeAll(async () => {
  t = await buildTestApp({ AGENCY_NOTIFY_EMAIL: "agency@example.com" });
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app);
  staff = await signUp(t.app, { role: "staff" });
  otherStaff = await signUp(t.app, { role: "staff" });
  remindedStaff = await signUp(t.app, { role: "staff" });
  const property = await as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/properties",
    payload: {
      name: "Harbor Point",
      address: "1 Bayshore Blvd",
      city: "Tampa",
      state: "FL",
      zip: "33606",
      units: 120,
    },
  });
  const created = await as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      propertyId: property.json().id,
      contactName: "Dana Reyes",
      email: "dana@example.com",
      staffType: "maintenance",
      details: "HVAC repairs",
      consent: true,
    },
  });
  requestId = created.json().id;
  await confirmedFor(t.app, admin, requestId, staff);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("upload contract", () => {
  it("stores a PDF with its kind, number and expiry, and lists it to its owner only", async () => {
    const response = await upload(
      staff,
      { name: "EPA card.pdf", type: "application/pdf", data: pdfOf(4096) },
      { kind: "epa_608", number: "EPA-123-456", expiresOn: "2040-06-30" },
    );
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json() as WorkerDocument;
    expect(document).toMatchObject({
      kind: "epa_608",
      number: "EPA-123-456",
      expiresOn: "2040-06-30",
      originalName: "EPA card.pdf",
      contentType: "application/pdf",
      sizeBytes: 4096,
      status: "pending",
      reason: null,
    });
    expect(document.expiresInDays).toBeGreaterThan(4000);
    expect(document).not.toHaveProperty("staff");

    const [row] = await t.db
      .select()
      .from(workerDocuments)
      .where(eq(workerDocuments.id, document.id));
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const stored = path.join(".tmp/test-data/uploads/documents", row?.storedName ?? "");
    expect(row?.storedName).not.toContain("EPA");
    expect(fs.readFileSync(stored).length).toBe(4096);

    const mine = await as(t.app, staff)({ method: "GET", url: "/api/portal/documents" });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((d: WorkerDocument) => d.id)).toContain(document.id);
    expect(Number(mine.headers["x-total-count"])).toBeGreaterThanOrEqual(1);
    const theirs = await as(t.app, otherStaff)({ method: "GET", url: "/api/portal/documents" });
    expect(theirs.json().map((d: WorkerDocument) => d.id)).not.toContain(document.id);

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.user.id),
          eq(notifications.relatedType, "worker_document"),
          eq(notifications.relatedId, document.id),
        ),
      );
    expect(notice?.title).toBe("Document to review");
  });

  it("refuses a missing file, an unknown kind and an expiry date already past", async () => {
    const noFile = await upload(staff, undefined);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Choose the file to upload");
    const badKind = await upload(
      staff,
      { name: "a.pdf", type: "application/pdf", data: pdfOf() },
      { kind: "passport" },
    );
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain("Choose what kind of document this is");
    const past = await upload(
      staff,
      { name: "a.pdf", type: "application/pdf", data: pdfOf() },
      { expiresOn: "2020-01-31" },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("This document has already expired; upload the current one");
    const badDate = await upload(
      staff,
      { name: "a.pdf", type: "application/pdf", data: pdfOf() },
      { expiresOn: "2030-02-31" },
    );
    expect(badDate.statusCode).toBe(400);
  });
});

describe("content check", () => {
  it("refuses a text file named .png with 415 and a clear message", async () => {
    const response = await upload(staff, {
      name: "licence.png",
      type: "image/png",
      data: Buffer.from("This is not a picture, only text pretending to be one.\n"),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(DOCUMENT_TYPE_MESSAGE);
  });

  it("refuses a PDF without %%EOF (cut short) with 415", async () => {
    const response = await upload(staff, {
      name: "cut.pdf",
      type: "application/pdf",
      data: pdfOf(2048, { eof: false }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(DOCUMENT_DAMAGED_MESSAGE);
  });

  it("refuses a PNG cut before its IEND chunk and a JPEG without a frame", async () => {
    const png = minimalPng();
    const cut = await upload(staff, {
      name: "cut.png",
      type: "image/png",
      data: png.subarray(0, png.length - 12),
    });
    expect(cut.statusCode).toBe(415);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]);
    const frameless = await upload(staff, { name: "x.jpg", type: "image/jpeg", data: jpeg });
    expect(frameless.statusCode).toBe(415);
  });

  it("accepts a PNG and a JPEG, and trusts the content over the name (a JPEG named .png)", async () => {
    const png = await upload(staff, { name: "card.png", type: "image/png", data: minimalPng() });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().contentType).toBe("image/png");
    const jpeg = await upload(staff, { name: "photo.png", type: "image/png", data: minimalJpeg() });
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().contentType).toBe("image/jpeg");
    const download = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/documents/${jpeg.json().id}/file` });
    expect(download.headers["content-disposition"]).toBe('attachment; filename="photo.jpg"');
  });
});

describe("size limit", () => {
  it("accepts a file of exactly 10 MB", async () => {
    const response = await upload(staff, {
      name: "scan.pdf",
      type: "application/pdf",
      data: pdfOf(DOCUMENT_MAX_BYTES),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().sizeBytes).toBe(DOCUMENT_MAX_BYTES);
  });

  it("refuses a file one byte over 10 MB with 413 and a clear message", async () => {
    const response = await upload(staff, {
      name: "scan.pdf",
      type: "application/pdf",
      data: pdfOf(DOCUMENT_MAX_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(DOCUMENT_SIZE_MESSAGE);
  });

  it("refuses an 11 MB body with 413 and the same message, not a 500", async () => {
    const response = await upload(staff, {
      name: "big.pdf",
      type: "application/pdf",
      data: pdfOf(11 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(DOCUMENT_SIZE_MESSAGE);
  });
});

describe("access", () => {
  it("answers 403 to a property manager on every documents endpoint", async () => {
    const document = await uploaded(staff);
    const calls = [
      { method: "GET", url: "/api/portal/documents" },
      { method: "POST", url: "/api/portal/documents", ...multipartBody({ kind: "cam" }) },
      { method: "DELETE", url: `/api/portal/documents/${document.id}` },
      { method: "GET", url: "/api/admin/documents" },
      { method: "GET", url: `/api/admin/documents/${document.id}/file` },
      { method: "POST", url: `/api/admin/documents/${document.id}/verify` },
      {
        method: "POST",
        url: `/api/admin/documents/${document.id}/reject`,
        payload: { reason: "x" },
      },
    ] as const;
    for (const call of calls) {
      const response = await as(t.app, manager)(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const still = await t.db
      .select()
      .from(workerDocuments)
      .where(eq(workerDocuments.id, document.id));
    expect(still[0]?.status).toBe("pending");
  });

  it("answers 403 to staff on the admin endpoints", async () => {
    const document = await uploaded(staff);
    for (const url of ["/api/admin/documents", `/api/admin/documents/${document.id}/file`]) {
      expect((await as(t.app, staff)({ method: "GET", url })).statusCode).toBe(403);
    }
    const verify = await as(
      t.app,
      staff,
    )({ method: "POST", url: `/api/admin/documents/${document.id}/verify` });
    expect(verify.statusCode).toBe(403);
  });

  it("deletes only the owner's document (another's: 404) and removes its file", async () => {
    const document = await uploaded(staff);
    const [row] = await t.db
      .select()
      .from(workerDocuments)
      .where(eq(workerDocuments.id, document.id));
    const file = path.join(".tmp/test-data/uploads/documents", row?.storedName ?? "");
    expect(fs.existsSync(file)).toBe(true);
    const theirs = await as(
      t.app,
      otherStaff,
    )({ method: "DELETE", url: `/api/portal/documents/${document.id}` });
    expect(theirs.statusCode).toBe(404);
    const mine = await as(
      t.app,
      staff,
    )({ method: "DELETE", url: `/api/portal/documents/${document.id}` });
    expect(mine.statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    const again = await as(
      t.app,
      staff,
    )({ method: "DELETE", url: `/api/portal/documents/${document.id}` });
    expect(again.statusCode).toBe(404);
  });

  it("downloads the file to admins as an attachment with nosniff, byte for byte", async () => {
    const data = pdfOf(3000);
    const response = await upload(staff, {
      name: "Pool <operator>.pdf",
      type: "application/pdf",
      data,
    });
    const download = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/documents/${response.json().id}/file` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      'attachment; filename="Pool _operator_.pdf"',
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.equals(data)).toBe(true);
    const missing = await as(
      t.app,
      admin,
    )({ method: "GET", url: "/api/admin/documents/999999/file" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("review", () => {
  it("lists pending documents to admins with their worker, filtered by status", async () => {
    const document = await uploaded(otherStaff, { kind: "cpo" });
    const pending = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/documents?status=pending&staffId=${otherStaff.user.id}` });
    expect(pending.statusCode).toBe(200);
    const found = pending.json().find((d: WorkerDocument) => d.id === document.id);
    expect(found.staff).toEqual({
      id: otherStaff.user.id,
      fullName: otherStaff.user.fullName,
      email: otherStaff.user.email,
    });
    const verified = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/documents?status=verified&staffId=${otherStaff.user.id}` });
    expect(verified.json().map((d: WorkerDocument) => d.id)).not.toContain(document.id);
  });

  it("verifies a document and tells the worker in the app and by e-mail", async () => {
    const document = await uploaded(staff, { kind: "cpo" });
    const response = await review(document.id, "verify");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe("verified");
    const again = await review(document.id, "verify");
    expect(again.statusCode).toBe(409);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, staff.user.id), eq(notifications.relatedId, document.id)),
      );
    expect(notice?.title).toBe("Document verified");
    const mails = await mailsLike(`worker_document.verified:${document.id}:`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(staff.user.email);
    expect(mails[0]?.textBody).toContain("Certified Pool/Spa Operator");
    const mine = await as(t.app, staff)({ method: "GET", url: "/api/portal/documents" });
    expect(mine.json().find((d: WorkerDocument) => d.id === document.id).status).toBe("verified");
  });

  it("rejects only with a reason, which the worker reads in the app and the e-mail", async () => {
    const document = await uploaded(staff, { kind: "class_d" });
    const noReason = await review(document.id, "reject", "   ");
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain("Say why the document is rejected");
    const response = await review(document.id, "reject", "The photo is too blurry to read.");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "rejected",
      reason: "The photo is too blurry to read.",
    });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, staff.user.id), eq(notifications.relatedId, document.id)),
      );
    expect(notice?.message).toContain("The photo is too blurry to read.");
    const mails = await mailsLike(`worker_document.rejected:${document.id}:`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain("Reason: The photo is too blurry to read.");
    const missing = await review(999_999, "verify");
    expect(missing.statusCode).toBe(404);
  });

  it("shows an expired document as Expired and refuses to verify it", async () => {
    const document = await uploaded(otherStaff, { kind: "cam" });
    await t.db
      .update(workerDocuments)
      .set({ expiresOn: "2021-03-01" })
      .where(eq(workerDocuments.id, document.id));
    const mine = await as(t.app, otherStaff)({ method: "GET", url: "/api/portal/documents" });
    const shown = mine.json().find((d: WorkerDocument) => d.id === document.id);
    expect(shown.status).toBe("expired");
    expect(shown.expiresInDays).toBeLessThan(0);
    const verify = await review(document.id, "verify");
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toContain("expired on 2021-03-01");
    const expired = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/documents?status=expired&staffId=${otherStaff.user.id}` });
    expect(expired.json().map((d: WorkerDocument) => d.id)).toEqual([document.id]);
  });
});

describe("expiry reminders", () => {
  /** A verified document of `who` expiring on `expiresOn`, stored directly (dates in the past). */
  async function verifiedExpiring(who: TestUser, expiresOn: string) {
    const document = await uploaded(who, { kind: "drivers_license" });
    await t.db
      .update(workerDocuments)
      .set({ status: "verified", expiresOn })
      .where(eq(workerDocuments.id, document.id));
    return document.id;
  }

  /** The service on a clock fixed at noon, New York time, of `day`. */
  const serviceOn = (day: string) =>
    documentsService(
      t.db,
      {
        dataDir: ".tmp/test-data",
        publicUrl: "http://localhost:5000",
        agencyNotifyEmail: "agency@example.com",
      },
      () => new Date(`${day}T16:00:00Z`),
    );

  it("mails the worker and the agency 30 and 7 days before expiry, each once", async () => {
    const id = await verifiedExpiring(remindedStaff, "2031-03-31");
    expect(await mailsLike(`worker_document.expiring30:${id}:`)).toHaveLength(0);

    await serviceOn("2031-02-28").runReminders(); // 31 days before: not yet
    expect(await mailsLike(`worker_document.expiring30:${id}:`)).toHaveLength(0);

    await serviceOn("2031-03-01").runReminders(); // 30 days before
    const first = await mailsLike(`worker_document.expiring30:${id}:`);
    expect(first.map((m) => m.toAddress).sort()).toEqual(
      ["agency@example.com", remindedStaff.user.email].sort(),
    );
    expect(first.find((m) => m.toAddress === remindedStaff.user.email)?.subject).toContain(
      "expires in 30 days",
    );
    await serviceOn("2031-03-02").runReminders();
    expect(await mailsLike(`worker_document.expiring30:${id}:`)).toHaveLength(2);
    const [row] = await t.db.select().from(workerDocuments).where(eq(workerDocuments.id, id));
    const claimedAt = row?.reminder30SentAt;
    expect(claimedAt).not.toBeNull();

    await serviceOn("2031-03-23").runReminders(); // 8 days before: nothing new
    expect(await mailsLike(`worker_document.expiring7:${id}:`)).toHaveLength(0);
    await serviceOn("2031-03-24").runReminders(); // 7 days before
    expect(await mailsLike(`worker_document.expiring7:${id}:`)).toHaveLength(2);
    await serviceOn("2031-03-30").runReminders();
    expect(await mailsLike(`worker_document.expiring7:${id}:`)).toHaveLength(2);
    const [after] = await t.db.select().from(workerDocuments).where(eq(workerDocuments.id, id));
    expect(after?.reminder30SentAt).toEqual(claimedAt);
  });

  it("sends only the 7-day reminder for a document verified with less than a week left", async () => {
    const id = await verifiedExpiring(remindedStaff, "2032-05-10");
    await serviceOn("2032-05-05").runReminders();
    expect(await mailsLike(`worker_document.expiring7:${id}:`)).toHaveLength(2);
    await serviceOn("2032-05-06").runReminders();
    expect(await mailsLike(`worker_document.expiring30:${id}:`)).toHaveLength(0);
  });

  it("reminds nobody about pending or rejected documents, nor after the expiry date", async () => {
    const pending = await uploaded(remindedStaff, { kind: "cam" });
    await t.db
      .update(workerDocuments)
      .set({ expiresOn: "2033-07-20" })
      .where(eq(workerDocuments.id, pending.id));
    const late = await verifiedExpiring(remindedStaff, "2033-07-01");
    await serviceOn("2033-07-15").runReminders();
    expect(await mailsLike(`worker_document.expiring7:${pending.id}:`)).toHaveLength(0);
    expect(await mailsLike(`worker_document.expiring7:${late}:`)).toHaveLength(0);
  });

  it("derives Expired from the date: valid through its expiry day, expired the next", async () => {
    const id = await verifiedExpiring(remindedStaff, "2034-01-15");
    const list = async (day: string) => {
      const { page } = await serviceOn(day).list(
        { kind: "staff", userId: remindedStaff.user.id },
        { limit: 100, sort: "newest" },
        undefined,
      );
      return page.items.find((d) => d.id === id)?.status;
    };
    expect(await list("2034-01-15")).toBe("verified");
    expect(await list("2034-01-16")).toBe("expired");
  });
});

describe("badges", () => {
  it("shows managers and the Fill panel badges of verified, unexpired documents only", async () => {
    const epa = await uploaded(staff, { kind: "epa_608", expiresOn: "2045-01-01" });
    expect((await review(epa.id, "verify")).statusCode).toBe(200);
    const driving = await uploaded(staff, { kind: "drivers_license" });
    expect((await review(driving.id, "verify")).statusCode).toBe(200);
    await t.db
      .update(workerDocuments)
      .set({ expiresOn: "2022-01-01" })
      .where(eq(workerDocuments.id, driving.id));
    await uploaded(staff, { kind: "cam" }); // pending: no badge
    const other = await uploaded(staff, { kind: "other" });
    expect((await review(other.id, "verify")).statusCode).toBe(200); // "other" earns none

    const directory = await as(
      t.app,
      manager,
    )({ method: "GET", url: "/api/portal/staff-directory" });
    expect(directory.statusCode).toBe(200);
    const entry = directory.json().find((e: { staffId: number }) => e.staffId === staff.user.id);
    expect(entry.badges).toEqual(expect.arrayContaining(["epa_608", "cpo"]));
    expect(entry.badges).not.toContain("drivers_license");
    expect(entry.badges).not.toContain("cam");
    expect(entry.badges).not.toContain("class_d"); // rejected above

    const detail = await as(
      t.app,
      manager,
    )({ method: "GET", url: `/api/portal/staffing-requests/${requestId}` });
    const person = detail.json().placements[0];
    expect(person.badges).toEqual(entry.badges);
    expect(person).not.toHaveProperty("staffId");

    const candidates = await as(
      t.app,
      admin,
    )({ method: "GET", url: `/api/admin/staffing-requests/${requestId}/candidates` });
    const candidate = candidates
      .json()
      .find((c: { staffId: number }) => c.staffId === staff.user.id);
    expect(candidate.badges).toEqual(entry.badges);
    const plain = candidates
      .json()
      .find((c: { staffId: number }) => c.staffId === otherStaff.user.id);
    expect(plain.badges).toEqual([]);
  });
});

describe("the worker's account and e-mail choices", () => {
  it("leaves the review e-mail out for a worker who switched document e-mails off", async () => {
    const quiet = await signUp(t.app, { role: "staff" });
    const off = await as(
      t.app,
      quiet,
    )({
      method: "PUT",
      url: "/api/portal/profile/notifications",
      payload: { requests: true, placements: true, timesheets: true, documents: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const document = await uploaded(quiet, { kind: "cam" });
    expect((await review(document.id, "verify")).statusCode).toBe(200);
    expect(await mailsLike(`worker_document.verified:${document.id}:`)).toHaveLength(0);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, quiet.user.id), eq(notifications.relatedId, document.id)),
      );
    expect(notice?.title).toBe("Document verified");
  });

  it("deletes the documents and their files with the worker's account", async () => {
    const leaving = await signUp(t.app, { role: "staff" });
    const document = await uploaded(leaving, { kind: "class_d" });
    const [row] = await t.db
      .select()
      .from(workerDocuments)
      .where(eq(workerDocuments.id, document.id));
    const file = path.join(".tmp/test-data/uploads/documents", row?.storedName ?? "");
    expect(fs.existsSync(file)).toBe(true);
    const deleted = await as(
      t.app,
      leaving,
    )({
      method: "DELETE",
      url: "/api/portal/profile",
      payload: { currentPassword: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await t.db
      .select()
      .from(workerDocuments)
      .where(eq(workerDocuments.userId, leaving.user.id));
    expect(left).toHaveLength(0);
    expect(fs.existsSync(file)).toBe(false);
  });
});
