/**
 * The fields of the portal's list filters (requests, applications, users, properties), one
 * component per kind, built from the field primitive (ui/field.tsx): a search box, a choice with
 * an "all" option (and its common cases: request status, staff type, property) and a date range.
 * They are controlled: each takes the value the list applies and reports the next one; when
 * typed text applies (at once or on a pause) is the caller's choice.
 * Portal only: they use the portal's controls, which merge classes with tailwind-merge
 * (docs/decisions/0008).
 */
import { ArrowDownUp, Search } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { compactLabelClasses, Field, FieldControl, FieldLabel } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { OptionsSelect, type SelectOption } from "@/client/components/ui/select";
import {
  humanize,
  type StaffingRequestStatus,
  type StaffType,
  staffingRequestStatuses,
  staffTypeLabels,
  staffTypes,
} from "@/domain/enums";

/** The block of a filter field: its label above its control. */
const fieldClasses = "grid gap-2";

/**
 * The value of the "all" option inside the Select: Radix's items cannot have "" as their value,
 * which is what the filters store for "no filter".
 */
const ALL = "all";

/** What every filter field takes. */
interface FilterFieldProps {
  label: ReactNode;
  /** Classes added to the field's block (e.g. its grid column). */
  className?: string;
}

/**
 * A search box: a labelled `type="search"` input, with a magnifier inside it unless `icon` is
 * false. Other props (placeholder, autoComplete...) go to the input.
 * @param onValueChange called with the text on every keystroke.
 * @param classes replaces the block's classes (default: label above the input).
 * @param labelClasses replaces the label's classes (e.g. "sr-only" where a heading says it).
 * @param inputClassName classes added to the input.
 */
