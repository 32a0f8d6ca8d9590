/**
 * Notifications API (spec section 7): list own (newest first), mark one read, mark all read.
 * Someone else's notification answers 404.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  notificationResponseSchema,
  readAllResponseSchema,
} from "../../../domain/api/notification";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import { currentUser, requireUser } from "../../plugins/auth";
import { notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { notificationsRepository } from "./repository";

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = notificationsRepository(app.db);
  app.addHook("preHandler", requireUser);
  documentArea(app, { tag: "notifications", signedIn: true });

  app.get(
    "/api/portal/notifications",
    {
      schema: {
        summary: "List my notifications, newest first",
        response: { 200: z.array(notificationResponseSchema) },
      },
    },
    async (request) => repo.listForUser(currentUser(request).id),
  );

  app.post(
    "/api/portal/notifications/:id/read",
    {
      schema: {
        summary: "Mark one of my notifications read",
        params: idPathParamsSchema,
        response: { 200: notificationResponseSchema },
      },
    },
    async (request) => {
      const row = await repo.markRead(request.params.id, currentUser(request).id);
      if (!row) throw notFound("Notification not found");
      return row;
    },
  );

  app.post(
    "/api/portal/notifications/read-all",
    {
      schema: {
        summary: "Mark all my notifications read",
        response: { 200: readAllResponseSchema },
      },
    },
    async (request) => ({ updated: await repo.markAllRead(currentUser(request).id) }),
  );
};
