/**
 * Crash (PGlite): the built server is killed with SIGKILL right after a batch of
 * acknowledged writes; after a restart on the same data directory every acknowledged write is
 * there, and the lock file the killed process left behind does not block the restart (a lock
 * whose process is gone is taken over, src/server/db/lock.ts).
 */
import fs from "node:fs";
import path from "node:path";
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

const WRITES = Number(process.env.CRASH_WRITES ?? 200);
const CONCURRENCY = 8;

const dataDir = tempDataDir();
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopServer(server, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("kill -9 after acknowledged writes (PGlite)", () => {
  it(`keeps all ${WRITES} acknowledged writes and restarts over the stale lock`, async () => {
    const port = await freePort();
    server = await spawnServer(port, { DATA_DIR: dataDir });
    const client = new Client(server.url);
    await client.register("crash_owner");

    // WRITES properties, CONCURRENCY at a time; each 201 is an acknowledged write.
    const acknowledged: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < WRITES) {
          next += 1;
          const response = await client.request(
            "POST",
            "/api/portal/properties",
            propertyBody(next),
          );
          expect(response.status).toBe(201);
          acknowledged.push(((await response.json()) as { id: number }).id);
        }
      }),
    );
    // Right after the last 2xx: no graceful shutdown, no flush, no lock release.
    const killed = server;
    killed.child.kill("SIGKILL");
    expect(await killed.exited).toBe("SIGKILL");
    const lockFile = `${path.join(dataDir, "pglite")}.lock`;
    const lockLeft = fs.existsSync(lockFile);

    const restartedAt = Date.now();
    server = await spawnServer(await freePort(), { DATA_DIR: dataDir });
    const restartMs = Date.now() - restartedAt;
    // The session made before the crash is in the database too.
    const again = new Client(server.url);
    again.cookie = client.cookie;
    const found = new Set(
      (await again.listAll<{ id: number }>("/api/portal/properties")).map((p) => p.id),
    );
    const missing = acknowledged.filter((id) => !found.has(id));
    console.log(
      `crash: ${acknowledged.length} writes acknowledged, ${acknowledged.length - missing.length} found after kill -9 ` +
        `(${missing.length} missing); stale lock left: ${lockLeft}; restart took ${restartMs} ms`,
    );
    expect(acknowledged).toHaveLength(WRITES);
    expect(missing).toEqual([]);
    expect(lockLeft).toBe(true);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(server.child.pid));
  });
});
