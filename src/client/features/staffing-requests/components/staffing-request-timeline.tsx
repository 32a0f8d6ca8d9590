import { format, isValid, parseISO } from "date-fns";
import { CircleDot } from "lucide-react";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { timeAgo } from "@/client/lib/dates";
import type { StaffingRequestEvent } from "@/domain/api/staffing-request";
import { humanize } from "@/domain/enums";

/** A timestamp with its time of day, in the browser's time zone ("Jun 2, 2025, 3:04 PM"). */
export function formatDateTime(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy, h:mm a") : "N/A";
}

/** "Dana Whitfield (Property Manager)", or "Our team" when the actor is unknown or deleted. */
function actorLabel(event: Pick<StaffingRequestEvent, "actorName" | "actorRole">): string {
  if (!event.actorName) return "Our team";
  return event.actorRole ? `${event.actorName} (${humanize(event.actorRole)})` : event.actorName;
}

/**
 * A request's timeline, oldest first: its creation and every status change, each with who made
 * it, when (exact time and relative distance), and the status before and after. An internal
 * note is shown when the API sends one (admins only).
 */
export function StaffingRequestTimeline({ events }: { events: readonly StaffingRequestEvent[] }) {
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>;
  }
  return (
    <ol className="relative grid gap-6 border-l border-border pl-6">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <CircleDot
            className="absolute top-0.5 -left-[2.1rem] size-5 rounded-full bg-card text-primary"
            aria-hidden="true"
          />
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {event.fromStatus === null ? (
              <>
                Request submitted as <RequestStatusBadge status={event.toStatus} />
              </>
            ) : (
              <>
                <RequestStatusBadge status={event.fromStatus} />
                <span aria-hidden="true">→</span>
                <span className="sr-only">changed to</span>
                <RequestStatusBadge status={event.toStatus} />
              </>
            )}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            By {actorLabel(event)} ·{" "}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> (
            {timeAgo(event.createdAt)})
          </p>
          {event.note ? <p className="mt-1 text-sm">Note: {event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
