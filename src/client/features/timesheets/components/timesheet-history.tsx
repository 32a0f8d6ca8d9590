import { History } from "lucide-react";
import { useState } from "react";
import { QueryView } from "@/client/components/query-view";
import { formatDateTime } from "@/client/lib/dates";
import type { TimesheetEvent } from "@/domain/api/timesheet";
import type { TimesheetAction } from "@/domain/enums";
import { useTimesheetHistory } from "../api/get-timesheet-history";
import { shiftText } from "../utils/timesheet-format";
import { shortDayLabel } from "../utils/week";

/** What each step of a timesheet's history is called. */
const actionLabels: Record<TimesheetAction, string> = {
  saved: "Hours saved",
  submitted: "Submitted for approval",
  approved: "Approved",
  disputed: "Disputed",
  locked: "Locked by the agency",
};

type DayValues = { start: string; end: string; breakMinutes: number } | null;

/** One day's values in a change: its shift, or "Did not work". */
function valuesText(values: DayValues): string {
  return values ? shiftText(values) : "Did not work";
}

/** One step: what, who and when, a note, and a save's days with their old → new values. */
function HistoryStep({ event }: { event: TimesheetEvent }) {
  return (
    <li className="grid gap-1 border-l-2 border-muted pl-3 text-sm">
      <p>
        <span className="font-semibold">{actionLabels[event.action]}</span>
        {" by "}
        {event.actor?.fullName ?? "someone who no longer has an account"}
        {", "}
        <time dateTime={String(event.createdAt)} className="text-muted-foreground">
          {formatDateTime(String(event.createdAt))}
        </time>
      </p>
      {event.note ? <p className="break-words whitespace-pre-line">“{event.note}”</p> : null}
      {event.changes && event.changes.length > 0 ? (
        <ul className="grid gap-0.5 text-muted-foreground">
          {event.changes.map((change) => (
            <li key={change.date} className="break-words">
              <span className="font-medium text-foreground">{shortDayLabel(change.date)}:</span>{" "}
              {valuesText(change.before)} <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> {valuesText(change.after)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The history of a timesheet, folded (a native `<details>`, opened with Enter or Space): every
 * change with who made it and when, the notes, and each saved day's old → new hours. Read from
 * the server only once opened; its loading and error states in place.
 */
export function TimesheetHistory({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const history = useTimesheetHistory(id, { enabled: open });
  return (
    <details
      className="group rounded-lg border bg-background"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <History className="size-4 text-muted-foreground" aria-hidden="true" />
        History
      </summary>
      <div className="px-3 pb-3">
        {open ? (
          <QueryView
            query={history}
            loading="Loading the history..."
            error="Error loading the history"
            empty={<p className="text-sm text-muted-foreground">No changes yet.</p>}
          >
            {(events) => (
              <ol className="grid gap-3" aria-label="Changes, oldest first">
                {events.map((event) => (
                  <HistoryStep key={event.id} event={event} />
                ))}
              </ol>
            )}
          </QueryView>
        ) : null}
      </div>
    </details>
  );
}
