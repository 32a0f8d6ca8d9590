/**
 * The admin API under /api/admin/* (spec section 7; shapes in src/domain/api/admin.ts). One guard for the whole prefix: visitors get 401,
 * signed-in users who are not admins get 403. Admins see every request (portal and public) and
 * every application, change statuses with an optional internal note, and export CSV.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminApplicationListQuerySchema,
  adminJobApplicationSchema,
  adminOverviewSchema,
  adminRequestExportQuerySchema,
  adminRequestListQuerySchema,
  adminStaffingRequestDetailSchema,
  adminStaffingRequestSchema,
  adminStatusResponseSchema,
  adminStatusSchema,
  applicationExportQuerySchema,
  applicationUpdateSchema,
} from "../../../domain/api/admin";
import { searchListQuerySchema } from "../../../domain/api/list-query";
import { newsletterSubscriberSchema } from "../../../domain/api/newsletter";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import { userResponseSchema } from "../../../domain/api/user";
import { currentUser, requireRole } from "../../plugins/auth";
import { notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import {
  cappedPageHeadersDescription,
  cursorOf,
  pageHeadersDescription,
  pageWithTotal,
  sendJsonText,
  sendPage,
  setPageHeaders,
} from "../../plugins/paging";
import { assignmentsRepository, presentAssignment } from "../assignments/repository";
import { uploadedResume } from "../job-applications/resume";
import { jobApplicationsService } from "../job-applications/service";
import { staffingRequestsRepository } from "../staffing-requests/repository";
import { changedRequestOrThrow } from "../staffing-requests/routes";
import { staffingRequestsService } from "../staffing-requests/service";
import { csvExport } from "./export-thread";
import { csvReply, csvResponse, fileResponse } from "./file-replies";
import { adminRepository, countedByCounters } from "./repository";

const resumeResponse = fileResponse("The uploaded file, as an attachment", [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

/** How an application's résumé is exposed: links as they are, uploads only by kind. */
function presentApplication<T extends { resumeUrl: string | null }>(row: T) {
  const isUpload = uploadedResume(row.resumeUrl) !== null;
  return {
    ...row,
    resume: row.resumeUrl ? (isUpload ? ("upload" as const) : ("link" as const)) : null,
    resumeUrl: isUpload ? null : row.resumeUrl,
  };
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = adminRepository(app.db);
  const requests = staffingRequestsRepository(app.db);
  const placements = assignmentsRepository(app.db);
  const requestRules = staffingRequestsService(app.db, app.events, app.config);
  const applications = jobApplicationsService(app.db, app.events);
  app.addHook("preHandler", requireRole("admin"));
  documentArea(app, { tag: "admin", signedIn: true });

  app.get(
    "/api/admin/overview",
    {
      schema: {
        summary: "Counts, the latest activity and the scheduled backups' status",
        response: { 200: adminOverviewSchema },
      },
    },
    async () => {
      const backup = app.backupStatus();
      return {
        ...(await repo.overview()),
        backup: backup && {
          everyHours: backup.everyHours,
          keep: backup.keep,
          lastSuccessAt: backup.lastSuccessAt,
          lastError: backup.lastError,
          lastErrorAt: backup.lastErrorAt,
          nextAt: backup.nextAt,
        },
      };
    },
  );

  app.get(
    "/api/admin/staffing-requests",
    {
      schema: {
        summary: "Every staffing request (portal and public), filtered, one page at a time",
        description: cappedPageHeadersDescription,
        querystring: adminRequestListQuerySchema,
        response: { 200: z.array(adminStaffingRequestSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const cursor = cursorOf(query);
      // The kept counters answer at once, beside the page; a count that reads the matching
      // rows comes after the page, and not at all when the first page holds every match.
      const { page, total } = countedByCounters(query)
        ? await Promise.all([repo.pageRequests(query, cursor), repo.countRequests(query)]).then(
            ([page, total]) => ({ page, total }),
          )
        : await pageWithTotal(
            cursor,
            (at) => repo.pageRequests(query, at),
            () => repo.countRequests(query),
          );
      setPageHeaders(request, reply, page.next, total);
      // The database wrote the body in the response schema's shape (repository.ts,
      // adminRequestJson); a JSON string with its content type is sent as it is.
      return sendJsonText(reply, page.json);
    },
  );

  app.get(
    "/api/admin/staffing-requests/:id",
    {
      schema: {
        summary:
          "One staffing request with its timeline, internal notes, assignments and placement timeline",
        params: idPathParamsSchema,
        response: { 200: adminStaffingRequestDetailSchema },
      },
    },
    async (request) => {
      const found = await repo.findRequest(request.params.id);
      if (!found) throw notFound("Staffing request not found");
      // `found` carries its filled positions (a subquery of the same read).
      const [events, assignments, placementEvents] = await Promise.all([
        requests.listEvents(found.id),
        placements.ofRequest(found.id),
        placements.eventsOfRequest(found.id),
      ]);
      return {
        ...found,
        events,
        assignments: assignments.map((row) => presentAssignment(row, true)),
        placementEvents,
      };
    },
  );

  app.put(
    "/api/admin/staffing-requests/:id/status",
    {
      schema: {
        summary: "Set a request's status, or add an internal note to its timeline",
        params: idPathParamsSchema,
        body: adminStatusSchema,
        response: { 200: adminStatusResponseSchema },
      },
    },
    async (request) =>
      changedRequestOrThrow(
        await requestRules.changeStatus({
          actor: currentUser(request),
          id: request.params.id,
          to: request.body.status,
          note: request.body.note,
        }),
      ),
  );

  app.get(
    "/api/admin/staffing-requests.csv",
    {
      schema: {
        summary: "Every staffing request matching the filters, as CSV (streamed, no limit)",
        querystring: adminRequestExportQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      reply.headers(csvReply("staffing-requests"));
      return reply.send(
        csvExport(app.db, app.config.databaseUrl, "staffing-requests", request.query) as never,
      );
    },
  );

  app.get(
    "/api/admin/job-applications",
    {
      schema: {
        summary: "Every job application, filtered, one page at a time",
        description: pageHeadersDescription,
        querystring: adminApplicationListQuerySchema,
        response: { 200: z.array(adminJobApplicationSchema) },
      },
    },
    async (request, reply) => {
      const [page, total] = await Promise.all([
        repo.pageApplications(request.query, cursorOf(request.query)),
        repo.countApplications(request.query),
      ]);
      return sendPage(request, reply, page, total).map(presentApplication);
    },
  );

  app.get(
    "/api/admin/job-applications/:id",
    {
      schema: {
        summary: "One job application",
        params: idPathParamsSchema,
        response: { 200: adminJobApplicationSchema },
      },
    },
    async (request) => {
      const application = await repo.findApplication(request.params.id);
      if (!application) throw notFound("Job application not found");
      return presentApplication(application);
    },
  );

  app.patch(
    "/api/admin/job-applications/:id",
    {
      schema: {
        summary: "Change an application's status, interview date or review notes",
        params: idPathParamsSchema,
        body: applicationUpdateSchema,
        response: { 200: adminJobApplicationSchema },
      },
    },
    async (request) => {
      const result = await applications.review(request.params.id, request.body);
      const application =
        "error" in result ? undefined : await repo.findApplication(result.application.id);
      if (!application) throw notFound("Job application not found");
      return presentApplication(application);
    },
  );

  app.get(
    "/api/admin/job-applications/:id/resume",
    {
      schema: {
        summary: "Download an application's uploaded résumé",
        params: idPathParamsSchema,
        response: { 200: resumeResponse },
      },
    },
    async (request, reply) => {
      const application = await repo.findApplication(request.params.id);
      const stored = uploadedResume(application?.resumeUrl ?? null);
      if (stored === null) throw notFound("This application has no uploaded résumé");
      const uploads = path.resolve(app.config.dataDir, "uploads");
      const file = path.resolve(uploads, stored);
      if (!file.startsWith(`${uploads}${path.sep}`) || !fs.existsSync(file)) {
        throw notFound("The résumé file is missing");
      }
      const ext = path.extname(file).toLowerCase();
      const type =
        ext === ".pdf"
          ? "application/pdf"
          : ext === ".docx"
            ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            : "application/msword";
      const safeName = application?.fullName.replace(/[^A-Za-z0-9 ._-]/g, "").trim() || "applicant";
      reply.headers({
        "content-type": type,
        "content-disposition": `attachment; filename="resume-${safeName}-${application?.id}${ext}"`,
        "x-content-type-options": "nosniff",
      });
      // A stream is sent as it is: the documented string schema describes the file's bytes.
      return reply.send(fs.createReadStream(file) as never);
    },
  );

  app.get(
    "/api/admin/job-applications.csv",
    {
      schema: {
        summary: "Every job application matching the filters, as CSV (streamed, no limit)",
        querystring: applicationExportQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      reply.headers(csvReply("job-applications"));
      return reply.send(
        csvExport(app.db, app.config.databaseUrl, "job-applications", request.query) as never,
      );
    },
  );

  app.get(
    "/api/admin/users",
    {
      schema: {
        summary: "Every user account, one page at a time (never a password)",
        description: pageHeadersDescription,
        querystring: searchListQuerySchema,
        response: { 200: z.array(userResponseSchema) },
      },
    },
    async (request, reply) => {
      const [page, total] = await Promise.all([
        repo.pageUsers(request.query, cursorOf(request.query)),
        repo.countUsers(request.query.q),
      ]);
      return sendPage(request, reply, page, total);
    },
  );

  app.get(
    "/api/admin/newsletter-subscribers",
    {
      schema: {
        summary: "Every newsletter subscriber, one page at a time",
        description: pageHeadersDescription,
        querystring: searchListQuerySchema,
        response: { 200: z.array(newsletterSubscriberSchema) },
      },
    },
    async (request, reply) => {
      const [page, total] = await Promise.all([
        repo.pageSubscribers(request.query, cursorOf(request.query)),
        repo.countSubscribers(request.query.q),
      ]);
      return sendPage(request, reply, page, total);
    },
  );
};
