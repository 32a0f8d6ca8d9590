/**
 * Account endpoints (spec section 7): GET /api/user, POST /api/register, POST /api/login,
 * POST /api/logout. Registration never grants `admin`; a taken username or e-mail answers 409
 * saying which; a failed sign-in answers one generic 401 whatever the cause (ASVS 6.3.8).
 * POST /api/login also takes the Login form's native post and answers it with redirects
 * (native-login.ts, docs/decisions/0005).
 */
import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginSchema, registerSchema, userResponseSchema } from "../../../domain/api/user";
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  sessionToken,
  setSessionCookie,
} from "../../plugins/auth";
import { HttpError } from "../../plugins/error-handler";
import { documentArea, signedIn } from "../../plugins/openapi";
import { isNativeFormPost } from "../public-forms/native-forms";
import { loginFormFields, NATIVE_LOGIN_SUCCESS, nativeLoginErrorHandler } from "./native-login";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./password-policy";
import { hashPassword } from "./passwords";
import { loginThrottleRepository, sessionsRepository, usersRepository } from "./repository";
import { signIn, tooManyAttempts } from "./sign-in";

const USERNAME_TAKEN = "This username is already taken";
export const EMAIL_TAKEN = "An account with this email already exists";

/**
 * Whether a failed insert broke a unique index (SQLSTATE 23505). Drizzle wraps every driver's
 * error in a DrizzleQueryError whose `cause` is the driver's own (pg and PGlite alike).
 */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof DrizzleQueryError && (error.cause as { code?: string })?.code === "23505";
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const sessions = sessionsRepository(app.db);
  documentArea(app, { tag: "account" });

  app.get(
    "/api/user",
    {
      preHandler: requireUser,
      schema: {
        summary: "The signed-in user",
        security: signedIn,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.post(
    "/api/register",
    {
      config: {
        rateLimit: {
          max: app.config.rateLimitRegisterPerHour,
          timeWindow: "1 hour",
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: tooManyAttempts(context.ttl / 1000),
          }),
        },
      },
      schema: {
        summary: "Create an account and sign in (property manager or staff)",
        body: registerSchema,
        response: { 201: userResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (await isCommonPassword(input.password)) {
        throw new HttpError(400, COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
      }
      // A taken username or e-mail is found by the unique indexes on lower(username) and
      // lower(email) when the account is inserted: one path for a name taken long ago and for two
      // registrations racing for it, which a read before the insert would not catch.
      let user: Awaited<ReturnType<typeof users.create>>;
      try {
        user = await users.create({
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          fullName: input.fullName,
          role: input.role,
          companyName: input.role === "property_manager" ? input.companyName : null,
          phone: input.phone,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const now = await users.findTaken(input.username, input.email);
        throw now.username
          ? new HttpError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN })
          : new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      const signedIn = (await users.touchLastLogin(user.id)) ?? user;
      // The address an account was created from is one of its owner's (docs/security.md).
      await loginThrottleRepository(app.db).rememberAddress(user.id, request.ip);
      setSessionCookie(reply, app.config, await sessions.create(user.id, app.config.sessionMaxMs));
      return reply.status(201).send(signedIn);
    },
  );

  app.post(
    "/api/login",
    {
      config: {
        rateLimit: {
          max: app.config.rateLimitLoginPer15Min,
          timeWindow: "15 minutes",
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: tooManyAttempts(context.ttl / 1000),
          }),
        },
      },
      // The Login form posts here without JavaScript too (native-login.ts).
      preValidation: loginFormFields,
      errorHandler: nativeLoginErrorHandler,
      schema: {
        summary: "Sign in: sets the session cookie",
        body: loginSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signIn(app, request, reply, request.body);
      return isNativeFormPost(request) ? reply.redirect(NATIVE_LOGIN_SUCCESS, 303) : user;
    },
  );

  app.post(
    "/api/logout",
    { schema: { summary: "Sign out: ends the session, if any", response: { 204: z.null() } } },
    async (request, reply) => {
      const token = sessionToken(request, app.config);
      if (token) await sessions.delete(token);
      clearSessionCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );
};
