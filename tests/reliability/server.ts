/**
 * The built server (dist/server/index.js, what `npm start` runs) as a child process the
 * reliability tests can kill -9, SIGTERM and restart, plus a small HTTP client that keeps the
 * session cookie. Unlike tests/e2e/fixtures/server.ts it exposes the process and takes any
 * environment (DATABASE_URL for the PostgreSQL checks).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../src/server/node-flags";

export { freePort, tempDataDir } from "../e2e/fixtures/server";

const root = path.resolve(import.meta.dirname, "../..");
export const serverEntry = path.join(root, "dist/server/index.js");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Everything the process wrote to stderr and stdout (for failure messages). */
  output(): string;
}

/**
 * Starts the built server and resolves once GET /healthz answers.
 * @param env DATA_DIR, DATABASE_URL, ... on top of a quiet test environment
 * @param nodeFlags Node's options before the script: the product's (src/server/node-flags.ts)
 * @throws when the process exits or is not up within 30 s
 */
export async function spawnServer(
  port: number,
  env: Record<string, string>,
  nodeFlags: readonly string[] = SERVER_NODE_FLAGS,
): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) throw new Error(`no build at ${serverEntry}: run npm run build`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags, serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      MAIL_POLL_MS: "0",
      RATE_LIMIT_REGISTER_PER_HOUR: "100000",
      RATE_LIMIT_LOGIN_PER_15_MIN: "100000",
      // Load and kill tests stall the event loop on purpose; the overload guard has its own test.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  child.stderr?.on("data", (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? -1));
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const started = Date.now();
  for (;;) {
    if (done) throw new Error(`the server exited during start-up:\n${output}`);
    if (Date.now() - started > 60_000) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start within 60 s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, child, exited, output: () => output };
}

/** Stops `server` with `signal` (if still running) and waits for it to end. */
export async function stopServer(
  server: ServerProcess | undefined,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}

/** A JSON API client with one session cookie, as a browser on our own origin would send. */
export class Client {
  cookie = "";
  constructor(readonly base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.base };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const set = response.headers.getSetCookie();
    if (set.length > 0) this.cookie = set.map((c) => c.split(";")[0]).join("; ");
    return response;
  }

  /**
   * Every row of a paged list (docs/decisions/0013): reads `path` 100 rows at a time, following
   * each answer's `Link: <…>; rel="next"` to the last page.
   * @throws when a page is not 200
   */
  async listAll<T>(path: string): Promise<T[]> {
    const rows: T[] = [];
    let next: string | undefined = `${path}${path.includes("?") ? "&" : "?"}limit=100`;
    while (next) {
      const response = await this.request("GET", next);
      if (response.status !== 200) {
        throw new Error(`GET ${next}: ${response.status} ${await response.text()}`);
      }
      rows.push(...((await response.json()) as T[]));
      next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get("link") ?? "")?.[1];
    }
    return rows;
  }

  /** Registers a property manager and keeps its session. */
  async register(username: string): Promise<void> {
    const response = await this.request("POST", "/api/register", {
      username,
      email: `${username}@example.com`,
      password: passwordOf(username),
      fullName: `Reliability ${username}`,
      role: "property_manager",
      companyName: "Durable Living",
    });
    if (response.status !== 201) {
      throw new Error(`register: ${response.status} ${await response.text()}`);
    }
  }

  /**
   * Signs in as a user {@link register} made (on this server or an earlier one on the same
   * data) and keeps its session.
   * @throws when the sign-in is not 200
   */
  async login(username: string): Promise<void> {
    const response = await this.request("POST", "/api/login", {
      username,
      password: passwordOf(username),
    });
    if (response.status !== 200) {
      throw new Error(`login: ${response.status} ${await response.text()}`);
    }
  }
}

/** The password {@link Client.register} gives `username`. */
const passwordOf = (username: string) => `Mangrove-Lantern-${username}`;

/** A valid property body, numbered. */
export function propertyBody(n: number) {
  return {
    name: `Durable ${n}`,
    address: `${n} Ocean Dr`,
    city: "Miami Beach",
    state: "FL",
    zip: "33139",
    units: (n % 500) + 1,
  };
}
