/**
 * Timesheets over HTTP (docs/decisions/0019-timesheets.md; rules in service.ts):
 * - signed-in users: the timesheets they may see (staff: their own, a draft made for each of
 *   their assignments in the week on first read; property managers: submitted weeks at their
 *   properties; admins: all), one timesheet and its history; a worker saves and submits their
 *   own week; the property's manager or an admin approves or disputes it (staff 403);
 * - admins: lock an approved week, the payroll CSV, an assignment's bill and pay rates;
 * - visitors: the approval page of the mailed link (`/timesheet-approval?token=…`): the GET shows
 *   the week and an Approve button and changes nothing (link scanners fetch it); only the form's
 *   POST approves.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import {
  assignmentRatesSchema,
  timesheetDaysSchema,
  timesheetDisputeSchema,
  timesheetEventSchema,
  timesheetExportQuerySchema,
  timesheetListQuerySchema,
  timesheetSchema,
} from "../../../domain/api/timesheet";
import { currentUser, requireRole, requireUser } from "../../plugins/auth";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { cursorOf, pageHeadersDescription, sendPage } from "../../plugins/paging";
import { csvExport } from "../admin/export-thread";
import { csvReply, csvResponse } from "../admin/file-replies";
import { linkTokenSchema, sendLinkPage } from "../link-page";
import { publicFormRateLimit } from "../public-forms/native-forms";
import { renderApprovalPage } from "./approval-page";
import { timesheetsRepository } from "./repository";
import { type TimesheetResult, timesheetsService } from "./service";

/** The timesheet of an `ok` result, else throws its refusal as an HTTP error. */
function timesheetOrThrow(result: TimesheetResult) {
  if ("ok" in result) return result.timesheet;
  throw new HttpError(result.refused, result.message, result.fields);
}

/** The service with the app's settings. */
const serviceOf = (app: Parameters<FastifyPluginAsyncZod>[0]) =>
  timesheetsService(app.db, {
    publicUrl: app.config.publicUrl,
    agencyNotifyEmail: app.config.agencyNotifyEmail,
  });

