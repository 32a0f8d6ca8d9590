/**
 * Guards on every state-changing API request (OWASP ASVS 3.5.x, 4.1.x):
 * - Cross-site requests: a POST/PUT/PATCH/DELETE that carries a session cookie must come from our
 *   own origin: `Origin` must match PUBLIC_URL (or the request's own host), and
 *   `Sec-Fetch-Site`, when the browser sends it, must be `same-origin` or `none`. Otherwise 403.
 *   A request without either header is not from a browser page, so it cannot ride a victim's
 *   cookie, and is let through (curl, server-to-server).
 * - Content types: API writes accept only `application/json` (415 otherwise); the public forms
 *   (`/api/staffing-requests`, `/api/job-applications`, `/api/newsletter`) also accept the
 *   browser's native form encodings, which their routes handle.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sessionCookieName } from "./auth";
import { HttpError } from "./error-handler";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Endpoints whose HTML forms post natively (issue 4). */
const FORM_ENDPOINTS = new Set([
  "/api/staffing-requests",
  "/api/job-applications",
  "/api/newsletter",
]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

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

      if (!hasBody(request)) return;
      const type =
        (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      if (type === "application/json") return;
      if (FORM_ENDPOINTS.has(path) && FORM_TYPES.includes(type)) return;
      throw new HttpError(415, CONTENT_TYPE_MESSAGE);
    });
  },
  { name: "request-guards", dependencies: ["@fastify/cookie"] },
);
