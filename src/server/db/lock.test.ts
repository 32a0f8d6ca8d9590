import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./lock";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));

describe("acquireDataDirLock", () => {
  it("refuses a directory held by another live process and names it", async () => {
    const dir = path.join(tempDir(), "pglite");
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(`${dir}.lock`, String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = path.join(tempDir(), "pglite");
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    fs.writeFileSync(`${dir}.lock`, String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("releases so the directory can be taken again", () => {
    const dir = path.join(tempDir(), "pglite");
    acquireDataDirLock(dir)();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    const again = acquireDataDirLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    again();
  });
});
