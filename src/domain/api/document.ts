/**
 * The worker-document resources (docs/decisions/0021-documents.md): a staff member's own
 * documents (/api/portal/documents), the agency's review list and actions (/api/admin/documents),
 * and the badges verified documents earn. The kinds, statuses and limits are in
 * `src/domain/document.ts`.
 */
import { badgeKinds, DOCUMENT_MAX_BYTES, documentKinds, documentStatuses } from "../document";
import { isoDaySchema } from "../staffing-request";
import { multiLine, singleLine } from "../text-fields";
import { z } from "../zod";
import { anyWhenEmpty, pageQuerySchema } from "./list-query";
import { timestamp } from "./timestamp";

export const DOCUMENT_KIND_MESSAGE = "Choose what kind of document this is";
export const DOCUMENT_FILE_MESSAGE = "Choose the file to upload";
export const DOCUMENT_TYPE_MESSAGE =
  "Upload the document as a PDF, JPEG or PNG file; this file's content is none of those";
export const DOCUMENT_DAMAGED_MESSAGE =
  "This file could not be read; it may be damaged or cut short. Save or scan it again as a PDF, JPEG or PNG file and upload it";
export const DOCUMENT_SIZE_MESSAGE = `The file must be ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB or smaller`;
export const DOCUMENT_EXPIRED_MESSAGE = "This document has already expired; upload the current one";
const NUMBER_MAX = 60;
const REASON_MESSAGE = "Say why the document is rejected; the worker reads it";

/**
 * The text fields of POST /api/portal/documents (multipart/form-data, beside the `file` part):
 * `kind`, `number` (optional) and `expiresOn` (`YYYY-MM-DD`, optional; empty means none).
 */
export const documentUploadFieldsSchema = z.object({
  kind: z.enum(documentKinds, { error: DOCUMENT_KIND_MESSAGE }),
  number: singleLine(
    z.string().trim().max(NUMBER_MAX, `The number must be at most ${NUMBER_MAX} characters`),
    "Number",
  )
    .nullish()
    .transform((value) => value || null),
  expiresOn: singleLine(isoDaySchema.or(z.literal("")), "Expiry date")
    .nullish()
    .transform((value) => value || null),
});
export type DocumentUploadFields = z.output<typeof documentUploadFieldsSchema>;

/** The body of POST /api/admin/documents/{id}/reject: why (mailed and shown to the worker). */
export const documentRejectSchema = z.object({
  reason: multiLine(
    z
      .string({ error: REASON_MESSAGE })
      .trim()
      .min(1, REASON_MESSAGE)
      .max(500, "The reason must be at most 500 characters"),
  ),
});

/**
 * A document as the API answers it. `status` is derived on every read (`expired` once the
 * expiry date has passed); `expiresInDays` counts America/New_York days to the expiry date
 * (negative once past, null without one). `staff` is sent to admins only.
 */
export const documentSchema = z.object({
  id: z.number(),
  kind: z.enum(documentKinds),
  number: z.string().nullable(),
  expiresOn: z.string().nullable(),
  expiresInDays: z.number().nullable(),
  originalName: z.string(),
  contentType: z.enum(["application/pdf", "image/jpeg", "image/png"]),
  sizeBytes: z.number(),
  status: z.enum(documentStatuses),
  reason: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  createdAt: timestamp,
  staff: z.object({ id: z.number(), fullName: z.string(), email: z.string() }).optional(),
});
export type WorkerDocument = z.input<typeof documentSchema>;

/**
 * Query of GET /api/admin/documents: a page (decision 0013) filtered by the status shown
 * (`pending` leaves out expired ones, `expired` is derived) and by worker.
 */
export const documentListQuerySchema = pageQuerySchema.extend({
  status: anyWhenEmpty(z.enum(documentStatuses)),
  staffId: anyWhenEmpty(z.coerce.number().int().min(1).max(2_147_483_647)),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

/** The verified, unexpired document kinds of a person that earn a badge, in display order. */
export const documentBadgesSchema = z.array(z.enum(badgeKinds));
