import type { NotFoundTexts } from "@/client/components/query-view";
import { paths } from "@/domain/paths";

/**
 * The "Property not found" state of every screen of one property (details, edit, its staffing
 * requests, a new request for it): an unknown id and someone else's property read the same,
 * because the API answers 404 for both.
 */
export const propertyNotFound: NotFoundTexts = {
  title: "Property not found",
  description: "This property does not exist or is not one of yours.",
  backHref: paths.properties.list.href(),
  backLabel: "Back to Properties",
};
