import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/client/lib/cn";

/**
 * A table of records on a card surface, scrolling sideways on narrow screens. `caption` names
 * the table for assistive technology (visually hidden).
 */
export function DataTable({
  caption,
  head,
  children,
  className,
}: {
  caption: string;
  /** The header cells (`<th scope="col">`). */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("overflow-x-auto rounded-xl border bg-card shadow-sm", className)}>
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** A header cell of {@link DataTable}. */
export function Th({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={cn("px-4 py-3 font-semibold", className)} {...props} />;
}

/** A body cell of {@link DataTable}. */
export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-top", className)} {...props} />;
}
