import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

/**
 * One figure of the overview: a label, the number and a hint, as a link to the list it counts.
 */
export function StatCard({
  label,
  value,
  hint,
  href,
  icon: Icon,
}: {
  label: string;
  value: number;
  hint: ReactNode;
  href: string;
  icon: LucideIcon;
}) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex items-center justify-between gap-3">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="flex size-9 items-center justify-center rounded-md bg-secondary text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </span>
      <span className="text-3xl font-bold tracking-tight text-navy">
        {value.toLocaleString("en-US")}
      </span>
      <span className="text-sm text-muted-foreground">{hint}</span>
    </Link>
  );
}
