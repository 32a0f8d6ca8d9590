/**
 * A periodic background task (housekeeping, the placement job): run now, then every `everyMs`.
 * A failed run is logged as an error and retried at the next tick; it never stops the server.
 */
import type { FastifyBaseLogger } from "fastify";

/** A running timer. */
export interface Periodic {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Starts `run` now and every `everyMs` (nothing when `everyMs` is 0). When a run's counts hold
 * anything but zeros they are logged at info under `logKey` with `message`.
 * @param failure the error log's message, e.g. "housekeeping failed; will retry"
 */
export function startPeriodic(options: {
  run: () => Promise<Record<string, number>>;
  everyMs: number;
  log: FastifyBaseLogger;
  logKey: string;
  message: string;
  failure: string;
}): Periodic {
  if (options.everyMs <= 0) return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = options.run().then(
      (result) => {
        if (Object.values(result).some((count) => count > 0)) {
          options.log.info({ [options.logKey]: result }, options.message);
        }
      },
      (err: unknown) => options.log.error({ err }, options.failure),
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
