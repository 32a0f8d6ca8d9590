/**
 * Case-insensitive substring search (`q` of the lists, docs/decisions/0013-paged-lists.md):
 * the user's text as an ILIKE pattern. Where a list can hold many rows, the searched text has a
 * trigram index (pg_trgm), which answers `ILIKE '%…%'` without reading every row.
 */

/**
 * `%text%` for (I)LIKE with the user's `%`, `_` and `\` escaped, so they match themselves:
 * "50%" finds "50%" and not "500".
 */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
