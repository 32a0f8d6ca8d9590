/**
 * The job lists' filters as they live in the page's URL (`/job-opportunities?staffType=security
 * &city=naples`, `/admin/jobs?status=closed`): bookmarkable, kept on reload and by Back, sent to
 * the server as they are. An empty string means "no filter".
 */
import { oneOfParam } from "@/client/lib/url-params";
import { type JobPostingStatus, jobPostingStatuses } from "@/domain/api/job";
import { type StaffType, staffTypes } from "@/domain/enums";
import { jobPlaces } from "@/domain/job-posting";

/**
 * A worker's filters: a role, a place (a city includes its nearby places) and whether to show
 * every open job (`match=all`) instead of those matching their profile (the server's default).
 */
export interface JobFilters {
  staffType: StaffType | "";
  /** A place's slug ("naples", "marco-island"), "" for anywhere. */
  city: string;
  /** "all": every open job; "": the server's default (the profile's roles and places). */
  match: "all" | "";
}

export const emptyJobFilters: JobFilters = { staffType: "", city: "", match: "" };

const placeSlugs = jobPlaces.map((place) => place.slug);

/** Reads a worker's filters from the URL; unknown values are dropped. */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  return {
    staffType: oneOfParam(params, "staffType", staffTypes),
    city: oneOfParam(params, "city", placeSlugs),
    match: oneOfParam(params, "match", ["all"] as const),
  };
}

/** True when a role or place filter narrows the list (the profile match is not one). */
export function hasJobFilters(filters: JobFilters): boolean {
  return filters.staffType !== "" || filters.city !== "";
}

/** The agency's filter: the postings' state. */
export interface AdminJobFilters {
  status: JobPostingStatus | "";
}

/** Reads the agency's filter from the URL; an unknown state is dropped. */
export function parseAdminJobFilters(params: URLSearchParams): AdminJobFilters {
  return { status: oneOfParam(params, "status", jobPostingStatuses) };
}
