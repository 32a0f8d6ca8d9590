/**
 * The embedded database's thread stops (PGlite): the server, which cannot answer anything but
 * errors without it, logs why and exits 1, so that the service manager (systemd's
 * Restart=on-failure) starts it again; started again on the same data directory it serves what
 * was written before (docs/decisions/0040-pglite-thread.md). The thread is ended from outside by
 * a preloaded script (stop-database-thread.mjs), as a crash in it would end it.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../src/server/node-flags";
import {
  Client,
  freePort,
  propertyBody,
  type ServerProcess,
  spawnServer,
  stopServer,
  tempDataDir,
} from "./server";

const preload = path.join(import.meta.dirname, "stop-database-thread.mjs");
const dataDir = tempDataDir();
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopServer(server, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's thread stops (PGlite)", () => {
  it("exits 1 with the reason logged, and starts again on the same data", async () => {
    const port = await freePort();
    const flags = [...SERVER_NODE_FLAGS, "--import", preload];
    server = await spawnServer(port, { DATA_DIR: dataDir, LOG_LEVEL: "info" }, flags);
    const client = new Client(server.url);
    await client.register("thread_owner");
    const created = await client.request("POST", "/api/portal/properties", propertyBody(1));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const stopped = server;
    stopped.child.kill("SIGUSR2");
    const code = await Promise.race([
      stopped.exited,
      new Promise((resolve) => setTimeout(() => resolve("still running after 15 s"), 15_000)),
    ]);
    expect(code, stopped.output()).toBe(1);
    expect(stopped.output()).toContain("the embedded database's thread stopped");
    expect(stopped.output()).toContain("PGlite's thread stopped (exit code 1)");

    server = await spawnServer(port, { DATA_DIR: dataDir });
    const again = new Client(server.url);
    await again.login("thread_owner");
    const list = await again.request("GET", "/api/portal/properties");
    expect(list.status).toBe(200);
    expect(((await list.json()) as { id: number }[]).map((p) => p.id)).toContain(id);
  });
});
