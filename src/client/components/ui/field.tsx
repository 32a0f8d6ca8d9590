/**
 * One field primitive for every form, with or without react-hook-form (after shadcn/ui v4's
 * `field.tsx`): `Field` holds a field's ids and state, `FieldLabel` is a real `<label for>`,
 * `FieldControl` gives its single child the id, `aria-invalid` and an `aria-describedby` that
 * points at the description and the error message (WCAG 1.3.1, 3.3.1, 4.1.2), `FieldDescription`
 * and `FieldError` render those two texts under their ids.
 *
 * The wiring is decided from `Field`'s props, at render time, so a prerendered page and its
 * hydration produce the same attributes and a page without JavaScript is already labelled
 * (docs/decisions/0005). The public pages use it, so it carries no tailwind-merge
 * (docs/decisions/0008): a part's `className` is added to its default classes with `cx`, which
 * does not resolve conflicts; pass `className` to a part only to add classes the default does
 * not set, or replace them with the part's `classes` prop.
 *
 * Ids, from the control's id `id`: label `${id}-label` (the date picker is named by it),
 * description `${id}-hint`, error `${id}-error`.
 */
import {
  type ComponentProps,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
} from "react";
import { cx } from "@/client/lib/cx";

interface FieldState {
  /** The control's id; the other parts' ids derive from it. */
  id: string;
  invalid: boolean;
  /** The message under the field, when there is one. */
  error: ReactNode;
  /** Whether a FieldDescription is rendered, so aria-describedby never points at a missing id. */
  described: boolean;
}

/**
 * The portal's label look (Radix Label's style), red while the field is invalid; for a
 * FieldLabel's `classes` where labels sit tight above their controls (portal forms, sign-in).
 */
export const compactLabelClasses =
  "text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70 data-[error=true]:text-destructive";

const FieldContext = createContext<FieldState | null>(null);

/**
 * The ids and state of the enclosing {@link Field}.
 * @returns the control's `id`, `labelId`, `descriptionId`, `errorId`, `invalid`, `error` and
 *   `describedBy` (the ids the control is described by, or undefined).
 * @throws when used outside `<Field>`.
 */
export function useField() {
  const state = useContext(FieldContext);
  if (!state) throw new Error("Field parts must be used inside <Field>");
  const { id, invalid, error, described } = state;
  const descriptionId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [described ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    labelId: `${id}-label`,
    descriptionId,
    errorId,
    invalid,
    error,
    describedBy: describedBy || undefined,
  };
}

export interface FieldProps extends ComponentProps<"div"> {
  /** The control's id (default: a generated one). */
  id?: string;
  /** The field's error message; a field with one is invalid. */
  error?: ReactNode;
  /** Marks the field invalid without a message of its own (default: whether `error` is set). */
  invalid?: boolean;
  /** Set when the field renders a {@link FieldDescription}, which the control is then described by. */
  described?: boolean;
  /** Replaces the default classes (a grid of label, control and texts). */
  classes?: string;
}

/**
 * The block of one field (label, control, description, error) and the provider of its ids.
 * Renders a `<div>`; extra props go to it.
 */
export function Field({
  id,
  error,
  invalid,
  described = false,
  classes = "grid content-start gap-2",
  className,
  children,
  ...props
}: FieldProps) {
  const generated = useId();
  const state: FieldState = {
    id: id ?? `${generated}-control`,
    invalid: invalid ?? Boolean(error),
    error,
    described,
  };
  return (
    <FieldContext.Provider value={state}>
      <div className={cx(classes, className)} {...props}>
        {children}
      </div>
    </FieldContext.Provider>
  );
}

/**
 * The field's `<label for>` the control, with id `${id}-label`; `data-error` is true while the
 * field is invalid, which the default classes colour.
 */
export function FieldLabel({
  classes = "text-sm font-medium data-[error=true]:text-destructive",
  className,
  ...props
}: ComponentProps<"label"> & { classes?: string }) {
  const { id, labelId, invalid } = useField();
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor points at the FieldControl's child
    <label
      id={labelId}
      htmlFor={id}
      data-error={invalid}
      className={cx(classes, className)}
      {...props}
    />
  );
}

/** The attributes FieldControl gives its child. */
interface ControlWiring {
  id?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

/** A control element FieldControl can wire (any element taking id and ARIA attributes). */
export type FieldControlElement = ReactElement<ControlWiring>;

/**
 * Passes `id`, `aria-invalid` (only while invalid) and `aria-describedby` to its single child
 * element: an input, a select, a Select trigger, a checkbox, the date picker... Attributes the
 * child sets itself win. A slot of its own rather than Radix's Slot, whose ref merging the
 * controls do not need and which would add 1.4 KB gzip to the sign-in page's start-up script
 * (docs/decisions/0008).
 * @throws when its child is not a single element.
 */
export function FieldControl({ children }: { children: FieldControlElement }) {
  const { id, invalid, describedBy } = useField();
  if (!isValidElement(children)) throw new Error("FieldControl takes a single element");
  const own = children.props;
  return cloneElement(children, {
    id: own.id ?? id,
    "aria-invalid": own["aria-invalid"] ?? (invalid || undefined),
    "aria-describedby": own["aria-describedby"] ?? describedBy,
  });
}

/** Help text under a field, read with the control; set `described` on the Field with it. */
export function FieldDescription({
  classes = "text-sm text-muted-foreground",
  className,
  ...props
}: ComponentProps<"p"> & { classes?: string }) {
  const { descriptionId } = useField();
  return <p id={descriptionId} className={cx(classes, className)} {...props} />;
}

/** The field's error message (`error` of the Field); renders nothing when there is none. */
export function FieldError({
  classes = "text-sm font-medium text-destructive",
  className,
  ...props
}: Omit<ComponentProps<"p">, "children"> & { classes?: string }) {
  const { error, errorId } = useField();
  if (!error) return null;
  return (
    <p id={errorId} className={cx(classes, className)} {...props}>
      {error}
    </p>
  );
}
