/**
 * Stalls of the event loop the server causes on purpose: a backup of the embedded database
 * copies its files without yielding (docs/decisions/0014-backups.md), 0.5–2 s on a small one.
 * The overload guard (plugins/overload.ts) must not read that as overload and answer 503 to
 * everyone for the next second: the requests held by the copy are served as soon as it ends.
 */

/** How long after an expected stall ends its delay may still show in the guard's measure. */
const AFTER_STALL_MS = 2000;

let running = 0;
let quietAfter = 0;

/**
 * Runs `work`, marking the event-loop delay it causes (and the next {@link AFTER_STALL_MS}) as
 * expected.
 * @returns what `work` returns; throws what it throws
 */
export async function duringExpectedStall<T>(work: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    quietAfter = Date.now() + AFTER_STALL_MS;
  }
}

/** True while an expected stall runs, or ended less than {@link AFTER_STALL_MS} ago. */
export function inExpectedStall(now = Date.now()): boolean {
  return running > 0 || now < quietAfter;
}
