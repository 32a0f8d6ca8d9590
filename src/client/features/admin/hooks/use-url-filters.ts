import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";
import { toQueryString } from "../utils/filters";

/**
 * Filters kept in the page's query string: `parse` reads them from the URL, `setFilters`
 * replaces the query (without a new history entry per keystroke).
 * @returns the current filters and a setter taking the next complete filters.
 */
export function useUrlFilters<F extends object>(
  parse: (params: URLSearchParams) => F,
): [F, (next: F) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => parse(new URLSearchParams(query)), [query, parse]);
  const setFilters = useCallback(
    (next: F) => setParams(new URLSearchParams(toQueryString(next)), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
