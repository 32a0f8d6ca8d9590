/**
 * The admin console's CSV exports (spec section 7, "Export CSV", and the payroll export of
 * decision 0019): what each one reads and its columns, by name, so the same definition runs in
 * the request's thread (PGlite) or in an export worker with a connection of its own
 * (PostgreSQL; docs/decisions/0025-export-worker.md).
 */
import type { Readable } from "node:stream";
import type { z } from "zod";
import type {
  adminRequestExportQuerySchema,
  applicationExportQuerySchema,
} from "../../../domain/api/admin";
import type { TimesheetExportQuery } from "../../../domain/api/timesheet";
import { minutesToHours, overtimeByDay } from "../../../domain/timesheet";
import type { Database } from "../../db/client";
import { uploadedResume } from "../job-applications/resume";
import { timesheetsRepository } from "../timesheets/repository";
import { csvStream } from "./csv";
import { adminRepository } from "./repository";

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
