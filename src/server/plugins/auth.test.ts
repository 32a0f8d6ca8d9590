/**
 * The authorisation guards of plugins/auth.ts on their own (OWASP ASVS 8.2.1, 8.3.1). In the app
 * every handler behind requireUser/requireRole also calls currentUser, so each of the two would
 * hide the other's absence: here each one is checked alone. The session cookie itself is tested
 * through the app (tests/api/auth.test.ts, tests/api/mutation-session-plugin.test.ts).
 */
import Fastify, { type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import type { Role } from "../../domain/enums";
import type { PublicUserRow } from "../features/auth/repository";
import {
  authPlugin,
  currentUser,
  requireRole,
  requireUser,
  SIGNED_IN_HINT_COOKIE,
  sessionCookieName,
} from "./auth";
import { HttpError } from "./error-handler";

/** A request as the session hook leaves it: `user` set, or null for a visitor. */
const requestOf = (role: Role | null) =>
  ({ user: role ? ({ id: 7, role } as PublicUserRow) : null }) as FastifyRequest;

const SIGN_IN = { statusCode: 401, message: "Please sign in to continue" };
const NO_ACCESS = { statusCode: 403, message: "Your account does not have access to this" };

describe("requireUser", () => {
  it("refuses a visitor with 401 and lets any signed-in user through", async () => {
    await expect(requireUser(requestOf(null))).rejects.toThrow(HttpError);
    await expect(requireUser(requestOf(null))).rejects.toMatchObject(SIGN_IN);
    for (const role of ["property_manager", "staff", "admin"] as const) {
      await expect(requireUser(requestOf(role))).resolves.toBeUndefined();
    }
  });
});

describe("requireRole", () => {
  it("refuses a visitor with 401, another role with 403, and lets the listed roles through", async () => {
    const guard = requireRole("property_manager", "admin");
    await expect(guard(requestOf(null))).rejects.toMatchObject(SIGN_IN);
    await expect(guard(requestOf("staff"))).rejects.toMatchObject(NO_ACCESS);
    await expect(guard(requestOf("property_manager"))).resolves.toBeUndefined();
    await expect(guard(requestOf("admin"))).resolves.toBeUndefined();
    await expect(requireRole("admin")(requestOf("property_manager"))).rejects.toMatchObject(
      NO_ACCESS,
    );
  });
});

describe("currentUser", () => {
  it("answers the signed-in user and refuses a visitor with 401", () => {
    const request = requestOf("staff");
    expect(currentUser(request)).toBe(request.user);
    expect(() => currentUser(requestOf(null))).toThrow(HttpError);
    try {
      currentUser(requestOf(null));
    } catch (error) {
      expect(error).toMatchObject(SIGN_IN);
    }
  });
});

describe("session cookie names", () => {
  it("uses __Host-sid over https, sid otherwise, and signed_in for the hint", () => {
    expect(sessionCookieName({ secureCookies: true })).toBe("__Host-sid");
    expect(sessionCookieName({ secureCookies: false })).toBe("sid");
    expect(SIGNED_IN_HINT_COOKIE).toBe("signed_in");
  });
});

describe("authPlugin", () => {
  it("refuses to start without the cookie parser", async () => {
    const app = Fastify();
    await expect(app.register(authPlugin).ready()).rejects.toThrow(/@fastify\/cookie/);
    await app.close();
  });
});
