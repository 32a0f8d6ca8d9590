/**
 * A paged list endpoint read with TanStack Query's `useInfiniteQuery`: the first page from the
 * list's URL, each next page from the previous answer's `Link` header, the total from
 * `X-Total-Count` (docs/decisions/0013-paged-lists.md, 0016-paged-lists-in-the-client.md).
 */
import { keepPreviousData, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { QueryViewQuery } from "@/client/components/query-view";
import { getPage } from "./paged";

/** What a list screen reads of a paged list. */
export interface PagedList<T> {
  /** The query's states for QueryView (`data`: the rows of every page loaded so far). */
  view: QueryViewQuery<T[]>;
  /** The rows loaded so far, in the server's order. */
  items: T[];
  /** Rows matching the filters on the server (the first page's `X-Total-Count`). */
  total: number;
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
  const total = data?.pages[0]?.total ?? items.length;

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
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
    },
    isPlaceholderData: query.isPlaceholderData,
  };
}
