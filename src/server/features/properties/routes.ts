/**
 * Properties API (spec section 7): GET/POST /api/portal/properties, DELETE /api/portal/properties/{id};
 * and, for the detail and edit screens the spec links to, GET and PATCH /api/portal/properties/{id}.
 * Property managers only (403 for other roles, 401 for visitors); each manager sees and deletes
 * only their own properties (another's id answers 404).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { searchListQuerySchema } from "../../../domain/api/list-query";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import { propertyResponseSchema, propertySchema } from "../../../domain/api/property";
import { currentUser, requireRole } from "../../plugins/auth";
import { notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import {
  cursorOf,
  pageHeadersDescription,
  sendJsonText,
  setPageHeaders,
} from "../../plugins/paging";
import { propertiesRepository } from "./repository";

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = propertiesRepository(app.db);
  app.addHook("preHandler", requireRole("property_manager"));
  documentArea(app, { tag: "properties", signedIn: true });

  app.get(
    "/api/portal/properties",
    {
      schema: {
        summary: "My properties, searched, one page at a time",
        description: pageHeadersDescription,
        querystring: searchListQuerySchema,
        response: { 200: z.array(propertyResponseSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const page = await repo.page(userId, request.query, cursorOf(request.query));
      // The database wrote the body in the response schema's shape (repository.ts,
      // propertyJson); a JSON string with its content type is sent as it is.
      setPageHeaders(request, reply, page.next, page.total);
      return sendJsonText(reply, page.json);
    },
  );

  app.post(
    "/api/portal/properties",
    {
      schema: {
        summary: "Add a property",
        body: propertySchema,
        response: { 201: propertyResponseSchema },
      },
    },
    async (request, reply) => {
      const property = await repo.create(currentUser(request).id, request.body);
      return reply.status(201).send(property);
    },
  );

  app.get(
    "/api/portal/properties/:id",
    {
      schema: {
        summary: "One of my properties",
        params: idPathParamsSchema,
        response: { 200: propertyResponseSchema },
      },
    },
    async (request) => {
      const property = await repo.findByIdForUser(request.params.id, currentUser(request).id);
      if (!property) throw notFound("Property not found");
      return property;
    },
  );

  app.patch(
    "/api/portal/properties/:id",
    {
      schema: {
        summary: "Change one of my properties",
        params: idPathParamsSchema,
        body: propertySchema,
        response: { 200: propertyResponseSchema },
      },
    },
    async (request) => {
      const updated = await repo.updateForUser(
        request.params.id,
        currentUser(request).id,
        request.body,
      );
      if (!updated) throw notFound("Property not found");
      return updated;
    },
  );

  app.delete(
    "/api/portal/properties/:id",
    {
      schema: {
        summary: "Delete one of my properties",
        params: idPathParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const deleted = await repo.deleteForUser(request.params.id, currentUser(request).id);
      if (!deleted) throw notFound("Property not found");
      return reply.status(204).send(null);
    },
  );
};
