/**
 * Rows of a long list rendered only near the viewport, scrolled by the window
 * (`@tanstack/react-virtual`'s window virtualiser). Short lists render every row: the
 * virtualiser starts at {@link VIRTUALIZE_FROM} rows, where the DOM would grow heavy.
 * Rows keep their elements and roles (list items, table rows); the space of the rows not
 * rendered is padding, so the page's scroll height and the scrollbar stay true.
 */
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";

/** Lists with fewer items than this render every row (callers pass `enabled`). */
export const VIRTUALIZE_FROM = 150;

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 6;

export interface WindowRows {
  /** Put on the list's element: the virtualiser measures from its top. */
  listRef: RefObject<HTMLElement | null>;
  /** The indexes of the rows to render now, in order, with their measuring ref. */
  rows: { index: number; key: number | string }[];
  /** Put on each rendered row's element (with `data-index={index}`) to measure its height. */
  measure: (element: Element | null) => void;
  /** Space of the rows not rendered above and below (px). */
  before: number;
  after: number;
  virtual: boolean;
}

/**
 * Which of `count` rows to render.
 * @param options.estimate a row's estimated height in px (measured once rendered).
 * @param options.gap the space between rows in px (a grid's row gap).
 * @param options.enabled false renders every row (short lists; see {@link VIRTUALIZE_FROM}).
 * @returns every row when not enabled, else the rows near the viewport and the padding that
 *   stands for the others.
 */
export function useWindowRows(
  count: number,
  options: { estimate: number; gap?: number; enabled: boolean },
): WindowRows {
  const { estimate, gap = 0 } = options;
  const listRef = useRef<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtual = options.enabled;

  // The list's distance from the top of the document, which the window's scroll is offset by.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!virtual || !element) return;
    const update = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [virtual]);

  const virtualizer = useWindowVirtualizer({
    count: virtual ? count : 0,
    estimateSize: () => estimate,
    overscan: OVERSCAN,
    gap,
    scrollMargin,
  });

  if (!virtual) {
    return {
      listRef,
      rows: Array.from({ length: count }, (_, index) => ({ index, key: index })),
      measure: () => {},
      before: 0,
      after: 0,
      virtual,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? Math.max(0, first.start - scrollMargin) : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0;
  return {
    listRef,
    rows: items.map((item) => ({ index: item.index, key: item.key as number | string })),
    measure: virtualizer.measureElement,
    before,
    after,
    virtual,
  };
}

/** Tailwind's `md` and `lg` breakpoints, where card grids go to 2 and 3 columns. */
const COLUMN_QUERIES = ["(min-width: 1024px)", "(min-width: 768px)"] as const;

function columnsNow(): number {
  if (typeof window === "undefined" || !window.matchMedia) return 1;
  if (window.matchMedia(COLUMN_QUERIES[0]).matches) return 3;
  return window.matchMedia(COLUMN_QUERIES[1]).matches ? 2 : 1;
}

/**
 * How many columns a `grid-cols-1 md:grid-cols-2 lg:grid-cols-3` card grid has at the window's
 * width (a virtualised grid renders whole rows of cards).
 */
export function useGridColumns(): number {
  const [columns, setColumns] = useState(columnsNow);
  useLayoutEffect(() => {
    const lists = COLUMN_QUERIES.map((query) => window.matchMedia(query));
    const update = () => setColumns(columnsNow());
    update();
    for (const list of lists) list.addEventListener("change", update);
    return () => {
      for (const list of lists) list.removeEventListener("change", update);
    };
  }, []);
  return columns;
}
