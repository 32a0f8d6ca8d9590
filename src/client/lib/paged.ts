/**
 * Reading one page of a paged list endpoint (docs/decisions/0013-paged-lists.md, 0016-paged-lists-in-the-client.md): the body is a
 * JSON array of rows, `X-Total-Count` the number of rows matching the filters and
 * `Link: <url>; rel="next"` (RFC 8288) the address of the next page, absent on the last one.
 */
import { TOTAL_COUNT_EXCEEDS_HEADER, TOTAL_COUNT_HEADER } from "@/domain/api/list-query";
import { getJsonResponse } from "./api";

/** One page of a list, with what the headers say about the whole list. */
export interface Page<T> {
  items: T[];
  /** Rows matching the filters over every page; null when the server did not say. */
  total: number | null;
  /**
   * When the server stopped counting (`X-Total-Count-Exceeds`, docs/decisions/0024-capped-counts.md):
   * more rows than this match; otherwise null.
   */
  totalExceeds: number | null;
  /** The next page's URL (path and query), or null on the last page. */
  nextUrl: string | null;
}

const LINK_PART = /<([^>]*)>\s*((?:;\s*[^;,]*)*)/g;

/**
 * The URL of the `rel="next"` link in a `Link` header value, or null when there is none.
 * Reads every comma-separated link, so `rel="prev"` or `rel="first"` beside it do no harm,
 * and accepts `rel=next` unquoted and among other relation types (`rel="next last"`).
 */
export function parseNextLink(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const match of header.matchAll(LINK_PART)) {
    const [, url, params = ""] = match;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const relations = (rel?.[1] ?? rel?.[2] ?? "").toLowerCase().split(/\s+/);
    if (url && relations.includes("next")) return url;
  }
  return null;
}

/**
 * The `X-Total-Count` header as a whole number, or null when it is absent or not a
 * non-negative integer (a list is never counted as a made-up number).
 */
export function parseTotalCount(header: string | null | undefined): number | null {
  if (header == null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

/**
 * GETs one page of a list.
 * @param url the list's path with its query (the first page) or a `Link` URL (the next ones).
 * @returns the rows, the total and the next page's URL.
 * @throws Error("<status>: <text>") on any non-2xx answer (lib/api.ts).
 */
export async function getPage<T>(url: string, signal?: AbortSignal): Promise<Page<T>> {
  const res = await getJsonResponse(url, signal);
  const items = (await res.json()) as T[];
  return {
    items,
    total: parseTotalCount(res.headers.get(TOTAL_COUNT_HEADER)),
    totalExceeds: parseTotalCount(res.headers.get(TOTAL_COUNT_EXCEEDS_HEADER)),
    nextUrl: parseNextLink(res.headers.get("link")),
  };
}

/**
 * Every row of a list, following its `Link` pages one after the other (for choices that need
 * the whole list, such as a manager's properties in a `<select>`).
 * @param maxPages a guard against a server that never ends the chain.
 */
export async function getAllPages<T>(
  url: string,
  signal?: AbortSignal,
  maxPages = 200,
): Promise<T[]> {
  const rows: T[] = [];
  let next: string | null = url;
  for (let page = 0; next && page < maxPages; page++) {
    const answer: Page<T> = await getPage<T>(next, signal);
    rows.push(...answer.items);
    next = answer.nextUrl;
  }
  return rows;
}

/**
 * `path` with the query string of `params`: empty values are left out (the server reads an
 * absent filter as "any"), and text is trimmed.
 */
export function listUrl(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = value === undefined ? "" : String(value).trim();
    if (text) query.set(key, text);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
