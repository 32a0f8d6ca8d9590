/**
 * Staffing requests of the portal (spec section 7): list, create, and change status.
 * - Everyone signed in lists their own requests; an admin lists all.
 * - `propertyId` must be one of the caller's own properties.
 * - Status: an admin may set any; the request's owner may only cancel an open request
 *   (`statusChangeRefusal` in src/domain); anyone else gets 404, as if it did not exist.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { roles, staffingRequestStatuses, staffTypes } from "../../../domain/enums";
import {
  portalStaffingRequestSchema,
  staffingRequestSchema,
  statusChangeRefusal,
  statusUpdateSchema,
} from "../../../domain/staffing-request";
import { currentUser, requireUser } from "../../plugins/auth";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { propertiesRepository } from "../properties/repository";
import { propertyResponseSchema } from "../properties/routes";
import {
  formFieldsHook,
  isNativeFormPost,
  type NativeFormTarget,
  nativeFormErrorHandler,
  publicFormRateLimit,
} from "../public-forms/native-forms";
import { idParamsSchema } from "../shared";
import { staffingRequestsRepository, staleOrMissing } from "./repository";

export const staffingRequestResponseSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  propertyId: z.number().nullable(),
  propertyName: z.string().nullable(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  staffType: z.enum(staffTypes),
  details: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(staffingRequestStatuses),
  consent: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** One entry of a request's timeline. */
export const staffingRequestEventSchema = z.object({
  id: z.number(),
  fromStatus: z.enum(staffingRequestStatuses).nullable(),
  toStatus: z.enum(staffingRequestStatuses),
  actorName: z.string().nullable(),
  actorRole: z.enum(roles).nullable(),
  /** Internal notes are sent to admins only. */
  note: z.string().nullable().optional(),
  createdAt: z.date(),
});

const staffingRequestDetailSchema = staffingRequestResponseSchema.extend({
  property: propertyResponseSchema.nullable(),
  events: z.array(staffingRequestEventSchema),
});

const SELECT_OWN_PROPERTY = "Select one of your properties";

/** Where a native Request Staff post lands: the home page's confirmation (decision 0005). */
export const REQUEST_SUBMITTED_LOCATION = "/?submitted=request#request-submitted";
const REQUEST_SUBMITTED_MESSAGE = "We'll be in touch with you shortly.";
const requestFormTarget: NativeFormTarget = {
  successLocation: REQUEST_SUBMITTED_LOCATION,
  backHref: "/#request-staff",
  errorTitle: "We could not send your staffing request",
};

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
  const requests = staffingRequestsRepository(app.db, app.events);
  const propertiesRepo = propertiesRepository(app.db);
  documentArea(app, { tag: "publicForms" });
  app.post(
    "/api/staffing-requests",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      preValidation: formFieldsHook({
        booleans: ["consent"],
        drop: ["propertyId"],
        target: requestFormTarget,
        successBody: { message: REQUEST_SUBMITTED_MESSAGE },
      }),
      errorHandler: nativeFormErrorHandler(requestFormTarget),
      schema: {
        summary: "Request staff (the public Request Staff form)",
        body: staffingRequestSchema,
        response: {
          201: z.object({ id: z.number().optional(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const user = request.user;
      let propertyId: number | null = null;
      if (user && input.propertyId != null) {
        const property = await propertiesRepo.findByIdForUser(input.propertyId, user.id);
        if (!property) {
          throw new HttpError(400, SELECT_OWN_PROPERTY, { propertyId: SELECT_OWN_PROPERTY });
        }
        propertyId = property.id;
      }
      const created = await requests.create({
        userId: user?.id ?? null,
        propertyId,
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        staffType: input.staffType,
        details: input.details,
        startDate: input.startDate,
        endDate: input.endDate,
        consent: input.consent,
      });
      if (isNativeFormPost(request)) return reply.redirect(REQUEST_SUBMITTED_LOCATION, 303);
      return reply.status(201).send({ id: created.id, message: REQUEST_SUBMITTED_MESSAGE });
    },
  );
};

export const staffingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = staffingRequestsRepository(app.db, app.events);
  const propertiesRepo = propertiesRepository(app.db);
  app.addHook("preHandler", requireUser);
  documentArea(app, { tag: "staffingRequests", signedIn: true });

  app.get(
    "/api/portal/staffing-requests",
    {
      schema: {
        summary: "List my staffing requests, newest first (an admin: everyone's newest)",
        response: { 200: z.array(staffingRequestResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role === "admin") return requests.list(null);
      // Serialised by the database in this schema's shape (docs/decisions/0007); Fastify sends a
      // string with a JSON content type as it is, without the schema's serialiser.
      const json = await requests.listJson(user.id);
      return reply.type("application/json; charset=utf-8").send(json as never);
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
      const user = currentUser(request);
      const input = request.body;
      let companyName = input.companyName;
      if (input.propertyId != null) {
        const property = await propertiesRepo.findByIdForUser(input.propertyId, user.id);
        if (!property) {
          throw new HttpError(400, SELECT_OWN_PROPERTY, { propertyId: SELECT_OWN_PROPERTY });
        }
        // Decision (docs/decisions/0002): with a property chosen, the request is made in the
        // name of the manager's company, or of the property when the account has no company.
        companyName ??= user.companyName ?? property.name;
      }
      const created = await requests.create({
        userId: user.id,
        propertyId: input.propertyId ?? null,
        companyName: companyName as string,
        contactName: input.contactName,
        email: input.email,
        staffType: input.staffType,
        details: input.details,
        startDate: input.startDate,
        endDate: input.endDate,
        consent: input.consent,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/portal/staffing-requests/:id",
    {
      schema: {
        summary: "One of my staffing requests, with its property and timeline",
        params: idParamsSchema,
        response: { 200: staffingRequestDetailSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await requests.findById(request.params.id);
      if (!found || (found.userId !== user.id && user.role !== "admin")) {
        throw notFound("Staffing request not found");
      }
      const [property, events] = await Promise.all([
        found.propertyId !== null && found.userId !== null
          ? propertiesRepo.findByIdForUser(found.propertyId, found.userId)
          : undefined,
        requests.listEvents(found.id),
      ]);
      const isAdmin = user.role === "admin";
      return {
        ...found,
        property: property ?? null,
        events: events.map(({ note, ...event }) => (isAdmin ? { ...event, note } : event)),
      };
    },
  );

  app.put(
    "/api/portal/staffing-requests/:id/status",
    {
      schema: {
        summary: "Change a request's status (the owner may only cancel an open request)",
        params: idParamsSchema,
        body: statusUpdateSchema,
        response: { 200: staffingRequestResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const existing = await requests.findById(request.params.id);
      const isOwner = existing?.userId === user.id;
      if (!existing || (!isOwner && user.role !== "admin"))
        throw notFound("Staffing request not found");
      const next = request.body.status;
      const refusal = statusChangeRefusal({ role: user.role, isOwner }, existing.status, next);
      if (refusal) throw new HttpError(next === existing.status ? 409 : 403, refusal);
      const updated = await requests.updateStatus({
        id: existing.id,
        from: existing.status,
        to: next,
        actorId: user.id,
        ownerId: existing.userId,
      });
      if (!updated) throw await staleOrMissing(requests, existing.id);
      return updated;
    },
  );
};
