/**
 * The states of a screen that shows one query's answer: loading, failed, not found (an unknown
 * id, or one that is not the caller's: the API answers 404 for both), empty, and the data.
 * Screens hand the query and their texts to {@link QueryView} and only render the data
 * (bulletproof-react keeps query states in one place; docs/style-guide.md, "Screens").
 * Portal-only: public pages never import it (docs/decisions/0008-public-start-up-javascript.md).
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { SearchX, TriangleExclamationPoint } from "lucide-react";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { Button } from "@/client/components/ui/button";
import { PageSpinner, Spinner } from "@/client/components/ui/spinner";
import { errorMessage, parseApiError } from "@/client/lib/api";

/** The texts and the way back of a "{What} not found" state. */
export interface NotFoundTexts {
  /** The heading, e.g. "Property not found". */
  title: string;
  description: string;
  /** Where the back button goes (the list), and its label. */
  backHref: string;
  backLabel: string;
}

/**
 * "{What} not found", with a link back to the list. Shown for unknown ids and for ids that
 * belong to someone else, which the API does not tell apart.
 */
function NotFoundState({ title, description, backHref, backLabel }: NotFoundTexts) {
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

/** What a failed-load state shows and does. */
interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

/** Try Again, which reads "Trying again..." and is disabled while the retry runs. */
function RetryButton({
  onRetry,
  isRetrying,
  size,
}: Omit<LoadErrorProps, "title" | "error"> & {
  size?: "sm";
}) {
  return (
    <Button variant="outline" size={size} onClick={onRetry} disabled={isRetrying}>
      {isRetrying ? "Trying again..." : "Try Again"}
    </Button>
  );
}

/**
 * A failed load, announced as an alert: the title, the server's message (or "Please try again
 * later") and Try Again.
 */
function LoadErrorState({ title, error, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <EmptyState
      tone="error"
      icon={TriangleExclamationPoint}
      title={title}
      description={errorMessage(error, "Please try again later")}
      action={<RetryButton onRetry={onRetry} isRetrying={isRetrying} />}
    />
  );
}

/** {@link LoadErrorState} sized for a card or a section of a screen ({@link QueryViewProps.inline}). */
function InlineLoadErrorState({ title, error, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <div role="alert" className="space-y-3 text-sm">
      <p className="font-medium text-destructive">{title}</p>
      <p className="text-muted-foreground">{errorMessage(error, "Please try again later")}</p>
      <RetryButton size="sm" onRetry={onRetry} isRetrying={isRetrying} />
    </div>
  );
}

/** What {@link QueryView} reads of a TanStack Query result (`useQuery`'s return value). */
export type QueryViewQuery<T> = Pick<
  UseQueryResult<T, unknown>,
  "data" | "error" | "isError" | "isLoading" | "isFetching"
> & {
  /** Loads again (Try Again); any query's `refetch`, or a function refetching several. */
  refetch: () => unknown;
};

export interface QueryViewProps<T> {
  /** The query whose states the screen shows. */
  query: QueryViewQuery<T>;
  /**
   * The id parsed from the path, when the screen has one: null (a segment that is not an id)
   * shows the not-found state without asking the API (the query should be disabled then).
   */
  routeId?: number | null;
  /**
   * What is loading, read by screen readers from the spinner ("Loading property..."), or an
   * element shown as it is (it must carry its own `role="status"`).
   */
  loading: string | ReactElement;
  /**
   * The failed load: a title for {@link LoadErrorState} ("Error loading property"), or an
   * element shown as it is where the spec asks for another message (it must carry its own
   * `role="alert"`).
   */
  error: string | ReactElement;
  /**
   * States sized for a card or a section of a screen rather than the page: a small spinner and
   * a compact failed-load alert (same texts and Try Again).
   */
  inline?: boolean;
  /**
   * The not-found state, shown for `routeId` null, a 404 answer, an answer of null (a fetcher
   * that maps 404 to null) and data that `isMissing` rejects. Without it those show `error`.
   */
  notFound?: NotFoundTexts;
  /** Says the record the screen wants is not in the data (e.g. a property id not in the list). */
  isMissing?: (data: T) => boolean;
  /** Keeps the loading state while true, e.g. until the signed-in user is known. */
  pending?: boolean;
  /** Shown instead of `children` when `isEmpty` (default: the data is an empty array). */
  empty?: ReactNode;
  isEmpty?: (data: NonNullable<T>) => boolean;
  /**
   * Wraps every state but the data (the page frame with its fallback title), for screens whose
   * frame shows the data (a record's name as the title). Default: the state alone.
   */
  frame?: (state: ReactNode) => ReactNode;
  /** Renders the data. */
  children: (data: NonNullable<T>) => ReactNode;
}

/** True when `error` is the API's 404 answer. */
function isNotFoundError(error: unknown): boolean {
  return parseApiError(error).status === 404;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Renders the state of `query`, checked in this order: not found (`routeId` null, a 404, a null
 * answer, `isMissing`), loading (first fetch, or `pending`), failed load (an error, also after
 * a refetch, or no data), empty, then `children(data)`. Loading is a spinner (the page's, or a
 * small one `inline`) with `role="status"`; the failed load is an alert whose Try Again
 * refetches the query.
 * @returns the state, wrapped in `frame` unless it is the data.
 */
export function QueryView<T>({
  query,
  routeId,
  loading,
  error,
  inline = false,
  notFound,
  isMissing,
  pending = false,
  empty,
  isEmpty = isEmptyArray,
  frame = (state) => state,
  children,
}: QueryViewProps<T>) {
  const { data } = query;
  const missing =
    routeId === null ||
    (query.isError && isNotFoundError(query.error)) ||
    data === null ||
    (data !== undefined && isMissing?.(data) === true);

  if (missing && notFound) return frame(<NotFoundState {...notFound} />);
  if (query.isLoading || pending) {
    if (isValidElement(loading)) return frame(loading);
    return frame(inline ? <Spinner label={loading} /> : <PageSpinner label={loading} />);
  }
  if (query.isError || data === undefined || data === null || missing) {
    const ErrorState = inline ? InlineLoadErrorState : LoadErrorState;
    return frame(
      isValidElement(error) ? (
        error
      ) : (
        <ErrorState
          title={error}
          error={query.error}
          onRetry={() => query.refetch()}
          isRetrying={query.isFetching}
        />
      ),
    );
  }
  if (empty !== undefined && isEmpty(data)) return frame(empty);
  return children(data);
}
