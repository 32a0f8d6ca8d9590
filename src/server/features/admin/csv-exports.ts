/**
 * The admin console's CSV exports (spec section 7, "Export CSV", and the payroll export of
 * decision 0019): what each one reads and its columns, by name.
 * - The request export's records are written by the database and read in the request's thread:
 *   by COPY on PostgreSQL, by keyset on PGlite (docs/decisions/0026-requests-export-in-sql.md).
 * - The application and payroll exports are formatted here, so the same definition runs in the
 *   request's thread (PGlite) or in an export worker with a connection of its own (PostgreSQL;
 *   docs/decisions/0025-export-worker.md).
 */
import type { Readable } from "node:stream";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  adminRequestExportQuerySchema,
  applicationExportQuerySchema,
} from "../../../domain/api/admin";
import type { TimesheetExportQuery } from "../../../domain/api/timesheet";
import { minutesToHours, overtimeByDay } from "../../../domain/timesheet";
import type { Database } from "../../db/client";
import { copyTextColumn } from "../../db/copy";
import { properties, staffingRequests, users } from "../../db/schema";
import { uploadedResume } from "../job-applications/resume";
import { timesheetsRepository } from "../timesheets/repository";
import { csvHeader, csvStream, csvTextStream } from "./csv";
import { csvDateCell, csvIntegerCell, csvRecord, csvTextCell, csvTimestampCell } from "./csv-sql";
import { adminRepository } from "./repository";

/** `application_name` of the connection a CSV export reads through on PostgreSQL. */
export const EXPORT_APPLICATION_NAME = "csv-export";

/**
 * The request export's columns: the header and the cell the database writes (./csv-sql.ts), the
 * property and the owner's account left-joined (`adminRepository().requestLines`).
 */
const requestColumns: [header: string, cell: SQL<string>][] = [
  ["ID", csvIntegerCell(staffingRequests.id)],
  ["Created", csvTimestampCell(staffingRequests.createdAt)],
  ["Status", csvTextCell(staffingRequests.status)],
  ["Staff type", csvTextCell(staffingRequests.staffType)],
  ["Company", csvTextCell(staffingRequests.companyName)],
  ["Contact", csvTextCell(staffingRequests.contactName)],
  ["Email", csvTextCell(staffingRequests.email)],
  ["Property", csvTextCell(properties.name)],
  ["City", csvTextCell(properties.city)],
  ["Start date", csvDateCell(staffingRequests.startDate)],
  ["End date", csvDateCell(staffingRequests.endDate)],
  ["Details", csvTextCell(staffingRequests.details)],
  ["Account", csvTextCell(sql`coalesce(${users.fullName}, 'Public form')`)],
  ["Updated", csvTimestampCell(staffingRequests.updatedAt)],
];

/**
 * The request export's records for a validated query, written by the database
 * (`adminRepository().requestLines`: by keyset, or the statement for COPY).
 */
export function requestExportLines(
  db: Database,
  { sort, ...filters }: CsvExportQueries["staffing-requests"],
) {
  return adminRepository(db).requestLines(
    filters,
    sort,
    csvRecord(requestColumns.map(([, cell]) => cell)),
  );
}

/**
 * The request export's planner setting on PostgreSQL: read in the list's order through its
 * indexes, as the admin list does, so the first rows leave at once and nothing is sorted. Left to
 * itself, the planner reads all 1,000,000 requests of the busy agency by a parallel sequential
 * scan and sorts them (about 300 MB of temporary files) before the first byte; a filter it finds
 * selective (a work order) still uses its index and a small sort (decision 0026).
 */
export const REQUEST_EXPORT_SETTINGS = ["enable_seqscan = off"];

/**
 * The staffing request export (spec section 7, "Export CSV") for a validated query: each record
 * written by the database (docs/decisions/0026-requests-export-in-sql.md), read in the request's
 * thread, one batch after the client has taken the previous one.
 * @param databaseUrl PostgreSQL's connection string: the records are read as bytes by COPY on a
 *   connection of its own ({@link EXPORT_APPLICATION_NAME}); undefined (PGlite, or a reader of
 *   `db` by keyset): by keyset through `db`
 * @returns the file's bytes; the stream fails with "The CSV export failed: …" when reading fails
 */
