/**
 * Backup of a running server (PGlite), end to end: the built server (what `npm start` runs)
 * takes writes over HTTP while `npm run backup` asks it for a snapshot over its control socket;
 * the server then stops cleanly (removing the socket); `npm run restore` fills an empty DATA_DIR;
 * a server started on the restored directory lists every property acknowledged before the
 * snapshot, to the same session as before.
 */
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { controlSocketPath } from "../../src/server/backup/control-socket";
import { runScript } from "../helpers/scripts";
import {
  Client,
  freePort,
  propertyBody,
  type ServerProcess,
  spawnServer,
  stopServer,
  tempDataDir,
} from "./server";

const dataDir = tempDataDir();
const restoredDir = tempDataDir();
const outDir = tempDataDir();
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s, "SIGKILL")));
  for (const dir of [dataDir, restoredDir, outDir])
    fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup against the running server (PGlite)", () => {
  it("snapshots during a write load; the restored directory serves every write acknowledged before it", async () => {
    const server = await spawnServer(await freePort(), { DATA_DIR: dataDir });
    servers.push(server);
    const client = new Client(server.url);
    await client.register("backup_owner");
    expect(fs.statSync(controlSocketPath(dataDir)).isSocket()).toBe(true);

    const acknowledged: { id: number; at: number }[] = [];
    let writing = true;
    let n = 0;
    const load = Array.from({ length: 4 }, async () => {
      while (writing) {
        n += 1;
        const response = await client.request("POST", "/api/portal/properties", propertyBody(n));
        expect(response.status).toBe(201);
        acknowledged.push({ id: ((await response.json()) as { id: number }).id, at: Date.now() });
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    const backup = await runScript("backup", ["--out", outDir], { DATA_DIR: dataDir });
    await new Promise((r) => setTimeout(r, 300));
    writing = false;
    await Promise.all(load);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("taken by the running server");
    const snapshotAt = Date.parse(/snapshot at (\S+),/.exec(backup.stdout)?.[1] ?? "");
    const archive = /Backup written: (\S+\.tar)/.exec(backup.stdout)?.[1] ?? "";
    const before = acknowledged.filter((w) => w.at < snapshotAt);
    console.log(
      `backup of the running server: ${before.length} writes acknowledged before the snapshot, ${acknowledged.length - before.length} after`,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(before.length);

    // A clean stop closes the control socket with the server.
    await stopServer(server, "SIGTERM");
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(controlSocketPath(dataDir))).toBe(false);

    const restore = await runScript("restore", [archive], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const restored = await spawnServer(await freePort(), { DATA_DIR: restoredDir });
    servers.push(restored);
    const again = new Client(restored.url);
    again.cookie = client.cookie;
    const found = new Set(
      (await again.listAll<{ id: number }>("/api/portal/properties")).map((p) => p.id),
    );
    expect(before.filter((w) => !found.has(w.id))).toEqual([]);
    // Nothing appears that was never acknowledged.
    const all = new Set(acknowledged.map((w) => w.id));
    expect([...found].filter((id) => !all.has(id))).toEqual([]);
  });
});
