/**
 * Server processes for the benchmarks: our built server (`node dist/server/index.js` with
 * `SERVER_NODE_FLAGS`, what `npm start` runs) or a peer (any command, in its own directory), each a child process on a free
 * port in a process group of its own (stopping it stops whatever it started, e.g. npm → node),
 * optionally pinned to a core, with its output in a log file, its start-up time (spawn to the
 * first 200 of the ready path) and its resident memory.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../src/server/node-flags";
import { processCpuMs } from "./cpu";
import { root } from "./env";
import { freePort } from "./net";
import { pinned } from "./pin";

export const serverEntry = path.join(root, "dist/server/index.js");

/** Builds the product when dist/ is missing or older than the sources (scripts/ensure-build.mjs). */
export function ensureBuild(): void {
  const result = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", "(await import('./scripts/ensure-build.mjs')).ensureBuild()"],
    { cwd: root, stdio: "inherit" },
  );
  if (result.status !== 0 || !fs.existsSync(serverEntry)) {
    throw new Error("the build failed (npm run build)");
  }
}

export interface ServerHandle {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first successful answer of the ready path. */
  startupMs: number;
  /** Resident memory now and its peak (VmRSS, VmHWM from /proc/<pid>/status), in MiB. */
  memory(): { rssMiB: number; peakRssMiB: number };
  /** CPU time (user + system) the process has used so far, in milliseconds. */
  cpuMs(): number;
  /** The end of the log (for error messages). */
  output(): string;
  /**
   * Keeps the log file after {@link stop} (which otherwise deletes it) and returns its path: for
   * a turn with errors, whose cause (a 503's ceiling, an exception) only the log says.
   */
  keepLog(): string;
  /** SIGTERM, then wait for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /** Arguments to `node` (script first). */
  args: string[];
  env: Record<string, string>;
  /** A core to pin the server to (taskset, when lib/pin.ts allows). */
  cpu?: number;
  /** Path answered with 200 once the server can serve (our /readyz). */
  readyPath: string;
  /** How often to poll the ready path, ms (small for the start-up benchmark). */
  pollMs?: number;
  port?: number;
}

function readStatus(pid: number): { rssMiB: number; peakRssMiB: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rssMiB: kib("VmRSS") / 1024, peakRssMiB: kib("VmHWM") / 1024 };
}

/** Sends `name` to the child's process group (itself and what it started). */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, name);
  } catch {
    child.kill(name);
  }
}

/** Spawns a Node server and resolves once its ready path answers 200. */
export function spawnNodeServer(options: SpawnOptions): Promise<ServerHandle> {
  const { args, ...rest } = options;
  return spawnServer({ ...rest, command: [process.execPath, ...args], cwd: root });
}

export interface CommandOptions extends Omit<SpawnOptions, "args"> {
  /** The command and its arguments (argv, no shell). */
  command: string[];
  /** Its working directory. */
  cwd: string;
}

/**
 * Spawns a server command (env: PATH, HOME, PORT, HOST=127.0.0.1 and `env`) and resolves once its
 * ready path answers 200.
 * @throws when it exits or does not answer within 60 s (with the end of its log)
 */
export async function spawnServer(options: CommandOptions): Promise<ServerHandle> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-log-"));
  const logFile = path.join(logDir, "server.log");
  const log = fs.openSync(logFile, "w");
  const started = performance.now();
  const [command, ...args] = (
    options.cpu === undefined ? options.command : pinned(options.command, options.cpu)
  ) as [string, ...string[]];
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? "",
      ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      ...options.env,
    },
    // Logs go to a file, as they would to a log collector: written, not thrown away.
    stdio: ["ignore", log, log],
    // Its own process group, so stop() reaches what it started (npm → sh → node).
    detached: true,
  });
  fs.closeSync(log);
  const output = () => {
    try {
      return fs.readFileSync(logFile, "utf8").slice(-4000);
    } catch {
      return "";
    }
  };
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const pollMs = options.pollMs ?? 50;
  for (;;) {
    if (exited) throw new Error(`the server exited during start-up:\n${output()}`);
    if (performance.now() - started > 60_000) {
      signal(child, "SIGKILL");
      throw new Error(`the server did not start within 60 s:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}${options.readyPath}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const startupMs = performance.now() - started;
  const pid = child.pid as number;
  let keep = false;
  return {
    url,
    pid,
    startupMs,
    memory: () => readStatus(pid),
    cpuMs: () => processCpuMs(pid),
    output,
    keepLog() {
      keep = true;
      return logFile;
    },
    async stop() {
      if (exited) return;
      signal(child, "SIGTERM");
      const timer = setTimeout(() => signal(child, "SIGKILL"), 15_000);
      await exit;
      clearTimeout(timer);
      // Tens of MB per run at LOG_LEVEL=info; kept only when the server fails to start or a
      // turn asked for it (keepLog).
      if (!keep) fs.rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/**
 * Our built server with the production defaults (the Node flags of `npm start`, LOG_LEVEL info,
 * mail worker on; `nodeArgs` come after the flags, so a later one overrides), the limits on
 * sign-in and registration raised so the benchmark can sign in as often as it needs.
 * @param db `{ dataDir }` for PGlite (DATA_DIR) or `{ databaseUrl, dataDir }` for PostgreSQL
 */
export async function startOurServer(
  db: { dataDir: string; databaseUrl?: string | undefined },
  options: {
    env?: Record<string, string>;
    pollMs?: number;
    nodeArgs?: string[];
    /** A core to pin it to (lib/pin.ts). */
    cpu?: number;
  } = {},
): Promise<ServerHandle> {
  const port = await freePort();
  return spawnNodeServer({
    args: [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), serverEntry],
    port,
    env: {
      NODE_ENV: "production",
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_LOGIN_PER_15_MIN: "100000",
      RATE_LIMIT_REGISTER_PER_HOUR: "100000",
      ...options.env,
    },
    readyPath: "/readyz",
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.cpu !== undefined ? { cpu: options.cpu } : {}),
  });
}

/** A new empty folder under the system's temp folder. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
