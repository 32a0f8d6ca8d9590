import type { ComponentProps, ReactNode, RefObject } from "react";
import { useWindowRows, VIRTUALIZE_FROM } from "@/client/components/window-rows";
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

/**
 * The body rows of a {@link DataTable}, virtualised from {@link VIRTUALIZE_FROM} rows on: only
 * the rows near the viewport are rendered, between two spacer rows that keep the table's
 * height (hidden from assistive technology). Each rendered row stays a real table row.
 * @param items the rows' records.
 * @param columns how many columns the table has (the spacers span them).
 * @param estimate a row's estimated height in px, until measured.
 * @param renderRow renders one `<tr>`; pass it `rowProps` (its measuring ref and index).
 */
export function TableRows<T>({
  items,
  columns,
  estimate = 64,
  renderRow,
}: {
  items: readonly T[];
  columns: number;
  estimate?: number;
  renderRow: (
    item: T,
    rowProps: { ref?: (element: Element | null) => void; "data-index": number },
  ) => ReactNode;
}) {
  const { listRef, rows, measure, before, after, virtual } = useWindowRows(items.length, {
    estimate,
    enabled: items.length >= VIRTUALIZE_FROM,
  });
  if (!virtual) {
    return <>{items.map((item, index) => renderRow(item, { "data-index": index }))}</>;
  }
  return (
    <>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row is never focusable */}
      <tr ref={listRef as RefObject<HTMLTableRowElement>} aria-hidden="true">
        <td colSpan={columns} style={{ height: before, padding: 0 }} />
      </tr>
      {rows.map(({ index }) => {
        const item = items[index];
        return item === undefined ? null : renderRow(item, { ref: measure, "data-index": index });
      })}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row is never focusable */}
      <tr aria-hidden="true">
        <td colSpan={columns} style={{ height: after, padding: 0 }} />
      </tr>
    </>
  );
}
