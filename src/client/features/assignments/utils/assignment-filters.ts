/**
 * The managers' and admins' assignment list filter as it lives in the page's URL
 * (`/assignments?status=confirmed`): bookmarkable, kept on reload and by Back, sent to the
 * server as it is. An empty string means "no filter".
 */
import { oneOfParam } from "@/client/lib/url-params";
import { type StaffAssignmentStatus, staffAssignmentStatuses } from "@/domain/enums";

/** The list's filters. */
export interface AssignmentUrlFilters {
  status: StaffAssignmentStatus | "";
}

/** No filter: every assignment the caller may see. */
export const emptyAssignmentFilters: AssignmentUrlFilters = { status: "" };

/** Reads the filters from a URL's search parameters; an unknown status is dropped. */
export function parseAssignmentFilters(params: URLSearchParams): AssignmentUrlFilters {
  return { status: oneOfParam(params, "status", staffAssignmentStatuses) };
}
