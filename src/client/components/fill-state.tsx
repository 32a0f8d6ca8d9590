/**
 * A request's fill state (docs/decisions/0017-placements.md): "2 of 3 filled", the confirmed,
 * active and completed assignments against the positions wanted, with a bar for sighted readers
 * (the text says the same, so the bar is hidden from assistive technology).
 */
import { cn } from "@/client/lib/cn";

/** "2 of 3 filled". */
export function fillStateText(filled: number, headcount: number): string {
  return `${filled} of ${headcount} filled`;
}

/** The fill state as text with a thin progress bar under it (`bar={false}` for text only). */
export function FillState({
  filled,
  headcount,
  bar = true,
  className,
}: {
  filled: number;
  headcount: number;
  bar?: boolean;
  className?: string;
}) {
  const share = headcount > 0 ? Math.min(1, filled / headcount) : 0;
  return (
    <span className={cn("inline-grid gap-1 text-sm", className)}>
      <span className={cn("font-medium", filled >= headcount ? "text-green-700" : undefined)}>
        {fillStateText(filled, headcount)}
      </span>
      {bar ? (
        <span aria-hidden="true" className="block h-1.5 w-24 overflow-hidden rounded-full bg-muted">
          <span
            className="block h-full rounded-full bg-primary"
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </span>
      ) : null}
    </span>
  );
}
