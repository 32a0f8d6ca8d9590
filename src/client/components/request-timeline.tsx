/**
 * A staffing request's timeline, oldest first: its creation and every status change, each with
 * who made it, when (exact time and relative distance), and the status before and after.
 * Two audiences read it:
 * - `client` (the request's owner, spec "Request detail"): the agency's people appear by name and
 *   role, or as "Our team" when unknown; a note is shown as sent;
 * - `agency` (the admin console): a visitor's request is "Public form", a deleted actor "A deleted
 *   account", note-only entries say so, and the internal note is marked as not shown to the client.
 */
import { CircleDot, Lock } from "lucide-react";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { formatDateTime, timeAgo } from "@/client/lib/dates";
import type { StaffingRequestEvent } from "@/domain/api/staffing-request";
import { humanize } from "@/domain/enums";

type Audience = "client" | "agency";

/** "Dana Whitfield (Property Manager)", or the audience's word for an unknown actor. */
function actorLabel(event: StaffingRequestEvent, isFirst: boolean, audience: Audience): string {
  if (!event.actorName) {
    if (audience === "client") return "Our team";
    return isFirst ? "Public form" : "A deleted account";
  }
  return event.actorRole ? `${event.actorName} (${humanize(event.actorRole)})` : event.actorName;
}

/** What happened: created, a note without a change (agency only), or from → to. */
function Change({ event, audience }: { event: StaffingRequestEvent; audience: Audience }) {
  if (event.fromStatus === null) {
    return (
      <>
        {audience === "client" ? "Request submitted as" : "Submitted as"}{" "}
        <RequestStatusBadge status={event.toStatus} />
      </>
    );
  }
  if (audience === "agency" && event.fromStatus === event.toStatus) {
    return (
      <>
        Note added; status stayed <RequestStatusBadge status={event.toStatus} />
      </>
    );
  }
  return (
    <>
      <RequestStatusBadge status={event.fromStatus} />
      <span aria-hidden="true">→</span>
      <span className="sr-only">changed to</span>
      <RequestStatusBadge status={event.toStatus} />
    </>
  );
}

/** The note of an entry: as sent (client) or marked internal (agency). */
function Note({ note, audience }: { note: string; audience: Audience }) {
  if (audience === "client") return <p className="mt-1 text-sm">Note: {note}</p>;
  return (
    <div className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-900">
        <Lock className="size-3.5" aria-hidden="true" />
        Internal note (not shown to the client)
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{note}</p>
    </div>
  );
}

/**
 * @param events the request's events from the API, oldest first
 * @param audience who reads it (see the module's comment)
 */
export function RequestTimeline({
  events,
  audience,
}: {
  events: readonly StaffingRequestEvent[];
  audience: Audience;
}) {
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
            <Change event={event} audience={audience} />
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            By {actorLabel(event, index === 0, audience)} ·{" "}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> (
            {timeAgo(event.createdAt)})
          </p>
          {event.note ? <Note note={event.note} audience={audience} /> : null}
        </li>
      ))}
    </ol>
  );
}
