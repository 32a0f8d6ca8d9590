/**
 * The react-hook-form binding of the field primitive (./field.tsx): one component per kind of
 * control, so a portal form is a list of fields. Each takes the form's `control` (which types
 * `name`), the field's `name`, its `label`, an optional `description` and `className` (added to
 * the field's block), and shows the schema's message for the field under it, linked to the
 * control with `aria-describedby`. Other props go to the control.
 * For the portal: it uses the portal's controls (Input, Select...), which merge classes with
 * tailwind-merge; public pages use ./field.tsx directly (docs/decisions/0008).
 */
import type { ComponentProps, ReactNode } from "react";
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from "react-hook-form";
import { Checkbox } from "./checkbox";
import { DatePicker, type DatePickerProps } from "./date-picker";
import {
  compactLabelClasses,
  Field,
  FieldControl,
  type FieldControlElement,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "./field";
import { Input } from "./input";
import { OptionsSelect, type SelectOption } from "./select";
import { Textarea } from "./textarea";

/** The label beside a checkbox: the same, in the body text's weight. */
const checkboxLabelClasses =
  "text-sm leading-snug font-normal select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70 data-[error=true]:text-destructive";

/** What every bound field takes. */
export interface FormFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues = T,
> {
  /** The form's `control` (from `useZodForm` or `useForm`). */
  control: Control<T, unknown, Out>;
  name: N;
  label: ReactNode;
  /** Help text under the control, read with it. */
  description?: ReactNode;
  /** Classes added to the field's block (e.g. its grid column). */
  className?: string;
  /** A message shown when the field has none of its own (a rule the schema reports elsewhere). */
  fallbackError?: string | undefined;
}

/** Props of the control element, minus what the binding sets. */
type ControlProps<C extends "input" | "textarea"> = Omit<
  ComponentProps<C>,
  "id" | "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "children"
>;

/** The props a bound field keeps for itself; the others go to its control. */
type OwnKeys = keyof FormFieldProps<FieldValues, string>;

/**
 * The field's block around a bound control: label, `render(field, rest)`, description and
 * message.
 * @param props the component's props: the field's (FormFieldProps) and the control's (`rest`).
 * @param render renders the control from react-hook-form's `field` (value, onChange...) and
 *   the control's props.
 */
function BoundField<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues,
  Rest extends object,
>({
  props,
  render,
}: {
  props: FormFieldProps<T, N, Out> & Rest;
  render: (
    field: ControllerRenderProps<T, N>,
    rest: Omit<FormFieldProps<T, N, Out> & Rest, OwnKeys>,
  ) => FieldControlElement;
}) {
  const { control, name, label, description, className, fallbackError, ...rest } = props;
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      error={fieldState.error?.message ?? fallbackError}
      invalid={fieldState.invalid || Boolean(fallbackError)}
      described={description != null}
      className={className}
    >
      <FieldLabel classes={compactLabelClasses}>{label}</FieldLabel>
      <FieldControl>{render(field, rest)}</FieldControl>
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError />
    </Field>
  );
}

/** A labelled text input (type text, email, tel, password...) bound to `name`. */
export function FormTextField<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues = T,
>(props: FormFieldProps<T, N, Out> & ControlProps<"input">) {
  return (
    <BoundField
      props={props}
      render={(field, input) => <Input {...input} {...field} value={field.value ?? ""} />}
    />
  );
}

/**
 * A labelled number input bound to `name`: the value is a number (NaN while the input is empty
 * or not a number, which the schema reports).
 */
export function FormNumberField<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues = T,
>(props: FormFieldProps<T, N, Out> & Omit<ControlProps<"input">, "type">) {
  return (
    <BoundField
      props={props}
      render={(field, input) => (
        <Input
          type="number"
          {...input}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={Number.isNaN(field.value) ? "" : field.value}
          onChange={(event) => field.onChange(event.target.valueAsNumber)}
        />
      )}
    />
  );
}

/** A labelled multi-line text input bound to `name`. */
export function FormTextareaField<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues = T,
>(props: FormFieldProps<T, N, Out> & ControlProps<"textarea">) {
  return (
    <BoundField
      props={props}
      render={(field, textarea) => <Textarea {...textarea} {...field} value={field.value ?? ""} />}
    />
  );
}

/**
 * A labelled Select (Radix; its trigger gets the field's id and ARIA) bound to `name`.
 * @param options the choices, in order.
 * @param placeholder shown while nothing is chosen.
 * @param parse turns the chosen option's value into the field's value (default: the string).
 * @param onValueChange called after the field's value changes (e.g. to clear another field's error).
 * @param portal false keeps the list inside its landmark or dialog (see SelectContent).
 */
export function FormSelectField<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues = T,
>({
  options,
  placeholder,
  parse,
  onValueChange,
  portal,
  ...props
}: FormFieldProps<T, N, Out> & {
  options: readonly SelectOption[];
  placeholder?: string;
  parse?: (value: string) => unknown;
  onValueChange?: (value: string) => void;
  portal?: boolean;
}) {
  return (
    <BoundField
      props={props}
      render={({ name, value, onChange, onBlur }) => (
        <OptionsSelect
          name={name}
          value={value == null ? "" : String(value)}
          onValueChange={(next) => {
            onChange(parse ? parse(next) : next);
            onValueChange?.(next);
          }}
          onBlur={onBlur}
          options={options}
          placeholder={placeholder}
          portal={portal}
        />
      )}
    />
  );
}

/**
 * A checkbox bound to a boolean `name`, its label beside it (e.g. a consent), the message under
 * both. The field's value is true or false.
 */
export function FormCheckboxField<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues = T,
>({ control, name, label, className }: Omit<FormFieldProps<T, N, Out>, "description">) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      error={fieldState.error?.message}
      classes="grid content-start gap-1.5"
      className={className}
    >
      <div className="flex items-start gap-3">
        <FieldControl>
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            className="mt-0.5"
          />
        </FieldControl>
        <FieldLabel classes={checkboxLabelClasses}>{label}</FieldLabel>
      </div>
      <FieldError />
    </Field>
  );
}

/**
 * A date field (the {@link DatePicker}, named by the label and the chosen day) bound to a
 * `YYYY-MM-DD` string `name` ("" when empty).
 * @param isDisabled days that cannot be chosen.
 */
export function FormDateField<
  T extends FieldValues,
  N extends FieldPath<T>,
  Out extends FieldValues = T,
>({
  isDisabled,
  placeholder,
  ...props
}: FormFieldProps<T, N, Out> & Pick<DatePickerProps, "isDisabled" | "placeholder">) {
  return (
    <BoundField
      props={props}
      render={(field) => (
        <DatePicker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isDisabled={isDisabled}
          placeholder={placeholder}
        />
      )}
    />
  );
}
