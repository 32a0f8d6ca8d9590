import { CircleDot, Lock } from "lucide-react";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { timeAgo } from "@/client/lib/dates";
import type { StaffingRequestEvent } from "@/domain/api/staffing-request";
import { humanize } from "@/domain/enums";
import { formatDateTime } from "../utils/format";

/** "Dana Whitfield (Property Manager)"; "Public form" for a visitor's request; "A deleted account". */
function actorLabel(event: StaffingRequestEvent, isFirst: boolean): string {
  if (!event.actorName) return isFirst ? "Public form" : "A deleted account";
  return event.actorRole ? `${event.actorName} (${humanize(event.actorRole)})` : event.actorName;
}

/**
 * A request's timeline for the agency, oldest first: its creation and every status change with
 * who made it, when, the status before and after, and the internal note (marked as not shown to
 * the client).
 */
export function RequestTimeline({ events }: { events: readonly StaffingRequestEvent[] }) {
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>;
  }
  return (
    <ol className="relative grid gap-6 border-l border-border pl-6">
      {events.map((event, index) => (
        <li key={event.id} className="relative">
          <CircleDot
            className="absolute top-0.5 -left-[2.1rem] size-5 rounded-full bg-card text-primary"
            aria-hidden="true"
          />
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {event.fromStatus === null ? (
              <>
                Submitted as <RequestStatusBadge status={event.toStatus} />
              </>
            ) : event.fromStatus === event.toStatus ? (
              <>
                Note added; status stayed <RequestStatusBadge status={event.toStatus} />
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
            By {actorLabel(event, index === 0)} ·{" "}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> (
            {timeAgo(event.createdAt)})
          </p>
          {event.note ? (
            <div className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
              <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-900">
                <Lock className="size-3.5" aria-hidden="true" />
                Internal note (not shown to the client)
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{event.note}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
