/**
 * Dashboard API: GET /api/portal/dashboard, the summary /dashboard renders from (counts and the
 * newest 3 rows of each card) so the screen never loads whole lists. Any signed-in role (what it
 * holds depends on the role); a visitor gets 401. Only the caller's rows are in it.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardResponseSchema } from "../../../domain/api/dashboard";
import { currentUser, requireUser } from "../../plugins/auth";
import { documentArea } from "../../plugins/openapi";
import { dashboardService } from "./service";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = dashboardService(app.db);
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
    async (request) => service.summaryFor(currentUser(request)),
  );
};
