/**
 * The admin console's CSV exports (spec section 7, "Export CSV"): what each one reads and its
 * columns, by name, so the same definition runs in the request's thread (PGlite) or in an export
 * worker with a connection of its own (PostgreSQL; docs/decisions/0025-export-worker.md).
 */
import type { Readable } from "node:stream";
import type { z } from "zod";
import type {
  adminRequestExportQuerySchema,
  applicationExportQuerySchema,
} from "../../../domain/api/admin";
import type { Database } from "../../db/client";
import { RESUME_UPLOAD_PREFIX } from "../job-applications/resume";
import { csvStream } from "./csv";
import { adminRepository } from "./repository";

/**
 * The stored file of an uploaded résumé, relative to `DATA_DIR/uploads` (`resumes/<file>`), or
 * null when `resumeUrl` is the applicant's link or absent.
 */
export function uploadedResume(resumeUrl: string | null): string | null {
  return resumeUrl?.startsWith(RESUME_UPLOAD_PREFIX)
    ? resumeUrl.slice(RESUME_UPLOAD_PREFIX.length)
    : null;
}

/** The query of each export, as its route validated it (plain data: it crosses to a worker). */
export interface CsvExportQueries {
  "staffing-requests": z.output<typeof adminRequestExportQuerySchema>;
  "job-applications": z.output<typeof applicationExportQuerySchema>;
}
export type CsvExportName = keyof CsvExportQueries;

/**
 * Each export: the file's text (BOM, header, then one batch of rows at a time; `csvStream`) for
 * a validated query, read from `db`.
 */
export const csvExports: {
  [N in CsvExportName]: (db: Database, query: CsvExportQueries[N]) => Readable;
} = {
  "staffing-requests": (db, { sort, ...filters }) =>
    csvStream(adminRepository(db).eachRequestBatch(filters, sort), [
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
    ]),
  "job-applications": (db, { sort, ...filters }) =>
    csvStream(adminRepository(db).eachApplicationBatch(filters, sort), [
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
      ["Résumé", (r) => (uploadedResume(r.resumeUrl) !== null ? "uploaded" : r.resumeUrl)],
      ["Additional information", (r) => r.additionalInfo],
    ]),
};
