/**
 * Sessions and authorisation. An `onRequest` hook reads the session cookie and sets
 * `request.user` (or null); `requireUser` and `requireRole` guard routes and route prefixes.
 * Cookie: HttpOnly, SameSite=Lax, Path=/, and Secure with the `__Host-` prefix when PUBLIC_URL is
 * https (OWASP ASVS 3.3.x, 7.2.x).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Role } from "../../domain/enums";
import type { Config } from "../config";
import { type PublicUserRow, sessionsRepository } from "../features/auth/repository";
import { HttpError } from "./error-handler";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: PublicUserRow | null;
  }
}

/** The session cookie's name for this configuration. */
export function sessionCookieName(config: Pick<Config, "secureCookies">): string {
  return config.secureCookies ? "__Host-sid" : "sid";
}

/**
 * A second cookie, readable by scripts, that only says "a session was started in this browser"
 * (`signed_in=1`; no secret, the session token stays HttpOnly). The client asks GET /api/user only
 * when it is present, so a visitor's page never requests an answer that is sure to be 401 (which
 * browsers log as a console error, and which is a wasted round trip on every public page).
 */
export const SIGNED_IN_HINT_COOKIE = "signed_in";

/** Sets the session cookie for `token` on `reply`, and the signed-in hint beside it. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  const maxAge = Math.floor(config.sessionMaxMs / 1000);
  reply.setCookie(sessionCookieName(config), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge,
  });
}

/** Clears the session cookie and the signed-in hint on `reply`. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
  });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, {
    path: "/",
    sameSite: "lax",
    secure: config.secureCookies,
  });
}

/** The raw session token sent with `request`, if any. */
export function sessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config)] || undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const sessions = sessionsRepository(app.db);
    app.decorateRequest("user", null);
    app.addHook("onRequest", async (request, reply) => {
      request.user = null;
      if (!request.url.startsWith("/api/")) return;
      const token = sessionToken(request, app.config);
      if (token && token.length <= 100) {
        request.user = (await sessions.findUser(token, app.config.sessionIdleMs)) ?? null;
      }
      // The session ended (logout elsewhere, expiry): drop the hint so the client stops asking.
      if (!request.user && request.cookies[SIGNED_IN_HINT_COOKIE]) {
        clearSessionCookie(reply, app.config);
      }
    });
  },
  { name: "auth", dependencies: ["@fastify/cookie"] },
);

/** preHandler: 401 for visitors. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, "Please sign in to continue");
}

/** preHandler factory: 401 for visitors, 403 for a signed-in user of another role. */
export function requireRole(...allowed: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new HttpError(401, "Please sign in to continue");
    if (!allowed.includes(request.user.role)) {
      throw new HttpError(403, "Your account does not have access to this");
    }
  };
}

/** The signed-in user of a request that passed requireUser/requireRole. */
export function currentUser(request: FastifyRequest): PublicUserRow {
  if (!request.user) throw new HttpError(401, "Please sign in to continue");
  return request.user;
}
