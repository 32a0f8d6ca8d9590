import { Badge } from "@/client/components/ui/badge";
import { pluralize } from "@/client/lib/pluralize";
import type { WorkerDocument } from "@/domain/api/document";
import { type DocumentStatus, documentStatusLabels } from "@/domain/document";

/** Colours of a document's review: waiting amber, verified green, rejected red, expired grey. */
const colour: Record<DocumentStatus, string> = {
  pending: "border-transparent bg-amber-100 text-amber-900",
  verified: "border-transparent bg-green-100 text-green-900",
  rejected: "border-transparent bg-red-100 text-red-900",
  expired: "border-transparent bg-slate-200 text-slate-800",
};

/** How many days before expiry a verified document says "Expires in N days". */
const EXPIRY_WARNING_DAYS = 30;

/** "Expires today", "Expires in 1 day", "Expires in 12 days". */
export function expiresInLabel(days: number): string {
  return days === 0 ? "Expires today" : `Expires in ${pluralize(days, "day")}`;
}

/**
 * A document's status as the worker and the agency see it: Pending review, Verified, Rejected or
 * Expired (derived by the server from the expiry date), and beside a verified one that expires
 * within 30 days, "Expires in N days".
 */
export function DocumentStatusBadge({
  document,
}: {
  document: Pick<WorkerDocument, "status" | "expiresInDays">;
}) {
  const days = document.expiresInDays;
  const expiring =
    document.status === "verified" && days !== null && days >= 0 && days <= EXPIRY_WARNING_DAYS;
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge className={colour[document.status]}>{documentStatusLabels[document.status]}</Badge>
      {expiring ? (
        <Badge className="border-transparent bg-amber-100 text-amber-900">
          {expiresInLabel(days)}
        </Badge>
      ) : null}
    </span>
  );
}
