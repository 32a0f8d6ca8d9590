import { type ReactNode, useId } from "react";
import { type FieldPath, type FieldValues, useController } from "react-hook-form";
import { Checkbox } from "@/client/components/ui/checkbox";
import type { FormFieldProps } from "@/client/components/ui/form-fields";
import { cn } from "@/client/lib/cn";

/**
 * A group of checkboxes bound to an array `name` of values (a `<fieldset>` whose `<legend>` is
 * `label`; each box has its own `<label for>`). Values of other groups bound to the same name
 * are kept, so one list can be shown as several groups.
 * @param options the values and their labels, in the order shown
 * @param columns classes of the options' grid (e.g. "sm:grid-cols-2")
 */
export function CheckboxGroupField<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues = T,
>({
  control,
  name,
  label,
  description,
  className,
  options,
  columns = "sm:grid-cols-2",
  legendClassName,
  showError = true,
}: Omit<FormFieldProps<T, N, Out>, "fallbackError"> & {
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  columns?: string;
  legendClassName?: string;
  /** False on all but one of several groups bound to the same name (one message is enough). */
  showError?: boolean;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  const error = showError ? fieldState.error?.message : undefined;
  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange([...next]);
  };
  return (
    <fieldset
      className={cn("grid gap-2", className)}
      aria-describedby={
        [description ? `${id}-description` : "", error ? `${id}-error` : ""].join(" ").trim() ||
        undefined
      }
    >
      <legend className={cn("mb-1 text-sm font-medium", legendClassName)}>{label}</legend>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <div className={cn("grid gap-2", columns)}>
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-2">
            <Checkbox
              id={`${id}-${option.value}`}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
            <label htmlFor={`${id}-${option.value}`} className="text-sm leading-snug">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
