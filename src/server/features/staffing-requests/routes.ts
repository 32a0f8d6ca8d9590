/**
 * Staffing requests of the portal (spec section 7): list, create, and change status.
 * - Everyone signed in lists their own requests; an admin lists all.
 * - `propertyId` must be one of the caller's own properties.
 * - Status: an admin may set any; the request's owner may only cancel an open request
 *   (`statusChangeRefusal` in src/domain); anyone else gets 404, as if it did not exist.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestListQuerySchema } from "../../../domain/api/list-query";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import { formReceiptSchema } from "../../../domain/api/public-form";
import {
  portalStaffingRequestSchema,
  staffingRequestDetailSchema,
  staffingRequestResponseSchema,
  staffingRequestSchema,
  statusUpdateSchema,
} from "../../../domain/api/staffing-request";
import { currentUser, requireUser } from "../../plugins/auth";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import {
  cursorOf,
  pageHeadersDescription,
  sendJsonText,
  setPageHeaders,
} from "../../plugins/paging";
import { agencyDay } from "../assignments/service";
import {
  formFieldsHook,
  isNativeFormPost,
  type NativeFormTarget,
  nativeFormErrorHandler,
  publicFormRateLimit,
} from "../public-forms/native-forms";
import { staffingRequestsRepository } from "./repository";
import { type CreateResult, type StatusChangeResult, staffingRequestsService } from "./service";

const REQUEST_NOT_FOUND = "Staffing request not found";

/**
 * The HTTP answer of a status change (portal and admin routes alike): the stored request, or
 * the error: 404 not found (or not the caller's), 409 unchanged or changed meanwhile, 403 a
 * status the caller may not set, each with its message (spec section 7).
 * @throws HttpError for every outcome but `ok`
 */
export function changedRequestOrThrow(result: StatusChangeResult) {
  if ("ok" in result) return result.request;
  switch (result.error) {
    case "not_found":
      throw notFound(REQUEST_NOT_FOUND);
    case "stale":
      throw new HttpError(
        409,
        "This request was just changed by someone else. Reload it and try again.",
      );
    case "unchanged":
      throw new HttpError(409, result.message);
    case "forbidden":
      throw new HttpError(403, result.message);
  }
}

const SELECT_OWN_PROPERTY = "Select one of your properties";

/** The stored request of a create, or 400 on `propertyId` when the property is not the caller's. */
function createdOrThrow(result: CreateResult) {
  if ("ok" in result) return result.request;
  throw new HttpError(400, SELECT_OWN_PROPERTY, { propertyId: SELECT_OWN_PROPERTY });
}

/** Where a native Request Staff post lands: the home page's confirmation (decision 0005). */
const REQUEST_SUBMITTED_LOCATION = "/?submitted=request#request-submitted";
const REQUEST_SUBMITTED_MESSAGE = "We'll be in touch with you shortly.";
const requestFormTarget: NativeFormTarget = {
  successLocation: REQUEST_SUBMITTED_LOCATION,
  backHref: "/#request-staff",
  errorTitle: "We could not send your staffing request",
};

/**
 * The native form's placement fields (decision 0005, docs/decisions/0017-placements.md): a form
 * sends text, so `headcount` of whole-number digits becomes a number (anything else is left for
 * the schema to refuse with its message), and a chosen `emergencyReason` becomes
 * `emergency: { reason }` (none chosen: not an emergency).
 */
async function nativePlacementFields(request: FastifyRequest) {
  if (!isNativeFormPost(request) || !request.body || typeof request.body !== "object") return;
  const body = request.body as Record<string, unknown>;
  if (typeof body.headcount === "string" && /^\s*\d{1,3}\s*$/.test(body.headcount)) {
    body.headcount = Number(body.headcount);
  }
  if ("emergencyReason" in body) {
    const reason = body.emergencyReason;
    delete body.emergencyReason;
    if (typeof reason === "string" && reason !== "") body.emergency = { reason };
  }
}

