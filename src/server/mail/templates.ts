/**
 * The e-mails the product sends: plain text and HTML, links built from PUBLIC_URL, identity from
 * src/content/site.ts. Each returns a message without its `eventKey`, which the caller adds.
 *
 * Two audiences, two rules:
 * - The agency's own inbox (AGENCY_NOTIFY_EMAIL) gets everything that was submitted.
 * - A requester or applicant is mailed at the address typed into the form, which nobody has
 *   verified (a visitor can type anyone's; registration does not confirm addresses either). Those
 *   messages hold only fixed text, labels from our own lists (staff type, position, status) and a
 *   reference number: no submitted name, company or free text, in the subject, the text or the
 *   HTML, and no link built from submitted input. Otherwise anyone could make the agency's domain
 *   deliver a message of their choosing (phishing) to a third party. Their functions take only the
 *   fields they may show, so a submitted value cannot be added by accident. OWASP ASVS 5.0 1.3.11
 *   (untrusted input kept away from the mail system) and 2.2.1.
 */
import { site } from "../../content/site";
import { type DocumentKind, documentKindLabels } from "../../domain/document";
import {
  type EmergencyReason,
  type ExperienceLevel,
  emergencyReasonLabels,
  experienceLevelLabels,
  humanize,
  type StaffingRequestStatus,
  type StaffType,
  staffTypeLabels,
} from "../../domain/enums";
import { paths } from "../../domain/paths";
import type { OutgoingEmail } from "./outbox";

type Composed = Omit<OutgoingEmail, "eventKey" | "to">;

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

interface Line {
  label: string;
  value: string | null | undefined;
}

/** Builds both bodies from a greeting, paragraphs, labelled lines and one call to action. */
function compose(parts: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  lines?: Line[];
  action?: { label: string; url: string };
}): Composed {
  const lines = (parts.lines ?? []).filter((l) => l.value);
  const signature = `${site.name}\n${site.phone.display} · ${site.email}`;
  const text = [
    parts.greeting,
    "",
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...(lines.length ? [...lines.map((l) => `${l.label}: ${l.value}`), ""] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ""] : []),
    signature,
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${
  lines.length
    ? `<table cellpadding="4" style="border-collapse:collapse">${lines
        .map(
          (l) =>
            `<tr><th align="left" style="padding-right:12px">${escapeHtml(l.label)}</th><td>${escapeHtml(String(l.value))}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${
  parts.action
    ? `<p><a href="${escapeHtml(parts.action.url)}" style="color:#0f4c5c;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>`
    : ""
}
<p style="color:#6b7280;font-size:13px">${escapeHtml(site.name)}<br>${escapeHtml(site.phone.display)} · ${escapeHtml(site.email)}</p>
</body></html>`;
  return { subject: parts.subject, text, html };
}

/** A staffing request's reference, as every e-mail about it quotes it: "SR-000123". */
export function requestReference(id: number): string {
  return `SR-${String(id).padStart(6, "0")}`;
}

/** A job application's reference, as every e-mail about it quotes it: "JA-000045". */
export function applicationReference(id: number): string {
  return `JA-${String(id).padStart(6, "0")}`;
}

export interface RequestFacts {
  id: number;
  companyName: string;
  contactName: string;
  email: string;
  staffType: StaffType;
  details: string | null;
  startDate: string | null;
  endDate: string | null;
  propertyName: string | null;
  /** True when the request belongs to an account (it can be followed in the portal). */
  hasOwner: boolean;
  /** The owner's account, whose e-mail preferences apply to the requester's mail. */
  ownerId?: number | null;
  /** Positions wanted. */
  headcount?: number;
  /** Set when the requester marked it Emergency. */
  emergency?: { reason: EmergencyReason; respondBy: Date } | null;
}

const requestLines = (r: RequestFacts): Line[] => [
  { label: "Reference", value: requestReference(r.id) },
  { label: "Staff type", value: staffTypeLabels[r.staffType] },
  { label: "Positions", value: r.headcount ? String(r.headcount) : null },
  {
    label: "Emergency",
    value: r.emergency
      ? `${emergencyReasonLabels[r.emergency.reason]}, respond by ${r.emergency.respondBy.toISOString()}`
      : null,
  },
  { label: "Company", value: r.companyName },
  { label: "Property", value: r.propertyName },
  { label: "Contact", value: `${r.contactName} <${r.email}>` },
  { label: "Start date", value: r.startDate },
  { label: "End date", value: r.endDate },
  { label: "Details", value: r.details },
];

/** To the agency inbox: a new staffing request arrived (portal or public form). */
export function agencyNewRequest(r: RequestFacts, publicUrl: string): Composed {
  return compose({
    subject: `New staffing request #${r.id}: ${staffTypeLabels[r.staffType]} for ${r.companyName}`,
    greeting: "Hello team,",
    paragraphs: [
      `${r.contactName} of ${r.companyName} asked for ${staffTypeLabels[r.staffType]}. We promise contact within one business day.`,
    ],
    lines: requestLines(r),
    action: {
      label: "Open it in the admin console",
      url: `${publicUrl}/admin/staffing-requests/${r.id}`,
    },
  });
}

