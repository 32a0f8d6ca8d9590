/**
 * Placements over HTTP (docs/decisions/0017-placements.md; rules in service.ts):
 * - admins: candidates for a request, offers, cancellation, completion, staff accounts from
 *   hired applications (under /api/admin, 401 visitors, 403 other roles);
 * - signed-in users: the assignments they may see (staff: their own; property managers: those at
 *   their properties; admins: all), a worker's answer to their own offer (anyone else 404), a
 *   manager's rating of completed work at their property, and the staff directory (property
 *   managers only, others 403), and a worker's own staff profile (emergency call-outs; staff
 *   only, others 403);
 * - visitors: POST /api/set-password with a link's single-use token (rate-limited like the
 *   public forms).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  assignmentCancelSchema,
  assignmentListQuerySchema,
  assignmentOfferSchema,
  assignmentRatingSchema,
  assignmentSchema,
  candidateQuerySchema,
  candidateSchema,
  setPasswordResponseSchema,
  setPasswordSchema,
  staffAccountSchema,
  staffDirectoryEntrySchema,
  staffDirectoryQuerySchema,
  staffProfileSchema,
  staffProfileUpdateSchema,
} from "../../../domain/api/assignment";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import { currentUser, requireRole, requireUser } from "../../plugins/auth";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import {
  cursorOf,
  pageHeadersDescription,
  sendJsonText,
  sendPage,
  setPageHeaders,
} from "../../plugins/paging";
import { badgesOf } from "../documents/service";
import { publicFormRateLimit } from "../public-forms/native-forms";
import { staffingRequestsRepository } from "../staffing-requests/repository";
import { assignmentsRepository } from "./repository";
import { type AssignmentResult, assignmentsService, type Refusal } from "./service";
import { staffAccountsService } from "./staff-accounts";

/**
 * The HTTP error of a refusal: its status and message, and the message on its field.
 * @returns an HttpError to throw
 */
export function refusalError(refusal: Refusal): HttpError {
  return new HttpError(
    refusal.refused,
    refusal.message,
    refusal.field ? { [refusal.field]: refusal.message } : undefined,
  );
}

/** The assignment of an `ok` result, else throws its refusal. */
function assignmentOrThrow(result: AssignmentResult) {
  if ("ok" in result) return result.assignment;
  throw refusalError(result);
}

/**
 * The admin side of placements, under /api/admin (admins only): candidates, offers,
 * cancellation, completion, staff accounts from hired applications.
 */
