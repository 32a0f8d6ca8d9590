/**
 * Durable e-mail (issue 6): messages are written to the outbox with the event that causes them
 * and delivered by the worker to a real SMTP server on loopback; an outage delays them, and after
 * it every message arrives exactly once.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailTransport } from "../../src/server/mail/transport";
import { type MailWorker, startMailWorker } from "../../src/server/mail/worker";
import { as, buildTestApp, signUp, type TestApp } from "../helpers/app";
import { rowsOf } from "../helpers/db";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";

let t: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;

const publicRequest = {
  companyName: "Coral Key Residences",
  contactName: "Priya Natarajan",
  email: "priya@coralkey.example",
  staffType: "security",
  details: "Overnight courtesy officer, Friday and Saturday.",
  consent: true,
};

beforeAll(async () => {
  t = await buildTestApp({
    AGENCY_NOTIFY_EMAIL: "dispatch@agency.example",
    PUBLIC_URL: "https://staffing.example",
  });
  smtp = await startTestSmtp();
  worker = startMailWorker({
    db: t.db,
    transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: ".tmp/unused" }),
    from: "Agency <no-reply@staffing.example>",
    domain: "staffing.example",
    log: t.app.log,
    pollMs: 0,
  });
});

afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});

const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe("e-mail for a new staffing request", () => {
  it("tells the agency inbox and the requester, with links from PUBLIC_URL", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: publicRequest,
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id;
    const result = await worker.runOnce();
    expect(result).toEqual({ sent: 2, failed: 0 });

    const [agency] = mailTo("dispatch@agency.example");
    expect(agency?.raw).toContain(`New staffing request #${id}`);
    expect(agency?.raw).toContain(`https://staffing.example/admin/staffing-requests/${id}`);
    const [receipt] = mailTo("priya@coralkey.example");
    expect(receipt?.raw).toContain("We received your staffing request");
    expect(receipt?.raw).toContain("Content-Type: text/html");
    expect(receipt?.raw).toContain("Content-Type: text/plain");
  });

  it("mails the contact when an admin changes the status", async () => {
    const owner = await signUp(t.app);
    const admin = await signUp(t.app, { role: "admin" });
    const created = await as(
      t.app,
      owner,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: { ...publicRequest, email: "owner.contact@example.com", propertyId: undefined },
    });
    await worker.runOnce();
    const changed = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/staffing-requests/${created.json().id}/status`,
      payload: { status: "approved", note: "Officer Daniels confirmed." },
    });
    expect(changed.statusCode).toBe(200);
    await worker.runOnce();
    const statusMail = mailTo("owner.contact@example.com").filter((m) =>
      m.raw.includes("is now Approved"),
    );
    expect(statusMail).toHaveLength(1);
    expect(statusMail[0]?.raw).not.toContain("Officer Daniels");
  });
});

describe("an SMTP outage", () => {
  it("delays mail without losing it, and delivers each message exactly once afterwards", async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await as(
        t.app,
        null,
      )({
        method: "POST",
        url: "/api/staffing-requests",
        payload: { ...publicRequest, email: `outage${i}@example.com` },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const down = await worker.runOnce();
    expect(down.sent).toBe(0);
    expect(down.failed).toBe(6);
    const pending = rowsOf<{ attempts: number; last_error: string | null }>(
      await t.db.execute(sql`select attempts, last_error from email_outbox where sent_at is null`),
    );
    expect(pending).toHaveLength(6);
    expect(pending.every((row) => row.attempts === 1 && row.last_error)).toBe(true);

    await smtp.start();
    // Not due yet: the backoff holds them back.
    expect((await worker.runOnce()).sent).toBe(0);
    await t.db.execute(sql`update email_outbox set next_attempt_at = now() where sent_at is null`);
    expect(await worker.runOnce()).toEqual({ sent: 6, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    const after = smtp.received.slice(before);
    expect(after).toHaveLength(6);
    for (let i = 0; i < 3; i++) expect(mailTo(`outage${i}@example.com`)).toHaveLength(1);
    const messageIds = after.map((m) => /Message-ID: (<[^>]+>)/i.exec(m.raw)?.[1]);
    expect(new Set(messageIds).size).toBe(6);
  });
});

describe("without SMTP_URL", () => {
  it("writes each message as an .eml file in the outbox folder", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const transport = createMailTransport({ smtpUrl: undefined, outboxDir: dir });
    await transport.send({
      from: "Agency <no-reply@example.com>",
      to: "someone@example.com",
      subject: "Hello",
      text: "Plain body",
      html: "<p>HTML body</p>",
      messageId: "<outbox-1@example.com>",
    });
    const files = fs.readdirSync(dir);
    expect(files).toEqual(["outbox-1@example.com.eml"]);
    const content = fs.readFileSync(path.join(dir, files[0] as string), "utf8");
    expect(content).toContain("Subject: Hello");
    expect(content).toContain("Plain body");
  });
});
