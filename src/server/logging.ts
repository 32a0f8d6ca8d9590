/**
 * What a request log line says about the request (Fastify's pino `req` serializer), without
 * anything a visitor may have put in the query string (OWASP ASVS 16.2.5: no credentials or
 * personal data in logs). A form submitted by GET puts its fields there: a sign-in posted before
 * the Login form had `method="post"` logged `GET /auth?username=…&password=…`. So:
 * - on `/auth` and every `/api` path, every query value is replaced by `[redacted]` (names stay,
 *   so `?tab=register` still reads as `?tab=[redacted]`);
 * - on any other path, the values of parameters named like a secret (password, token, session,
 *   key, code, …) are.
 * The cookie and authorization headers are never serialised; app.ts redacts bodies' secrets.
 */
import type { FastifyRequest } from "fastify";

/** What stands in for a removed value. */
export const REDACTED = "[redacted]";

/** Parameter names whose values are secrets on any path. */
const SECRET_NAME = /pass|pwd|secret|token|session|sid|auth|key|code|otp/i;

/** A URL component decoded, or as it is when it is not valid percent-encoding. */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** True for `/auth` and `/api` and the paths under them (any letter case, percent-decoded). */
function queryIsPrivate(pathname: string): boolean {
  return /^\/(?:auth|api)(?:\/|$)/i.test(decoded(pathname));
}

/**
 * A request URL as logs may show it.
 * @param url path and query as received, e.g. "/auth?username=ana&password=hunter2"
 * @returns e.g. "/auth?username=[redacted]&password=[redacted]"; a URL without a query unchanged
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const pathname = url.slice(0, mark);
  const all = queryIsPrivate(pathname);
  const parts = url
    .slice(mark + 1)
    .split("&")
    .map((part) => {
      if (part === "") return part;
      const equals = part.indexOf("=");
      const name = equals === -1 ? part : part.slice(0, equals);
      if (!all && !SECRET_NAME.test(decoded(name.replaceAll("+", " ")))) return part;
      // A bare `?hunter2` is all value.
      return equals === -1 ? REDACTED : `${name}=${REDACTED}`;
    });
  return `${pathname}?${parts.join("&")}`;
}

/**
 * The `req` serializer: Fastify's own fields (pino-http's), with the URL through
 * {@link redactUrl}.
 */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.["accept-version"];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
