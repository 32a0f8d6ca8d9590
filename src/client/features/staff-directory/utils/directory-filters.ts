/**
 * The staff directory's filters as they live in the page's URL
 * (`/staff-directory?propertyId=4&staffType=maintenance`): bookmarkable, kept on reload and by
 * Back, sent to the server as they are. An empty string means "no filter".
 */
import { oneOfParam } from "@/client/lib/url-params";
import { type StaffType, staffTypes } from "@/domain/enums";

/** The directory's filters: one of the manager's properties and a role (staff type). */
export interface DirectoryFilters {
  /** A property id as text ("" for every property). */
  propertyId: string;
  staffType: StaffType | "";
}

/** No filter: the whole directory. */
export const emptyDirectoryFilters: DirectoryFilters = { propertyId: "", staffType: "" };

/**
 * Reads the filters from a URL's search parameters; unknown or malformed values are dropped
 * (a hand-edited URL shows the whole directory rather than an error).
 */
export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const propertyId = params.get("propertyId") ?? "";
  return {
    propertyId: /^[1-9]\d{0,9}$/.test(propertyId) ? propertyId : "",
    staffType: oneOfParam(params, "staffType", staffTypes),
  };
}

/** True when a filter narrows the directory. */
export function hasDirectoryFilters(filters: DirectoryFilters): boolean {
  return filters.propertyId !== "" || filters.staffType !== "";
}
