/**
 * The filters of the admin lists as they live in the page's URL (`?status=pending&city=naples`),
 * so a filtered list can be bookmarked, shared, reached from the overview and exported as is.
 * An empty string means "no filter"; query strings never carry empty parameters.
 */
import { toQueryString } from "@/client/hooks/use-url-filters";
import { dayParam, oneOfParam, sortParam } from "@/client/lib/url-params";
import {
  type JobApplicationStatus,
  jobApplicationStatuses,
  type StaffingRequestStatus,
  type StaffType,
  staffingRequestStatuses,
  staffTypes,
} from "@/domain/enums";

/** Filters of GET /api/admin/staffing-requests (and its .csv). */
export interface AdminRequestFilters {
  status: StaffingRequestStatus | "";
  staffType: StaffType | "";
  /** Matches the property's city, or the company name of public requests. */
  city: string;
  /** First and last calendar day of creation, `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
  /** Company, contact, e-mail or details. */
  q: string;
  /** "" for newest first (the default), "oldest" for oldest first. */
  sort: "" | "oldest";
}

/** Filters of GET /api/admin/job-applications (and its .csv). */
export interface AdminApplicationFilters {
  status: JobApplicationStatus | "";
  position: StaffType | "";
  /** Name, e-mail or phone. */
  q: string;
  /** "" for newest first (the default), "oldest" for oldest first. */
  sort: "" | "oldest";
}

export const emptyRequestFilters: AdminRequestFilters = {
  status: "",
  staffType: "",
  city: "",
  from: "",
  to: "",
  q: "",
  sort: "",
};

export const emptyApplicationFilters: AdminApplicationFilters = {
  status: "",
  position: "",
  q: "",
  sort: "",
};

/** Reads request filters from a URL's search parameters; unknown or malformed values are dropped. */
export function parseRequestFilters(params: URLSearchParams): AdminRequestFilters {
  return {
    status: oneOfParam(params, "status", staffingRequestStatuses),
    staffType: oneOfParam(params, "staffType", staffTypes),
    city: params.get("city") ?? "",
    from: dayParam(params, "from"),
    to: dayParam(params, "to"),
    q: params.get("q") ?? "",
    sort: sortParam(params),
  };
}

/** Reads application filters from a URL's search parameters. */
export function parseApplicationFilters(params: URLSearchParams): AdminApplicationFilters {
  return {
    status: oneOfParam(params, "status", jobApplicationStatuses),
    position: oneOfParam(params, "position", staffTypes),
    q: params.get("q") ?? "",
    sort: sortParam(params),
  };
}

/** `path` followed by `?query` when `filters` filter anything. */
export function withQuery(path: string, filters: object): string {
  const query = toQueryString(filters);
  return query ? `${path}?${query}` : path;
}

/** True when any filter narrows the list (the order does not count). */
export function hasFilters(filters: object): boolean {
  const { sort: _sort, ...narrowing } = filters as { sort?: unknown };
  return toQueryString(narrowing) !== "";
}
