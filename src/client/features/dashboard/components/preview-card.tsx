import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { QueryView, type QueryViewQuery } from "@/client/components/query-view";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DASHBOARD_PREVIEW_COUNT } from "@/domain/constants";

/**
 * What a preview card lists: `items`, and `total`, the length of the whole list when `items`
 * holds only its first rows (a summary); without it, `items` is the whole list.
 */
export interface PreviewList<T> {
  items: readonly T[];
  total?: number | null;
}

/**
 * A dashboard card previewing a list (spec section 2, "Dashboard"): the first 3 items, then a
 * "+N more" line; a link to the full list; loading, error and empty messages ({@link QueryView},
 * sized for the card).
 */
export function PreviewCard<T>({
  title,
  icon: Icon,
  query,
  error,
  emptyText,
  renderItem,
  getKey,
  viewAllHref,
}: {
  title: string;
  icon: LucideIcon;
  /** The list's query (its loading is announced as "Loading {title}..."). */
  query: QueryViewQuery<PreviewList<T> | null>;
  /** Text to show when the list failed to load. */
  error: string;
  emptyText: ReactNode;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  viewAllHref?: string;
}) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-4">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>{title}</CardTitle>
        </div>
        {viewAllHref ? (
          <Link
            href={viewAllHref}
            className="shrink-0 rounded-sm text-sm font-medium text-primary hover:underline"
          >
            View all
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <QueryView
          query={query}
          inline
          loading={`Loading ${title.toLowerCase()}...`}
          error={
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          }
          empty={<div className="text-sm text-muted-foreground">{emptyText}</div>}
          isEmpty={(list) => list.items.length === 0}
        >
          {({ items, total }) => {
            const shown = items.slice(0, DASHBOARD_PREVIEW_COUNT);
            const more = Math.max(0, (total ?? items.length) - shown.length);
            return (
              <>
                <ul className="divide-y rounded-lg border">
                  {shown.map((item) => (
                    <li key={getKey(item)} className="p-3">
                      {renderItem(item)}
                    </li>
                  ))}
                </ul>
                {more > 0 ? <p className="text-sm text-muted-foreground">+{more} more</p> : null}
              </>
            );
          }}
        </QueryView>
      </CardContent>
    </Card>
  );
}
