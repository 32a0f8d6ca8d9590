/**
 * The placement job's timer (docs/decisions/0015-placements.md): runs
 * `assignmentsService(...).runJobs()` now and every PLACEMENT_JOBS_EVERY_MINUTES — offers
 * expire, confirmed work starts, finished work completes, emergencies get their half-time
 * reminder. Safe with several instances on one database: every step claims its rows with one
 * UPDATE … WHERE <not yet done> … RETURNING, so each is done and mailed once.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { DomainEvents } from "../events";
import { assignmentsService, type PlacementSettings } from "./service";

/**
 * Starts the timer (nothing when `everyMs` is 0). A failed run is logged as an error and retried
 * at the next tick; it never stops the server.
 * @returns `stop()`, which clears the timer and waits for a run in progress
 */
export function startPlacementJobs(options: {
  db: Database;
  events: DomainEvents;
  settings: PlacementSettings;
  everyMs: number;
  log: FastifyBaseLogger;
}): { stop(): Promise<void> } {
  if (options.everyMs <= 0) return { stop: async () => {} };
  const service = assignmentsService(options.db, options.settings, options.events);
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = service.runJobs().then(
      (result) => {
        if (Object.values(result).some((count) => count > 0)) {
          options.log.info({ placements: result }, "placement job ran");
        }
      },
      (err: unknown) => options.log.error({ err }, "placement job failed; will retry"),
    );
  };
  tick();
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
