/**
 * The process's own Prometheus metrics (prom-client): what belongs to the Node process rather than
 * to one app instance, so it is counted once however many apps a process builds (tests build
 * many). Read together with each app's metrics by plugins/metrics.ts at every scrape.
 * - Node's default metrics (CPU, memory, event-loop lag, garbage collection, handles);
 * - `db_query_duration_seconds{operation}`: every SQL statement the app sends, timed at the driver
 *   (db/query-timing.ts), labelled by its first keyword only (never the text or the values);
 * - `backup_last_success_timestamp_seconds`: set by {@link recordBackupSuccess}.
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** The registry of the process's metrics (default metrics are added on first use). */
export const processRegistry = new Registry();

let defaultsCollected = false;

/**
 * Adds Node's default metrics to {@link processRegistry}, once per process (prom-client refuses
 * to register them twice). Called when an app with metrics is built, not at import, so scripts
 * that only import the database code start no event-loop monitor.
 */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}

const dbQueryDuration = new Histogram({
  name: "db_query_duration_seconds",
  help: "Time from sending an SQL statement to its answer, by kind of statement",
  labelNames: ["operation"] as const,
  // 0.5 ms (an indexed PGlite lookup) to 5 s (the pg connection timeout is 3 s).
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

const backupLastSuccess = new Gauge({
  name: "backup_last_success_timestamp_seconds",
  help: "Unix time of the last successful backup made by this process (0: none yet)",
  registers: [processRegistry],
});

const OPERATIONS = new Set(["select", "insert", "update", "delete", "with", "begin", "commit"]);

/**
 * The label of an SQL statement: its first keyword when it is a common one, else `other`, so the
 * label set stays small whatever SQL is sent (DDL, `rollback`, `set`, …).
 * @param text the statement, e.g. `select "id" from "users" where …`
 */
export function sqlOperation(text: string): string {
  const keyword = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? "";
  return OPERATIONS.has(keyword) ? keyword : "other";
}

/**
 * Records one statement's duration (db/query-timing.ts calls it for both drivers).
 * @param text the SQL text (only its first keyword is kept)
 * @param seconds time from sending it to its answer or error
 */
export function observeDbQuery(text: string, seconds: number): void {
  dbQueryDuration.observe({ operation: sqlOperation(text) }, seconds);
}

/**
 * Sets `backup_last_success_timestamp_seconds`, for the backup code to call when a backup has
 * been written completely. Alert on `time() - backup_last_success_timestamp_seconds` (a 0 means
 * this process has made none since it started).
 * @param at when the backup finished (now by default)
 */
export function recordBackupSuccess(at: Date = new Date()): void {
  backupLastSuccess.set(Math.floor(at.getTime() / 1000));
}
