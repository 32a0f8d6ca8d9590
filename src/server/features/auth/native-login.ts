/**
 * The Login form without JavaScript (docs/decisions/0005, "Sign-in"; spec section 5, "Login").
 *
 * /auth is prerendered, so its Login form works before its scripts run: it posts natively
 * (`application/x-www-form-urlencoded`, `method="post"`, never GET: a password must never be in a
 * URL, OWASP ASVS 14.2.1) to POST /api/login, the endpoint the script calls with JSON. A native
 * post (a form body from a caller that does not ask for JSON) signs in exactly like a JSON one
 * (sign-in.ts: lockout, per-address limit, new session) and is answered with a redirect:
 * - success: `303 See Other` to /dashboard, with the session cookie;
 * - failure: `303` back to `/auth?error=<code>` (`&wait=<minutes>` for a 429), which shows the
 *   API's message in the Login form (domain/login-errors.ts); nothing the visitor typed goes
 *   into the URL;
 * - a post that does not come from our own pages (login CSRF, plugins/request-guards.ts): 403
 *   with a small HTML page, no redirect, no session; likewise 413 and 415.
 * JSON callers keep their JSON answers: the error handler passes their errors on.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  type LoginErrorCode,
  loginErrorLocation,
  loginFieldErrorCodes,
} from "../../../domain/login-errors";
import { paths } from "../../../domain/paths";
import { HttpError, isPostgresDataException } from "../../plugins/error-handler";
import {
  describeFormError,
  isFormBody,
  isNativeFormPost,
  renderFormErrorPage,
} from "../public-forms/native-forms";

/** Where a native sign-in that succeeded sends the browser (spec section 2: the dashboard). */
export const NATIVE_LOGIN_SUCCESS = paths.dashboard.href();

/** The fields of the Login form; anything else in a form body is dropped. */
const LOGIN_FIELDS = ["username", "password"] as const;

/**
 * `preValidation` of POST /api/login: a form body becomes the JSON shape `loginSchema` parses,
 * `{ username, password }`, the first value of each field as typed (the schema trims the
 * username; a password keeps its spaces); anything else in the form is dropped. A missing field
 * stays undefined and an empty one "", which the schema answers alike ("… is required"). JSON
 * bodies are left alone.
 */
export async function loginFormFields(request: FastifyRequest): Promise<void> {
  if (!isFormBody(request)) return;
  // @fastify/formbody gives an object, and Fastify none at all for an empty body.
  const body = (request.body ?? {}) as Record<string, unknown>;
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  request.body = Object.fromEntries(LOGIN_FIELDS.map((name) => [name, first(body[name])]));
}

/**
 * Minutes until the visitor may try again, from the `Retry-After` (seconds) that every 429 of the
 * sign-in carries (sign-in.ts, @fastify/rate-limit); `loginErrorLocation` rounds them up and
 * bounds them, and reads them only for `too-many`.
 */
function waitMinutes(reply: FastifyReply): number {
  return Number(reply.getHeader("retry-after")) / 60;
}

/**
 * Why a sign-in failed, as a code of domain/login-errors.ts, or undefined for a refusal that is
 * not about the sign-in itself (403 cross-site, 413, 415), which gets an HTML page instead.
 * @param error what the route, its hooks, its schema or its rate limit raised
 */
function loginErrorCode(error: FastifyError | Error): LoginErrorCode | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first field message, as the JSON answer's `message`; a field the form cannot send
    // wrong otherwise makes the sign-in simply invalid.
    return loginFieldErrorCodes[error.validation[0]?.message ?? ""] ?? "invalid";
  }
  // A value PostgreSQL cannot hold (a NUL character) cannot be anyone's username.
  if (isPostgresDataException(error)) return "invalid";
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 401) return "invalid";
  if (status === 429) return "too-many";
  return status >= 500 ? "failed" : undefined;
}

/**
 * The route-level error handler of POST /api/login. A native post is redirected back to /auth
 * with the code of its failure, or, for a refusal that is not about the sign-in (a cross-site
 * post: 403), answered with that status and a small HTML page. Any other caller's error goes on
 * to the app's JSON error handler.
 * @param error also what @fastify/rate-limit throws: its `errorResponseBuilder`'s plain object
 */
export function nativeLoginErrorHandler(
  this: unknown,
  error: FastifyError | { statusCode?: number; message: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Fastify handles only an Error thrown from an error handler as an error.
  const failure =
    error instanceof Error ? error : new HttpError(error.statusCode ?? 500, error.message);
  if (!isNativeFormPost(request)) throw failure;
  const code = loginErrorCode(failure);
  if (code === undefined) {
    const { status, messages } = describeFormError(failure);
    // Never stored: every /api/ answer is `cache-control: no-store` (app.ts).
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .send(
        renderFormErrorPage({
          title: "We could not sign you in",
          messages,
          backHref: paths.auth.href(),
        }),
      );
  }
  if (code === "failed") request.log.error({ err: failure }, "native sign-in failed");
  else if (isPostgresDataException(failure)) {
    request.log.warn({ err: failure }, "database refused a value");
  }
  return reply.redirect(loginErrorLocation(code, waitMinutes(reply)), 303);
}
