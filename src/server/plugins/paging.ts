/**
 * The HTTP side of a paged list (docs/decisions/0013-paged-lists.md): the body stays the JSON
 * array of the spec, the next page's address goes in `Link: <…>; rel="next"` (RFC 8288) and
 * the number of rows matching the filters in `X-Total-Count`, as the GitHub REST API does.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  type ListTotal,
  type PageQuery,
  TOTAL_COUNT_EXCEEDS_HEADER,
  TOTAL_COUNT_HEADER,
} from "../../domain/api/list-query";
import {
  type Cursor,
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  type Page,
} from "../db/keyset";
import { HttpError } from "./error-handler";

/**
 * The cursor of a list query (undefined for the first page).
 * @throws HttpError 400 on `cursor` when it is not one this server wrote for this order
 */
export function cursorOf(query: Pick<PageQuery, "cursor" | "sort">): Cursor | undefined {
  if (!query.cursor) return undefined;
  try {
    return decodeCursor(query.cursor, query.sort);
  } catch (error) {
    if (!(error instanceof InvalidCursorError)) throw error;
    throw new HttpError(400, error.message, { cursor: error.message });
  }
}

/**
 * A page of a list whose count reads the matching rows again (a filter no counter answers), and
 * that count: the page first, then the count only when the page cannot tell it. A first page
 * with no next page holds every match, so its length is the total; a search that finds a few
 * rows then reads them once, not twice.
 * @param cursor the page's cursor (undefined for the first page)
 * @param readPage reads the page at `cursor`: its next cursor and how many rows it holds
 * @param count counts the rows matching the filters (all pages), or the cap it stopped at
 */
export async function pageWithTotal<P extends { next: Cursor | null; rows: number }>(
  cursor: Cursor | undefined,
  readPage: (cursor: Cursor | undefined) => Promise<P>,
  count: () => Promise<ListTotal>,
): Promise<{ page: P; total: ListTotal }> {
  const page = await readPage(cursor);
  const whole = cursor === undefined && page.next === null;
  return { page, total: whole ? page.rows : await count() };
}

/**
 * Sets the page's headers on `reply` and returns its rows, for the route to answer.
 * @param total how many rows match the filters (all pages), or the cap a count stopped at
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page<T>,
  total: ListTotal,
): T[] {
  setPageHeaders(request, reply, page.next, total);
  return page.items;
}

/**
 * Sets a page's headers on `reply`: `X-Total-Count` (`total`, the rows matching the filters on
 * all pages), or `X-Total-Count-Exceeds` with the cap when the count stopped there
 * (docs/decisions/0024-capped-counts.md), and, when there is a `next` page, its link: the
 * request's own path and query with `cursor` replaced, so it keeps every filter, the order and
 * the limit.
 */
export function setPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  next: Cursor | null,
  total: ListTotal,
): void {
  if (typeof total === "number") reply.header(TOTAL_COUNT_HEADER, String(total));
  else reply.header(TOTAL_COUNT_EXCEEDS_HEADER, String(total.exceeds));
  if (next) {
    const url = new URL(request.url, "http://localhost");
    url.searchParams.set("cursor", encodeCursor(next));
    reply.header("link", `<${url.pathname}${url.search}>; rel="next"`);
  }
}

/**
 * Answers `json`, a JSON text already in the route's response shape (written by the database),
 * as it is: a string sent with a JSON content type skips the route's serialiser.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}

/** The OpenAPI description of a paged answer's headers. */
export const pageHeadersDescription =
  'One page (`limit`, default 50, at most 100). `X-Total-Count`: rows matching the filters; `Link: <…>; rel="next"`: the next page, absent on the last.';

/** The same for a list whose count stops at a cap (docs/decisions/0024-capped-counts.md). */
export const cappedPageHeadersDescription = `${pageHeadersDescription} When more rows match than the count's cap, \`X-Total-Count\` is absent and \`X-Total-Count-Exceeds\` holds the cap.`;
