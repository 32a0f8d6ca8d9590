/**
 * The filters of the admin lists as they live in the page's URL (`?status=pending&city=naples`),
 * so a filtered list can be bookmarked, shared, reached from the overview and exported as is.
 * An empty string means "no filter"; query strings never carry empty parameters.
 */
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

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function oneOf<T extends string>(values: readonly T[], value: string | null): T | "" {
  return value && (values as readonly string[]).includes(value) ? (value as T) : "";
}

/** The `sort` parameter: "oldest", or "" for the default order (newest first). */
const sortParam = (params: URLSearchParams): "" | "oldest" =>
  params.get("sort") === "oldest" ? "oldest" : "";

/** Reads request filters from a URL's search parameters; unknown or malformed values are dropped. */
export function parseRequestFilters(params: URLSearchParams): AdminRequestFilters {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    status: oneOf(staffingRequestStatuses, params.get("status")),
    staffType: oneOf(staffTypes, params.get("staffType")),
    city: params.get("city") ?? "",
    from: isDay(from) ? from : "",
    to: isDay(to) ? to : "",
    q: params.get("q") ?? "",
    sort: sortParam(params),
  };
}

/** Reads application filters from a URL's search parameters. */
export function parseApplicationFilters(params: URLSearchParams): AdminApplicationFilters {
  return {
    status: oneOf(jobApplicationStatuses, params.get("status")),
    position: oneOf(staffTypes, params.get("position")),
    q: params.get("q") ?? "",
    sort: sortParam(params),
  };
}

/**
 * The query string of `filters` without empty values and with text trimmed, e.g.
 * `status=pending&city=Naples`; "" when nothing is filtered.
 */
export function toQueryString(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === "string" ? value.trim() : "";
    if (text) params.set(key, text);
  }
  return params.toString();
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
