/**
 * PostgreSQL for the benchmarks: a throwaway PostgreSQL cluster started like `.ci/run` does
 * (initdb and pg_ctl from the newest /usr/lib/postgresql/<version>/bin, as the `postgres` user
 * when we are root, trust authentication, a free port, a socket in its own folder), or the server
 * named by BENCH_DATABASE_URL. Each benchmark creates its own databases and drops them after.
 * A cluster the bench starts can be pinned to a core (lib/pin.ts); `postmasterPid` finds the
 * server's main process (through a backend's parent in /proc) so the CPU time of all its
 * processes can be read (lib/cpu.ts), for a local server only.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parentPid, treeCpuMs } from "./cpu";
import { benchDatabaseUrl } from "./env";
import { freePort } from "./net";
import { pinned } from "./pin";

export interface PostgresServer {
  /** Version string reported by the server. */
  version: string;
  /**
   * Creates an empty database (or a copy of `template`, which must have no connections) and
   * returns its connection string.
   */
  createDatabase(name: string, template?: string): Promise<string>;
  /** The postmaster's pid when the server runs on this machine (its /proc is readable). */
  postmasterPid(): Promise<number | undefined>;
  /** Drops a database created by createDatabase (closing its connections first). */
  dropDatabase(name: string): Promise<void>;
  /** Stops the throwaway cluster and removes its files (no-op for BENCH_DATABASE_URL). */
  stop(): Promise<void>;
}

function pgBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    throw new Error(
      "PostgreSQL is not installed (apt-get install postgresql), and BENCH_DATABASE_URL is not set",
    );
  }
  return path.join(base, newest, "bin");
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (it refuses to run as root). */
function pgTool(bin: string, tool: string, args: string[], cpu?: number): void {
  const isRoot = process.getuid?.() === 0;
  const argv = isRoot
    ? ["runuser", "-u", "postgres", "--", path.join(bin, tool), ...args]
    : [path.join(bin, tool), ...args];
  // The postmaster inherits the CPU affinity of pg_ctl, and every backend the postmaster's.
  const [cmd, ...rest] = (cpu === undefined ? argv : pinned(argv, cpu)) as [string, ...string[]];
  execFileSync(cmd, rest, { stdio: ["ignore", "ignore", "pipe"] });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminClient(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

function server(adminUrl: string, stop: () => Promise<void>, version: string): PostgresServer {
  return {
    version,
    async createDatabase(name, template) {
      const client = await adminClient(adminUrl);
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
      } finally {
        await client.end();
      }
      return withDatabase(adminUrl, name);
    },
    async dropDatabase(name) {
      const client = await adminClient(adminUrl);
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
    async postmasterPid() {
      const client = await adminClient(adminUrl);
      try {
        const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
        const backend = rows[0]?.pid;
        const postmaster = backend ? parentPid(backend) : undefined;
        // A remote server's backend pid means nothing here (or is another process).
        if (!postmaster || treeCpuMs(postmaster) === undefined) return undefined;
        try {
          const name = fs.readFileSync(`/proc/${postmaster}/comm`, "utf8").trim();
          return name.startsWith("postgres") ? postmaster : undefined;
        } catch {
          return undefined;
        }
      } finally {
        await client.end();
      }
    },
    stop,
  };
}

async function versionOf(url: string): Promise<string> {
  const client = await adminClient(url);
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting($1) as v", [
      "server_version",
    ]);
    return `PostgreSQL ${rows[0]?.v ?? "?"}`;
  } finally {
    await client.end();
  }
}

/**
 * Starts a throwaway cluster (default settings but for the port and socket; pinned to
 * `options.cpu` if given), or connects to BENCH_DATABASE_URL (never pinned).
 */
export async function startPostgres(options: { cpu?: number } = {}): Promise<PostgresServer> {
  if (benchDatabaseUrl) {
    return server(benchDatabaseUrl, async () => {}, await versionOf(benchDatabaseUrl));
  }
  const bin = pgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  pgTool(bin, "initdb", ["-D", data, "--auth=trust", "-U", "postgres", "--no-sync"]);
  pgTool(
    bin,
    "pg_ctl",
    [
      "-D",
      data,
      "-w",
      "-l",
      path.join(dir, "log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      "start",
    ],
    options.cpu,
  );
  const stop = async () => {
    try {
      pgTool(bin, "pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    return server(adminUrl, stop, await versionOf(adminUrl));
  } catch (error) {
    await stop();
    throw error;
  }
}
