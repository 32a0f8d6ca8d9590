/**
 * Counts of a list's matching rows remembered with the version of the rows they were counted at
 * (docs/decisions/0042-versioned-list-counts.md). A trigger raises a user's version in the same
 * transaction as every statement that writes any of their rows (migration 0023), so a count read
 * at version v is exact for every snapshot that shows version v. The page's statement reads the
 * user's version and counts only when it differs from the remembered one: a search's later pages
 * and repeated reads skip the count, and the first read after any write counts again.
 */
import { type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";

/** A count and the version of the rows it was read at. */
export interface VersionedCount {
  version: number;
  total: number;
}

/** What a page's statement answered: the rows' version, and their count or {@link NOT_COUNTED}. */
export interface VersionedRow {
  version: number;
  total: number;
}

/** The total column's value when the statement found the remembered version and did not count. */
export const NOT_COUNTED = -1;

/** The placeholder of the remembered version; {@link NOT_COUNTED} when nothing is remembered. */
export const KNOWN_VERSION = "knownVersion";

/**
 * The columns of a page's statement for a remembered count: `version` (the rows' version, a
 * scalar subquery) and `total`, which is `count` (a scalar subquery) unless `version` equals the
 * placeholder {@link KNOWN_VERSION}, when it is {@link NOT_COUNTED}. PostgreSQL evaluates a
 * scalar subquery (an InitPlan) only when a CASE branch that holds it is taken, so the count is
 * not run at all when the version matches.
 */
export function versionedTotal(
  version: SQL<number>,
  count: SQL<number>,
): { version: SQL<number>; total: SQL<number> } {
  return {
    version: sql<number>`${version}`.mapWith(Number),
    total: sql<number>`(case when ${version} = ${sql.placeholder(KNOWN_VERSION)} then ${NOT_COUNTED}
      else ${count} end)`.mapWith(Number),
  };
}

/**
 * A bounded memory of counts by key (at most `max` keys, least recently used dropped first; each
 * entry is a key of a few dozen characters and two numbers). `known(key)` gives the entry to send
 * its version with the statement; `resolve(key, known, row)` turns the statement's answer into
 * the count: the known entry's total when the statement did not count, else the new count, which
 * it remembers. The entry sent is the one used, so a concurrent read that remembers a newer count
 * meanwhile cannot mix one version's rows with another's count.
 */
export function versionedCounts(max = 10_000) {
  const counts = new LRUCache<string, VersionedCount>({ max });
  return {
    known: (key: string): VersionedCount | undefined => counts.get(key),
    /** The placeholder value for {@link KNOWN_VERSION}: the known version or {@link NOT_COUNTED}. */
    knownVersion: (known: VersionedCount | undefined): number => known?.version ?? NOT_COUNTED,
    resolve(key: string, known: VersionedCount | undefined, row: VersionedRow): number {
      if (row.total === NOT_COUNTED) {
        // Only a known version is sent, so an answer that did not count has one.
        if (!known) throw new Error(`a count for ${key} was skipped without a known version`);
        return known.total;
      }
      counts.set(key, { version: row.version, total: row.total });
      return row.total;
    },
  };
}