/**
 * POST /api/staffing-requests (spec section 7): the public "Request Staff" form. Open to
 * visitors; a signed-in caller's account is linked and notified like a portal request, and a
 * `propertyId` is kept only when it is one of the caller's own properties.
 *
 * Also accepts the form's native post (form-encoded, decision 0005): the same schema and
 * messages, `consent` "on" as true, empty fields as absent, no `propertyId`; answered with 303 to
 * {@link REQUEST_SUBMITTED_LOCATION}, or a 400 HTML page listing the messages. A filled honeypot
 * gets the same success answer and nothing is stored. Limited per address
 * ({@link publicFormRateLimit}).
 */
export const publicStaffingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = staffingRequestsService(app.db, app.events, app.config);
  documentArea(app, { tag: "publicForms" });
  app.post(
    "/api/staffing-requests",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      preValidation: [
        formFieldsHook({
          booleans: ["consent"],
          drop: ["propertyId"],
          target: requestFormTarget,
          successBody: { message: REQUEST_SUBMITTED_MESSAGE },
        }),
        nativePlacementFields,
      ],
      errorHandler: nativeFormErrorHandler(requestFormTarget),
      schema: {
        summary: "Request staff (the public Request Staff form)",
        body: staffingRequestSchema,
        response: { 201: formReceiptSchema },
      },
    },
    async (request, reply) => {
      const created = createdOrThrow(await service.create(request.user ?? null, request.body));
      if (isNativeFormPost(request)) return reply.redirect(REQUEST_SUBMITTED_LOCATION, 303);
      return reply.status(201).send({ id: created.id, message: REQUEST_SUBMITTED_MESSAGE });
    },
  );
};

export const staffingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = staffingRequestsRepository(app.db);
  const service = staffingRequestsService(app.db, app.events, app.config);
  app.addHook("preHandler", requireUser);
  documentArea(app, { tag: "staffingRequests", signedIn: true });

  app.get(
    "/api/portal/staffing-requests",
    {
      schema: {
        summary: "My staffing requests (an admin: everyone's), filtered, one page at a time",
        description: pageHeadersDescription,
        querystring: requestListQuerySchema,
        response: { 200: z.array(staffingRequestResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const owner = user.role === "admin" ? null : user.id;
      const page = await requests.page(owner, request.query, cursorOf(request.query));
      // The database wrote the body in the response schema's shape (repository.ts, requestJson);
      // a JSON string with its content type is sent as it is.
      setPageHeaders(request, reply, page.next, page.total);
      return sendJsonText(reply, page.json);
    },
  );

  app.post(
    "/api/portal/staffing-requests",
    {
      schema: {
        summary: "Request staff from the portal",
        body: portalStaffingRequestSchema,
        response: { 201: staffingRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const created = createdOrThrow(await service.create(currentUser(request), request.body));
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/portal/staffing-requests/:id",
    {
      schema: {
        summary:
          "One of my staffing requests, with its property, timeline, filled positions and the people placed",
        params: idPathParamsSchema,
        response: { 200: staffingRequestDetailSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const json = await requests.detailJson(
        request.params.id,
        { id: user.id, admin: user.role === "admin" },
        agencyDay(new Date()),
      );
      if (json === undefined) throw notFound(REQUEST_NOT_FOUND);
      // Written by the database in the response schema's shape (repository.ts, detailJson).
      return sendJsonText(reply, json);
    },
  );

  app.put(
    "/api/portal/staffing-requests/:id/status",
    {
      schema: {
        summary: "Change a request's status (the owner may only cancel an open request)",
        params: idPathParamsSchema,
        body: statusUpdateSchema,
        response: { 200: staffingRequestResponseSchema },
      },
    },
    async (request) =>
      changedRequestOrThrow(
        await service.changeStatus({
          actor: currentUser(request),
          id: request.params.id,
          to: request.body.status,
        }),
      ),
  );
};
