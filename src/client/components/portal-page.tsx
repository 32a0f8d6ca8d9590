import type { ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import { PageMeta } from "./page-meta";

/**
 * The body of a portal page inside the portal frame (app/layout/portal-frame.tsx, which gives
 * the muted background): the page's only `<h1>`, an optional description and actions, then the
 * content.
 */
export function PortalPage({
  title,
  description,
  actions,
  before,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  /** Buttons shown beside the title (stacked under it on small screens). */
  actions?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  before?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div>
      <PageMeta title={title} />
      <div className={cn("mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-10 lg:px-8", className)}>
        {before ? <div className="mb-4">{before}</div> : null}
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1.5">
            <h1 className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">{title}</h1>
            {description ? <p className="text-muted-foreground">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
