/**
 * A month calendar (WAI-ARIA APG "Date Picker Dialog" grid pattern), without a calendar library.
 * Keyboard: arrows move by a day or a week, Home/End to the week's start/end, PageUp/PageDown
 * by a month (with Shift: a year), Enter or Space chooses the focused day. Disabled days stay
 * focusable (aria-disabled) so keyboard users can move across them, but cannot be chosen.
 */
import {
  addDays,
  addMonths,
  addYears,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfToday,
  startOfWeek,
} from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/client/lib/cn";

export interface CalendarProps {
  /** The chosen day, or null. */
  selected: Date | null;
  /** Called with the day a person chooses (never a disabled one). */
  onSelect: (day: Date) => void;
  /** Days that cannot be chosen (e.g. past days). */
  isDisabled?: (day: Date) => boolean;
  /** Move keyboard focus into the grid when the calendar mounts (true inside a popover). */
  autoFocus?: boolean;
  className?: string;
}

const WEEKDAYS = eachDayOfInterval({
  start: startOfWeek(new Date(2024, 0, 7)),
  end: endOfWeek(new Date(2024, 0, 7)),
});

/** Splits a list into rows of `size`. */
function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/**
 * The first day from `start` (inclusive) that is not disabled, looking up to a year ahead;
 * `start` itself when none is found. Opens the calendar where a choice can be made (e.g. on
 * the start date for an end-date picker).
 */
function firstEnabledFrom(start: Date, isDisabled?: (day: Date) => boolean): Date {
  if (!isDisabled) return start;
  for (let offset = 0; offset < 366; offset += 1) {
    const day = addDays(start, offset);
    if (!isDisabled(day)) return day;
  }
  return start;
}

/** The day a navigation key moves focus to from `day`, or null for other keys. */
function keyTarget(key: string, day: Date, shift: boolean): Date | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return startOfWeek(day);
    case "End":
      return endOfWeek(day);
    case "PageUp":
      return shift ? addYears(day, -1) : addMonths(day, -1);
    case "PageDown":
      return shift ? addYears(day, 1) : addMonths(day, 1);
    default:
      return null;
  }
}

/**
 * A keyboard-operable month grid.
 * @returns the calendar; it starts on the selected day, else today.
 */
export function Calendar({ selected, onSelect, isDisabled, autoFocus, className }: CalendarProps) {
  const [focused, setFocused] = useState<Date>(
    () => selected ?? firstEnabledFrom(startOfToday(), isDisabled),
  );
  const shouldFocus = useRef(Boolean(autoFocus));
  const gridRef = useRef<HTMLTableElement>(null);
  const titleId = useId();

  const monthStart = startOfMonth(focused);
  const days = eachDayOfInterval({
    start: startOfWeek(monthStart),
    end: endOfWeek(endOfMonth(monthStart)),
  });
  const weeks = chunk(days, 7);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(
      `[data-day="${format(focused, "yyyy-MM-dd")}"]`,
    );
    button?.focus();
  }, [focused]);

  function moveTo(day: Date) {
    shouldFocus.current = true;
    setFocused(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: Date) {
    const next = keyTarget(event.key, day, event.shiftKey);
    if (next) {
      event.preventDefault();
      moveTo(next);
    }
  }

  return (
    <div className={cn("w-full select-none", className)}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setFocused(addMonths(focused, -1))}
          className="inline-flex size-8 items-center justify-center rounded-md border border-input hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Previous month"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <h2 id={titleId} aria-live="polite" className="text-sm font-semibold">
          {format(monthStart, "MMMM yyyy")}
        </h2>
        <button
          type="button"
          onClick={() => setFocused(addMonths(focused, 1))}
          className="inline-flex size-8 items-center justify-center rounded-md border border-input hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Next month"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      {/* WAI-ARIA APG "Date Picker Dialog": a table with role grid, arrow keys move between days. */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid pattern is a table with role="grid". */}
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className="w-full border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.toISOString()}
                scope="col"
                abbr={format(weekday, "EEEE")}
                className="pb-1 text-center text-xs font-medium text-muted-foreground"
              >
                {format(weekday, "EEEEEE")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.toISOString()}>
              {week.map((day) => {
                if (!isSameMonth(day, monthStart)) {
                  return <td key={day.toISOString()} className="p-0.5" />;
                }
                const disabled = isDisabled?.(day) ?? false;
                const isSelected = selected ? isSameDay(day, selected) : false;
                const isFocused = isSameDay(day, focused);
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: inside role="grid" a td is a gridcell, which supports aria-selected.
                  <td
                    key={day.toISOString()}
                    className="p-0.5 text-center"
                    aria-selected={isSelected}
                  >
                    <button
                      type="button"
                      data-day={format(day, "yyyy-MM-dd")}
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={format(day, "EEEE, MMMM d, yyyy")}
                      aria-disabled={disabled || undefined}
                      aria-current={isToday(day) ? "date" : undefined}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onClick={() => {
                        setFocused(day);
                        if (!disabled) onSelect(day);
                      }}
                      className={cn(
                        "inline-flex size-9 items-center justify-center rounded-md text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        !disabled && !isSelected && "hover:bg-accent hover:text-accent-foreground",
                        isToday(day) &&
                          !isSelected &&
                          "font-semibold text-primary ring-1 ring-primary/40",
                        isSelected && "bg-primary font-semibold text-primary-foreground",
                        disabled && "cursor-not-allowed text-muted-foreground/60 line-through",
                      )}
                    >
                      {format(day, "d")}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
