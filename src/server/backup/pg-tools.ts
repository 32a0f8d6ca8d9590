/**
 * Finds and runs PostgreSQL's client programs (pg_dump, pg_restore) for backups of a
 * PostgreSQL database. pg_dump refuses a server newer than itself, so the newest installed
 * version is preferred: Debian and Ubuntu keep each version in /usr/lib/postgresql/<major>/bin
 * (their /usr/bin entries are wrappers that pick a version by local cluster, not by the server
 * we talk to), other systems put one version on the PATH.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Thrown when a PostgreSQL program is missing or fails; the message says which and why. */
export class PgToolError extends Error {
  override name = "PgToolError";
}

const VERSIONED_ROOTS = ["/usr/lib/postgresql", "/usr/local/lib/postgresql"];
const OTHER_DIRS = ["/usr/local/pgsql/bin", "/opt/homebrew/bin", "/usr/local/bin", "/usr/bin"];

/**
 * The path of `tool` (`pg_dump` or `pg_restore`): the newest /usr/lib/postgresql/<major>/bin
 * copy, else the first one in the usual directories, else the bare name (found on the PATH when
 * it is run).
 */
export function findPgTool(tool: "pg_dump" | "pg_restore"): string {
  for (const root of VERSIONED_ROOTS) {
    let versions: string[] = [];
    try {
      versions = fs.readdirSync(root).filter((name) => /^\d+(\.\d+)?$/.test(name));
    } catch {
      continue;
    }
    versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    for (const version of versions) {
      const candidate = path.join(root, version, "bin", tool);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  for (const dir of OTHER_DIRS) {
    const candidate = path.join(dir, tool);
    if (fs.existsSync(candidate)) return candidate;
  }
  return tool;
}

/**
 * Runs a PostgreSQL program to completion.
 * @param args its arguments; a connection string among them is never echoed in errors
 * @throws PgToolError when it cannot be started (not installed) or exits with an error, with its
 *   last lines of stderr
 */
export function runPgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  const program = findPgTool(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new PgToolError(
          error.code === "ENOENT"
            ? `${tool} was not found (looked in /usr/lib/postgresql/*/bin and on the PATH): install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`
            : `${tool} could not be started: ${error.message}`,
        ),
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new PgToolError(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}