/** The portal side: lists, one timesheet, its history, save, submit, approve, dispute. */
export const portalTimesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);
  const repo = timesheetsRepository(app.db);
  app.addHook("preHandler", requireUser);
  documentArea(app, { tag: "timesheets", signedIn: true });

  app.get(
    "/api/portal/timesheets",
    {
      schema: {
        summary:
          "Timesheets of a week (`week`: any day of it): a worker's own (drafts made on first read; the current week by default), submitted weeks at a manager's properties, every one for an admin",
        description: pageHeadersDescription,
        querystring: timesheetListQuerySchema,
        response: { 200: z.array(timesheetSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const query = { ...request.query };
      if (user.role === "staff") query.week = await service.prepareWorkerWeek(user, query.week);
      const scope = service.scopeOf(user);
      const [page, total] = await Promise.all([
        repo.page(scope, query, cursorOf(query)),
        repo.count(scope, query),
      ]);
      const items = await service.present(page.items, user.role);
      return sendPage(request, reply, { items, next: page.next }, total);
    },
  );

  app.get(
    "/api/portal/timesheets/:id",
    {
      schema: {
        summary: "One timesheet I may see",
        params: idPathParamsSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      timesheetOrThrow(await service.view(currentUser(request), request.params.id)),
  );

  app.get(
    "/api/portal/timesheets/:id/history",
    {
      schema: {
        summary: "Every change to a timesheet: who, when, and the old and new hours of each day",
        params: idPathParamsSchema,
        response: { 200: z.array(timesheetEventSchema) },
      },
    },
    async (request) => {
      const result = await service.history(currentUser(request), request.params.id);
      if (!("ok" in result)) throw notFound(result.message);
      return result.events;
    },
  );

  app.put(
    "/api/portal/timesheets/:id",
    {
      schema: {
        summary:
          "Save my week's hours (draft or disputed weeks): the days sent replace the week's; a day not sent was not worked",
        params: idPathParamsSchema,
        body: timesheetDaysSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      timesheetOrThrow(await service.save(currentUser(request), request.params.id, request.body)),
  );

  app.post(
    "/api/portal/timesheets/:id/submit",
    {
      schema: {
        summary: "Submit my week: the property's manager is mailed a link to approve it",
        params: idPathParamsSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      timesheetOrThrow(await service.submit(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/portal/timesheets/:id/approve",
    {
      preHandler: requireRole("property_manager", "admin"),
      schema: {
        summary: "Approve a submitted week (the property's manager, or an admin)",
        params: idPathParamsSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      timesheetOrThrow(await service.approve(currentUser(request), request.params.id)),
  );

  app.post(
    "/api/portal/timesheets/:id/dispute",
    {
      preHandler: requireRole("property_manager", "admin"),
      schema: {
        summary:
          "Dispute a submitted week with a note: it goes back to the worker and the agency is told",
        params: idPathParamsSchema,
        body: timesheetDisputeSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      timesheetOrThrow(
        await service.dispute(currentUser(request), request.params.id, request.body.note),
      ),
  );
};

/** The agency's side: lock, the payroll CSV, an assignment's rates. */
export const adminTimesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);
  app.addHook("preHandler", requireRole("admin"));
  documentArea(app, { tag: "timesheets", signedIn: true });

  app.post(
    "/api/admin/timesheets/:id/lock",
    {
      schema: {
        summary: "Lock an approved week: its hours can no longer change (payroll ran)",
        params: idPathParamsSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      timesheetOrThrow(await service.lock(currentUser(request), request.params.id)),
  );

  app.put(
    "/api/admin/assignments/:id/rates",
    {
      schema: {
        summary:
          "Set an assignment's bill rate (the client's, shown to its manager) and pay rate (the worker's, agency only), dollars per hour",
        params: idPathParamsSchema,
        body: assignmentRatesSchema,
        response: { 200: assignmentRatesSchema },
      },
    },
    async (request) => {
      const found = await service.setRates(request.params.id, request.body);
      if (!found) throw notFound("Assignment not found");
      return request.body;
    },
  );

  app.get(
    "/api/admin/timesheets.csv",
    {
      schema: {
        summary:
          "Payroll and billing export: one row per worker per day with hours (worker, property, client, date, start, end, break, hours, overtime hours, bill rate, pay rate, status)",
        querystring: timesheetExportQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      reply.headers(csvReply("timesheets"));
      return reply.send(
        csvExport(app.db, app.config.databaseUrl, "timesheets", request.query) as never,
      );
    },
  );
};

/**
 * The page of the mailed approval link, for a manager who is not signed in. GET only shows;
 * the form posts the token back (in the body, never the address) and only that approves.
 * Answers are never stored and send no Referer (the token is in the address).
 */
export const timesheetApprovalPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);

  app.get(
    "/timesheet-approval",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      schema: { hide: true, querystring: linkTokenSchema },
    },
    async (request, reply) => {
      const token = request.query.token ?? "";
      const link = token ? await service.approvalLink(token) : { state: "invalid" as const };
      if (link.state === "invalid")
        return sendLinkPage(reply, 404, renderApprovalPage({ state: "invalid" }));
      return sendLinkPage(reply, 200, renderApprovalPage({ ...link, token }));
    },
  );

  app.post(
    "/timesheet-approval",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      schema: { hide: true, body: linkTokenSchema },
    },
    async (request, reply) => {
      const token = request.body?.token ?? "";
      if (!token) return sendLinkPage(reply, 404, renderApprovalPage({ state: "invalid" }));
      const result = await service.approveWithLink(token);
      const link = await service.approvalLink(token);
      if (link.state === "invalid")
        return sendLinkPage(reply, 404, renderApprovalPage({ state: "invalid" }));
      const refusal = "ok" in result ? undefined : result.message;
      return sendLinkPage(
        reply,
        "ok" in result ? 200 : 409,
        renderApprovalPage({ ...link, token, refusal }),
      );
    },
  );
};
