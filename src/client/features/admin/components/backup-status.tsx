import { DatabaseBackup, TriangleAlert } from "lucide-react";
import { formatDateTime, timeAgo } from "@/client/lib/dates";
import type { BackupStatus as BackupStatusData } from "@/domain/api/admin";

/**
 * The overview's line about scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS): when the last one
 * was written, or, when the last attempt failed, an alert with the server's reason, so a broken
 * backup is seen by the people who would need it. Nothing when backups are off.
 */
export function BackupStatus({ backup }: { backup: BackupStatusData | null }) {
  if (!backup) return null;
  if (backup.lastError) {
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">
            The last scheduled backup failed
            {backup.lastErrorAt ? ` (${formatDateTime(backup.lastErrorAt)})` : ""}.
          </p>
          <p className="break-words text-muted-foreground">{backup.lastError}</p>
          <p>
            {backup.lastSuccessAt
              ? `Last successful backup: ${formatDateTime(backup.lastSuccessAt)}.`
              : "No successful backup yet."}{" "}
            The server logs have the details.
          </p>
        </div>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <DatabaseBackup aria-hidden="true" className="size-4 shrink-0" />
      {backup.lastSuccessAt ? (
        <span>
          Last backup{" "}
          <time dateTime={backup.lastSuccessAt} title={formatDateTime(backup.lastSuccessAt)}>
            {timeAgo(backup.lastSuccessAt)}
          </time>
          ; every {backup.everyHours} h, the newest {backup.keep} kept.
        </span>
      ) : (
        <span>
          No backup yet; the first is due {backup.nextAt ? formatDateTime(backup.nextAt) : "soon"}{" "}
          (every {backup.everyHours} h, the newest {backup.keep} kept).
        </span>
      )}
    </p>
  );
}