/**
 * What a mail to a request's contact may show: the id (as a reference and in the portal link),
 * the staff type (one of our labels) and whether an account can follow it in the portal. Nothing
 * the requester typed (see the module comment).
 */
type RequestReceiptFacts = Pick<RequestFacts, "id" | "staffType" | "hasOwner">;

const NOT_YOU = "If you did not contact us, you can ignore this e-mail.";

/**
 * To the address typed in a staffing request (public or portal form): we received it. Fixed text,
 * the staff type and the reference only.
 */
export function requesterReceipt(r: RequestReceiptFacts, publicUrl: string): Composed {
  const reference = requestReference(r.id);
  return compose({
    subject: `We received your staffing request (${reference})`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for asking ${site.name} for ${staffTypeLabels[r.staffType]}. A staffing coordinator will review your request and contact you within one business day.`,
      `If anything changes in the meantime, reply to this e-mail or call us and quote reference ${reference}.`,
      NOT_YOU,
    ],
    lines: [
      { label: "Reference", value: reference },
      { label: "Staff type", value: staffTypeLabels[r.staffType] },
    ],
    action: r.hasOwner
      ? {
          label: "Follow your request in the portal",
          url: `${publicUrl}/staffing-requests/${r.id}`,
        }
      : { label: `Visit ${site.name}`, url: `${publicUrl}/` },
  });
}

/**
 * To the address typed in a staffing request: its status changed. Fixed text, the staff type,
 * the new status and the reference only (never the admin's internal note).
 */
export function requestStatusChanged(
  r: RequestReceiptFacts,
  to: StaffingRequestStatus,
  publicUrl: string,
): Composed {
  const reference = requestReference(r.id);
  return compose({
    subject: `Your staffing request ${reference} is now ${humanize(to)}`,
    greeting: "Hello,",
    paragraphs: [
      `The status of your request for ${staffTypeLabels[r.staffType]} (reference ${reference}) is now ${humanize(to)}.`,
    ],
    lines: [
      { label: "Reference", value: reference },
      { label: "New status", value: humanize(to) },
    ],
    action: r.hasOwner
      ? { label: "See the request in the portal", url: `${publicUrl}/staffing-requests/${r.id}` }
      : undefined,
  });
}

export interface ApplicationFacts {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  position: StaffType;
  experience: ExperienceLevel;
  additionalInfo: string | null;
  hasResume: boolean;
}

const applicationLines = (a: ApplicationFacts): Line[] => [
  { label: "Reference", value: applicationReference(a.id) },
  { label: "Position", value: staffTypeLabels[a.position] },
  { label: "Experience", value: experienceLevelLabels[a.experience] },
  { label: "Phone", value: a.phone },
  { label: "E-mail", value: a.email },
  { label: "Résumé", value: a.hasResume ? "attached to the application" : "not provided" },
  { label: "Additional information", value: a.additionalInfo },
];

/** To the agency inbox: a new job application. */
export function agencyNewApplication(a: ApplicationFacts, publicUrl: string): Composed {
  return compose({
    subject: `New job application #${a.id}: ${a.fullName}, ${staffTypeLabels[a.position]}`,
    greeting: "Hello team,",
    paragraphs: [`${a.fullName} applied for ${staffTypeLabels[a.position]}.`],
    lines: applicationLines(a),
    action: {
      label: "Review it in the admin console",
      url: `${publicUrl}/admin/job-applications/${a.id}`,
    },
  });
}

/** What a mail to an applicant may show: the id (as a reference) and the position (our label). */
type ApplicationReceiptFacts = Pick<ApplicationFacts, "id" | "position">;

/**
 * To the address typed in a job application: we received it. Fixed text, the position and the
 * reference only.
 */
