/**
 * The peers of the API comparison: every `bench/baselines/<dir>/peer.json` (the contract in
 * bench/README.md), or those named in BENCH_PEERS (comma-separated directory names, in that
 * order). For each: install its own dependencies from its own lock file when `node_modules` is
 * missing or older than the lock (`npm ci`, falling back to `npm install` when npm ci refuses the
 * lock), run its `build` once per benchmark, start it (pinned like our server), and run its
 * `setup` (stdin: the users and password; stdout: one Cookie header value per user).
 * Errors: a peer that fails to install, build, start or set up throws with its output.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./env";
import { type ServerHandle, spawnServer } from "./server";

export type DatabaseKind = "pglite" | "postgres";

export interface PeerConfig {
  label: string;
  build?: string[];
  start: string[];
  setup: string[];
  databases: DatabaseKind[];
}

export interface Peer extends PeerConfig {
  /** The directory name (nextjs, hono, express, ...). */
  name: string;
  dir: string;
}

/** The user list a peer's setup reads on stdin. */
export interface PeerUser {
  id: number;
  username: string;
  email: string;
  role: string;
}

const baselines = path.join(root, "bench/baselines");

/** Known peers first, in the issue's order (1 Next.js, 2 Hono, 3 Express, 4 tuned Express). */
const ORDER = ["nextjs", "hono", "express", "express-tuned"];

function readConfig(dir: string): PeerConfig {
  const file = path.join(dir, "peer.json");
  const config = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<PeerConfig>;
  const argv = (value: unknown) =>
    Array.isArray(value) && value.length > 0 && value.every((part) => typeof part === "string");
  if (typeof config.label !== "string" || !argv(config.start) || !argv(config.setup)) {
    throw new Error(`${file}: needs "label", "start" and "setup" (argv arrays)`);
  }
  if (config.build !== undefined && !argv(config.build)) {
    throw new Error(`${file}: "build" must be an argv array`);
  }
  const databases = (config.databases ?? ["postgres"]).filter(
    (kind): kind is DatabaseKind => kind === "pglite" || kind === "postgres",
  );
  return {
    label: config.label,
    ...(config.build ? { build: config.build } : {}),
    start: config.start as string[],
    setup: config.setup as string[],
    databases,
  };
}

/** The peers to run: BENCH_PEERS, or every directory with a peer.json. */
export function discoverPeers(selection = process.env.BENCH_PEERS): Peer[] {
  const wanted = selection
    ?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const all = fs.existsSync(baselines)
    ? fs
        .readdirSync(baselines)
        .filter((name) => fs.existsSync(path.join(baselines, name, "peer.json")))
    : [];
  if (wanted) {
    const missing = wanted.filter((name) => !all.includes(name));
    if (missing.length > 0) {
      throw new Error(`BENCH_PEERS: no bench/baselines/<dir>/peer.json for ${missing.join(", ")}`);
    }
  }
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  const names = wanted ?? all.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return names.map((name) => {
    const dir = path.join(baselines, name);
    return { name, dir, ...readConfig(dir) };
  });
}

/** Whether the peer named `name` is missing its peer.json (for a clear "skipped" line). */
export function hasPeer(name: string): boolean {
  return fs.existsSync(path.join(baselines, name, "peer.json"));
}

function run(argv: string[], cwd: string, what: string): void {
  const [command, ...args] = argv as [string, ...string[]];
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (${result.status ?? result.signal}):\n${`${result.stdout}\n${result.stderr}`.slice(-4000)}`,
    );
  }
}

/**
 * Installs the peer's dependencies from its own lock file when node_modules is missing or older
 * than package-lock.json, then runs its build (call once per benchmark).
 */
export function preparePeer(peer: Peer): void {
  const lock = path.join(peer.dir, "package-lock.json");
  const modules = path.join(peer.dir, "node_modules");
  const stale =
    !fs.existsSync(modules) ||
    (fs.existsSync(lock) && fs.statSync(modules).mtimeMs < fs.statSync(lock).mtimeMs);
  if (stale) {
    console.log(`api: installing ${peer.name} (npm ci)`);
    try {
      run(["npm", "ci", "--no-audit", "--no-fund"], peer.dir, `${peer.name}: npm ci`);
    } catch (error) {
      console.warn(
        `api: ${peer.name}: npm ci refused, npm install instead: ${(error as Error).message.split("\n")[0]}`,
      );
      run(["npm", "install", "--no-audit", "--no-fund"], peer.dir, `${peer.name}: npm install`);
    }
    // npm leaves the folder's own time alone when little changed: mark it fresh.
    const now = new Date();
    fs.utimesSync(modules, now, now);
  }
  if (peer.build) {
    console.log(`api: building ${peer.name} (${peer.build.join(" ")})`);
    run(peer.build, peer.dir, `${peer.name}: ${peer.build.join(" ")}`);
  }
}

/** The database a peer runs on: a PostgreSQL URL, or a PGlite data directory (DATA_DIR). */
export type PeerDatabase = { databaseUrl: string } | { dataDir: string };

function databaseEnv(db: PeerDatabase): Record<string, string> {
  return "databaseUrl" in db ? { DATABASE_URL: db.databaseUrl } : { DATA_DIR: db.dataDir };
}

/** Starts the peer (production mode, pinned to `cpu`) and waits for its /readyz. */
export function startPeer(peer: Peer, db: PeerDatabase, cpu?: number): Promise<ServerHandle> {
  return spawnServer({
    command: peer.start,
    cwd: peer.dir,
    env: { NODE_ENV: "production", ...databaseEnv(db) },
    readyPath: "/readyz",
    ...(cpu !== undefined ? { cpu } : {}),
  });
}

/**
 * Runs the peer's setup against the started peer and returns one Cookie header value per user.
 * Asynchronous on purpose: while a synchronous child runs, this process cannot see the peer close
 * an idle keep-alive connection (from polling /readyz), and the next request on it fails.
 * @throws when it fails, prints no JSON, or returns a different number of cookies
 */
export async function setupPeer(
  peer: Peer,
  db: PeerDatabase,
  baseUrl: string,
  users: PeerUser[],
  password: string,
): Promise<string[]> {
  const [command, ...args] = peer.setup as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: peer.dir,
    env: {
      PATH: process.env.PATH ?? "",
      ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      NODE_ENV: "production",
      BASE_URL: baseUrl,
      ...databaseEnv(db),
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  child.stdin.end(JSON.stringify({ users, password }));
  const timer = setTimeout(() => child.kill("SIGKILL"), 600_000);
  const status = await new Promise<number | null>((resolve) =>
    child.once("close", (code) => resolve(code)),
  );
  clearTimeout(timer);
  const output = `${stdout}\n${stderr}`.slice(-4000);
  if (status !== 0) throw new Error(`${peer.name} setup failed (${status}):\n${output}`);
  const text = stdout.trim();
  // One JSON object on stdout; tolerate log lines before it.
  const candidates = [text, ...text.split("\n").reverse()];
  for (const candidate of candidates) {
    let parsed: { cookies?: unknown };
    try {
      parsed = JSON.parse(candidate) as { cookies?: unknown };
    } catch {
      continue;
    }
    const cookies = parsed?.cookies;
    if (Array.isArray(cookies) && cookies.every((c) => typeof c === "string" && c.length > 0)) {
      if (cookies.length !== users.length) {
        throw new Error(
          `${peer.name} setup returned ${cookies.length} cookies for ${users.length} users`,
        );
      }
      return cookies as string[];
    }
  }
  throw new Error(`${peer.name} setup printed no { "cookies": [...] }:\n${output}`);
}
