import { CheckCircle2, Circle } from "lucide-react";
import type { Profile } from "@/domain/api/profile";

type Completeness = NonNullable<Profile["staff"]>["completeness"];

/**
 * A worker's profile checklist: how complete it is, each item done or to do, and why it
 * matters (one sentence each).
 */
export function ProfileChecklist({ completeness }: { completeness: Completeness }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium">
        Your profile is {completeness.percent}% complete
        {completeness.percent === 100 ? ". Thank you!" : "."}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full bg-primary" style={{ width: `${completeness.percent}%` }} />
      </div>
      <ul className="grid gap-3">
        {completeness.items.map((item) => (
          <li key={item.key} className="flex gap-3">
            {item.done ? (
              <CheckCircle2
                className="mt-0.5 size-5 shrink-0 text-emerald-700"
                aria-hidden="true"
              />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <div>
              <p className="text-sm font-medium">
                {item.label}
                <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
              </p>
              <p className="text-sm text-muted-foreground">{item.why}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