export function applicantReceipt(a: ApplicationReceiptFacts, publicUrl: string): Composed {
  const reference = applicationReference(a.id);
  return compose({
    subject: `We received your application (${reference})`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for your interest in working with ${site.name} as one of our ${staffTypeLabels[a.position]}. Our recruiting team reviews every application and will contact you about next steps.`,
      "Screening (background check, skills and reference checks) is usually completed within 72 hours of an interview.",
      `Please quote reference ${reference} when you contact us about your application.`,
      NOT_YOU,
    ],
    lines: [
      { label: "Reference", value: reference },
      { label: "Position", value: staffTypeLabels[a.position] },
    ],
    action: { label: `Visit ${site.name}`, url: `${publicUrl}/` },
  });
}

/** A staff assignment's reference, as every e-mail about it quotes it: "AS-000012". */
export function assignmentReference(id: number): string {
  return `AS-${String(id).padStart(6, "0")}`;
}

/** What happened to an assignment, as its e-mails name it. */
export type PlacementNoticeKind =
  | "offered"
  | "confirmed"
  | "cancelled"
  | "completed"
  | "accepted"
  | "declined"
  | "expired";

const placementSentences: Record<PlacementNoticeKind, (role: string) => string> = {
  offered: (role) =>
    `You have a new work offer as one of our ${role}. Please accept or decline it in the portal before it expires.`,
  confirmed: (role) =>
    `A staff member (${role}) has been confirmed for your property. See who and when in the portal.`,
  cancelled: (role) => `An assignment (${role}) has been cancelled. The reason is in the portal.`,
  completed: (role) => `An assignment (${role}) is complete. You can rate the work in the portal.`,
  accepted: (role) => `A worker accepted an offer (${role}).`,
  declined: (role) => `A worker declined an offer (${role}). Offer the work to someone else.`,
  expired: (role) =>
    `An offer (${role}) expired without an answer. Offer the work to someone else.`,
};

/**
 * To a worker's or a manager's account address: something happened to an assignment. Fixed text,
 * the staff type's label and the reference only (account addresses are not verified either; see
 * the module comment); the details are in the portal.
 */
export function placementNotice(
  kind: PlacementNoticeKind,
  a: { id: number; staffType: StaffType | null },
  publicUrl: string,
): Composed {
  const reference = assignmentReference(a.id);
  const role = a.staffType ? staffTypeLabels[a.staffType] : "staff";
  return compose({
    subject: `Assignment ${reference}: ${humanize(kind)}`,
    greeting: "Hello,",
    paragraphs: [placementSentences[kind](role), NOT_YOU],
    lines: [{ label: "Reference", value: reference }],
    action: { label: "Open the portal", url: `${publicUrl}/assignments` },
  });
}

/**
 * To the agency (its inbox or an admin's address): an emergency request arrived, or half of its
 * response time is gone with no response (`reminder`). Internal, so it shows the request.
 */
export function emergencyAlert(
  r: RequestFacts & { emergency: { reason: EmergencyReason; respondBy: Date } },
  publicUrl: string,
  reminder: boolean,
): Composed {
  const due = r.emergency.respondBy.toISOString();
  const label = emergencyReasonLabels[r.emergency.reason];
  return compose({
    subject: reminder
      ? `Reminder: emergency request #${r.id} still has no response (due ${due})`
      : `EMERGENCY staffing request #${r.id}: ${staffTypeLabels[r.staffType]} for ${r.companyName}`,
    greeting: "Hello team,",
    paragraphs: [
      reminder
        ? `Half of the promised response time for this emergency (${label}) is gone and nobody has responded yet. Respond by ${due}.`
        : `${r.contactName} of ${r.companyName} marked this request as an emergency (${label}). We promised a response by ${due}.`,
    ],
    lines: requestLines(r),
    action: {
      label: "Open it in the admin console",
      url: `${publicUrl}/admin/staffing-requests/${r.id}`,
    },
  });
}

/**
 * To the address of a hired application: the agency made a staff account; the link (with a
 * single-use token, valid 7 days) sets its password. Fixed text and our link only.
 */
export function setPasswordInvitation(link: string): Composed {
  return compose({
    subject: `Your ${site.name} staff account`,
    greeting: "Hello,",
    paragraphs: [
      "We created a staff account for you so you can see and answer work offers. Choose a password with the link below; it works once and expires in 7 days. The page then tells you your username.",
      NOT_YOU,
    ],
    action: { label: "Choose your password", url: link },
  });
}

/** Why an account holder gets a timesheet e-mail. */
const ACCOUNT_NOTE =
  "You receive this e-mail because your account with us is linked to this work. If you have no account with us, you can ignore it.";