export function SearchFilterField({
  label,
  className,
  classes = fieldClasses,
  labelClasses = compactLabelClasses,
  icon = true,
  value,
  onValueChange,
  inputClassName,
  ...input
}: FilterFieldProps & {
  classes?: string;
  labelClasses?: string;
  icon?: boolean;
  value: string;
  onValueChange: (text: string) => void;
  inputClassName?: string;
} & Omit<ComponentProps<"input">, "id" | "type" | "value" | "onChange" | "className">) {
  const control = (
    <FieldControl>
      <Input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={icon ? `${inputClassName ?? ""} pl-9`.trim() : inputClassName}
        {...input}
      />
    </FieldControl>
  );
  return (
    <Field classes={classes} className={className}>
      <FieldLabel classes={labelClasses}>{label}</FieldLabel>
      {icon ? (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          {control}
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

/**
 * A labelled Select whose first option means "no filter".
 * @param allLabel the text of that first option ("All Statuses").
 * @param options the other choices, in order.
 * @param value the chosen option's value, or `allValue` for none.
 * @param allValue the value that stands for "no filter" (default "").
 * @param onValueChange called with the chosen value, `allValue` for the first option.
 * @param portal false keeps the list inside its landmark (see SelectContent).
 */
export function SelectFilterField<V extends string>({
  label,
  className,
  allLabel,
  options,
  value,
  allValue = "" as V,
  onValueChange,
  portal,
}: FilterFieldProps & {
  allLabel: string;
  options: readonly SelectOption[];
  value: V;
  allValue?: V;
  onValueChange: (value: V) => void;
  portal?: boolean;
}) {
  return (
    <Field classes={fieldClasses} className={className}>
      <FieldLabel classes={compactLabelClasses}>{label}</FieldLabel>
      <FieldControl>
        <OptionsSelect
          value={value === allValue ? ALL : value}
          onValueChange={(next) => onValueChange((next === ALL ? allValue : next) as V)}
          options={[{ value: ALL, label: allLabel }, ...options]}
          portal={portal}
        />
      </FieldControl>
    </Field>
  );
}

const statusOptions = staffingRequestStatuses.map((status) => ({
  value: status,
  label: humanize(status),
}));

const staffTypeOptions = staffTypes.map((type) => ({ value: type, label: staffTypeLabels[type] }));

/**
 * The Status filter of a staffing request list: "All Statuses" then the five statuses.
 * @param allValue what `value` is while every status is shown ("" or "all").
 */
export function RequestStatusFilterField<V extends StaffingRequestStatus | "" | "all">(
  props: Omit<FilterFieldProps, "label"> & {
    value: V;
    allValue?: V;
    onValueChange: (value: V) => void;
    portal?: boolean;
  },
) {
  return (
    <SelectFilterField label="Status" allLabel="All Statuses" options={statusOptions} {...props} />
  );
}

/**
 * A staff type filter ("" for every type).
 * @param label "Staff type" on requests, "Position" on applications.
 * @param allLabel the first option's text ("All Staff Types", "All Positions").
 */
export function StaffTypeFilterField(
  props: FilterFieldProps & {
    label: string;
    allLabel: string;
    value: StaffType | "";
    onValueChange: (value: StaffType | "") => void;
  },
) {
  return <SelectFilterField options={staffTypeOptions} {...props} />;
}

/**
 * The Property filter of a manager's lists and reports: "All Properties" (value "") then each
 * property by name (value: its id as text).
 * @param portal false keeps the list inside its landmark (see SelectContent).
 */
export function PropertyFilterField(
  props: Omit<FilterFieldProps, "label"> & {
    properties: ReadonlyArray<{ id: number; name: string }>;
    value: string;
    onValueChange: (propertyId: string) => void;
    portal?: boolean;
  },
) {
  const { properties, ...field } = props;
  return (
    <SelectFilterField
      label="Property"
      allLabel="All Properties"
      options={properties.map((property) => ({ value: String(property.id), label: property.name }))}
      {...field}
    />
  );
}

/** One labelled date input (`YYYY-MM-DD`, "" when empty). */
function DateFilterField({
  label,
  className,
  onValueChange,
  ...input
}: FilterFieldProps & {
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onValueChange: (day: string) => void;
}) {
  return (
    <Field classes={fieldClasses} className={className}>
      <FieldLabel classes={compactLabelClasses}>{label}</FieldLabel>
      <FieldControl>
        <Input type="date" {...input} onChange={(event) => onValueChange(event.target.value)} />
      </FieldControl>
    </Field>
  );
}

/**
 * Two date fields, From and To (`YYYY-MM-DD`, "" when empty), each a field of its own in the
 * enclosing grid; each bounds the other so the range cannot be reversed.
 * @param labels the two labels ("Created from", "Created to").
 * @param className classes added to each field's block.
 */
export function DateRangeFilterFields({
  labels,
  from,
  to,
  onChange,
  className,
}: {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
  className?: string;
}) {
  return (
    <>
      <DateFilterField
        label={labels.from}
        className={className}
        value={from}
        max={to || undefined}
        onValueChange={(day) => onChange({ from: day })}
      />
      <DateFilterField
        label={labels.to}
        className={className}
        value={to}
        min={from || undefined}
        onValueChange={(day) => onChange({ to: day })}
      />
    </>
  );
}

/**
 * The sort toggle of a list on its creation time: "Newest first" (the default, `sort` "") or
 * "Oldest first" (`sort` "oldest"); its accessible name says the current order.
 * @param onToggle receives the other order.
 */
export function SortToggleButton({
  sort,
  onToggle,
  className,
}: {
  sort: "" | "oldest";
  onToggle: (next: "" | "oldest") => void;
  className?: string;
}) {
  const oldest = sort === "oldest";
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => onToggle(oldest ? "" : "oldest")}
      aria-label={`Sort by date: ${oldest ? "oldest first" : "newest first"}`}
      className={className ?? "md:w-fit"}
    >
      <ArrowDownUp aria-hidden="true" />
      {oldest ? "Oldest first" : "Newest first"}
    </Button>
  );
}
