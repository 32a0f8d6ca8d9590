/**
 * The public forms without JavaScript (docs/decisions/0005-no-js-forms.md).
 *
 * The Request Staff, Apply for a Position and newsletter forms post natively
 * (`application/x-www-form-urlencoded`, or `multipart/form-data` for the application with its
 * résumé) to the same endpoints the JavaScript forms call. A native post is mapped onto the JSON
 * shape and validated by the same domain schema; it is answered with a `303 See Other` back to the
 * page (success) or a small server-rendered page listing the messages (failure). JSON callers,
 * and scripts that ask for JSON with `Accept: application/json`, keep getting JSON.
 *
 * Spam: a hidden honeypot field instead of a captcha. A filled honeypot gets the normal success
 * answer and nothing is stored.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { site } from "../../../content/site";
import type { Config } from "../../config";
import { HttpError, INVALID_VALUE, isPostgresDataException } from "../../plugins/error-handler";

/** Name of the honeypot input. Humans never see it (display: none); naive bots fill it in. */
export const HONEYPOT_FIELD = "website";

/**
 * The per-address limit of one public form endpoint (ASVS 2.4.1), for the route's
 * `config.rateLimit` (@fastify/rate-limit): `RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN` posts per 10
 * minutes (default 20), counted per endpoint. The 429 answer carries `Retry-After`; a native post
 * gets it as a readable page ({@link describeFormError}).
 * @param config the validated configuration (`app.config`)
 */
export function publicFormRateLimit(config: Pick<Config, "rateLimitPublicFormsPer10Min">) {
  return { max: config.rateLimitPublicFormsPer10Min, timeWindow: "10 minutes" } as const;
}

/** Values a native checkbox or a script may send for "checked". */
const TRUE_VALUES = new Set(["on", "true", "1", "yes"]);

const nativeRequests = new WeakSet<FastifyRequest>();

/** True for a form-encoded or multipart body (what a browser's native form post sends). */
export function isFormBody(request: FastifyRequest): boolean {
  const type = String(request.headers["content-type"] ?? "").toLowerCase();
  return (
    type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")
  );
}

/**
 * True when the request is a browser's native form post, to be answered with a redirect or an
 * HTML page: a form body from a caller that did not ask for JSON (our scripts send
 * `Accept: application/json` when they upload a résumé with FormData).
 */
export function isNativeFormPost(request: FastifyRequest): boolean {
  if (nativeRequests.has(request)) return true;
  if (!isFormBody(request)) return false;
  const accept = String(request.headers.accept ?? "").toLowerCase();
  return !accept.includes("application/json");
}

/**
 * Maps the fields of a form body onto the JSON shape the domain schemas expect:
 * empty strings become absent, a repeated field keeps its first value, `booleans` are true when
 * checked ("on", "true") and absent otherwise, and `drop` fields are removed.
 * @param body the parsed form body (strings, or arrays of strings for repeated names)
 * @returns a new object; the honeypot is never part of it
 */
export function formFieldsToInput(
  body: Record<string, unknown>,
  options: { booleans?: readonly string[]; drop?: readonly string[] } = {},
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(body)) {
    if (name === HONEYPOT_FIELD || options.drop?.includes(name)) continue;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value !== "string") continue;
    if (options.booleans?.includes(name)) {
      if (TRUE_VALUES.has(value.trim().toLowerCase())) input[name] = true;
      continue;
    }
    if (value.trim() === "") continue;
    input[name] = value;
  }
  return input;
}

/** True when the honeypot field of `body` holds anything but white space. */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const raw = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === "string" && value.trim() !== "";
}

/** Where a form's success sends the browser, and the page to go back to on an error. */
export interface NativeFormTarget {
  /** e.g. "/?submitted=request#request-submitted" */
  successLocation: string | ((request: FastifyRequest) => string);
  /** e.g. "/#contact" */
  backHref: string | ((request: FastifyRequest) => string);
  /** The error page's heading, e.g. "We could not send your staffing request". */
  errorTitle: string;
}

const resolve = (value: string | ((request: FastifyRequest) => string), request: FastifyRequest) =>
  typeof value === "function" ? value(request) : value;

/**
 * A `preValidation` hook for a public form route. For a form body it records whether the post is
 * native and maps the fields with {@link formFieldsToInput}; for any body it checks the honeypot
 * and, when it is filled, answers the normal success (303 for a native post, else 201 with
 * `successBody`) without running the handler, so nothing is stored.
 */
