import type { Property } from "@/domain/api/property";

/**
 * The properties list's search (spec section 2): a case-insensitive match of `search` against
 * the property's name, address and city. An empty search matches everything.
 */
export function matchesPropertySearch(
  property: Pick<Property, "name" | "address" | "city">,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [property.name, property.address, property.city].some((value) =>
    value.toLowerCase().includes(needle),
  );
}
