/**
 * The server process: reads the configuration, opens the database, applies migrations, builds the
 * app and listens; on SIGINT/SIGTERM it stops accepting requests, finishes those in flight and
 * closes the database (PGlite must be closed to flush to disk).
 */
import path from "node:path";
import { buildApp, defaultClientDir } from "./app";
import { startControlSocket } from "./backup/control-socket";
import { createBackupRunner } from "./backup/runner";
import { type BackupSchedule, startBackupSchedule } from "./backup/schedule";
import { ConfigError, insecurePublicUrlWarning, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { startPlacementJobs } from "./features/assignments/jobs";
import { startHousekeeping } from "./features/auth/housekeeping";
import { startDocumentReminders } from "./features/documents/jobs";
import { createMailTransport } from "./mail/transport";
import { startMailWorker } from "./mail/worker";
import { missingNodeFlags, setEmbeddedDatabaseFlags } from "./node-flags";

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // With PGlite the database's garbage is the server's own (decision 0038: a larger heap factor).
  const v8FlagsSet = setEmbeddedDatabaseFlags(
    config.databaseUrl,
    process.execArgv,
    process.env.NODE_OPTIONS,
  );
  const database = await openDatabase(config);
  await database.migrate();
  const backups = createBackupRunner(database, config.dataDir);
  let backupSchedule: BackupSchedule | undefined;
  const app = await buildApp({
    db: database.db,
    config,
    clientDir: defaultClientDir(),
    backupStatus: () => backupSchedule?.status() ?? null,
  });
  if (config.backup) {
    backupSchedule = startBackupSchedule({
      ...config.backup,
      run: (outDir) => backups.run(outDir),
      log: app.log,
    });
  }
  // Only this process may read the embedded database: `npm run backup` asks it over a local
  // socket (backup/control-socket.ts). With PostgreSQL the script runs pg_dump itself.
  const closeControlSocket =
    database.kind === "pglite"
      ? await startControlSocket({
          dataDir: config.dataDir,
          run: (outDir) => backups.run(outDir),
          log: app.log,
        })
      : undefined;
  const mailWorker = startMailWorker({
    db: database.db,
    transport: createMailTransport({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, "outbox"),
    }),
    from: config.mailFrom,
    domain: new URL(config.publicUrl).hostname,
    log: app.log,
    pollMs: config.mailPollMs,
  });

  const housekeeping = startHousekeeping({
    db: database.db,
    settings: config,
    everyMs: config.housekeepingMs,
    log: app.log,
  });
  const placementJobs = startPlacementJobs({
    db: database.db,
    events: app.events,
    settings: config,
    everyMs: config.placementJobsMs,
    log: app.log,
  });
  const documentReminders = startDocumentReminders({
    db: database.db,
    settings: config,
    everyMs: config.housekeepingMs,
    log: app.log,
  });
  const insecure = insecurePublicUrlWarning(config);
  if (insecure) app.log.warn(insecure);
  let closing = false;
  /** Stops as on SIGTERM, then exits with `exitCode` (1: the service manager restarts it). */
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close().catch((err) => app.log.error({ err }, "error while closing"));
    await closeControlSocket?.().catch((err) => app.log.error({ err }, "error closing socket"));
    await backupSchedule?.stop().catch((err) => app.log.error({ err }, "error stopping backups"));
    await housekeeping.stop().catch((err) => app.log.error({ err }, "error stopping housekeeping"));
    await placementJobs
      .stop()
      .catch((err) => app.log.error({ err }, "error stopping the placement job"));
    await documentReminders
      .stop()
      .catch((err) => app.log.error({ err }, "error stopping the document reminders"));
    await mailWorker.stop().catch((err) => app.log.error({ err }, "error stopping mail worker"));
    await database.close().catch((err) => app.log.error({ err }, "error closing database"));
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // Without its database's thread the process answers nothing but errors and cannot open the
  // data directory again itself: it stops, and exits 1 so that systemd (Restart=on-failure)
  // starts it again (docs/decisions/0040-pglite-thread.md).
  void database.lost?.then((err) => {
    app.log.fatal({ err }, "the embedded database's thread stopped: exiting to be restarted");
    void shutdown("database thread stopped", 1);
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind === "pglite" ? `${config.dataDir}/pglite` : "postgres",
      publicUrl: config.publicUrl,
      startupMs: Math.round(performance.now() - started),
      ...(v8FlagsSet.length > 0 && { v8FlagsSet }),
    },
    "ready",
  );
  // In production only: `npm run dev` runs the sources under tsx, without them.
  const missing = missingNodeFlags(process.execArgv, process.env.NODE_OPTIONS);
  if (config.production && missing.length > 0) {
    app.log.warn(
      { missing },
      "started without the Node flags of npm start and the systemd unit (src/server/node-flags.ts): under load, full garbage collections every few seconds hold the answers (docs/decisions/0037-no-pretenuring.md)",
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
