/**
 * The admin API under /api/admin/* (issue 6). One guard for the whole prefix: visitors get 401,
 * signed-in users who are not admins get 403. Admins see every request (portal and public) and
 * every application, change statuses with an optional internal note, and export CSV.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  jobApplicationStatuses,
  roles,
  staffingRequestStatuses,
  staffTypes,
} from "../../../domain/enums";
import { isoDaySchema } from "../../../domain/staffing-request";
import { jobApplications } from "../../db/schema";
import { currentUser, requireRole } from "../../plugins/auth";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { idParamsSchema } from "../shared";
import { staffingRequestsRepository, staleOrMissing } from "../staffing-requests/repository";
import {
  staffingRequestEventSchema,
  staffingRequestResponseSchema,
} from "../staffing-requests/routes";
import { toCsv } from "./csv";
import { adminRepository } from "./repository";

const day = isoDaySchema.optional().or(z.literal("").transform(() => undefined));
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

export const requestFiltersSchema = z.object({
  status: z
    .enum(staffingRequestStatuses)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  staffType: z
    .enum(staffTypes)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  propertyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  city: optionalText,
  from: day,
  to: day,
  q: optionalText,
});

export const applicationFiltersSchema = z.object({
  status: z
    .enum(jobApplicationStatuses)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  position: z
    .enum(staffTypes)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  q: optionalText,
});

const adminStatusSchema = z.object({
  status: z.enum(staffingRequestStatuses, {
    error: "Choose one of: pending, approved, in progress, completed, cancelled",
  }),
  /** Internal note kept in the timeline; never shown to the request's owner. */
  note: z
    .string()
    .trim()
    .max(2000, "The note must be at most 2000 characters")
    .optional()
    .transform((v) => v || null),
});

