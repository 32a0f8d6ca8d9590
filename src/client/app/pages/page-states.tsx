/**
 * States shared by the portal's detail screens: a path id that is not a number, a record that is
 * not found (or not the caller's: the API answers 404 for both), and a failed load.
 */
import { SearchX, TriangleExclamationPoint } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { Button } from "@/client/components/ui/button";
import { errorMessage, parseApiError } from "@/client/lib/api";

/**
 * The numeric id of a path such as /properties/12, or null when the segment is not a positive
 * whole number that the API could accept (a 32-bit integer).
 */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** True when `error` is the API's 404 answer. */
export function isNotFoundError(error: unknown): boolean {
  return parseApiError(error).status === 404;
}

/**
 * "{What} not found", with a link back to the list. Shown for unknown ids and for ids that
 * belong to someone else, which the API does not tell apart.
 */
export function NotFoundState({
  title,
  description,
  backHref,
  backLabel,
}: {
  title: string;
  description: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button asChild variant="outline">
          <Link href={backHref}>{backLabel}</Link>
        </Button>
      }
    />
  );
}

/**
 * A failed load: the title, the server's message (or "Please try again later") and Try Again.
 */
export function LoadErrorState({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <EmptyState
      tone="error"
      icon={TriangleExclamationPoint}
      title={title}
      description={errorMessage(error, "Please try again later")}
      action={
        <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? "Trying again..." : "Try Again"}
        </Button>
      }
    />
  );
}
