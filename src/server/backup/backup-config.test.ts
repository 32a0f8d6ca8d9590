import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

describe("scheduled backup settings", () => {
  it("are off by default", () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: "/var/backups/staffing" }).backup).toBeUndefined();
  });

  it("read BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEEP (14 by default)", () => {
    expect(loadConfig({ BACKUP_DIR: "backups", BACKUP_EVERY_HOURS: "6" }).backup).toEqual({
      dir: path.resolve("backups"),
      everyHours: 6,
      everyMs: 6 * 3_600_000,
      keep: 14,
    });
    expect(
      loadConfig({ BACKUP_DIR: "/b", BACKUP_EVERY_HOURS: "0.5", BACKUP_KEEP: "3" }).backup,
    ).toMatchObject({ everyMs: 1_800_000, keep: 3 });
  });

  it("refuses a schedule without a folder, naming the variable", () => {
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: "24" })).toThrow(
      /BACKUP_EVERY_HOURS: needs BACKUP_DIR/,
    );
  });

  it("refuses a negative period and a BACKUP_KEEP below 1", () => {
    expect(() => loadConfig({ BACKUP_DIR: "/b", BACKUP_EVERY_HOURS: "-1" })).toThrow(
      /BACKUP_EVERY_HOURS: must be 0 \(off\) or more/,
    );
    expect(() =>
      loadConfig({ BACKUP_DIR: "/b", BACKUP_EVERY_HOURS: "1", BACKUP_KEEP: "0" }),
    ).toThrow(/BACKUP_KEEP: must be at least 1/);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: "daily" })).toThrow(
      /BACKUP_EVERY_HOURS: must be a number of hours/,
    );
  });
});