export function staffingRequestsCsv(
  db: Database,
  databaseUrl: string | undefined,
  query: CsvExportQueries["staffing-requests"],
): Readable {
  const lines = requestExportLines(db, query);
  async function* records() {
    try {
      if (!databaseUrl) return yield* lines.batches();
      yield* copyTextColumn(
        databaseUrl,
        EXPORT_APPLICATION_NAME,
        lines.statement,
        REQUEST_EXPORT_SETTINGS,
      );
    } catch (error) {
      throw new Error(`The CSV export failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  return csvTextStream(csvHeader(requestColumns.map(([header]) => header)), records());
}

/** Columns of the payroll and billing export: one row per worker per day with hours. */
interface PayrollRow {
  worker: string;
  property: string;
  client: string | null;
  date: string;
  start: string;
  end: string;
  breakMinutes: number;
  hours: number;
  overtimeHours: number;
  billRate: number | null;
  payRate: number | null;
  status: string;
  weekStart: string;
}

/**
 * The payroll export's rows, one per worker per day with hours, a batch of timesheets at a time,
 * with each day's FLSA overtime counted over the worker's whole week (every timesheet of it, not
 * only those the filters keep).
 */
async function* payrollRows(
  db: Database,
  query: TimesheetExportQuery,
): AsyncGenerator<PayrollRow[]> {
  const repo = timesheetsRepository(db);
  for await (const batch of repo.exportBatches(query)) {
    const out: PayrollRow[] = [];
    const overtime = overtimeByDay(
      await repo.workerWeekDays(
        batch.rows.map((sheet) => ({ staffId: sheet.staffId, weekStart: sheet.weekStart })),
      ),
    );
    for (const sheet of batch.rows) {
      for (const day of batch.days.filter((d) => d.timesheetId === sheet.id)) {
        out.push({
          worker: sheet.staffName,
          property: sheet.propertyName,
          client: sheet.clientName,
          date: day.date,
          start: day.startTime,
          end: day.endTime,
          breakMinutes: day.breakMinutes,
          hours: minutesToHours(day.minutes),
          overtimeHours: minutesToHours(overtime.get(`${sheet.id}:${day.date}`) ?? 0),
          billRate: sheet.billRateCents === null ? null : sheet.billRateCents / 100,
          payRate: sheet.payRateCents === null ? null : sheet.payRateCents / 100,
          status: sheet.lockedAt ? `${sheet.status} (locked)` : sheet.status,
          weekStart: sheet.weekStart,
        });
      }
    }
    yield out;
  }
}

/** The query of each export, as its route validated it (plain data: it crosses to a worker). */
export interface CsvExportQueries {
  "staffing-requests": z.output<typeof adminRequestExportQuerySchema>;
  "job-applications": z.output<typeof applicationExportQuerySchema>;
  timesheets: TimesheetExportQuery;
}
export type CsvExportName = keyof CsvExportQueries;

/**
 * Each export: the file's text (BOM, header, then one batch of rows at a time; `csvStream`) for
 * a validated query, read from `db`.
 */
export const csvExports: {
  [N in CsvExportName]: (db: Database, query: CsvExportQueries[N]) => Readable;
} = {
  "staffing-requests": (db, query) => staffingRequestsCsv(db, undefined, query),
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
  timesheets: (db, query) =>
    csvStream(payrollRows(db, query), [
      ["Worker", (r) => r.worker],
      ["Property", (r) => r.property],
      ["Client", (r) => r.client],
      ["Date", (r) => r.date],
      ["Start", (r) => r.start],
      ["End", (r) => r.end],
      ["Break (minutes)", (r) => r.breakMinutes],
      ["Hours", (r) => r.hours],
      ["Overtime hours", (r) => r.overtimeHours],
      ["Bill rate ($/h)", (r) => r.billRate],
      ["Pay rate ($/h)", (r) => r.payRate],
      ["Status", (r) => r.status],
      ["Week starting", (r) => r.weekStart],
    ]),
};
