/**
 * An emergency request's response promise (docs/decisions/0017-placements.md): its reason, the
 * time the agency promised to respond by, and a live countdown until the agency responds (status
 * change, note or offer). Overdue promises say by how much. The countdown ticks every 15 s; the
 * visible text changes at most once a minute, and it is not a live region (a ticking
 * announcement would drown a screen reader), while the promise itself is plain text.
 */
import { differenceInMinutes, format, isValid, parseISO } from "date-fns";
import { Siren } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@/client/lib/cn";
import { type EmergencyReason, emergencyReasonLabels } from "@/domain/enums";

/** An emergency as the API answers it (ISO 8601 timestamps). */
interface EmergencyPromise {
  reason: EmergencyReason;
  respondBy: string;
  respondedAt: string | null;
}

/** Whole minutes as "1 h 05 min" / "45 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`;
}

/**
 * The state of a promise at `now`: answered, minutes left, or minutes overdue.
 * @returns `{ kind: "answered" }`, `{ kind: "left", minutes }` or `{ kind: "overdue", minutes }`
 */
export function promiseState(
  emergency: Pick<EmergencyPromise, "respondBy" | "respondedAt">,
  now: Date,
): { kind: "answered" } | { kind: "left" | "overdue"; minutes: number } {
  if (emergency.respondedAt) return { kind: "answered" };
  const due = parseISO(emergency.respondBy);
  if (!isValid(due)) return { kind: "answered" };
  const minutes = differenceInMinutes(due, now, { roundingMethod: "ceil" });
  return minutes > 0 ? { kind: "left", minutes } : { kind: "overdue", minutes: Math.abs(minutes) };
}

/** The current time, refreshed every `everyMs` while mounted. */
function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The countdown of one emergency.
 * @param compact one line for list rows ("Emergency · 1 h 12 min left"); otherwise a panel
 *   with the reason and the promised time, for a request's detail.
 */
export function EmergencyCountdown({
  emergency,
  compact = false,
  className,
}: {
  emergency: EmergencyPromise;
  compact?: boolean;
  className?: string;
}) {
  const now = useNow();
  const state = promiseState(emergency, now);
  const due = parseISO(emergency.respondBy);
  const dueText = isValid(due) ? format(due, "h:mm a, MMM d") : "";
  const stateText =
    state.kind === "answered"
      ? "The agency has responded"
      : state.kind === "left"
        ? `${formatMinutes(state.minutes)} left`
        : `Overdue by ${formatMinutes(state.minutes)}`;
  const tone =
    state.kind === "answered"
      ? "border-border bg-secondary text-foreground"
      : state.kind === "overdue"
        ? "border-red-300 bg-red-50 text-red-900"
        : "border-amber-300 bg-amber-50 text-amber-900";

  if (compact) {
    return (
      <span
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold",
          tone,
          className,
        )}
      >
        <Siren className="size-3.5" aria-hidden="true" />
        <span>Emergency{state.kind === "answered" ? "" : ` · ${stateText}`}</span>
      </span>
    );
  }
  return (
    <section
      aria-label="Emergency response"
      className={cn("flex gap-3 rounded-xl border p-4", tone, className)}
    >
      <Siren className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">Emergency: {emergencyReasonLabels[emergency.reason]}</p>
        <p>
          {state.kind === "answered"
            ? "The agency has responded to this emergency."
            : `We promise a response by ${dueText}.`}
        </p>
        {state.kind === "answered" ? null : (
          <p className="font-semibold tabular-nums" data-testid="emergency-countdown">
            {stateText}
          </p>
        )}
      </div>
    </section>
  );
}
