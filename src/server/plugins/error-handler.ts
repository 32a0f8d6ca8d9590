/**
 * One error handler for the whole API (architecture.md, "Data flow"): client mistakes answer 4xx
 * with `{ message }` (validation failures add `errors`, the message of each field); anything else
 * answers 500 with a generic message and is logged with the request id; a database that cannot
 * be reached answers 503 with Retry-After, so clients and load balancers retry.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "../../domain/api/error";

/** An error a route throws on purpose; its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what = "Not found") => new HttpError(404, what);

/** The message of a value the database refuses (a data exception: NUL byte, out of range). */
export const INVALID_VALUE =
  "A value in the request cannot be stored; check the fields and try again";

/**
 * PostgreSQL's class 22 "data exception" (22021 NUL character, 22P05 untranslatable
 * character, 22003 numeric out of range, 22008 datetime out of range, ...), as raised by pg
 * and by PGlite, possibly wrapped by Drizzle in `cause`.
 */
export function isPostgresDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

const GENERIC_500 = "Something went wrong on our side. Please try again.";
const UNAVAILABLE_503 = "Service temporarily unavailable. Please try again in a moment.";

/** Errors of a connection to PostgreSQL, by Node error code or SQLSTATE (class 08, 57P0x, 53300). */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "53300", // too_many_connections
]);
/** What `pg` says when a connection ends or cannot be made in time (no code attached). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * True when the database cannot be reached (down, restarting, connection dropped), as raised by
 * pg, possibly wrapped by Drizzle in `cause`: answered 503 so clients and load balancers retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (typeof e.code === "string" && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith("08"))) {
      return true;
    }
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Messages for Fastify's own 4xx errors, in words a user can act on. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type; send application/json",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its Content-Length",
};

/** Registers the error handler and the JSON 404 for unknown `/api/*` paths. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      const isWholeBody = Object.keys(errors).length === 1 && errors.body !== undefined;
      const message = isWholeBody
        ? `Invalid ${error.validationContext ?? "request"}: expected a JSON object with the form's fields`
        : (Object.values(errors)[0] ?? "Invalid request");
      return reply.status(400).send({ message, errors } satisfies ApiError);
    }
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (isPostgresDataException(error)) {
      // Last line of defence: a value zod let through that PostgreSQL cannot store (a NUL
      // character, an out-of-range number) is still the client's mistake, not a 500.
      request.log.warn({ err: error }, "database refused a value");
      return reply.status(400).send({ message: INVALID_VALUE } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ message: UNAVAILABLE_503 } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = fastifyMessages[error.code] ?? error.message;
      return reply.status(status).send({ message } satisfies ApiError);
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: GENERIC_500 } satisfies ApiError);
  });
}
