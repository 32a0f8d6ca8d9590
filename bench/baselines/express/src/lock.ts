/**
 * Copied from the product (src/server/db/lock.ts) so the peer stays self-contained: the same
 * lock file name, so the product and this peer never open one PGlite data directory at once.
 *
 * A lock file beside the embedded database. PGlite is single-connection: two processes writing
 * one data directory would corrupt it, so the second one refuses with a clear message.
 */
import fs from "node:fs";
import path from "node:path";

/** Thrown when another live process owns the data directory. */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `dir/../<name>.lock` for this process. A lock left by a process that no longer runs is
 * taken over.
 * @returns a function that releases the lock
 * @throws DataDirLockedError naming the pid that holds it
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockPath = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by process ${holder}. Stop that process first (only one process may open it at a time).`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dir}`);
}
