/**
 * Profile endpoints (docs/decisions/0022-profiles.md), every signed-in role, each on the caller's
 * own account (there is no id):
 * - GET and PUT /api/portal/profile: details and, for staff, work preferences;
 * - PUT /api/portal/profile/notifications: e-mail on or off per kind of event;
 * - POST /api/portal/profile/password: 204, other sessions ended, the address told;
 * - POST /api/portal/profile/email: 202, a link mailed to the new address;
 * - DELETE /api/portal/profile: the account deleted (admins 403).
 * And, for visitors holding the mailed link, the confirmation page `/confirm-email` (GET shows,
 * POST confirms). Passwords typed to confirm a change count against the sign-in limit.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { emailChangeAcceptedSchema, profileSchema } from "../../../domain/api/profile";
import {
  accountDeletionSchema,
  emailChangeSchema,
  emailPreferencesSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from "../../../domain/profile";
import { clearSessionCookie, currentUser, requireUser, sessionToken } from "../../plugins/auth";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { refusalError } from "../assignments/routes";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { hashToken } from "../auth/repository";
import { passwordConfirms } from "../auth/sign-in";
import { linkTokenSchema, sendLinkPage } from "../link-page";
import { publicFormRateLimit } from "../public-forms/native-forms";
import { renderEmailConfirmationPage } from "./email-confirmation-page";
import { profilesRepository } from "./repository";
import { profilesService, WRONG_PASSWORD } from "./service";

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = profilesService(app.db, app.config);
  const repo = profilesRepository(app.db);
  documentArea(app, { tag: "profile", signedIn: true });

  /** The caller's account with its hash, after checking `password` (400 when wrong). */
  async function confirmedAccount(request: FastifyRequest, reply: FastifyReply, password: string) {
    const account = await repo.findUser(currentUser(request).id);
    if (!account) throw notFound();
    if (!(await passwordConfirms(app, request, reply, account, password))) {
      throw new HttpError(400, WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
    }
    return account;
  }

  /** The caller's profile, read again (404 when the account is gone). */
  async function profileOf(request: FastifyRequest) {
    const profile = await service.profile(currentUser(request).id);
    if (!profile) throw notFound();
    return profile;
  }

  app.get(
    "/api/portal/profile",
    {
      preHandler: requireUser,
      schema: {
        summary: "My profile: details, e-mail preferences and (staff) work preferences",
        response: { 200: profileSchema },
      },
    },
    profileOf,
  );

  app.put(
    "/api/portal/profile",
    {
      preHandler: requireUser,
      schema: {
        summary: "Save my details and, for staff, work preferences (left-out ones stay)",
        description:
          '`companyName` is for property managers; `staffTypes`, `certifications`, `cities` (slugs such as `tampa`), `availability` (`{ monday: ["morning"] }`) and `emergencyAvailable` for staff. Other roles sending them get 400.',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const result = await service.update(currentUser(request).id, request.body);
      if (!("ok" in result)) throw refusalError(result);
      return profileOf(request);
    },
  );

  app.put(
    "/api/portal/profile/notifications",
    {
      preHandler: requireUser,
      schema: {
        summary: "Switch e-mail on or off per kind of event (in-app notifications always go)",
        body: emailPreferencesSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      await service.setEmailPreferences(currentUser(request).id, request.body);
      return profileOf(request);
    },
  );

  app.post(
    "/api/portal/profile/password",
    {
      preHandler: requireUser,
      schema: {
        summary: "Change my password: every other session is ended, this one kept",
        body: passwordChangeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      if (await isCommonPassword(newPassword)) {
        throw new HttpError(400, COMMON_PASSWORD_MESSAGE, { newPassword: COMMON_PASSWORD_MESSAGE });
      }
      const account = await confirmedAccount(request, reply, currentPassword);
      const token = sessionToken(request, app.config) ?? "";
      await service.changePassword(account, await hashPassword(newPassword), hashToken(token));
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/portal/profile/email",
    {
      preHandler: requireUser,
      schema: {
        summary: "Change my e-mail: a confirmation link (single use, 24 h) goes to the new address",
        body: emailChangeSchema,
        response: { 202: emailChangeAcceptedSchema },
      },
    },
    async (request, reply) => {
      const account = await confirmedAccount(request, reply, request.body.currentPassword);
      const result = await service.requestEmailChange(account, request.body.newEmail);
      if (!("ok" in result)) throw refusalError(result);
      return reply.status(202).send({
        pendingEmail: result.pendingEmail,
        message: `We sent a confirmation link to ${result.pendingEmail}. Your e-mail changes when you follow it (within 24 hours).`,
      });
    },
  );

  app.delete(
    "/api/portal/profile",
    {
      preHandler: requireUser,
      schema: {
        summary: "Delete my account (password required; admins 403)",
        description:
          "Cancels my open requests and assignments, deletes my sessions, profile, preferences, links and notifications, and anonymises my account; completed work, timesheets and requests stay in the agency's records.",
        body: accountDeletionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (currentUser(request).role === "admin") {
        throw new HttpError(
          403,
          "Agency administrator accounts cannot be deleted here: ask the system administrator",
        );
      }
      const account = await confirmedAccount(request, reply, request.body.currentPassword);
      await service.deleteAccount(account);
      clearSessionCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );
};

/**
 * The page of the mailed e-mail change link, for anyone holding it (signed in or not). GET only
 * shows; the form posts the token back in the body and only that confirms. Answers are never
 * stored and send no Referer (the token is in the address of the GET).
 */
export const emailConfirmationPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = profilesService(app.db, app.config);

  app.get(
    "/confirm-email",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      schema: { hide: true, querystring: linkTokenSchema },
    },
    async (request, reply) => {
      const token = request.query.token ?? "";
      const link = token ? await service.emailLink(token) : { state: "invalid" as const };
      return sendLinkPage(
        reply,
        link.state === "invalid" ? 404 : 200,
        renderEmailConfirmationPage({ ...link, token }),
      );
    },
  );

  app.post(
    "/confirm-email",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      schema: { hide: true, body: linkTokenSchema },
    },
    async (request, reply) => {
      const token = request.body?.token ?? "";
      const link = token ? await service.emailLink(token) : { state: "invalid" as const };
      if (link.state !== "open") {
        return sendLinkPage(
          reply,
          link.state === "invalid" ? 404 : 410,
          renderEmailConfirmationPage(link),
        );
      }
      const result = await service.confirmEmail(token);
      if ("ok" in result) {
        return sendLinkPage(reply, 200, renderEmailConfirmationPage({ ...link, confirmed: true }));
      }
      return sendLinkPage(
        reply,
        result.refused,
        renderEmailConfirmationPage({ ...link, token, refusal: result.message }),
      );
    },
  );
};
