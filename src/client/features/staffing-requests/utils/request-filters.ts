/**
 * The staffing-request list's filters as they live in the page's URL
 * (`/staffing-requests?status=pending&propertyId=4&q=pool&sort=oldest`): bookmarkable, kept on
 * reload and by Back. They are sent to the server as they are (src/domain/api/list-query.ts);
 * nothing is filtered in the browser. An empty string means "no filter".
 */
import { dayParam, oneOfParam, sortParam } from "@/client/lib/url-params";
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

/**
 * Reads the filters from a URL's search parameters; unknown or malformed values are dropped
 * (a hand-edited URL shows the whole list rather than an error).
 */
export function parseRequestListFilters(params: URLSearchParams): RequestListFilters {
  const propertyId = params.get("propertyId") ?? "";
  return {
    status: oneOfParam(params, "status", staffingRequestStatuses),
    propertyId: /^[1-9]\d{0,9}$/.test(propertyId) ? propertyId : "",
    staffType: oneOfParam(params, "staffType", staffTypes),
    from: dayParam(params, "from"),
    to: dayParam(params, "to"),
    q: params.get("q") ?? "",
    sort: sortParam(params),
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
