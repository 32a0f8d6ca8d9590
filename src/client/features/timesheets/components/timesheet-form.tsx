import { Save, Send } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { type Control, useController, useWatch } from "react-hook-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormNumberField, FormTextField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { parseApiError } from "@/client/lib/api";
import type { Timesheet } from "@/domain/api/timesheet";
import { minutesToHours } from "@/domain/timesheet";
import { type TimesheetDaysBody, useSaveTimesheet } from "../api/save-timesheet";
import { useSubmitTimesheet } from "../api/submit-timesheet";
import {
  type DayFormValues,
  dayFieldErrors,
  formValuesOf,
  liveDayMinutes,
  liveTotals,
  type TimesheetFormValues,
  timesheetFormSchema,
} from "../utils/timesheet-form";
import { hoursText } from "../utils/timesheet-format";
import { type DayLimits, dayClosedReason, longDayLabel, weekRangeLabel } from "../utils/week";

type FormControl = Control<TimesheetFormValues, unknown, TimesheetDaysBody>;

/**
 * One day of the form: its name and live hours, then start, end and unpaid break (native time
 * and number inputs, 44 px tall) or "Did not work"; a day that cannot take hours (future, outside
 * the assignment) says why instead. A message about the whole day (the server's on its date)
 * shows under the day's name.
 */
function DayRow({
  control,
  index,
  day,
  overtimeMinutes,
  closedReason,
  disabled,
}: {
  control: FormControl;
  index: number;
  day: DayFormValues;
  overtimeMinutes: number;
  closedReason: string | null;
  disabled: boolean;
}) {
  const id = useId();
  const worked = useController({ control, name: `days.${index}.worked` });
  const dateError = useController({ control, name: `days.${index}.date` }).fieldState.error;
  const minutes = liveDayMinutes(day);
  return (
    <div className="rounded-lg border p-3 sm:p-4" data-testid="timesheet-day">
      <fieldset
        className="m-0 grid min-w-0 gap-3 border-0 p-0"
        aria-describedby={dateError ? `${id}-error` : closedReason ? `${id}-closed` : undefined}
      >
        <legend className="mb-1 font-semibold">{longDayLabel(day.date)}</legend>
        {closedReason ? null : (
          <p className="-mt-2 text-sm tabular-nums">
            <span className="font-semibold">{hoursText(minutesToHours(minutes))} h</span>
            {overtimeMinutes > 0 ? (
              <span className="text-amber-900">
                {" "}
                (incl. {hoursText(minutesToHours(overtimeMinutes))} h overtime)
              </span>
            ) : null}
          </p>
        )}
        {dateError ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {dateError.message}
          </p>
        ) : null}
        {closedReason ? (
          <p id={`${id}-closed`} className="text-sm text-muted-foreground">
            {closedReason}
          </p>
        ) : (
          <>
            {day.worked ? (
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <FormTextField
                  control={control}
                  name={`days.${index}.start`}
                  label="Start"
                  type="time"
                  className="min-w-0"
                  disabled={disabled}
                />
                <FormTextField
                  control={control}
                  name={`days.${index}.end`}
                  label="End"
                  type="time"
                  className="min-w-0"
                  disabled={disabled}
                />
                <FormNumberField
                  control={control}
                  name={`days.${index}.breakMinutes`}
                  label="Unpaid break (minutes)"
                  className="col-span-2 min-w-0 sm:col-span-1"
                  min={0}
                  max={720}
                  step={1}
                  inputMode="numeric"
                  disabled={disabled}
                />
              </div>
            ) : null}
            <div className="flex min-h-11 items-center gap-3">
              <Checkbox
                id={`${id}-off`}
                checked={!day.worked}
                disabled={disabled}
                onCheckedChange={(checked) => worked.field.onChange(checked !== true)}
                className="size-5"
              />
              <label htmlFor={`${id}-off`} className="text-sm font-medium">
                Did not work
              </label>
            </div>
          </>
        )}
      </fieldset>
    </div>
  );
}

/**
 * The editable week of one timesheet (a draft, or a disputed week): the seven days, the live
 * total with the overtime over 40 hours (FLSA; this assignment's hours only, the server adds the
 * worker's other assignments of the week), "Save draft", and "Submit week", which saves, then
 * asks "Submit N hours for the week of …?" and submits. The schema is the server's, so its
 * messages show on the fields before anything is sent; the server's own field errors
 * ("days.2.end") land on the same fields; other refusals show in a toast.
 */
