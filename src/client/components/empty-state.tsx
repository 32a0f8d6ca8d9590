import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/client/lib/cn";

/**
 * A centred message for an empty list, a list with no matches, or a failed load.
 * @param title the main line (rendered as an h2).
 * @param tone "error" colours the icon red and announces the message as an alert.
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone = "neutral",
  className,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: "neutral" | "error";
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-background px-6 py-14 text-center",
        className,
      )}
    >
      {Icon ? (
        <span
          className={cn(
            "flex size-12 items-center justify-center rounded-full",
            tone === "error" ? "bg-red-50 text-destructive" : "bg-secondary text-primary",
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
      ) : null}
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