export function formFieldsHook(options: {
  booleans?: readonly string[];
  drop?: readonly string[];
  target: NativeFormTarget;
  successBody: { message: string };
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const native = isNativeFormPost(request);
    if (native) nativeRequests.add(request);
    const body = request.body;
    if (honeypotFilled(body)) {
      request.log.info({ honeypot: true }, "public form: honeypot filled, nothing stored");
      if (native) return reply.redirect(resolve(options.target.successLocation, request), 303);
      return reply.status(201).send(options.successBody);
    }
    if (isFormBody(request) && body && typeof body === "object") {
      request.body = formFieldsToInput(body as Record<string, unknown>, options);
    }
  };
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * A small, self-contained HTML page telling a visitor without JavaScript what to fix: the
 * messages of the failed validation and a link back to the form. The browser's Back button keeps
 * what they typed, and the page says so.
 */
export function renderFormErrorPage(page: {
  title: string;
  messages: readonly string[];
  backHref: string;
}): string {
  const items = page.messages.map((message) => `<li>${escapeHtml(message)}</li>`).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(site.name)}</title>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f1f33;background:#f3f6f8;line-height:1.5}
main{max-width:40rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #dbe3ea;border-radius:1rem}
h1{font-size:1.5rem;margin:0 0 1rem;color:#0b2545}
ul{padding-left:1.25rem}li{margin:.25rem 0;color:#a93226;font-weight:600}
a.button{display:inline-block;margin-top:1rem;padding:.625rem 1.25rem;border-radius:.5rem;background:#0f5c6e;color:#fff;text-decoration:none;font-weight:600}
a.button:focus-visible{outline:2px solid #0f7c91;outline-offset:2px}
p.help{color:#55657a}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>Please correct the following and send the form again:</p>
<ul>${items}</ul>
<p class="help">Use your browser's Back button to return to the form with everything you typed, or start again below. You can also call us at ${escapeHtml(site.phone.display)}.</p>
<a class="button" href="${escapeHtml(page.backHref)}">Back to the form</a>
</main>
</body>
</html>`;
}

const GENERIC_FORM_ERROR = "Something went wrong. Please try again.";

/** The status and the messages to show for an error raised while handling a public form post. */
export function describeFormError(error: FastifyError | Error): {
  status: number;
  messages: string[];
} {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const seen = new Set<string>();
    for (const issue of error.validation) seen.add(issue.message ?? "Invalid value");
    return { status: 400, messages: [...seen] };
  }
  if (error instanceof HttpError) {
    const messages = error.errors ? [...new Set(Object.values(error.errors))] : [error.message];
    return { status: error.statusCode, messages };
  }
  // A value the database refuses (a NUL byte in a text field): the sender's mistake, 400 with the
  // JSON answer's message, as the app's error handler answers it.
  if (isPostgresDataException(error)) return { status: 400, messages: [INVALID_VALUE] };
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413) return { status, messages: ["The form is too large to send."] };
  if (status === 429) {
    return {
      status,
      messages: [
        "Too many submissions from your network. Please wait a few minutes and try again.",
      ],
    };
  }
  return { status: status >= 400 && status < 500 ? status : 500, messages: [GENERIC_FORM_ERROR] };
}

/**
 * A route-level error handler: a native form post gets {@link renderFormErrorPage} with the
 * error's status; any other caller's error is passed on to the app's JSON error handler.
 */
export function nativeFormErrorHandler(target: NativeFormTarget) {
  return function handler(
    this: unknown,
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!isNativeFormPost(request)) throw error;
    const { status, messages } = describeFormError(error);
    if (status >= 500) request.log.error({ err: error }, "public form failed");
    return reply
      .status(status)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        renderFormErrorPage({
          title: target.errorTitle,
          messages,
          backHref: resolve(target.backHref, request),
        }),
      );
  };
}

/**
 * The path of a same-origin Referer (pathname only), for sending a native post back to the page
 * it came from; "/" when there is none or it is another site's.
 */
export function refererPath(request: FastifyRequest): string {
  const referer = request.headers.referer;
  const host = request.headers.host;
  if (!referer || !host) return "/";
  try {
    const url = new URL(referer);
    if (url.host !== host) return "/";
    return url.pathname.startsWith("/") && !url.pathname.startsWith("//") ? url.pathname : "/";
  } catch {
    return "/";
  }
}
