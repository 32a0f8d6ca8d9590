/**
 * Case-insensitive substring search (`q` of the lists, docs/decisions/0013-paged-lists.md):
 * the user's text as an ILIKE pattern. Where a list can hold many rows, the searched text has a
 * trigram index (pg_trgm), which answers `ILIKE '%…%'` (and `LIKE` over a lower-cased text)
 * without reading every row.
 */
import { type AnyColumn, and, type SQL, sql } from "drizzle-orm";

/**
 * `%text%` for (I)LIKE with the user's `%`, `_` and `\` escaped, so they match themselves:
 * "50%" finds "50%" and not "500".
 */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The words that a trigram index should be asked for to find `text`: its words (runs of letters
 * and digits, as pg_trgm splits them) of three characters or more, when it also holds a shorter
 * one; null when every word is long enough or none is (the index is asked for `text` whole).
 *
 * pg_trgm answers `ILIKE '%text%'` with the trigrams of every word of `text`. A word of one or
 * two characters gives only trigrams padded with spaces (" wo", "wo "), which most rows share:
 * the index then walks nearly every row's entry. "WO-123456" took 6–8 ms by its whole pattern
 * and 0.7 ms by "123456" alone, on 1,000,000 requests
 * (docs/decisions/0027-admin-list-filters-by-index.md).
 */
export function indexedWords(text: string): string[] | null {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const long = words.filter((word) => [...word].length >= 3);
  return long.length > 0 && long.length < words.length ? long : null;
}

/**
 * The patterns of q's search by name: `q` (the whole text) and, when {@link indexedWords} leaves
 * out short words, `q0`, `q1`, … (its longer words), each as a `%…%` pattern ({@link
 * containsPattern}). A statement prepared with placeholders of these names for one count of words
 * ({@link containsText}'s `bind`) takes any text with that count.
 */
export function searchPatterns(q: string): Record<string, string> {
  const patterns: Record<string, string> = { q: containsPattern(q) };
  for (const [i, word] of (indexedWords(q) ?? []).entries())
    patterns[`q${i}`] = containsPattern(word);
  return patterns;
}

/**
 * `lowered` (an indexed text that the database lower-cased, e.g. a stored `lower(…)` column)
 * holds `q`, case-insensitive: `lowered LIKE lower('%q%')`. That is what `ILIKE` computes (it
 * lower-cases both sides with the same `lower`), without lower-casing every row's text again
 * (docs/decisions/0028-stored-search-text.md). When {@link indexedWords} leaves out q's short
 * words, the index is asked for its longer words and the whole of q is checked on the rows
 * found, as a condition no index takes (`lowered || ''`), so the planner cannot hand the short
 * words back to the index. Each word is part of q, so the rows are the same.
 * Each pattern of {@link searchPatterns} is written by `bind(name, pattern)`: the pattern as a
 * value by default, or a placeholder of that name for a statement built once per shape.
 */
export function containsText(
  lowered: SQL | AnyColumn,
  q: string,
  bind: (name: string, pattern: string) => unknown = (_, pattern) => pattern,
): SQL {
  const holds = (text: SQL | AnyColumn, name: string, pattern: string) =>
    sql`${text} like lower(${bind(name, pattern)})`;
  const { q: whole, ...words } = searchPatterns(q);
  const wordPatterns = Object.entries(words);
  if (wordPatterns.length === 0) return holds(lowered, "q", whole as string);
  return and(
    ...wordPatterns.map(([name, pattern]) => holds(lowered, name, pattern)),
    holds(sql`(${lowered} || '')`, "q", whole as string),
  ) as SQL;
}
