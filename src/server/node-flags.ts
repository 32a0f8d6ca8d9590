/**
 * The V8 flags the server process runs with: `npm start` (package.json), the systemd unit
 * (deploy/florida-staffing.service), the benchmarks (bench/lib/server.ts) and the tests that
 * start the built server. `node-flags.test.ts` checks that package.json and the unit carry each
 * of them, since neither can import this list.
 *
 * `--no-allocation-site-pretenuring`: V8 allocates every object in the young generation, as
 * it does by default until an allocation site's objects have survived often enough that it
 * decides to allocate them in the old generation directly ("pretenuring"). Under load some of a
 * request's objects are still alive at a scavenge (the requests in flight), so V8 pretenured
 * request-scoped objects; dead but in the old generation, they kept the young objects they point
 * to alive through every scavenge until the next full collection. The old generation grew by
 * about 30 MB/s at 770 answers per second, a full collection came every 3.5 s, and while it
 * marked, the server's answers queued for about 90 ms: those made the p99. Without pretenuring
 * no full collection ran in 20 s at the same rate, the p99 fell from 37–43 to 4–7 ms and the
 * resident memory from 217 to 181 MiB. docs/decisions/0037-no-pretenuring.md has the
 * measurements.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--no-allocation-site-pretenuring"];

/**
 * The flags of {@link SERVER_NODE_FLAGS} this process was started without, for a warning at
 * start-up (a server started by hand as `node dist/server/index.js` runs, but with V8's
 * defaults).
 * @param execArgv the process's Node options (`process.execArgv`)
 * @param nodeOptions the `NODE_OPTIONS` environment variable, where V8 flags may also be given
 * @returns the missing flags, in the list's order; empty when every one was given
 */
export function missingNodeFlags(execArgv: readonly string[], nodeOptions = ""): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].map(normalisedFlag));
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(normalisedFlag(flag)));
}

/** V8 reads `--no_allocation_site_pretenuring` and `--no-allocation-site-pretenuring` alike. */
function normalisedFlag(flag: string): string {
  const equals = flag.indexOf("=");
  const name = equals === -1 ? flag : flag.slice(0, equals);
  return name.replaceAll("_", "-") + (equals === -1 ? "" : flag.slice(equals));
}
