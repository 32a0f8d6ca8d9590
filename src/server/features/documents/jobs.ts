/**
 * The document reminders' timer (docs/decisions/0021-documents.md): runs
 * `documentsService(...).runReminders()` now and every HOUSEKEEPING_EVERY_MINUTES (a reminder is
 * due on a calendar day, so an hourly check is in time) — the worker and the agency are e-mailed
 * 30 and 7 days before a verified document expires. Safe with several instances on one database:
 * each reminder is claimed with one UPDATE … WHERE not yet sent … RETURNING, so it goes once.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { type Periodic, startPeriodic } from "../periodic";
import { type DocumentSettings, documentsService } from "./service";

/**
 * Starts the timer (nothing when `everyMs` is 0; see startPeriodic).
 * @returns `stop()`, which clears the timer and waits for a run in progress
 */
export function startDocumentReminders(options: {
  db: Database;
  settings: DocumentSettings;
  everyMs: number;
  log: FastifyBaseLogger;
}): Periodic {
  const service = documentsService(options.db, options.settings);
  return startPeriodic({
    run: () => service.runReminders(),
    everyMs: options.everyMs,
    log: options.log,
    logKey: "documentReminders",
    message: "document expiry reminders sent",
    failure: "document expiry reminders failed; will retry",
  });
}
