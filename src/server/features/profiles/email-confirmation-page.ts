/**
 * The HTML page of a mailed e-mail change link (`/confirm-email?token=…`), rendered by the server
 * like the timesheet approval page: the GET shows the address and a Confirm button and changes
 * nothing (mail scanners pre-fetch links), only the form's POST confirms. No script; every value
 * escaped; the same look as the approval page.
 */
import { site } from "../../../content/site";
import { escapeHtml } from "../../mail/templates";
import { APPROVAL_PAGE_STYLE } from "../timesheets/approval-page";
import type { EmailLinkState } from "./service";

/** What the page shows: the link's state, the token for the form, and the outcome of a POST. */
export type EmailConfirmationPageInput = EmailLinkState & {
  token?: string;
  /** Set after the POST: the change was made. */
  confirmed?: boolean;
  /** Why the Confirm just pressed did nothing (the address was taken meanwhile). */
  refusal?: string;
};

/** The page's heading and body for `input`. */
function content(input: EmailConfirmationPageInput): { title: string; body: string } {
  const signIn = `<p><a href="/auth">Sign in</a></p>`;
  if (input.state === "invalid") {
    return {
      title: "This confirmation link is not valid",
      body: `<p class="help">Check that you opened the whole link from the e-mail. A newer request for a change replaces the links sent before it.</p>${signIn}`,
    };
  }
  const address = escapeHtml(input.newEmail);
  if (input.confirmed) {
    return {
      title: "E-mail address confirmed",
      body: `<p><span class="status ok">Done</span> Your account now uses ${address}.</p>${signIn}`,
    };
  }
  if (input.state === "expired") {
    return {
      title: "This confirmation link has expired",
      body: `<p class="help">Links to confirm an e-mail address work for 24 hours. Sign in and ask for the change again from your profile.</p>${signIn}`,
    };
  }
  if (input.state === "used") {
    return {
      title: "This link was already used",
      body: `<p class="help">Each confirmation link works once. Sign in to see which address your account uses.</p>${signIn}`,
    };
  }
  const refusal = input.refusal
    ? `<p class="status warn" role="alert">${escapeHtml(input.refusal)}</p>`
    : "";
  return {
    title: "Confirm your new e-mail address",
    body: `${refusal}<p>Press Confirm to use <strong>${address}</strong> for your account with ${escapeHtml(site.name)}.</p>
<form method="post" action="/confirm-email">
<input type="hidden" name="token" value="${escapeHtml(input.token ?? "")}">
<button type="submit">Confirm</button>
</form>
<p class="help">Did not ask for this? Close this page and nothing changes.</p>`,
  };
}

/**
 * The page's HTML for `input`.
 * @returns a whole document
 */
export function renderEmailConfirmationPage(input: EmailConfirmationPageInput): string {
  const { title, body } = content(input);
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
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}
