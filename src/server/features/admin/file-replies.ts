/**
 * How the API documents and sends a file instead of JSON: the OpenAPI description of such an
 * answer, and the headers of a CSV download (UTF-8 with a BOM so spreadsheet programs read
 * accents; an attachment named after the table and the day).
 */
import { z } from "zod";

/** A documented non-JSON answer: `types` are the media types it may have. */
export function fileResponse(description: string, types: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: z.string() }])),
  };
}

/** The OpenAPI answer of every CSV export. */
export const csvResponse = fileResponse("CSV, UTF-8 with a byte-order mark, as an attachment", [
  "text/csv",
]);

/**
 * The headers of a CSV download.
 * @param name the file's name before the date, e.g. "timesheets" → timesheets-2026-11-26.csv
 */
export function csvReply(name: string) {
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${name}-${stamp}.csv"`,
  };
}
