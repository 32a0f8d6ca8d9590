import v8 from "node:v8";

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
 * The V8 flags the server sets on itself at start-up (`v8.setFlagsFromString`) when its database
 * is the embedded PGlite, which runs on the thread that serves HTTP. They cannot be in
 * {@link SERVER_NODE_FLAGS}: the launch commands do not know which database the configuration
 * names, and the PostgreSQL server does not need them.
 *
 * `--heap-growing-percent=300`: after a full collection V8 lets the old generation grow to four
 * times what survived before the next one, instead of its dynamic factor (1.15–1.25 as measured).
 * PGlite's answers promote some 11–12 KB each; at 205 list answers per second that brought a full
 * collection every 3 s, each holding the thread for 13–35 ms, and the list's p99 at half its
 * saturation rate to 28–95 ms. With this flag no full collection came during the measured 20 s and
 * the p99 was 7.7–12.7 ms in eight rounds of nine (28 ms in one), for 50–90 MiB more resident
 * memory. V8 reads the flag each time it sets the next limit, so setting it at start-up acts as on
 * the command line. docs/decisions/0038-pglite-heap-growing.md has the measurements.
 */
export const EMBEDDED_DATABASE_NODE_FLAGS: readonly string[] = ["--heap-growing-percent=300"];

/**
 * Sets the flags of {@link EMBEDDED_DATABASE_NODE_FLAGS} on this process: none with PostgreSQL,
 * and none whose name the operator gave on the command line or in `NODE_OPTIONS` (with any value:
 * theirs wins). Called once at start-up, before the database is opened.
 * @param databaseUrl the configuration's `DATABASE_URL`; undefined means PGlite
 * @param execArgv the process's Node options (`process.execArgv`)
 * @param nodeOptions the `NODE_OPTIONS` environment variable
 * @param setFlags what sets a flag (`v8.setFlagsFromString`; a test passes a recorder)
 * @returns the flags set, in the list's order, for the start-up log
 */
export function setEmbeddedDatabaseFlags(
  databaseUrl: string | undefined,
  execArgv: readonly string[],
  nodeOptions = "",
  setFlags: (flag: string) => void = v8.setFlagsFromString,
): string[] {
  if (databaseUrl) return [];
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].map(flagName));
  const toSet = EMBEDDED_DATABASE_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)));
  for (const flag of toSet) setFlags(flag);
  return toSet;
}

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

/**
 * A flag's name without its value, spelt with hyphens: `--heap_growing_percent=1` →
 * `--heap-growing-percent`.
 */
function flagName(flag: string): string {
  return normalisedFlag(flag).split("=")[0] ?? "";
}

/** V8 reads `--no_allocation_site_pretenuring` and `--no-allocation-site-pretenuring` alike. */
function normalisedFlag(flag: string): string {
  const equals = flag.indexOf("=");
  const name = equals === -1 ? flag : flag.slice(0, equals);
  return name.replaceAll("_", "-") + (equals === -1 ? "" : flag.slice(equals));
}
