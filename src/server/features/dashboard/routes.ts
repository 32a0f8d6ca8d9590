/**
 * Dashboard API: GET /api/portal/dashboard, the summary /dashboard renders from (counts and the
 * newest 3 rows of each card) so the screen never loads whole lists. Any signed-in role (what it
 * holds depends on the role); a visitor gets 401. Only the caller's rows are in it.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardResponseSchema } from "../../../domain/api/dashboard";
import { currentUser, requireUser } from "../../plugins/auth";
import { notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { sendJsonText } from "../../plugins/paging";
import { dashboardRepository } from "./repository";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = dashboardRepository(app.db);
  app.addHook("preHandler", requireUser);
  documentArea(app, { tag: "dashboard", signedIn: true });

  app.get(
    "/api/portal/dashboard",
    {
      schema: {
        summary: "Summarise my dashboard",
        description:
          "Property managers: properties (count, newest 3) and staffing requests (count per status, total, newest 3). Everyone: notifications (count, unread count, newest 3). Properties and staffing requests are null for staff and admins.",
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request, reply) => {
      // The database writes the body in the response schema's shape (repository.ts); a JSON
      // string with its content type is sent as it is. The signed-in user's row is read with
      // it: none means the account was deleted since the session was checked.
      const json = await dashboard.summaryJson(currentUser(request).id);
      if (json === undefined) throw notFound();
      return sendJsonText(reply, json);
    },
  );
};