export function TimesheetForm({ timesheet, today }: { timesheet: Timesheet; today: string }) {
  const { weekStart, assignmentStart, assignmentEnd } = timesheet;
  const limits: DayLimits = useMemo(
    () => ({ today, assignmentStart, assignmentEnd }),
    [today, assignmentStart, assignmentEnd],
  );
  const schema = useMemo(() => timesheetFormSchema({ ...limits, weekStart }), [limits, weekStart]);
  const form = useZodForm(schema, { defaultValues: formValuesOf(timesheet) });
  const { control, reset } = form;
  const save = useSaveTimesheet();
  const submit = useSubmitTimesheet();
  const [confirming, setConfirming] = useState<Timesheet | null>(null);
  const week = weekRangeLabel(timesheet.weekStart);

  // The server's version replaces the form's after a save (or another tab's change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the server's week changes
  useEffect(() => {
    reset(formValuesOf(timesheet));
  }, [timesheet.updatedAt, timesheet.status, reset]);

  const days = useWatch({ control, name: "days" }) as DayFormValues[];
  const totals = liveTotals({ days });
  const busy = save.isPending || submit.isPending;

  /** Saves the body; puts the server's field errors on their rows. */
  const saveBody = async (body: TimesheetDaysBody): Promise<Timesheet | null> => {
    try {
      return await save.mutateAsync({ id: timesheet.id, body });
    } catch (error) {
      const parsed = parseApiError(error);
      for (const { path, message } of dayFieldErrors(parsed.fieldErrors)) {
        form.setError(path, { type: "server", message });
      }
      toast({
        title: "Your hours were not saved",
        description: parsed.message || "Check your connection and try again.",
        variant: "destructive",
      });
      return null;
    }
  };

  const onSave = form.handleSubmit(async (body) => {
    const saved = await saveBody(body);
    if (saved) {
      toast({
        title: "Draft saved",
        description: `${hoursText(saved.totalHours)} hours for the week of ${week}. Submit the week when it is complete.`,
      });
    }
  });

  const onSubmitWeek = form.handleSubmit(async (body) => {
    const saved = await saveBody(body);
    if (saved) setConfirming(saved);
  });

  // mutateAsync, not mutate: the submitted week replaces this form (the card shows it read-only),
  // and a mutate call's own callbacks never run once its component is gone.
  const confirmSubmit = async () => {
    try {
      const sent = await submit.mutateAsync(timesheet.id);
      toast({
        title: "Week submitted",
        description: `${hoursText(sent.totalHours)} hours at ${sent.property.name} went to the property's manager to approve.`,
      });
    } catch (error) {
      toast({
        title: "The week was not submitted",
        description: parseApiError(error).message || "Check your connection and try again.",
        variant: "destructive",
      });
    }
    setConfirming(null);
  };

  return (
    <Form {...form}>
      <form
        onSubmit={onSave}
        noValidate
        className="grid gap-4"
        aria-label={`Hours at ${timesheet.property.name}`}
      >
        <div className="grid gap-3">
          {days.map((day, index) => (
            <DayRow
              key={day.date}
              control={control}
              index={index}
              day={day}
              overtimeMinutes={totals.days[index]?.overtimeMinutes ?? 0}
              closedReason={dayClosedReason(day.date, limits)}
              disabled={busy}
            />
          ))}
        </div>
        <div className="grid gap-1 rounded-lg bg-muted p-3 text-sm tabular-nums" aria-live="polite">
          <p className="text-base">
            <span className="font-semibold">Week total: </span>
            <span data-testid="week-total">{hoursText(minutesToHours(totals.totalMinutes))}</span>{" "}
            hours
          </p>
          {totals.overtimeMinutes > 0 ? (
            <p className="font-medium text-amber-900" data-testid="week-overtime">
              Overtime: {hoursText(minutesToHours(totals.overtimeMinutes))} hours over 40 this week
            </p>
          ) : (
            <p className="text-muted-foreground">
              Hours over 40 in a week are overtime. Your other assignments' hours this week count
              too.
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button type="submit" variant="outline" className="h-11" disabled={busy}>
            <Save aria-hidden="true" />
            {save.isPending && !confirming ? "Saving..." : "Save draft"}
          </Button>
          <Button type="button" className="h-11" disabled={busy} onClick={onSubmitWeek}>
            <Send aria-hidden="true" />
            Submit week
          </Button>
        </div>
      </form>
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !submit.isPending) setConfirming(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              Submit {hoursText(confirming?.totalHours ?? 0)} hours for the week of {week}?
            </AlertDialogTitle>
            <AlertDialogDescription>
              You cannot change them unless they are returned to you. Your draft is saved either
              way.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={submit.isPending}>Keep editing</AlertDialogCancel>
            <Button disabled={submit.isPending} onClick={confirmSubmit}>
              {submit.isPending ? "Submitting..." : "Submit hours"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Form>
  );
}
