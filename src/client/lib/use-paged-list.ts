/**
 * A paged list endpoint read with TanStack Query's `useInfiniteQuery`: the first page from the
 * list's URL, each next page from the previous answer's `Link` header, the total from
 * `X-Total-Count` (docs/decisions/0013-paged-lists.md, 0016-paged-lists-in-the-client.md).
 */
import { keepPreviousData, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { QueryViewQuery } from "@/client/components/query-view";
import { getPage, type Page } from "./paged";
import { pluralize } from "./pluralize";

/** What a list screen reads of a paged list. */
export interface PagedList<T> {
  /** The query's states for QueryView (`data`: the rows of every page loaded so far). */
  view: QueryViewQuery<T[]>;
  /** The rows loaded so far, in the server's order. */
  items: T[];
  /**
   * Rows matching the filters on the server (the first page's `X-Total-Count`); when the server
   * stopped counting, one more than {@link totalExceeds}.
   */
  total: number;
  /**
   * Set when the server stopped counting (`X-Total-Count-Exceeds`,
   * docs/decisions/0024-capped-counts.md) and rows remain to load: more than this many match
   * (the cap, or the rows loaded when more than that). Null when the total is exact.
   */
  totalExceeds: number | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last next-page load failed (the rows already shown stay). */
  isFetchNextPageError: boolean;
  /** Loads the next page, unless one is already loading or there is none. */
  fetchNextPage: () => void;
  /** True while the rows shown belong to the previous filters (the new ones are loading). */
  isPlaceholderData: boolean;
}

/**
 * Reads a paged list.
 * @param queryKey the list's key from lib/query-keys.ts (it must change with `url`).
 * @param url the first page: the list's path with its filters and sort.
 * @param options.enabled false skips the fetch.
 * @param options.refetchInterval refetches every page loaded so far this often (ms).
 * @returns the rows, the total and the paging actions; while new filters load, the previous
 *   rows stay on screen (`isPlaceholderData`).
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  url: string,
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage<T>(pageParam, signal),
    initialPageParam: url,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  });
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const { total, totalExceeds } = totalOf(data?.pages[0], items.length, hasNextPage);

  return {
    view: {
      data: data ? items : undefined,
      error: query.error,
      isError: query.isError && !query.isFetchNextPageError,
      isLoading: query.isLoading,
      isFetching: query.isFetching,
      refetch: query.refetch,
    },
    items,
    total,
    totalExceeds,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
    },
    isPlaceholderData: query.isPlaceholderData,
  };
}

/**
 * A list's total from its first page's headers.
 * @param first the first page (undefined while loading)
 * @param loaded rows loaded so far, over every page
 * @param hasNextPage whether pages remain
 * @returns `total`: `X-Total-Count`, or without it the rows loaded; and, when the server stopped
 *   counting (`X-Total-Count-Exceeds`) and pages remain, `totalExceeds`: a lower bound (the cap,
 *   or the rows loaded once past it) with `total` one more. Once every page is loaded, the rows
 *   loaded are the total.
 */
export function totalOf(
  first: Pick<Page<unknown>, "total" | "totalExceeds"> | undefined,
  loaded: number,
  hasNextPage: boolean,
): { total: number; totalExceeds: number | null } {
  if (first?.total != null) return { total: first.total, totalExceeds: null };
  const cap = first?.totalExceeds ?? null;
  if (cap === null || !hasNextPage) return { total: loaded, totalExceeds: null };
  const exceeds = Math.max(cap, loaded);
  return { total: exceeds + 1, totalExceeds: exceeds };
}

/**
 * How many rows a list holds, in words: "312 requests", or "more than 1,000 requests" when the
 * server stopped counting (docs/decisions/0024-capped-counts.md).
 * @param noun the rows' noun for one and for many ("request", "requests")
 */
export function listCount(
  list: Pick<PagedList<unknown>, "total"> & Partial<Pick<PagedList<unknown>, "totalExceeds">>,
  noun: { one: string; many?: string },
): string {
  const many = noun.many ?? `${noun.one}s`;
  if (list.totalExceeds != null) {
    return `more than ${list.totalExceeds.toLocaleString("en-US")} ${many}`;
  }
  return pluralize(list.total, noun.one, many);
}
