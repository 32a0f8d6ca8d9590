/**
 * The query string every list endpoint reads (docs/decisions/0013-paged-lists.md): a page
 * (`limit`, an opaque `cursor`, `sort`) and filters named alike on every list (`status`,
 * `propertyId`, `staffType`, `from`, `to`, `q`). An answer is a JSON array of one page; the next
 * page's address is in the `Link: <…>; rel="next"` header and the number of matching rows in
 * `X-Total-Count` (the GitHub REST API's convention), or, where counting stops at a cap, the cap
 * in `X-Total-Count-Exceeds`.
 */
import { staffingRequestStatuses, staffTypes } from "../enums";
import { isoDaySchema } from "../staffing-request";
import { z } from "../zod";

/** Rows in a page when the query does not say. */
export const PAGE_LIMIT_DEFAULT = 50;
/** The most rows one page may hold: a longer list is read page by page. */
export const PAGE_LIMIT_MAX = 100;

/** Orders of a list: by creation time, then id (a stable order for rows created together). */
export const sortOrders = ["newest", "oldest"] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The header holding how many rows match the filters, on every page. */
export const TOTAL_COUNT_HEADER = "x-total-count";

/**
 * Sent instead of `X-Total-Count` when a list stopped counting: more than this many rows match
 * (docs/decisions/0024-capped-counts.md; GitLab's API likewise leaves its totals out above
 * 10,000 rows).
 */
export const TOTAL_COUNT_EXCEEDS_HEADER = "x-total-count-exceeds";

/**
 * How many rows match a list's filters: a number, or `{ exceeds }` when the server counted only
 * up to that many and more match.
 */
export type ListTotal = number | { exceeds: number };

/** An optional filter of a query string: an empty parameter (`?status=`) means "any". */
export const anyWhenEmpty = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal("").transform(() => undefined));

/**
 * Free-text search (`q`): trimmed, at most 200 characters, no NUL character (PostgreSQL text
 * cannot hold one, and a streamed CSV answer has sent its headers before the database would
 * refuse it); empty means no search.
 */
export const searchText = z
  .string()
  .trim()
  .max(200, "The search must be at most 200 characters")
  .refine((v) => !v.includes("\u0000"), "The search must not contain a NUL character")
  .optional()
  .transform((v) => v || undefined);

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;

/**
 * `limit` (default {@link PAGE_LIMIT_DEFAULT}, at most {@link PAGE_LIMIT_MAX}; more is refused
 * with 400, not cut silently), `cursor` (from a previous answer's Link header; checked by the
 * server) and `sort` (`newest` first by default).
 */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PAGE_LIMIT_MAX, LIMIT_MESSAGE)
    .default(PAGE_LIMIT_DEFAULT),
  cursor: anyWhenEmpty(z.string().max(200, "This page link is not valid")),
  // "" as well, the empty choice of a form: the default order.
  sort: z
    .enum([...sortOrders, ""], { error: "sort must be newest or oldest" })
    .optional()
    .transform((v): SortOrder => v || "newest"),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * The filters of a staffing-request list (portal and admin): status, staff type, property,
 * created from/to (calendar days, inclusive, UTC) and `q`, a case-insensitive substring of the
 * company name, contact name, e-mail, details or the staff type's name.
 */
export const requestFiltersSchema = z.object({
  status: anyWhenEmpty(z.enum(staffingRequestStatuses)),
  staffType: anyWhenEmpty(z.enum(staffTypes)),
  propertyId: anyWhenEmpty(z.coerce.number().int().min(1).max(2_147_483_647)),
  from: anyWhenEmpty(isoDaySchema),
  to: anyWhenEmpty(isoDaySchema),
  q: searchText,
});
export type RequestFilters = z.output<typeof requestFiltersSchema>;

/** Query of GET /api/portal/staffing-requests: a page of the caller's requests, filtered. */
export const requestListQuerySchema = pageQuerySchema.extend(requestFiltersSchema.shape);
export type RequestListQuery = z.output<typeof requestListQuerySchema>;

/** Query of a list searched by text only (properties, users, subscribers, notifications). */
export const searchListQuerySchema = pageQuerySchema.extend({ q: searchText });
export type SearchListQuery = z.output<typeof searchListQuerySchema>;
