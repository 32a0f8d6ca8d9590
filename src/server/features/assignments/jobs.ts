/**
 * The placement job's timer (docs/decisions/0017-placements.md): runs
 * `assignmentsService(...).runJobs()` now and every PLACEMENT_JOBS_EVERY_MINUTES — offers
 * expire, confirmed work starts, finished work completes, emergencies get their half-time
 * reminder. Safe with several instances on one database: every step claims its rows with one
 * UPDATE … WHERE <not yet done> … RETURNING, so each is done and mailed once.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { DomainEvents } from "../events";
import { type Periodic, startPeriodic } from "../periodic";
import { assignmentsService, type PlacementSettings } from "./service";

/**
 * Starts the timer (nothing when `everyMs` is 0; see startPeriodic).
 * @returns `stop()`, which clears the timer and waits for a run in progress
 */
export function startPlacementJobs(options: {
  db: Database;
  events: DomainEvents;
  settings: PlacementSettings;
  everyMs: number;
  log: FastifyBaseLogger;
}): Periodic {
  const service = assignmentsService(options.db, options.settings, options.events);
  return startPeriodic({
    run: () => service.runJobs(),
    everyMs: options.everyMs,
    log: options.log,
    logKey: "placements",
    message: "placement job ran",
    failure: "placement job failed; will retry",
  });
}
