/**
 * Counts of a list's matching rows remembered with the version of the rows they were counted at
 * (docs/decisions/0042-versioned-list-counts.md). A trigger raises a user's version in the same
 * transaction as every statement that writes any of their rows (migration 0023), so a count read
 * at version v is exact for every snapshot that shows version v. A page's statement reads the
 * user's version with its rows; while it is the remembered one, the statement leaves the count
 * out (and is planned and run without it), so a search's later pages and repeated reads do not
 * count again. The first read after any write counts again.
 */
import { type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";

/** A count and the version of the rows it was read at. */
export interface VersionedCount {
  version: number;
  total: number;
}

/**
 * The total's columns of a page's statement: `version` (the rows' version, a scalar subquery)
 * and `total`, which is `count` (a scalar subquery) when `counted`, else the constant -1, which
 * {@link versionedCounts}' `totalOf` never reads. A statement without the count is planned
 * without it too: on PGlite the large client's search planned in 0.62–0.72 ms with it and in
 * 0.43–0.49 ms without.
 */
export const versionedTotal = (
  version: SQL<number>,
  count: SQL<number>,
  counted: boolean,
): { version: SQL<number>; total: SQL<number> } => ({
  version: sql<number>`${version}`.mapWith(Number),
  total: counted ? count : sql<number>`-1`.mapWith(Number),
});

/**
 * A bounded memory of counts by key (at most `max` keys, least recently used dropped first; each
 * entry is a key of a few dozen characters and two numbers).
 * - `known(key)`: the remembered entry, if any. The caller's statement counts only without one
 *   ({@link versionedTotal}'s `counted`), and passes the same entry to `totalOf`: a concurrent
 *   read that remembers a newer count meanwhile cannot mix one version's rows with another's
 *   count.
 * - `totalOf(key, known, first, countNow)`: the count for the page whose first row is `first`
 *   (its version, and its count when it was counted). Without `known`, the row's count,
 *   remembered. With `known` at the row's version, the known total. With `known` at another
 *   version (the rows changed since), `countNow()` (a count and version read together),
 *   remembered.
 */
export function versionedCounts(max = 10_000) {
  const counts = new LRUCache<string, VersionedCount>({ max });
  // A copy of the two numbers: `count` may be a page's whole first row, JSON text included.
  const remember = (key: string, count: VersionedCount) => {
    counts.set(key, { version: count.version, total: count.total });
    return count.total;
  };
  return {
    known: (key: string): VersionedCount | undefined => counts.get(key),
    async totalOf(
      key: string,
      known: VersionedCount | undefined,
      first: VersionedCount,
      countNow: () => Promise<VersionedCount>,
    ): Promise<number> {
      if (!known) return remember(key, first);
      if (first.version === known.version) return known.total;
      return remember(key, await countNow());
    },
  };
}
