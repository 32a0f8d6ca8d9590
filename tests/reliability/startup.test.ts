/**
 * Start-up checks of the built server (what `npm start` runs): a production server whose public
 * address is plain http says so in its log (its cookie cannot be `Secure`, no HSTS is sent), and a
 * TRUST_PROXY that would believe the client's own X-Forwarded-For stops the server with a message
 * saying what to give instead. A production server started without the Node flags of `npm start`
 * (src/server/node-flags.ts) says so. On PGlite the server sets V8's heap growing factor on itself
 * and says so in its "ready" line, unless the operator's command line gave one.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../src/server/node-flags";
import {
  freePort,
  type ServerProcess,
  serverEntry,
  spawnServer,
  stopServer,
  tempDataDir,
} from "./server";

const dataDir = tempDataDir();
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopServer(server, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A production server's log (at info) up to its first answer: "ready" and the warning after it
 * are written before any request is served, so once that request's log line is read, they are
 * there too.
 * @param nodeFlags Node's options before the script; the product's by default
 */
async function logUntilFirstAnswer(nodeFlags?: readonly string[]): Promise<string> {
  await stopServer(server, "SIGKILL");
  server = await spawnServer(
    await freePort(),
    {
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PUBLIC_URL: "https://staffing.example.com",
      LOG_LEVEL: "info",
    },
    nodeFlags,
  );
  await (await fetch(`${server.url}/healthz?first`)).arrayBuffer();
  // Its "incoming request" line names the URL.
  await expect
    .poll(() => server?.output() ?? "", { timeout: 10_000 })
    .toContain('"url":"/healthz?first"');
  return server.output();
}

describe("server start-up", () => {
  it("warns when NODE_ENV=production and PUBLIC_URL is plain http on another host", async () => {
    server = await spawnServer(await freePort(), {
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PUBLIC_URL: "http://staffing.example.com",
    });
    // Logged (at warn, level 40) before the server listens, so before spawnServer returned.
    const warning =
      "PUBLIC_URL is http://staffing.example.com: with NODE_ENV=production it should be https://";
    await expect.poll(() => server?.output() ?? "", { timeout: 10_000 }).toContain(warning);
    const line =
      server
        .output()
        .split("\n")
        .find((l) => l.includes(warning)) ?? "";
    expect(JSON.parse(line).level).toBe(40);
  });

  it("warns in production when started without the product's Node flags, and only then", async () => {
    const warning = "started without the Node flags of npm start and the systemd unit";
    const withFlags = await logUntilFirstAnswer();
    expect(withFlags).toContain('"msg":"ready"');
    expect(withFlags).not.toContain(warning);
    const without = await logUntilFirstAnswer([]);
    const line = without.split("\n").find((l) => l.includes(warning));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      level: 40,
      missing: ["--no-allocation-site-pretenuring"],
    });
  });

  it("with PGlite sets V8's heap growing factor on itself, unless the operator gave one", async () => {
    // docs/decisions/0038-pglite-heap-growing.md; with DATABASE_URL nothing is set (unit test).
    const ready = (log: string) =>
      JSON.parse(log.split("\n").find((l) => l.includes('"msg":"ready"')) ?? "{}");
    expect(ready(await logUntilFirstAnswer())).toMatchObject({
      database: expect.stringContaining("pglite"),
      v8FlagsSet: ["--heap-growing-percent=300"],
    });
    const operators = ready(
      await logUntilFirstAnswer([...SERVER_NODE_FLAGS, "--heap-growing-percent=150"]),
    );
    expect(operators.msg).toBe("ready");
    expect(operators).not.toHaveProperty("v8FlagsSet");
  });

  it("refuses TRUST_PROXY=true with a message, before opening the database", async () => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, TRUST_PROXY: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("TRUST_PROXY: true would believe any client's X-Forwarded-For");
  });
});
