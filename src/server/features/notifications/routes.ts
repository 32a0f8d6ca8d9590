/**
 * Notifications API (spec section 7): list own (newest first), mark one read, mark all read.
 * Someone else's notification answers 404.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notificationTypes } from "../../../domain/enums";
import { currentUser, requireUser } from "../../plugins/auth";
import { notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { idParamsSchema } from "../shared";
import { notificationsRepository } from "./repository";

export const notificationResponseSchema = z.object({
  id: z.number(),
  userId: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  isRead: z.boolean(),
  link: z.string().nullable(),
  relatedId: z.number().nullable(),
  relatedType: z.string().nullable(),
  createdAt: z.date(),
});

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
        params: idParamsSchema,
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
        response: { 200: z.object({ updated: z.number().describe("How many were unread") }) },
      },
    },
    async (request) => ({ updated: await repo.markAllRead(currentUser(request).id) }),
  );
};
