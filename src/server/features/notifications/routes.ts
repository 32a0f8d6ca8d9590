/**
 * Notifications API (spec section 7): list own (a page at a time), the unread count (the header
 * bell's poll), mark one read, mark all read. Any signed-in role; a visitor gets 401. Someone
 * else's notification answers 404.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuerySchema } from "../../../domain/api/list-query";
import {
  notificationResponseSchema,
  readAllResponseSchema,
  unreadCountResponseSchema,
} from "../../../domain/api/notification";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import { currentUser, requireUser } from "../../plugins/auth";
import { notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import {
  cursorOf,
  pageHeadersDescription,
  sendJsonText,
  setPageHeaders,
} from "../../plugins/paging";
import { notificationsRepository } from "./repository";

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = notificationsRepository(app.db);
  app.addHook("preHandler", requireUser);
  documentArea(app, { tag: "notifications", signedIn: true });

  app.get(
    "/api/portal/notifications",
    {
      schema: {
        summary: "My notifications, one page at a time",
        description: pageHeadersDescription,
        querystring: pageQuerySchema,
        response: { 200: z.array(notificationResponseSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const page = await repo.page(userId, request.query, cursorOf(request.query));
      // The database wrote the body in the response schema's shape (repository.ts,
      // notificationJson); a JSON string with its content type is sent as it is.
      setPageHeaders(request, reply, page.next, page.total);
      return sendJsonText(reply, page.json);
    },
  );

  /**
   * The caller's unread count, `{ count }`: what the bell polls every 30 s on every signed-in
   * screen instead of the list (one trigger-kept counter row, decision 0023).
   */
  app.get(
    "/api/portal/notifications/unread-count",
    {
      schema: {
        summary: "Count my unread notifications",
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ({ count: await repo.countUnreadForUser(currentUser(request).id) }),
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
