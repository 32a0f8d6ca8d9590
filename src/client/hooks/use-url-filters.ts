import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";

/**
 * The query string of `filters` without empty values and with text trimmed, e.g.
 * `status=pending&q=pool`; "" when nothing is set. Key order follows the object's.
 */
export function toQueryString(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === "string" ? value.trim() : "";
    if (text) params.set(key, text);
  }
  return params.toString();
}

/**
 * Filters kept in the page's query string, so a filtered list can be bookmarked, reloaded and
 * stepped back through: `parse` reads them from the URL, `setFilters` writes the next complete
 * filters. A change is a new history entry (Back undoes it) unless `replace` is set, which
 * callers use while someone keeps typing the same search.
 * @returns the current filters and their setter.
 */
export function useUrlFilters<F extends object>(
  parse: (params: URLSearchParams) => F,
): [F, (next: F, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => parse(new URLSearchParams(query)), [query, parse]);
  const setFilters = useCallback(
    (next: F, options: { replace?: boolean } = {}) => {
      const nextQuery = toQueryString(next);
      if (nextQuery === query) return;
      setParams(new URLSearchParams(nextQuery), { replace: options.replace ?? false });
    },
    [setParams, query],
  );
  return [filters, setFilters];
}
