/**
 * The HTML page of a mailed timesheet approval link (`/timesheet-approval?token=…`), rendered by
 * the server so it works in any mail client's browser without the portal's scripts or a
 * sign-in: the week's hours per day and, while the link can approve, a form whose POST approves.
 * No inline script (the site's Content-Security-Policy applies); every value escaped.
 */
import { site } from "../../../content/site";
import { escapeHtml } from "../../mail/templates";
import type { PresentedTimesheet } from "./service";

/** What the page shows: the link's state and, unless invalid, the week. */
export type ApprovalPageInput =
  | { state: "invalid" }
  | {
      state: "open" | "used" | "expired" | "superseded";
      timesheet: PresentedTimesheet;
      reference: string;
      token: string;
      /** Why the Approve just pressed did nothing (e.g. disputed meanwhile). */
      refusal?: string;
    };

/** The look of the server-rendered pages of mailed links (approval, e-mail confirmation). */
export const APPROVAL_PAGE_STYLE = `body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f1f33;background:#f3f6f8;line-height:1.5}
main{max-width:44rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #dbe3ea;border-radius:1rem}
h1{font-size:1.5rem;margin:0 0 .5rem;color:#0b2545}
table{width:100%;border-collapse:collapse;margin:1rem 0;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid #e5ebf0}
td.num,th.num{text-align:right}
tfoot td,tfoot th{font-weight:700;border-bottom:0}
.status{display:inline-block;padding:.125rem .625rem;border-radius:999px;background:#e8f1f3;font-weight:600}
.ok{background:#e5f5ea;color:#14532d}.warn{background:#fdf2e3;color:#7c2d12}
p.help{color:#55657a}
button{font:inherit;padding:.625rem 1.5rem;border:0;border-radius:.5rem;background:#0f5c6e;color:#fff;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible{outline:2px solid #0f7c91;outline-offset:2px}
@media (max-width:30rem){main{margin:0;border-radius:0;border-left:0;border-right:0}th,td{padding:.375rem .25rem}}`;

/** "Mon, Mar 2" for `YYYY-MM-DD` (the day as a calendar day, no time zone). */
function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

const hours = (value: number) => value.toFixed(2);

/** The week's table: one row per day, the totals in the footer. */
function weekTable(t: PresentedTimesheet): string {
  const rows = t.days
    .map(
      (day) =>
        `<tr><th scope="row">${escapeHtml(dayLabel(day.date))}</th><td>${
          day.start && day.end ? `${escapeHtml(day.start)}–${escapeHtml(day.end)}` : "Did not work"
        }</td><td class="num">${day.start ? day.breakMinutes : "—"}</td><td class="num">${hours(day.hours)}</td></tr>`,
    )
    .join("");
  const overtime =
    t.overtimeHours > 0
      ? `<tr><th scope="row" colspan="3">Of which overtime (over 40 h in the week)</th><td class="num">${hours(t.overtimeHours)}</td></tr>`
      : "";
  return `<table>
<caption class="help" style="text-align:left">Hours for the week starting ${escapeHtml(dayLabel(t.weekStart))}</caption>
<thead><tr><th scope="col">Day</th><th scope="col">Shift</th><th scope="col" class="num">Break (min)</th><th scope="col" class="num">Hours</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td class="num">${hours(t.totalHours)}</td></tr>${overtime}</tfoot>
</table>`;
}

/** The sentence and the action under the table, for the link's state and the week's status. */
function outcome(input: Exclude<ApprovalPageInput, { state: "invalid" }>): string {
  const t = input.timesheet;
  const refusal = input.refusal
    ? `<p class="status warn" role="alert">${escapeHtml(input.refusal)}</p>`
    : "";
  if (t.status === "approved") {
    const when = t.approvedAt ? new Date(t.approvedAt).toUTCString() : "";
    const who = t.approvedBy?.fullName ?? "someone who no longer has an account";
    const how = t.approvedVia === "email" ? "with the e-mailed link" : "in the portal";
    return `${refusal}<p><span class="status ok">Approved</span> by ${escapeHtml(who)} ${how}${when ? `, ${escapeHtml(when)}` : ""}.</p>
<p class="help">${escapeHtml(hours(t.totalHours))} hours were approved. Nothing more to do.</p>`;
  }
  if (t.status === "disputed") {
    return `${refusal}<p><span class="status warn">Disputed</span> The week went back to the worker with this note: ${escapeHtml(t.disputeNote ?? "")}</p>`;
  }
  if (input.state === "expired") {
    return `<p><span class="status warn">This link has expired</span></p><p class="help">Approval links work for 7 days. Sign in to the portal to approve the week.</p>`;
  }
  if (input.state === "superseded") {
    return `<p><span class="status warn">This link is out of date</span></p><p class="help">The worker submitted this week again after this link was sent. Use the link in the newest e-mail, or sign in to the portal.</p>`;
  }
  if (input.state === "used" || t.status !== "submitted") {
    return `${refusal}<p class="help">This week cannot be approved with this link. Sign in to the portal to see it.</p>`;
  }
  return `${refusal}<form method="post" action="/timesheet-approval">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit">Approve ${escapeHtml(hours(t.totalHours))} hours</button>
</form>
<p class="help">Something wrong? Do not approve: sign in to the portal and dispute the week with a note, or call us at ${escapeHtml(site.phone.display)}.</p>`;
}

/**
 * The page's HTML for `input`.
 * @returns a whole document
 */
export function renderApprovalPage(input: ApprovalPageInput): string {
  const title = input.state === "invalid" ? "This approval link is not valid" : "Approve hours";
  const body =
    input.state === "invalid"
      ? `<h1>${title}</h1><p class="help">Check that you opened the whole link from the e-mail, or sign in to the portal to see the hours waiting for you.</p><p><a href="/auth">Sign in</a></p>`
      : `<h1>${title}</h1>
<p>${escapeHtml(input.timesheet.staff.fullName)} at ${escapeHtml(input.timesheet.property.name)} · ${escapeHtml(input.reference)}</p>
${weekTable(input.timesheet)}
${outcome(input)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${title} | ${escapeHtml(site.name)}</title>
<style>${APPROVAL_PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