/** A timesheet's reference, as every e-mail about it quotes it: "TS-000031". */
export function timesheetReference(id: number): string {
  return `TS-${String(id).padStart(6, "0")}`;
}

/**
 * To a property manager's account address: a worker submitted a week of hours at their property.
 * Fixed text, the week and the reference only (account addresses are not verified; see the module
 * comment), and the single-use approval link (valid 7 days): opening it shows the week and an
 * Approve button; only pressing the button approves.
 * @param weekStart the Monday of the week, `YYYY-MM-DD`
 * @param approvalUrl the link with its token
 */
export function timesheetSubmitted(id: number, weekStart: string, approvalUrl: string): Composed {
  const reference = timesheetReference(id);
  return compose({
    subject: `Timesheet ${reference}: hours to approve (week of ${weekStart})`,
    greeting: "Hello,",
    paragraphs: [
      "A worker placed at your property submitted a week of hours. Open the link to see the hours and approve them; you do not need to sign in. Nothing is approved until you press Approve.",
      "The link works once and expires in 7 days. To dispute the hours, open the timesheet in the portal.",
      ACCOUNT_NOTE,
    ],
    lines: [
      { label: "Reference", value: reference },
      { label: "Week starting", value: weekStart },
    ],
    action: { label: "Review and approve the hours", url: approvalUrl },
  });
}

/**
 * To a worker's account address: their week was approved, or disputed (the note is in the
 * portal, not in the mail: fixed text only).
 */
export function timesheetAnswered(
  kind: "approved" | "disputed",
  id: number,
  weekStart: string,
  publicUrl: string,
): Composed {
  const reference = timesheetReference(id);
  return compose({
    subject: `Timesheet ${reference}: ${kind === "approved" ? "approved" : "returned to you"}`,
    greeting: "Hello,",
    paragraphs: [
      kind === "approved"
        ? "Your hours for this week were approved."
        : "Your hours for this week were disputed and returned to you. Read the note in the portal, correct the week and submit it again.",
      ACCOUNT_NOTE,
    ],
    lines: [
      { label: "Reference", value: reference },
      { label: "Week starting", value: weekStart },
    ],
    action: {
      label: "Open your timesheet",
      url: `${publicUrl}${paths.timesheet.href({ week: weekStart })}`,
    },
  });
}

/** To the agency's inbox: a week was disputed (internal, so it names the people and the note). */
export function agencyTimesheetDisputed(
  t: {
    id: number;
    weekStart: string;
    staffName: string;
    propertyName: string;
    note: string;
    by: string;
  },
  publicUrl: string,
): Composed {
  return compose({
    subject: `Timesheet ${timesheetReference(t.id)} disputed: ${t.staffName} at ${t.propertyName}`,
    greeting: "Hello team,",
    paragraphs: [`${t.by} disputed the hours of ${t.staffName} for the week of ${t.weekStart}.`],
    lines: [
      { label: "Reference", value: timesheetReference(t.id) },
      { label: "Note", value: t.note },
    ],
    action: {
      label: "Open the timesheets",
      url: `${publicUrl}${paths.admin.timesheets.href({ week: t.weekStart })}`,
    },
  });
}

/** What an account-security e-mail is about (always sent, whatever the account's preferences). */
export type AccountSecurityNotice =
  | "password_changed"
  | "email_change_requested"
  | "email_changed"
  | "account_deleted";

const securityNotices: Record<AccountSecurityNotice, { subject: string; paragraph: string }> = {
  password_changed: {
    subject: "Your password was changed",
    paragraph:
      "The password of your account was just changed, and every other device signed in to it was signed out.",
  },
  email_change_requested: {
    subject: "A change of your e-mail address was requested",
    paragraph:
      "Someone signed in to your account asked to move it to a new e-mail address. Nothing changes until the link we sent to the new address is followed, within 24 hours.",
  },
  email_changed: {
    subject: "Your e-mail address was changed",
    paragraph:
      "Your account now uses a new e-mail address, confirmed with the link we sent to it. We will no longer write to this address about your account.",
  },
  account_deleted: {
    subject: "Your account was deleted",
    paragraph:
      "Your account was deleted at your request. You can no longer sign in; what we keep for our records is described on the profile page you deleted it from.",
  },
};

/**
 * To an account's address: its password or e-mail changed, a change of e-mail was asked for, or
 * it was deleted. Fixed text only; tells the owner to call us if it was not them.
 */
