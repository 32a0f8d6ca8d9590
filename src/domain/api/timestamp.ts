/**
 * How the API writes a moment in time (spec section 7: ISO 8601 in UTC): the codec every response
 * schema uses for a timestamp column.
 */
import { z } from "../zod";

/**
 * A timestamp: a `Date` on the server (what Drizzle reads), an ISO 8601 UTC string with
 * milliseconds on the wire (`2026-03-01T14:05:09.120Z`, what `Date#toJSON` writes, so the JSON is
 * byte for byte what a plain `Date` gave). The serialiser encodes (Date to string); `z.input` of a
 * schema that uses it is the JSON the client receives, with strings.
 */
export const timestamp = z.codec(z.iso.datetime(), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});
