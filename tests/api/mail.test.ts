/**
 * Durable e-mail: messages are written to the outbox with the event that causes them
 * and delivered by the worker to a real SMTP server on loopback; an outage delays them, and after
 * it every message arrives exactly once.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applicationReference, requestReference } from "../../src/server/mail/templates";
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

/**
 * A received message as a person reads it: quoted-printable soft line breaks and escapes undone
 * (bytes as Latin-1), so an assertion does not depend on where the encoder wrapped a long line.
 */
const readable = (raw: string | undefined) =>
  (raw ?? "")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

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
    expect(readable(agency?.raw)).toContain(`New staffing request #${id}`);
    expect(readable(agency?.raw)).toContain(
      `https://staffing.example/admin/staffing-requests/${id}`,
    );
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

/**
 * What an attacker would type to make the agency's domain deliver a phishing message to a victim:
 * a link, a call to action, names that pose as a bank. None of it may reach the victim's inbox.
 */
const phishing = {
  companyName: "First Coast Bank Security Team",
  contactName: "Click here to verify your bank account",
  details:
    "Your account is locked. Click here to verify your bank account: https://evil.example/verify",
  fullName: "First Coast Bank https://evil.example/login",
  additionalInfo: "Click here to verify your bank account at https://evil.example/verify today.",
};
const phishingFragments = [
  "https://evil.example",
  "evil.example",
  "Click here",
  "verify your bank account",
  "First Coast Bank",
];

interface OutboxMail {
  subject: string;
  text_body: string;
  html_body: string;
}

/** The messages the outbox holds for `address`: exactly the subject, text and HTML that are sent. */
async function outboxTo(address: string): Promise<OutboxMail[]> {
  return rowsOf<OutboxMail>(
    await t.db.execute(
      sql`select subject, text_body, html_body from email_outbox where to_address = ${address} order by id`,
    ),
  );
}

/** Each submitted fragment found in the subject, text or HTML of `mail`, as "part: fragment". */
function echoedIn(mail: OutboxMail): string[] {
  return (["subject", "text_body", "html_body"] as const).flatMap((part) =>
    phishingFragments.filter((f) => mail[part].includes(f)).map((f) => `${part}: ${f}`),
  );
}

describe("e-mail to an address typed into a form", () => {
  // Sends what each test enqueued, so the outbox is empty for the tests that follow.
  afterEach(async () => {
    await worker.runOnce();
  });

  it("a Request Staff receipt holds only fixed text and the reference; the agency gets everything", async () => {
    const victim = "victim.request@example.com";
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...publicRequest, ...phishing, email: victim },
    });
    expect(response.statusCode).toBe(201);
    const reference = requestReference(response.json().id);

    const [receipt, ...more] = await outboxTo(victim);
    expect(more).toEqual([]);
    expect(receipt && echoedIn(receipt)).toEqual([]);
    expect(receipt?.subject).toContain(reference);
    expect(receipt?.text_body).toContain(reference);
    expect(receipt?.html_body).toContain(reference);

    const agency = (await outboxTo("dispatch@agency.example")).find((m) =>
      m.text_body.includes(reference),
    );
    for (const value of [phishing.companyName, phishing.contactName, phishing.details, victim]) {
      expect(agency?.text_body).toContain(value);
      expect(agency?.html_body).toContain(value);
    }
    expect(agency?.subject).toContain(phishing.companyName);

    // And what the SMTP server receives for the victim is that message.
    await worker.runOnce();
    const [delivered] = mailTo(victim);
    expect(readable(delivered?.raw)).toContain(
      `Subject: We received your staffing request (${reference})`,
    );
    expect(phishingFragments.filter((f) => readable(delivered?.raw).includes(f))).toEqual([]);
  });

  it("an application receipt holds only fixed text and the reference; the agency gets everything", async () => {
    const victim = "victim.applicant@example.com";
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/job-applications",
      payload: {
        fullName: phishing.fullName,
        email: victim,
        phone: "(813) 555-0142",
        position: "leasing",
        experience: "1-3",
        additionalInfo: phishing.additionalInfo,
        resumeUrl: "https://evil.example/verify",
        consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const reference = applicationReference(response.json().id);

    const [receipt, ...more] = await outboxTo(victim);
    expect(more).toEqual([]);
    expect(receipt && echoedIn(receipt)).toEqual([]);
    expect(receipt?.subject).toContain(reference);
    expect(receipt?.text_body).toContain(reference);
    expect(receipt?.html_body).toContain(reference);

    const agency = (await outboxTo("dispatch@agency.example")).find((m) =>
      m.text_body.includes(reference),
    );
    for (const value of [phishing.fullName, phishing.additionalInfo, victim]) {
      expect(agency?.text_body).toContain(value);
      expect(agency?.html_body).toContain(value);
    }
    expect(agency?.subject).toContain(phishing.fullName);
  });

  it("a portal request's receipt and status mail are as bare, since its address is typed too", async () => {
    const owner = await signUp(t.app);
    const admin = await signUp(t.app, { role: "admin" });
    const victim = "victim.portal@example.com";
    const created = await as(
      t.app,
      owner,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: { ...publicRequest, ...phishing, email: victim },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const changed = await as(
      t.app,
      admin,
    )({
      method: "PUT",
      url: `/api/admin/staffing-requests/${id}/status`,
      payload: { status: "approved" },
    });
    expect(changed.statusCode).toBe(200);

    const mails = await outboxTo(victim);
    expect(mails.map((m) => m.subject)).toEqual([
      `We received your staffing request (${requestReference(id)})`,
      `Your staffing request ${requestReference(id)} is now Approved`,
    ]);
    expect(mails.flatMap(echoedIn)).toEqual([]);
    // The only link is to the request in the portal, built from its id.
    expect(mails[0]?.text_body).toContain(`https://staffing.example/staffing-requests/${id}`);
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
