import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ARCHIVE_NAME, archiveName, pruneBackups } from "./create";
import { startBackupSchedule } from "./schedule";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bk-unit-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const silent = { info() {}, error() {}, warn() {} } as never;

describe("archive names", () => {
  it("carry the snapshot time to the millisecond and sort by it", () => {
    const name = archiveName(new Date("2026-11-24T09:05:03.007Z"));
    expect(name).toBe("backup-2026-11-24T09-05-03-007Z.tar");
    expect(ARCHIVE_NAME.test(name)).toBe(true);
    expect(archiveName(new Date("2026-11-24T10:00:00.000Z")) > name).toBe(true);
  });
});

describe("pruneBackups", () => {
  it("deletes the oldest archives beyond the newest `keep`, and nothing else", () => {
    const dir = tempDir();
    const names = [1, 2, 3, 4].map((h) => archiveName(new Date(Date.UTC(2026, 10, 24, h))));
    for (const name of [...names, "notes.txt", "backup-old.tar"]) {
      fs.writeFileSync(path.join(dir, name), "");
    }
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual(
      [...names.slice(2), "backup-old.tar", "notes.txt"].sort(),
    );
  });
});

describe("startBackupSchedule", () => {
  it("knows the newest archive already in the folder and plans the next one a period after it", async () => {
    const dir = tempDir();
    const newest = new Date(Date.now() - 3_600_000);
    fs.writeFileSync(path.join(dir, archiveName(new Date(newest.getTime() - 86_400_000))), "");
    fs.writeFileSync(path.join(dir, archiveName(newest)), "");
    const schedule = startBackupSchedule({
      dir,
      everyMs: 6 * 3_600_000,
      everyHours: 6,
      keep: 14,
      run: () => Promise.reject(new Error("not due yet")),
      log: silent,
      firstDelayMs: 0,
    });
    const status = schedule.status();
    await schedule.stop();
    expect(status.lastSuccessAt).toEqual(newest);
    expect(status.lastFile).toBe(path.join(dir, archiveName(newest)));
    expect(status.lastError).toBeNull();
    const dueIn = (status.nextAt?.getTime() ?? 0) - Date.now();
    expect(dueIn).toBeGreaterThan(4.9 * 3_600_000);
    expect(dueIn).toBeLessThanOrEqual(5 * 3_600_000);
  });

  it("waits at least the start-up delay when a backup is overdue", async () => {
    const schedule = startBackupSchedule({
      dir: tempDir(),
      everyMs: 60_000,
      everyHours: 1 / 60,
      keep: 1,
      run: () => Promise.reject(new Error("not due yet")),
      log: silent,
      firstDelayMs: 30_000,
    });
    const status = schedule.status();
    await schedule.stop();
    expect(status.lastSuccessAt).toBeNull();
    const dueIn = (status.nextAt?.getTime() ?? 0) - Date.now();
    expect(dueIn).toBeGreaterThan(29_000);
    expect(dueIn).toBeLessThanOrEqual(30_000);
  });
});
