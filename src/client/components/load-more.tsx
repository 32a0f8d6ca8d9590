/**
 * The end of a paged list: "Showing 100 of 312 requests" (or "of more than 1,000 requests" when
 * the server stopped counting) in a polite live region, a "Load more"
 * button (a real button, so keyboards and switch users reach it) and an invisible sentinel
 * that loads the next page on its own when the reader scrolls near it (IntersectionObserver).
 * Portal-only, like query-view.
 */
import { useEffect, useRef } from "react";
import { Button } from "@/client/components/ui/button";
import { listCount, type PagedList } from "@/client/lib/use-paged-list";

/** How far below the viewport the sentinel starts loading the next page. */
const PRELOAD_MARGIN = "800px 0px";

export interface LoadMoreProps {
  /**
   * The paged list (lib/use-paged-list.ts): its rows loaded, its total and its next page.
   * After a failed next-page load, the button offers to try again and nothing loads on scroll.
   */
  list: Pick<
    PagedList<unknown>,
    | "items"
    | "total"
    | "hasNextPage"
    | "isFetchingNextPage"
    | "isFetchNextPageError"
    | "fetchNextPage"
  > &
    Partial<Pick<PagedList<unknown>, "totalExceeds">>;
  /** The rows' noun for one and for many ("request", "requests"). */
  noun: { one: string; many?: string };
}

/**
 * The summary, the Load more button and the scroll sentinel of a paged list.
 * The summary says "Showing N of T nouns" (announced politely as more rows arrive); the button
 * and the sentinel are rendered only while a next page exists.
 */
export function LoadMore({ list, noun }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const shown = list.items.length;
  const isError = list.isFetchNextPageError;
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(fetchNextPage);
  latest.current = fetchNextPage;
  const autoLoad = hasNextPage && !isFetchingNextPage && !isError;

  // Observed afresh after each page: an observer only reports changes, so a sentinel still in
  // view after a short page would otherwise never ask for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe when more rows arrive
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !autoLoad || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, shown]);

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {`Showing ${shown.toLocaleString("en-US")} of ${listCount(list, noun)}`}
      </p>
      {hasNextPage ? (
        <>
          <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
          {isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load more. Please try again.
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            onClick={fetchNextPage}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? "Loading more..." : "Load more"}
          </Button>
        </>
      ) : null}
    </div>
  );
}
