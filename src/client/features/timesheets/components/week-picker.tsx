import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { addDays } from "@/domain/timesheet";
import { weekOf, weekRangeLabel } from "../utils/week";

/**
 * The week chooser of the timesheet screens: Previous week and Next week (arrows, named with the
 * week they open), the chosen week's dates, "This week", and for lists that can show every week,
 * "All weeks". Real buttons, 44 px tall for fingers.
 * @param week the chosen week's Monday, or "" for every week (only with `allowAll`).
 * @param onChange receives the next week's Monday, or "" for every week.
 * @param allowAll offers "All weeks" (managers and the agency list every week by default).
 */
export function WeekPicker({
  week,
  onChange,
  allowAll = false,
}: {
  week: string;
  onChange: (week: string) => void;
  allowAll?: boolean;
}) {
  const thisWeek = weekOf("");
  const shown = week || thisWeek;
  const previous = addDays(shown, -7);
  const next = addDays(shown, 7);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="week-picker">
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11"
        onClick={() => onChange(previous)}
        aria-label={`Previous week, ${weekRangeLabel(previous)}`}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p
        className="min-w-0 flex-1 text-center font-semibold sm:flex-none sm:px-2"
        aria-live="polite"
      >
        {week ? (
          <>
            <span className="sr-only">Week of </span>
            {weekRangeLabel(week)}
          </>
        ) : (
          "All weeks"
        )}
      </p>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11"
        onClick={() => onChange(next)}
        aria-label={`Next week, ${weekRangeLabel(next)}`}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="outline"
        className="h-11"
        onClick={() => onChange(thisWeek)}
        disabled={week === thisWeek}
      >
        This week
      </Button>
      {allowAll ? (
        <Button
          type="button"
          variant="outline"
          className="h-11"
          onClick={() => onChange("")}
          disabled={week === ""}
        >
          All weeks
        </Button>
      ) : null}
    </div>
  );
}
