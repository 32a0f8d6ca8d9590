import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BackupStatus } from "./backup-status";

const base = {
  everyHours: 24,
  keep: 14,
  lastSuccessAt: "2026-11-20T03:00:00.000Z",
  lastError: null,
  lastErrorAt: null,
  nextAt: "2026-11-21T03:00:00.000Z",
};

describe("BackupStatus", () => {
  it("shows nothing when scheduled backups are off", () => {
    expect(renderToStaticMarkup(<BackupStatus backup={null} />)).toBe("");
  });

  it("says when the last backup was written, without an alert", () => {
    const html = renderToStaticMarkup(<BackupStatus backup={base} />);
    expect(html).toContain("Last backup");
    expect(html).toContain('dateTime="2026-11-20T03:00:00.000Z"');
    expect(html).toContain("every 24 h, the newest 14 kept");
    expect(html).not.toContain('role="alert"');
  });

  it("alerts with the server's reason when the last backup failed", () => {
    const html = renderToStaticMarkup(
      <BackupStatus
        backup={{
          ...base,
          lastError: "ENOSPC: no space left on device",
          lastErrorAt: "2026-11-21T03:00:05.000Z",
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("The last scheduled backup failed");
    expect(html).toContain("ENOSPC: no space left on device");
    expect(html).toContain("Last successful backup:");
  });

  it("says no backup succeeded yet when none did", () => {
    const html = renderToStaticMarkup(
      <BackupStatus
        backup={{ ...base, lastSuccessAt: null, lastError: "EACCES", lastErrorAt: base.nextAt }}
      />,
    );
    expect(html).toContain("No successful backup yet.");
  });
});