export const adminPlacementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = assignmentsService(app.db, app.config, app.events);
  const accounts = staffAccountsService(app.db, app.config);
  const requests = staffingRequestsRepository(app.db);
  const repo = assignmentsRepository(app.db);
  app.addHook("preHandler", requireRole("admin"));
  documentArea(app, { tag: "placements", signedIn: true });

  app.get(
    "/api/admin/staffing-requests/:id/candidates",
    {
      schema: {
        summary:
          "Staff accounts ranked for a request: requested again by its manager, staff type, city, free on its dates",
        params: idPathParamsSchema,
        querystring: candidateQuerySchema,
        response: { 200: z.array(candidateSchema) },
      },
    },
    async (request) => {
      const found = await requests.findById(request.params.id);
      if (!found) throw notFound("Staffing request not found");
      const city = found.propertyId ? ((await repo.propertyCity(found.propertyId)) ?? null) : null;
      const candidates = await repo.candidates({
        id: found.id,
        managerId: found.userId,
        emergency: found.emergencyReason !== null,
        staffType: found.staffType,
        city,
        startDate: found.startDate,
        endDate: found.endDate,
        limit: request.query.limit,
      });
      const badges = await badgesOf(
        app.db,
        candidates.map((candidate) => candidate.staffId),
      );
      return candidates.map((candidate) => ({
        ...candidate,
        badges: badges.get(candidate.staffId) ?? [],
      }));
    },
  );

  app.post(
    "/api/admin/staffing-requests/:id/assignments",
    {
      schema: {
        summary: "Offer a request's work to a staff member (status offered)",
        params: idPathParamsSchema,
        body: assignmentOfferSchema,
        response: { 201: assignmentSchema },
      },
    },
    async (request, reply) => {
      const assignment = assignmentOrThrow(
        await service.offer(currentUser(request), request.params.id, request.body),
      );
      return reply.status(201).send(assignment);
    },
  );

  app.post(
    "/api/admin/assignments/:id/cancel",
    {
      schema: {
        summary: "Cancel an open assignment, with the reason everyone concerned is told",
        params: idPathParamsSchema,
        body: assignmentCancelSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      assignmentOrThrow(
        await service.cancel(currentUser(request), request.params.id, request.body.reason),
      ),
  );

  app.post(
    "/api/admin/assignments/:id/complete",
    {
      schema: {
        summary: "Mark confirmed or active work completed (the manager may then rate it)",
        params: idPathParamsSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      assignmentOrThrow(await service.complete(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/admin/job-applications/:id/account",
    {
      schema: {
        summary:
          "Make a staff account from a hired application; the applicant is mailed a link to choose a password",
        params: idPathParamsSchema,
        response: { 201: staffAccountSchema },
      },
    },
    async (request, reply) => {
      const result = await accounts.createFromApplication(request.params.id);
      if (!("ok" in result)) throw refusalError(result);
      return reply.status(201).send({
        ...result.account,
        message: "Staff account created. We e-mailed the applicant a link to choose a password.",
      });
    },
  );
};

/**
 * The portal side of placements (signed-in users): the assignment list in the caller's scope,
 * a worker's answers, a manager's rating, the staff directory (managers only).
 */
export const portalPlacementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = assignmentsService(app.db, app.config, app.events);
  const repo = assignmentsRepository(app.db);
  app.addHook("preHandler", requireUser);
  documentArea(app, { tag: "placements", signedIn: true });

  app.get(
    "/api/portal/assignments",
    {
      schema: {
        summary:
          "Assignments: a worker's own, those at a manager's properties, every one for an admin",
        description: pageHeadersDescription,
        querystring: assignmentListQuerySchema,
        response: { 200: z.array(assignmentSchema) },
      },
    },
    async (request, reply) => {
      const scope = service.scopeOf(currentUser(request));
      const page = await repo.page(scope, request.query, cursorOf(request.query));
      // The database wrote the body in the response schema's shape, in the scope's view
      // (repository.ts, assignmentJson); a JSON string with its content type is sent as it is.
      setPageHeaders(request, reply, page.next, page.total);
      return sendJsonText(reply, page.json);
    },
  );

  app.post(
    "/api/portal/assignments/:id/accept",
    {
      schema: {
        summary: "Accept an offer made to me (status confirmed)",
        params: idPathParamsSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      assignmentOrThrow(await service.accept(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/portal/assignments/:id/decline",
    {
      schema: {
        summary: "Decline an offer made to me (status declined)",
        params: idPathParamsSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      assignmentOrThrow(await service.decline(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/portal/assignments/:id/rating",
    {
      schema: {
        summary: "Rate completed work at my property, once (the note is for the agency only)",
        params: idPathParamsSchema,
        body: assignmentRatingSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      assignmentOrThrow(await service.rate(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    "/api/portal/staff-profile",
    {
      preHandler: requireRole("staff"),
      schema: {
        summary: "My staff profile: whether I take emergency call-outs (staff only)",
        response: { 200: staffProfileSchema },
      },
    },
    async (request) => ({
      emergencyCallouts: await repo.emergencyCalloutsOf(currentUser(request).id),
    }),
  );

  app.patch(
    "/api/portal/staff-profile",
    {
      preHandler: requireRole("staff"),
      schema: {
        summary: "Say whether I take emergency call-outs (staff only)",
        body: staffProfileUpdateSchema,
        response: { 200: staffProfileSchema },
      },
    },
    async (request) => ({
      emergencyCallouts: await repo.setEmergencyCallouts(
        currentUser(request).id,
        request.body.emergencyCallouts,
      ),
    }),
  );

  app.get(
    "/api/portal/staff-directory",
    {
      preHandler: requireRole("property_manager"),
      schema: {
        summary: "Everyone placed at my properties, current and past (property managers only)",
        description: pageHeadersDescription,
        querystring: staffDirectoryQuerySchema,
        response: { 200: z.array(staffDirectoryEntrySchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [page, total] = await Promise.all([
        repo.directoryPage(user.id, request.query, cursorOf(request.query)),
        repo.directoryCount(user.id, request.query),
      ]);
      const badges = await badgesOf(
        app.db,
        page.items.map((entry) => entry.staffId),
      );
      return sendPage(request, reply, page, total).map((entry) => ({
        ...entry,
        badges: badges.get(entry.staffId) ?? [],
      }));
    },
  );
};

/**
 * POST /api/set-password: open to visitors (the mailed token is the credential), limited per
 * address like the public forms; 400 with one message for an unknown, used or expired link.
 */
export const setPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = staffAccountsService(app.db, app.config);
  documentArea(app, { tag: "account" });
  app.post(
    "/api/set-password",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      schema: {
        summary: "Choose a password with the single-use link the agency e-mailed (7 days)",
        body: setPasswordSchema,
        response: { 200: setPasswordResponseSchema },
      },
    },
    async (request) => {
      const result = await accounts.setPassword(request.body.token, request.body.password);
      if (!("ok" in result)) throw refusalError(result);
      return {
        username: result.username,
        message: `Your password is set. Sign in as ${result.username}.`,
      };
    },
  );
};
