import type { StaffingRequest } from "@/domain/api/staffing-request";
import type { StaffingRequestStatus } from "@/domain/enums";

/** The list page's filters (spec section 2, "Staffing requests list"). */
export interface RequestFilters {
  /** A status, or "all". */
  status: StaffingRequestStatus | "all";
  /** A property id as text, or "all". */
  propertyId: string;
  /** Free text, matched case-insensitively against companyName, contactName, staffType, details. */
  search: string;
  /** Order by createdAt. */
  sort: "newest" | "oldest";
}

export const defaultRequestFilters: RequestFilters = {
  status: "all",
  propertyId: "all",
  search: "",
  sort: "newest",
};

/** True when any filter narrows the list (the sort order does not count). */
export function hasActiveFilters(filters: RequestFilters): boolean {
  return filters.status !== "all" || filters.propertyId !== "all" || filters.search.trim() !== "";
}

/**
 * Applies the filters and the sort to a list of requests.
 * @returns a new array; the input is not changed.
 */
export function filterStaffingRequests(
  requests: readonly StaffingRequest[],
  filters: RequestFilters,
): StaffingRequest[] {
  const needle = filters.search.trim().toLowerCase();
  const matches = requests.filter((request) => {
    if (filters.status !== "all" && request.status !== filters.status) return false;
    if (filters.propertyId !== "all" && String(request.propertyId) !== filters.propertyId) {
      return false;
    }
    if (!needle) return true;
    return [request.companyName, request.contactName, request.staffType, request.details]
      .filter((value): value is string => typeof value === "string")
      .some((value) => value.toLowerCase().includes(needle));
  });
  const direction = filters.sort === "newest" ? -1 : 1;
  return matches.sort(
    (a, b) => direction * (Date.parse(a.createdAt) - Date.parse(b.createdAt)) || b.id - a.id,
  );
}
