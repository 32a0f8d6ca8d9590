import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { DASHBOARD_PREVIEW_COUNT } from "@/domain/constants";

/**
 * A dashboard card previewing a list (spec section 2, "Dashboard"): the first 3 items, then a
 * "+N more" line; a link to the full list; loading, error and empty messages.
 * `total` is the length of the whole list when `items` holds only its first rows (a summary);
 * without it, `items` is the whole list.
 */
export function PreviewCard<T>({
  title,
  icon: Icon,
  description,
  items,
  total,
  isLoading,
  error,
  emptyText,
  renderItem,
  getKey,
  viewAllHref,
  viewAllLabel,
  footer,
}: {
  title: string;
  icon: LucideIcon;
  description?: string;
  items: readonly T[] | undefined;
  total?: number;
  isLoading?: boolean;
  /** Text to show when the list failed to load. */
  error?: string | null;
  emptyText: ReactNode;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  viewAllHref?: string;
  viewAllLabel?: string;
  footer?: ReactNode;
}) {
  const list = items ?? [];
  const shown = list.slice(0, DASHBOARD_PREVIEW_COUNT);
  const more = Math.max(0, (total ?? list.length) - shown.length);

  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-4">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
        </div>
        {viewAllHref ? (
          <Link
            href={viewAllHref}
            className="shrink-0 rounded-sm text-sm font-medium text-primary hover:underline"
          >
            {viewAllLabel ?? "View all"}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {isLoading ? (
          <Spinner label={`Loading ${title.toLowerCase()}...`} />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : shown.length === 0 ? (
          <div className="text-sm text-muted-foreground">{emptyText}</div>
        ) : (
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
        )}
        {footer ? <div className="mt-auto pt-2">{footer}</div> : null}
      </CardContent>
    </Card>
  );
}
