/**
 * Graceful stop: SIGTERM during a write load. Requests the server is already handling
 * finish with 2xx, new connections are refused, the process exits 0, and after a restart on the
 * same data directory every acknowledged write is there.
 *
 * "In flight" is made certain with slow requests: their headers and half their JSON body reach
 * the server before the signal, the rest after. Around them, CONCURRENCY clients write as fast as
 * they can; a request of theirs that reaches the server after the signal may be refused (503
 * while closing, or a closed connection), never answered 5xx otherwise, and never lost when 2xx.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import {
  Client,
  freePort,
  propertyBody,
  type ServerProcess,
  spawnServer,
  stopServer,
  tempDataDir,
} from "./server";

const CONCURRENCY = 8;
const SLOW_REQUESTS = 3;

const dataDir = tempDataDir();
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopServer(server, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A POST whose body is sent in two halves; `finish()` sends the rest and reads the answer. It
 * goes over a connection the server has already accepted and answered once (GET /healthz), so
 * the server is certainly handling it when the signal comes.
 */
async function slowPost(base: string, cookie: string, body: unknown) {
  const url = new URL("/api/portal/properties", base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise<void>((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: "/healthz", agent }, (response) => {
        response.resume();
        response.on("end", () => resolve());
      })
      .on("error", reject);
  });
  const text = Buffer.from(JSON.stringify(body));
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: "POST",
    agent,
    headers: {
      "content-type": "application/json",
      "content-length": String(text.length),
      cookie,
      origin: base,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let data = "";
      response.on("data", (chunk) => {
        data += chunk;
      });
      response.on("end", () => {
        agent.destroy();
        resolve({ status: response.statusCode ?? 0, body: data });
      });
    });
    request.on("error", reject);
  });
  request.write(text.subarray(0, text.length >> 1));
  return {
    finish: () => {
      request.end(text.subarray(text.length >> 1));
      return answer;
    },
  };
}

/** Resolves with the error code of a new TCP connection to `port`, or "connected". */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

/**
 * Tries new connections to `port` every 100 ms until one is refused or `ms` have passed.
 * @returns "ECONNREFUSED", or the last attempt's outcome
 */
async function refusedWithin(port: number, ms: number): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const outcome = await tryConnect(port);
    if (outcome === "ECONNREFUSED" || Date.now() > deadline) return outcome;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("SIGTERM during a write load", () => {
  it("finishes in-flight requests, refuses new connections and loses no acknowledged write", async () => {
    const port = await freePort();
    server = await spawnServer(port, { DATA_DIR: dataDir });
    const client = new Client(server.url);
    await client.register("graceful_owner");

    const acknowledged: number[] = [];
    const outcomes = { ok: 0, refused503: 0, connectionErrors: 0, other: [] as string[] };
    let stopping = false;
    let n = 0;
    const load = Array.from({ length: CONCURRENCY }, async () => {
      while (n < 100_000) {
        n += 1;
        try {
          const response = await client.request("POST", "/api/portal/properties", propertyBody(n));
          if (response.status === 201) {
            acknowledged.push(((await response.json()) as { id: number }).id);
            outcomes.ok += 1;
          } else if (response.status === 503 && stopping) {
            outcomes.refused503 += 1;
            return;
          } else {
            outcomes.other.push(`${response.status} ${await response.text()}`);
          }
        } catch {
          if (!stopping) outcomes.other.push("connection error before the signal");
          outcomes.connectionErrors += 1;
          if (stopping) return;
        }
      }
    });

    // Let the load run, then start the slow requests and signal while they are half sent.
    await new Promise((r) => setTimeout(r, 1500));
    const slow = await Promise.all(
      Array.from({ length: SLOW_REQUESTS }, (_, i) =>
        slowPost(server?.url ?? "", client.cookie, propertyBody(50_000 + i)),
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    const acknowledgedBeforeSignal = acknowledged.length;
    stopping = true;
    server.child.kill("SIGTERM");
    // The slow requests stay in flight (their bodies unfinished) for as long as this takes: on
    // a busy machine the signal may need more than a moment to close the listener.
    const newConnection = await refusedWithin(port, 5000);
    const slowAnswers = await Promise.all(slow.map((request) => request.finish()));
    await Promise.all(load);
    const code = await server.exited;
    const stopOutput = server.output();

    server = await spawnServer(await freePort(), { DATA_DIR: dataDir });
    const again = new Client(server.url);
    again.cookie = client.cookie;
    const found = new Set(
      (await again.listAll<{ id: number }>("/api/portal/properties")).map((p) => p.id),
    );
    for (const answer of slowAnswers) {
      if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
    }
    const missing = acknowledged.filter((id) => !found.has(id));
    console.log(
      `graceful stop: ${outcomes.ok + outcomes.refused503 + outcomes.connectionErrors + outcomes.other.length + SLOW_REQUESTS} requests, ` +
        `${acknowledgedBeforeSignal} acknowledged before SIGTERM, ${acknowledged.length} in all ` +
        `(${slowAnswers.filter((a) => a.status === 201).length}/${SLOW_REQUESTS} in-flight slow requests 2xx), ` +
        `${outcomes.refused503} answered 503 while closing, ${outcomes.connectionErrors} connection errors after the signal, ` +
        `new connection: ${newConnection}, exit code ${code}; ${acknowledged.length - missing.length}/${acknowledged.length} found after restart`,
    );
    expect(slowAnswers.map((a) => a.status)).toEqual(Array(SLOW_REQUESTS).fill(201));
    expect(newConnection).toBe("ECONNREFUSED");
    expect(outcomes.other).toEqual([]);
    expect(code, `the server's last output:\n${stopOutput}`).toBe(0);
    expect(acknowledgedBeforeSignal).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
