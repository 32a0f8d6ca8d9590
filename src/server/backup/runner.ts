/**
 * One backup at a time in a process: the schedule and requests over the control socket share
 * this runner, so two snapshots never compete for the database or the disk.
 */
import type { DatabaseHandle } from "../db/client";
import { duringExpectedStall } from "../expected-stalls";
import { type BackupResult, createBackup } from "./create";

/** Takes backups of `database` and DATA_DIR's files, one after the other. */
export function createBackupRunner(database: DatabaseHandle, dataDir: string) {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    /**
     * Writes one archive into `outDir` once earlier backups have finished.
     * @throws what createBackup throws
     */
    run(outDir: string): Promise<BackupResult> {
      // The embedded database's copy holds the event loop: not overload (expected-stalls.ts).
      const next = queue.then(() =>
        duringExpectedStall(() => createBackup({ database, dataDir, outDir })),
      );
      queue = next.catch(() => {});
      return next;
    },
  };
}
