/**
 * Data that tells a JSON text written by the database (src/server/db/json.ts) from the one the
 * route's schema writes, where they could differ: escapes, control characters, non-ASCII and the
 * two line separators `JSON.stringify` leaves as they are, and timestamps with microseconds,
 * sub-millisecond parts, another time zone and two rows at one instant.
 */

/** Texts whose JSON escaping is easy to get wrong; the last is empty. */
export const awkwardTexts = [
  'Quotes " and \\ backslash',
  "Line\nbreak\ttab\r\u0001\u001f\u007f control",
  "Unicode: café, Ñandú, 日本語, emoji 🏝️, \u2028\u2029 separators",
  "</script><script>alert(1)</script> & <b>",
  "",
];

/** `timestamptz` literals: microseconds, a half millisecond, none, UTC−5, and one instant twice. */
export const microsecondTimes = [
  "2026-03-04 05:06:07.999999+00",
  "2026-03-04 05:06:07.0005+00",
  "2026-03-04 05:06:07+00",
  "1999-12-31 23:59:59.123456-05",
  "2026-03-04 05:06:07.999999+00", // the same instant twice: ordered by id
  "2026-07-01 12:00:00.000999+00",
  "2026-07-01 12:00:00.001+00",
];
