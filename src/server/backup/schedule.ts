/**
 * The server's own backups: with BACKUP_DIR and BACKUP_EVERY_HOURS set, a backup every so many
 * hours into BACKUP_DIR, keeping the newest BACKUP_KEEP. A failure is logged as an error and
 * kept as the status the admin overview shows until a later backup succeeds.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { recordBackupSuccess } from "../metrics";
import { ARCHIVE_NAME, type BackupResult, pruneBackups } from "./create";

/** What the admin overview shows about scheduled backups. */
export interface BackupStatus {
  everyHours: number;
  keep: number;
  /**
   * The newest archive: written since start-up, or found in BACKUP_DIR at start-up (its time is
   * read from its name); null when there is none.
   */
  lastSuccessAt: Date | null;
  /** Its absolute path. */
  lastFile: string | null;
  /** The last failure's message, or null when the latest attempt succeeded. */
  lastError: string | null;
  lastErrorAt: Date | null;
  nextAt: Date | null;
}

/** A running schedule. */
export interface BackupSchedule {
  status(): BackupStatus;
  /** Waits for a backup in progress, then stops the timer. */
  stop(): Promise<void>;
}

/** The time of the newest archive in `dir` from its name, or null. */
function newestArchive(dir: string): { name: string; at: Date } | null {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => ARCHIVE_NAME.test(name));
  } catch {
    return null;
  }
  const name = names.sort().at(-1);
  if (!name) return null;
  const stamp = name.slice("backup-".length, -".tar".length);
  const iso = stamp.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, "$1:$2:$3.$4Z");
  return { name, at: new Date(iso) };
}

/**
 * Starts the schedule. The first backup is due one period after the newest archive already in
 * `dir` (so restarts do not postpone backups forever), and never sooner than `firstDelayMs`
 * after start-up (start-up stays quick).
 * @param options.run takes one backup into the folder it is given (the server's serialised runner)
 */
export function startBackupSchedule(options: {
  dir: string;
  everyMs: number;
  everyHours: number;
  keep: number;
  run: (outDir: string) => Promise<BackupResult>;
  log: FastifyBaseLogger;
  firstDelayMs?: number;
}): BackupSchedule {
  const newest = newestArchive(options.dir);
  if (newest) recordBackupSuccess(newest.at);
  const status: BackupStatus = {
    everyHours: options.everyHours,
    keep: options.keep,
    lastSuccessAt: newest?.at ?? null,
    lastFile: newest ? path.join(options.dir, newest.name) : null,
    lastError: null,
    lastErrorAt: null,
    nextAt: null,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const plan = (delayMs: number) => {
    if (stopped) return;
    status.nextAt = new Date(Date.now() + delayMs);
    timer = setTimeout(() => {
      running = once().finally(() => {
        running = undefined;
        plan(options.everyMs);
      });
    }, delayMs);
    timer.unref();
  };

  const once = async () => {
    try {
      const result = await options.run(options.dir);
      const pruned = pruneBackups(options.dir, options.keep);
      status.lastSuccessAt = new Date(result.manifest.snapshotAt);
      // backup_last_success_timestamp_seconds on /metrics, for an alert on a stale backup.
      recordBackupSuccess(status.lastSuccessAt);
      status.lastFile = result.file;
      status.lastError = null;
      status.lastErrorAt = null;
      options.log.info({ file: result.file, pruned: pruned.length }, "backup written");
    } catch (error) {
      status.lastError = error instanceof Error ? error.message : String(error);
      status.lastErrorAt = new Date();
      options.log.error({ err: error, dir: options.dir }, "scheduled backup failed");
    }
  };

  const firstDelay = options.firstDelayMs ?? 60_000;
  const dueIn = newest ? newest.at.getTime() + options.everyMs - Date.now() : 0;
  plan(Math.max(firstDelay, dueIn));

  return {
    status: () => ({ ...status }),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      status.nextAt = null;
    },
  };
}
