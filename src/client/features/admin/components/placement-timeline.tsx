import { formatDateTime } from "@/client/lib/dates";
import type { placementEventSchema } from "@/domain/api/admin";
import type { Assignment } from "@/domain/api/assignment";
import type { StaffAssignmentStatus } from "@/domain/enums";
import type { z } from "@/domain/zod";

type PlacementEvent = z.input<typeof placementEventSchema>;

/** What a step did, in words: "Offered to Ana Ruiz", "Ana Ruiz accepted"… */
function stepText(event: PlacementEvent, person: string): string {
  const to: StaffAssignmentStatus = event.toStatus;
  if (event.fromStatus === null || to === "offered") return `Offered to ${person}`;
  switch (to) {
    case "confirmed":
      return `${person} accepted`;
    case "declined":
      return `${person} declined`;
    case "expired":
      return `The offer to ${person} expired`;
    case "active":
      return `${person} started work`;
    case "completed":
      return `${person}'s work was completed`;
    case "cancelled":
      return `${person}'s assignment was cancelled`;
  }
}

/**
 * A request's placement timeline, oldest first: each offer, answer, expiry, start, completion and
 * cancellation with who did it (the system for the periodic job), when, and its note.
 */
export function PlacementTimeline({
  events,
  assignments,
}: {
  events: readonly PlacementEvent[];
  assignments: readonly Assignment[];
}) {
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing has been offered yet.</p>;
  }
  const people = new Map(assignments.map((a) => [a.id, a.staff.fullName]));
  return (
    <ol className="grid gap-3" aria-label="Placement timeline">
      {events.map((event) => (
        <li
          key={event.id}
          data-testid="placement-event"
          className="grid gap-0.5 border-l-2 border-primary/40 pl-3 text-sm"
        >
          <p className="font-medium">
            {stepText(event, people.get(event.assignmentId) ?? `Assignment #${event.assignmentId}`)}
          </p>
          <p className="text-muted-foreground">
            {event.actorName ?? "System"} ·{" "}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </p>
          {event.note ? <p className="break-words whitespace-pre-line">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