const applicationUpdateSchema = z
  .object({
    status: z.enum(jobApplicationStatuses, {
      error: "Choose one of: submitted, under review, interview, hired, rejected",
    }),
    interviewDate: z.iso
      .datetime({
        offset: true,
        error: "Give the interview date and time, e.g. 2026-12-01T14:00:00-05:00",
      })
      .nullable(),
    reviewNotes: z
      .string()
      .trim()
      .max(5000, "Review notes must be at most 5000 characters")
      .nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to update");

const requestRowSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  propertyId: z.number().nullable(),
  propertyName: z.string().nullable(),
  propertyCity: z.string().nullable(),
  ownerName: z.string().nullable(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  staffType: z.enum(staffTypes),
  details: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(staffingRequestStatuses),
  notes: z.string().nullable(),
  consent: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

const applicationRowSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.enum(staffTypes),
  experience: z.string(),
  additionalInfo: z.string().nullable(),
  status: z.enum(jobApplicationStatuses),
  /** A link the applicant gave, or "upload" when a file is stored (downloaded via /resume). */
  resume: z.enum(["link", "upload"]).nullable(),
  resumeUrl: z.string().nullable(),
  interviewDate: z.date().nullable(),
  reviewNotes: z.string().nullable(),
  consent: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** GET /api/admin/staffing-requests/{id}: the row of the list with its timeline and notes. */
const requestDetailSchema = requestRowSchema.extend({
  events: z.array(staffingRequestEventSchema),
});

/** The answer of a status change: the request as stored, with its internal note. */
const adminStatusResponseSchema = staffingRequestResponseSchema.extend({
  notes: z.string().nullable(),
});

/** Counts by status: statuses nothing has count 0 and are left out. */
const countsBy = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.partialRecord(z.enum(values), z.number().int());

const overviewSchema = z.object({
  requestsByStatus: countsBy(staffingRequestStatuses),
  applicationsByStatus: countsBy(jobApplicationStatuses),
  subscribers: z.number().int().describe("Active subscribers (not unsubscribed)"),
  users: z.number().int(),
  recentRequestEvents: z.array(
    z.object({
      requestId: z.number(),
      fromStatus: z.enum(staffingRequestStatuses).nullable(),
      toStatus: z.enum(staffingRequestStatuses),
      actorName: z.string().nullable(),
      companyName: z.string(),
      staffType: z.enum(staffTypes),
      createdAt: z.date(),
    }),
  ),
  recentApplications: z.array(
    z.object({
      id: z.number(),
      fullName: z.string(),
      position: z.enum(staffTypes),
      status: z.enum(jobApplicationStatuses),
      createdAt: z.date(),
    }),
  ),
});

const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  createdAt: z.date(),
  /** Null while subscribed. */
  unsubscribedAt: z.date().nullable(),
});

/** A documented non-JSON answer: `types` are the media types it may have. */
function fileResponse(description: string, types: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: z.string() }])),
  };
}
const csvResponse = fileResponse("CSV, UTF-8 with a byte-order mark, as an attachment", [
  "text/csv",
]);
const resumeResponse = fileResponse("The uploaded file, as an attachment", [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

const UPLOAD_PREFIX = "upload:";

/** How an application's résumé is exposed: links as they are, uploads only by kind. */
function presentApplication<T extends { resumeUrl: string | null }>(row: T) {
  const isUpload = row.resumeUrl?.startsWith(UPLOAD_PREFIX) ?? false;
  return {
    ...row,
    resume: row.resumeUrl ? (isUpload ? ("upload" as const) : ("link" as const)) : null,
    resumeUrl: isUpload ? null : row.resumeUrl,
  };
}

/** A CSV download: UTF-8 with a BOM so spreadsheet programs read accents, ISO 8601 dates. */
function csvReply(name: string) {
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${name}-${stamp}.csv"`,
  };
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = adminRepository(app.db);
  const requests = staffingRequestsRepository(app.db, app.events);
  app.addHook("preHandler", requireRole("admin"));
  documentArea(app, { tag: "admin", signedIn: true });

  app.get(
    "/api/admin/overview",
    { schema: { summary: "Counts and the latest activity", response: { 200: overviewSchema } } },
    async () => repo.overview(),
  );

  app.get(
    "/api/admin/staffing-requests",
    {
      schema: {
        summary: "Every staffing request (portal and public), newest first, at most 2000",
        querystring: requestFiltersSchema,
        response: { 200: z.array(requestRowSchema) },
      },
    },
    async (request) => repo.listRequests(request.query, 2000),
  );

  app.get(
    "/api/admin/staffing-requests/:id",
    {
      schema: {
        summary: "One staffing request with its timeline and internal notes",
        params: idParamsSchema,
        response: { 200: requestDetailSchema },
      },
    },
    async (request) => {
      const [found] = await repo.listRequests({ id: request.params.id }, 1);
      if (!found) throw notFound("Staffing request not found");
      const events = await requests.listEvents(found.id);
      return { ...found, events };
    },
  );

  app.put(
    "/api/admin/staffing-requests/:id/status",
    {
      schema: {
        summary: "Set a request's status, or add an internal note to its timeline",
        params: idParamsSchema,
        body: adminStatusSchema,
        response: { 200: adminStatusResponseSchema },
      },
    },
    async (request) => {
      const existing = await requests.findById(request.params.id);
      if (!existing) throw notFound("Staffing request not found");
      const { status, note } = request.body;
      if (status === existing.status) {
        if (!note) throw new HttpError(409, "This is the current status");
      }
      const updated = await requests.updateStatus({
        id: existing.id,
        from: existing.status,
        to: status,
        actorId: currentUser(request).id,
        ownerId: status === existing.status ? null : existing.userId,
        note,
        silent: status === existing.status,
      });
      if (!updated) throw await staleOrMissing(requests, existing.id);
      return updated;
    },
  );

  app.get(
    "/api/admin/staffing-requests.csv",
    {
      schema: {
        summary: "Every staffing request matching the filters, as CSV",
        querystring: requestFiltersSchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      const rows = await repo.listRequests(request.query);
      reply.headers(csvReply("staffing-requests"));
      return toCsv(rows, [
        ["ID", (r) => r.id],
        ["Created", (r) => r.createdAt],
        ["Status", (r) => r.status],
        ["Staff type", (r) => r.staffType],
        ["Company", (r) => r.companyName],
        ["Contact", (r) => r.contactName],
        ["Email", (r) => r.email],
        ["Property", (r) => r.propertyName],
        ["City", (r) => r.propertyCity],
        ["Start date", (r) => r.startDate],
        ["End date", (r) => r.endDate],
        ["Details", (r) => r.details],
        ["Account", (r) => r.ownerName ?? "Public form"],
        ["Updated", (r) => r.updatedAt],
      ]);
    },
  );

  app.get(
    "/api/admin/job-applications",
    {
      schema: {
        summary: "Every job application, newest first, at most 2000",
        querystring: applicationFiltersSchema,
        response: { 200: z.array(applicationRowSchema) },
      },
    },
    async (request) => (await repo.listApplications(request.query, 2000)).map(presentApplication),
  );

  app.get(
    "/api/admin/job-applications/:id",
    {
      schema: {
        summary: "One job application",
        params: idParamsSchema,
        response: { 200: applicationRowSchema },
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
        params: idParamsSchema,
        body: applicationUpdateSchema,
        response: { 200: applicationRowSchema },
      },
    },
    async (request) => {
      const patch = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(jobApplications)
          .where(eq(jobApplications.id, request.params.id))
          .for("update");
        if (!before) return undefined;
        const [row] = await tx
          .update(jobApplications)
          .set({
            ...(patch.status ? { status: patch.status } : {}),
            ...(patch.interviewDate !== undefined
              ? { interviewDate: patch.interviewDate ? new Date(patch.interviewDate) : null }
              : {}),
            ...(patch.reviewNotes !== undefined ? { reviewNotes: patch.reviewNotes || null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(jobApplications.id, before.id))
          .returning();
        if (row && patch.status && patch.status !== before.status) {
          await app.events.jobApplicationStatusChanged(tx, row, patch.status);
        }
        return row;
      });
      if (!updated) throw notFound("Job application not found");
      return presentApplication(updated);
    },
  );

  app.get(
    "/api/admin/job-applications/:id/resume",
    {
      schema: {
        summary: "Download an application's uploaded résumé",
        params: idParamsSchema,
        response: { 200: resumeResponse },
      },
    },
    async (request, reply) => {
      const application = await repo.findApplication(request.params.id);
      const stored = application?.resumeUrl;
      if (!stored?.startsWith(UPLOAD_PREFIX))
        throw notFound("This application has no uploaded résumé");
      const uploads = path.resolve(app.config.dataDir, "uploads");
      const file = path.resolve(uploads, stored.slice(UPLOAD_PREFIX.length));
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
        summary: "Every job application matching the filters, as CSV",
        querystring: applicationFiltersSchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      const rows = await repo.listApplications(request.query);
      reply.headers(csvReply("job-applications"));
      return toCsv(rows, [
        ["ID", (r) => r.id],
        ["Created", (r) => r.createdAt],
        ["Status", (r) => r.status],
        ["Full name", (r) => r.fullName],
        ["Email", (r) => r.email],
        ["Phone", (r) => r.phone],
        ["Position", (r) => r.position],
        ["Experience", (r) => r.experience],
        ["Interview", (r) => r.interviewDate],
        ["Review notes", (r) => r.reviewNotes],
        [
          "Résumé",
          (r) =>
            r.resumeUrl ? (r.resumeUrl.startsWith(UPLOAD_PREFIX) ? "uploaded" : r.resumeUrl) : null,
        ],
        ["Additional information", (r) => r.additionalInfo],
      ]);
    },
  );

  app.get(
    "/api/admin/users",
    {
      schema: {
        summary: "Every user account, newest first (never a password)",
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              username: z.string(),
              email: z.string(),
              fullName: z.string(),
              role: z.enum(roles),
              companyName: z.string().nullable(),
              phone: z.string().nullable(),
              createdAt: z.date(),
              lastLogin: z.date().nullable(),
            }),
          ),
        },
      },
    },
    async () => repo.listUsers(),
  );

  app.get(
    "/api/admin/newsletter-subscribers",
    {
      schema: {
        summary: "Every newsletter subscriber, newest first",
        response: { 200: z.array(subscriberSchema) },
      },
    },
    async () => repo.listSubscribers(),
  );
};
