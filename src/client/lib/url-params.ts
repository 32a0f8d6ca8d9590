/**
 * Readers of a list's filters from the page's query string. Each drops what it does not
 * recognise ("" for "no filter"), so a hand-edited or outdated URL shows a wider list rather
 * than an error.
 */

/** `params.get(name)` when it is one of `values`, else "". */
export function oneOfParam<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | "" {
  const value = params.get(name);
  return value && (values as readonly string[]).includes(value) ? (value as T) : "";
}

/** A calendar day parameter (`YYYY-MM-DD`), else "". */
export function dayParam(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "";
}

/** The `sort` parameter: "oldest", or "" for the default order (newest first). */
export function sortParam(params: URLSearchParams): "" | "oldest" {
  return params.get("sort") === "oldest" ? "oldest" : "";
}