export function accountSecurityNotice(kind: AccountSecurityNotice, publicUrl: string): Composed {
  const notice = securityNotices[kind];
  return compose({
    subject: notice.subject,
    greeting: "Hello,",
    paragraphs: [
      notice.paragraph,
      `If this was not you, call us at ${site.phone.display} straight away${kind === "account_deleted" ? "" : " and change your password"}.`,
    ],
    ...(kind === "account_deleted"
      ? {}
      : { action: { label: "Open your profile", url: `${publicUrl}${paths.profile.href()}` } }),
  });
}

/**
 * To the new address of an e-mail change: the single-use link (24 hours) that confirms it. Fixed
 * text and our link only (the address is not verified yet: that is what the link is for).
 */
export function emailChangeConfirmation(link: string): Composed {
  return compose({
    subject: `Confirm your new e-mail address for ${site.name}`,
    greeting: "Hello,",
    paragraphs: [
      "Someone asked to use this address for their account with us. Open the link and press Confirm to make the change; it works once and expires in 24 hours.",
      "If you did not ask for this, ignore this e-mail and nothing will change.",
    ],
    action: { label: "Confirm this e-mail address", url: link },
  });
}

/** A worker document's reference, as every e-mail about it quotes it: "DOC-000012". */
export function documentReference(id: number): string {
  return `DOC-${String(id).padStart(6, "0")}`;
}

/** Why a worker gets an e-mail about their documents. */
const DOCUMENT_NOTE =
  "You receive this e-mail because you uploaded this document to your account with us. If you have no account with us, you can ignore it.";

/**
 * To a worker's account address: the agency verified or rejected their document. The reason of a
 * rejection is the agency's own words (an admin wrote it), never text the recipient or a visitor
 * submitted, so it may be mailed (decision 0021); everything else is fixed text and labels.
 */
export function documentReviewed(
  d: { id: number; kind: DocumentKind; reason: string | null },
  outcome: "verified" | "rejected",
  publicUrl: string,
): Composed {
  const reference = documentReference(d.id);
  return compose({
    subject: `Document ${reference}: ${outcome === "verified" ? "verified" : "not accepted"}`,
    greeting: "Hello,",
    paragraphs: [
      outcome === "verified"
        ? "We checked your document and verified it. Property managers you are placed with now see it as a badge on your name."
        : "We checked your document and could not accept it. The reason is below; upload a new copy when you have one.",
      DOCUMENT_NOTE,
    ],
    lines: [
      { label: "Reference", value: reference },
      { label: "Document", value: documentKindLabels[d.kind] },
      { label: "Reason", value: outcome === "rejected" ? d.reason : null },
    ],
    action: { label: "Open your documents", url: `${publicUrl}${paths.documents.href()}` },
  });
}

/** To a worker's account address: a verified document expires in `days` days. */
export function documentExpiring(
  d: { id: number; kind: DocumentKind; expiresOn: string },
  days: number,
  publicUrl: string,
): Composed {
  const reference = documentReference(d.id);
  return compose({
    subject: `Document ${reference} expires in ${days} days`,
    greeting: "Hello,",
    paragraphs: [
      `Your ${documentKindLabels[d.kind]} document expires on ${d.expiresOn}. Once it has expired it no longer counts as verified, and property managers stop seeing its badge. Renew it and upload the new copy so we can verify it in time.`,
      DOCUMENT_NOTE,
    ],
    lines: [
      { label: "Reference", value: reference },
      { label: "Expires on", value: d.expiresOn },
    ],
    action: { label: "Upload the new copy", url: `${publicUrl}${paths.documents.href()}` },
  });
}

/** To the agency's inbox: a worker's verified document expires in `days` days (internal). */
export function agencyDocumentExpiring(
  d: { id: number; kind: DocumentKind; expiresOn: string; staffName: string },
  days: number,
  publicUrl: string,
): Composed {
  return compose({
    subject: `${d.staffName}'s ${documentKindLabels[d.kind]} expires in ${days} days`,
    greeting: "Hello team,",
    paragraphs: [
      `The verified ${documentKindLabels[d.kind]} of ${d.staffName} expires on ${d.expiresOn}. After that date it no longer counts as verified.`,
    ],
    lines: [
      { label: "Reference", value: documentReference(d.id) },
      { label: "Expires on", value: d.expiresOn },
    ],
    action: {
      label: "Open the documents",
      url: `${publicUrl}${paths.admin.documents.href()}`,
    },
  });
}
