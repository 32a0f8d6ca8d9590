/**
 * Housekeeping of sign-in data (OWASP ASVS 7.3.1, 7.3.2: expired sessions are gone, not only
 * refused): deletes sessions past their absolute expiry or idle limit, sign-in counters whose
 * window is over, known sign-in addresses unused for 90 days, and the résumé-upload ledger's
 * client addresses once they are out of the quota's 24-hour window (ASVS 14.2.7: personal data
 * kept no longer than its purpose needs).
 *
 * Every statement is a plain DELETE of rows that no request can use any more, so two server
 * instances running it at the same time on one PostgreSQL database do no harm (one deletes, the
 * other finds nothing), and a run interrupted half-way is finished by the next.
 */

import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { jobApplicationsRepository } from "../job-applications/repository";
import { type Periodic, startPeriodic } from "../periodic";
import { loginThrottleRepository, sessionsRepository } from "./repository";
import { KNOWN_ADDRESS_MS } from "./sign-in";

/** How many rows of each kind a run deleted. */
interface HousekeepingResult {
  sessions: number;
  loginThrottles: number;
  knownAddresses: number;
  resumeUploads: number;
}

/**
 * Deletes what has expired, once.
 * @param settings `sessionIdleMs` (a session unused this long is over) and `loginLockoutMs` (the
 *   window of a sign-in counter), both in milliseconds, as in the configuration
 */
export async function runHousekeeping(
  db: Database,
  settings: { sessionIdleMs: number; loginLockoutMs: number },
): Promise<HousekeepingResult> {
  const throttles = loginThrottleRepository(db);
  return {
    sessions: await sessionsRepository(db).deleteExpired(settings.sessionIdleMs),
    loginThrottles: await throttles.deleteExpired(settings.loginLockoutMs),
    knownAddresses: await throttles.forgetAddressesUnusedFor(KNOWN_ADDRESS_MS),
    resumeUploads: await jobApplicationsRepository(db).deleteExpiredUploads(),
  };
}

/**
 * Runs {@link runHousekeeping} now and then every `everyMs` (nothing when `everyMs` is 0). A
 * failed run is logged as an error and retried at the next tick; it never stops the server.
 */
export function startHousekeeping(options: {
  db: Database;
  settings: { sessionIdleMs: number; loginLockoutMs: number };
  everyMs: number;
  log: FastifyBaseLogger;
}): Periodic {
  return startPeriodic({
    run: async () => ({ ...(await runHousekeeping(options.db, options.settings)) }),
    everyMs: options.everyMs,
    log: options.log,
    logKey: "housekeeping",
    message: "expired sign-in data deleted",
    failure: "housekeeping failed; will retry",
  });
}
