/**
 * Worker documents over HTTP (docs/decisions/0021-documents.md; rules in service.ts):
 * - staff (`/api/portal/documents`): list their own, upload one as `multipart/form-data`
 *   (`kind`, `number`?, `expiresOn`?, `file`: PDF, JPEG or PNG up to 10 MB, checked by content:
 *   415 for anything else, 413 past the size), delete their own (another's: 404);
 * - admins (`/api/admin/documents`): the review list (paged, by status and worker), the file as
 *   an attachment, verify, reject with a reason.
 * Property managers get 403 on every documents endpoint, admins on the staff ones and staff on
 * the admin ones: managers never see documents, only the badges (assignments routes).
 */
import fs from "node:fs";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DOCUMENT_FILE_MESSAGE,
  DOCUMENT_SIZE_MESSAGE,
  documentListQuerySchema,
  documentRejectSchema,
  documentSchema,
  documentUploadFieldsSchema,
} from "../../../domain/api/document";
import { pageQuerySchema } from "../../../domain/api/list-query";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import { DOCUMENT_MAX_BYTES } from "../../../domain/document";
import { currentUser, requireRole } from "../../plugins/auth";
import { beforeRefusingBody } from "../../plugins/drain";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { cursorOf, pageHeadersDescription, sendPage } from "../../plugins/paging";
import { fileResponse } from "../admin/file-replies";
import { parseMultipart, type UploadedFile } from "../job-applications/resume";
import { documentContentTypes } from "./files";
import { type DocumentRefusal, documentsService } from "./service";

/** Largest multipart body of an upload: the file plus generous room for the fields. */
export const DOCUMENT_MULTIPART_MAX_BYTES = DOCUMENT_MAX_BYTES + 256 * 1024;

/** The file of each multipart request, set by the content-type parser. */
const uploadedFiles = new WeakMap<FastifyRequest, UploadedFile>();

/** The service with the app's settings. */
const serviceOf = (app: Parameters<FastifyPluginAsyncZod>[0]) =>
  documentsService(app.db, {
    dataDir: app.config.dataDir,
    publicUrl: app.config.publicUrl,
    agencyNotifyEmail: app.config.agencyNotifyEmail,
  });

/** The value of an `ok` result, else throws its refusal as an HTTP error. */
function okOrThrow<T>(result: { ok: true; document: T } | DocumentRefusal): T {
  if ("ok" in result) return result.document;
  throw new HttpError(result.refused, result.message, result.fields);
}

/** The staff side: my documents, upload, delete. */
export const portalDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);
  app.addHook("preHandler", requireRole("staff"));
  documentArea(app, { tag: "documents", signedIn: true });

  // Only this plugin's routes accept multipart bodies, and only up to one document's size.
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: DOCUMENT_MULTIPART_MAX_BYTES },
    async (request: FastifyRequest, body: Buffer) => {
      const { fields, file } = await parseMultipart(
        body,
        String(request.headers["content-type"] ?? ""),
      );
      if (file) uploadedFiles.set(request, file);
      return fields;
    },
  );

  app.get(
    "/api/portal/documents",
    {
      schema: {
        summary: "My documents, newest first (staff only)",
        description: pageHeadersDescription,
        querystring: pageQuerySchema,
        response: { 200: z.array(documentSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { page, total } = await service.list(
        service.scopeOf(user),
        request.query,
        cursorOf(request.query),
      );
      return sendPage(request, reply, page, total);
    },
  );

  app.post(
    "/api/portal/documents",
    {
      async errorHandler(error, request, reply) {
        // Fastify refuses a body over the parser's limit before reading it: say why in words.
        if (error.code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw error;
        // Closing while the client still sends would reset the connection, the answer unread.
        await beforeRefusingBody(request, reply);
        throw new HttpError(413, DOCUMENT_SIZE_MESSAGE, { file: DOCUMENT_SIZE_MESSAGE });
      },
      schema: {
        summary:
          "Upload a certificate, licence or ID (multipart/form-data: kind, number, expiresOn, file; PDF, JPEG or PNG up to 10 MB, checked by content)",
        consumes: ["multipart/form-data"],
        body: documentUploadFieldsSchema,
        response: { 201: documentSchema },
      },
    },
    async (request, reply) => {
      const file = uploadedFiles.get(request);
      if (!file) throw new HttpError(400, DOCUMENT_FILE_MESSAGE, { file: DOCUMENT_FILE_MESSAGE });
      const document = okOrThrow(await service.upload(currentUser(request), request.body, file));
      return reply.status(201).send(document);
    },
  );

  app.delete(
    "/api/portal/documents/:id",
    {
      schema: {
        summary: "Delete one of my documents and its file",
        params: idPathParamsSchema,
        response: { 204: z.null().describe("Deleted") },
      },
    },
    async (request, reply) => {
      const removed = await service.remove(currentUser(request), request.params.id);
      if (!removed) throw notFound("Document not found");
      return reply.status(204).send(null);
    },
  );
};

/** The agency's side: the review list, downloads, verify and reject. */
export const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);
  app.addHook("preHandler", requireRole("admin"));
  documentArea(app, { tag: "documents", signedIn: true });

  app.get(
    "/api/admin/documents",
    {
      schema: {
        summary:
          "Every worker's documents, filtered by the status shown (`pending`, `verified`, `rejected`, `expired`) and worker",
        description: pageHeadersDescription,
        querystring: documentListQuerySchema,
        response: { 200: z.array(documentSchema) },
      },
    },
    async (request, reply) => {
      const { page, total } = await service.list(
        { kind: "all" },
        request.query,
        cursorOf(request.query),
      );
      return sendPage(request, reply, page, total);
    },
  );

  app.get(
    "/api/admin/documents/:id/file",
    {
      schema: {
        summary: "Download a document's file (as an attachment; never served publicly)",
        params: idPathParamsSchema,
        response: {
          200: fileResponse(
            "The uploaded file, as an attachment",
            Object.values(documentContentTypes),
          ),
        },
      },
    },
    async (request, reply) => {
      const file = await service.file(request.params.id);
      if (!file) throw notFound("Document not found");
      if (!fs.existsSync(file.path)) throw notFound("The document's file is missing");
      reply.headers({
        "content-type": file.contentType,
        "content-length": String(file.sizeBytes),
        "content-disposition": `attachment; filename="${file.name}"`,
        "x-content-type-options": "nosniff",
      });
      // A stream is sent as it is: the documented string schema describes the file's bytes.
      return reply.send(fs.createReadStream(file.path) as never);
    },
  );

  app.post(
    "/api/admin/documents/:id/verify",
    {
      schema: {
        summary: "Verify a document: the worker is told in the app and by e-mail",
        params: idPathParamsSchema,
        response: { 200: documentSchema },
      },
    },
    async (request) =>
      okOrThrow(await service.review(currentUser(request), request.params.id, "verified", null)),
  );

  app.post(
    "/api/admin/documents/:id/reject",
    {
      schema: {
        summary: "Reject a document with a reason: the worker is told in the app and by e-mail",
        params: idPathParamsSchema,
        body: documentRejectSchema,
        response: { 200: documentSchema },
      },
    },
    async (request) =>
      okOrThrow(
        await service.review(
          currentUser(request),
          request.params.id,
          "rejected",
          request.body.reason,
        ),
      ),
  );
};
