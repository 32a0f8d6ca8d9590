/**
 * The staffing-request list's filters as they live in the page's URL
 * (`/staffing-requests?status=pending&propertyId=4&q=pool&sort=oldest`): bookmarkable, kept on
 * reload and by Back. They are sent to the server as they are (src/domain/api/list-query.ts);
 * nothing is filtered in the browser. An empty string means "no filter".
 */
import type { SortOrder } from "@/domain/api/list-query";
import {
  type StaffingRequestStatus,
  type StaffType,
  staffingRequestStatuses,
  staffTypes,
} from "@/domain/enums";

/** The list page's filters (spec section 2, "Staffing requests list"). */
export interface RequestListFilters {
  status: StaffingRequestStatus | "";
  /** A property id as text ("" for every property). */
  propertyId: string;
  staffType: StaffType | "";
  /** First and last calendar day of creation, `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
  /** Company, contact, e-mail, staff type or details (case-insensitive, on the server). */
  q: string;
  /** "" is the default order, newest first. */
  sort: "" | "oldest";
}

export const emptyRequestListFilters: RequestListFilters = {
  status: "",
  propertyId: "",
  staffType: "",
  from: "",
  to: "",
  q: "",
  sort: "",
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function oneOf<T extends string>(values: readonly T[], value: string | null): T | "" {
  return value && (values as readonly string[]).includes(value) ? (value as T) : "";
}

/**
 * Reads the filters from a URL's search parameters; unknown or malformed values are dropped
 * (a hand-edited URL shows the whole list rather than an error).
 */
export function parseRequestListFilters(params: URLSearchParams): RequestListFilters {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const propertyId = params.get("propertyId") ?? "";
  return {
    status: oneOf(staffingRequestStatuses, params.get("status")),
    propertyId: /^[1-9]\d{0,9}$/.test(propertyId) ? propertyId : "",
    staffType: oneOf(staffTypes, params.get("staffType")),
    from: isDay(from) ? from : "",
    to: isDay(to) ? to : "",
    q: params.get("q") ?? "",
    sort: params.get("sort") === "oldest" ? "oldest" : "",
  };
}

/** True when any filter narrows the list (the order does not count). */
export function hasActiveFilters(filters: RequestListFilters): boolean {
  const { sort: _sort, ...narrowing } = filters;
  return Object.values(narrowing).some((value) => value.trim() !== "");
}

/** The order the server is asked for. */
export function sortOf(filters: Pick<RequestListFilters, "sort">): SortOrder {
  return filters.sort === "oldest" ? "oldest" : "newest";
}
