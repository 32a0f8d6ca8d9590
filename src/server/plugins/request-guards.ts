/**
 * Guards on every state-changing API request (OWASP ASVS 3.5.x, 4.1.x):
 * - Cross-site requests: a POST/PUT/PATCH/DELETE that carries a session cookie must come from our
 *   own origin: `Origin` must match PUBLIC_URL (or the request's own host), and
 *   `Sec-Fetch-Site`, when the browser sends it, must be `same-origin` or `none`. Otherwise 403.
 *   A request without either header is not from a browser page, so it cannot ride a victim's
 *   cookie, and is let through (curl, server-to-server).
 * - Login CSRF (ASVS 3.5.1): a form post to `/api/login` signs the browser in, so another site
 *   could sign a visitor into an account of its choosing with a hidden form, cookie or not. It
 *   must show it comes from our own pages: an `Origin` of ours or a `Sec-Fetch-Site` of
 *   `same-origin` (browsers send both with every form post), and neither saying otherwise; else
 *   403. JSON sign-ins need no such check: another site's page cannot send JSON without a CORS
 *   preflight, which we never grant.
 * - Content types: API writes accept only `application/json` (415 otherwise); the public forms
 *   (`/api/staffing-requests`, `/api/job-applications`, `/api/newsletter`) also accept the
 *   browser's native form encodings, the Login form (`/api/login`) the URL-encoded one, and a
 *   worker's document upload (`/api/portal/documents`) multipart, which their routes handle.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sessionCookieName } from "./auth";
import { HttpError } from "./error-handler";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const URL_ENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
/** Endpoints whose HTML forms post natively, with the encodings each accepts. */
const FORM_ENDPOINTS = new Map<string, readonly string[]>([
  ["/api/staffing-requests", [URL_ENCODED, MULTIPART]],
  ["/api/job-applications", [URL_ENCODED, MULTIPART]],
  ["/api/newsletter", [URL_ENCODED, MULTIPART]],
  ["/api/login", [URL_ENCODED]],
  // A worker's document upload (the portal's script posts FormData).
  ["/api/portal/documents", [MULTIPART]],
]);
/** Endpoints whose form posts sign the browser in: they must come from our own pages. */
const SIGN_IN_FORM_ENDPOINTS = new Set(["/api/login"]);

export const CROSS_SITE_MESSAGE = "This request did not come from our site and was refused";
export const CONTENT_TYPE_MESSAGE =
  "Send the request body as JSON (Content-Type: application/json)";

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (
    (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined
  );
}

/** True when `origin` is our public origin or the origin the request was addressed to. */
function isOwnOrigin(request: FastifyRequest, origin: string, publicUrl: string): boolean {
  if (origin === publicUrl) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** The media type of the request's body, lower case, without parameters ("" when none). */
function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * True when the browser says the request comes from one of our pages: `Origin` is ours, or absent
 * with `Sec-Fetch-Site: same-origin`; and `Sec-Fetch-Site`, when sent, is `same-origin`.
 */
function comesFromOurPages(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  if (origin !== undefined) return isOwnOrigin(request, origin, publicUrl);
  return site === "same-origin";
}

export const requestGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      if (!WRITE_METHODS.has(request.method)) return;
      const path = request.url.split("?")[0] ?? "";
      if (!path.startsWith("/api/")) return;

      if (request.cookies[sessionCookieName(app.config)]) {
        const origin = request.headers.origin;
        const site = request.headers["sec-fetch-site"];
        if (origin !== undefined && !isOwnOrigin(request, origin, app.config.publicUrl)) {
          throw new HttpError(403, CROSS_SITE_MESSAGE);
        }
        if (site !== undefined && site !== "same-origin" && site !== "none") {
          throw new HttpError(403, CROSS_SITE_MESSAGE);
        }
      }

      const type = mediaType(request);
      const formTypes = FORM_ENDPOINTS.get(path);
      if (
        SIGN_IN_FORM_ENDPOINTS.has(path) &&
        formTypes?.includes(type) &&
        !comesFromOurPages(request, app.config.publicUrl)
      ) {
        throw new HttpError(403, CROSS_SITE_MESSAGE);
      }

      if (!hasBody(request)) return;
      if (type === "application/json") return;
      if (formTypes?.includes(type)) return;
      throw new HttpError(415, CONTENT_TYPE_MESSAGE);
    });
  },
  { name: "request-guards", dependencies: ["@fastify/cookie"] },
);
