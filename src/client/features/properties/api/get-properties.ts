/**
 * GET /api/portal/properties?q: the caller's properties (spec section 7), one page at a time
 * (docs/decisions/0013-paged-lists.md): the list screen reads them page by page, the property
 * choices of forms and filters read every page.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getAllPages, listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import { PAGE_LIMIT_MAX } from "@/domain/api/list-query";
import type { Property } from "@/domain/api/property";

const PATH = "/api/portal/properties";

/**
 * Fetches every property of the signed-in manager, following the `Link` pages (100 a page):
 * a manager may have hundreds, and a `<select>` must offer them all.
 * @throws Error("<status>: <text>") on failure (403 for roles without properties).
 */
export function getProperties(signal?: AbortSignal): Promise<Property[]> {
  return getAllPages<Property>(listUrl(PATH, { limit: PAGE_LIMIT_MAX }), signal);
}

/** Query options of every property (for choices; key: properties.options). */
export function getPropertiesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.properties.options,
    queryFn: ({ signal }) => getProperties(signal),
  });
}

/**
 * Every property of the manager, for property choices. Pass `enabled: false` for users who are
 * not property managers: the spec fetches properties only for them.
 */
export function useProperties({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPropertiesQueryOptions(), enabled });
}

/**
 * The properties screen's list: the properties whose name, address or city contain `q`
 * (case-insensitive, on the server), page by page.
 */
export function usePropertiesList(q: string) {
  const url = listUrl(PATH, { q });
  return usePagedList<Property>(queryKeys.properties.list(url), url);
}
