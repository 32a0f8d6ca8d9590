/**
 * Whether the agency can offer a request's work (docs/decisions/0017-placements.md): a request
 * without a property (the public form's) cannot be filled, nor a finished one.
 */
import type { AdminStaffingRequest } from "@/domain/api/admin";

/**
 * Why offers are disabled on `request`, or null when the agency may offer its work.
 * @returns the explanation shown beside the disabled Offer position button.
 */
export function offerBlockedReason(
  request: Pick<AdminStaffingRequest, "propertyId" | "status">,
): string | null {
  if (request.propertyId === null) {
    return "This request came from the public form and has no property, so nobody can be placed on it. Invite the client to the portal and ask them to send the request for their property there.";
  }
  if (request.status === "completed") {
    return "This request is completed, so no more positions can be offered.";
  }
  if (request.status === "cancelled") {
    return "This request is cancelled, so no positions can be offered.";
  }
  return null;
}
