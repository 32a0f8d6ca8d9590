/**
 * Several paged lists read as one section (e.g. "Past": completed, declined, expired and
 * cancelled, one server filter each): their rows together, their totals added, and one
 * "Load more" that asks every list that has a next page for it. Nothing is claimed complete
 * while one of them has more.
 */
import type { PagedList } from "@/client/lib/use-paged-list";

/** What LoadMore and a section read of the merged lists. */
export type MergedList<T> = Pick<
  PagedList<T>,
  | "items"
  | "total"
  | "hasNextPage"
  | "isFetchingNextPage"
  | "isFetchNextPageError"
  | "fetchNextPage"
> & {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
};

/**
 * Merges `lists` (rows in `order`).
 * @param order sorts the loaded rows (the server orders each list by creation time only).
 */
export function mergePagedLists<T>(
  lists: readonly PagedList<T>[],
  order: (a: T, b: T) => number,
): MergedList<T> {
  const items = lists.flatMap((list) => list.items).sort(order);
  const failed = lists.find((list) => list.view.isError);
  return {
    items,
    total: lists.reduce((sum, list) => sum + list.total, 0),
    hasNextPage: lists.some((list) => list.hasNextPage),
    isFetchingNextPage: lists.some((list) => list.isFetchingNextPage),
    isFetchNextPageError: lists.some((list) => list.isFetchNextPageError),
    fetchNextPage: () => {
      for (const list of lists) list.fetchNextPage();
    },
    isLoading: lists.some((list) => list.view.isLoading),
    isError: failed !== undefined,
    error: failed?.view.error,
    isFetching: lists.some((list) => list.view.isFetching),
    refetch: () => {
      for (const list of lists) void list.view.refetch();
    },
  };
}
