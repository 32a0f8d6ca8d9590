import { format } from "date-fns";
import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { cn } from "@/client/lib/cn";
import { parseIsoDay, toIsoDay } from "@/client/lib/dates";
import { Button } from "./button";
import { Calendar } from "./calendar";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

export interface DatePickerProps {
  /** The trigger's id (a `<label for>` points at it; `<FormControl>` sets it). */
  id?: string;
  /** The label element's id; the trigger is named by it plus the chosen date. Default `${id}-label`. */
  labelId?: string;
  /** The chosen day as `YYYY-MM-DD`, or "" / null / undefined for none. */
  value: string | null | undefined;
  /** Called with `YYYY-MM-DD`, or "" when cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Days that cannot be chosen. */
  isDisabled?: (day: Date) => boolean;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * A date field: a button showing the chosen day that opens a {@link Calendar} in a popover.
 * The value is a calendar day, `YYYY-MM-DD`, with no time zone.
 */
export function DatePicker({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  isDisabled,
  placeholder = "Pick a date",
  disabled,
  className,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = parseIsoDay(value);
  const valueId = id ? `${id}-value` : undefined;
  const nameSource = labelId ?? (id ? `${id}-label` : undefined);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          aria-labelledby={nameSource && valueId ? `${nameSource} ${valueId}` : undefined}
          aria-invalid={aria["aria-invalid"]}
          aria-describedby={aria["aria-describedby"]}
          className={cn(
            "w-full justify-start px-3 text-left font-normal aria-invalid:border-destructive",
            !selected && "text-muted-foreground",
            className,
          )}
        >
          <CalendarDays aria-hidden="true" />
          <span id={valueId}>{selected ? format(selected, "MMMM d, yyyy") : placeholder}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby={nameSource}
        aria-label={nameSource ? undefined : "Choose a date"}
        className="w-auto min-w-72 p-3"
        onOpenAutoFocus={(e) => e.preventDefault()}
      >
        <Calendar
          autoFocus
          selected={selected}
          isDisabled={isDisabled}
          onSelect={(day) => {
            onChange(toIsoDay(day));
            setOpen(false);
            onBlur?.();
          }}
        />
        {selected ? (
          <div className="mt-2 flex justify-end border-t pt-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange("");
                setOpen(false);
                onBlur?.();
              }}
            >
              Clear date
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
