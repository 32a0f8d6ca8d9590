/**
 * A small wrapper around react-hook-form (after shadcn/ui's and bulletproof-react's form):
 * `useZodForm` wires a domain zod schema in, `FormField` connects a field, `FormLabel` renders a
 * real `<label for>`, `FormControl` gives the control its id, `aria-invalid` and an
 * `aria-describedby` that points at the description and the error message.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Slot } from "radix-ui";
import {
  type ComponentProps,
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
} from "react-hook-form";
import type { z } from "zod";
import { cn } from "@/client/lib/utils";
import { Label } from "./label";

/**
 * `useForm` validated by `schema` (its input type is the form's values, its output what
 * `handleSubmit` receives).
 * @param schema a zod schema from src/domain (the same the server validates with).
 * @param options other `useForm` options, e.g. `defaultValues`.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options?: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, "resolver">,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver: zodResolver(schema),
  });
}

/** Provides a form's methods to the fields inside it (react-hook-form's FormProvider). */
export const Form = FormProvider;

interface FormFieldContextValue {
  name: string;
}
const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** Connects one field of the form (react-hook-form's Controller) and names it for its parts. */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
  /** Whether a FormDescription is rendered, so aria-describedby never points at a missing id. */
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
}
const FormItemContext = createContext<FormItemContextValue | null>(null);

/**
 * The ids and state of the current field.
 * @returns `formItemId` (the control's id), `formDescriptionId`, `formMessageId`, and the field
 *   state (`error`, `invalid`...).
 * @throws when used outside `<FormField>` / `<FormItem>`.
 */
export function useFormField() {
  const fieldContext = useContext(FormFieldContext);
  const itemContext = useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: fieldContext?.name });
  if (!fieldContext || !itemContext) {
    throw new Error("useFormField must be used inside <FormField> and <FormItem>");
  }
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id, hasDescription, setHasDescription } = itemContext;
  return {
    id,
    hasDescription,
    setHasDescription,
    name: fieldContext.name,
    formItemId: `${id}-control`,
    formDescriptionId: `${id}-description`,
    formMessageId: `${id}-message`,
    ...fieldState,
  };
}

/** The block of one field: label, control, description, message. */
export function FormItem({ className, ...props }: ComponentProps<"div">) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  const value = useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div className={cn("grid content-start gap-2", className)} {...props} />
    </FormItemContext.Provider>
  );
}

/**
 * The field's `<label>`, pointing at the control; turns red when the field is invalid.
 * Its id is `${formItemId}-label`, for controls named with aria-labelledby (the date picker).
 */
export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      id={`${formItemId}-label`}
      htmlFor={formItemId}
      data-error={!!error}
      className={cn("data-[error=true]:text-destructive", className)}
      {...props}
    />
  );
}

/**
 * Passes id, `aria-invalid` and `aria-describedby` to its single child (an Input, a Select
 * trigger, a Checkbox...).
 */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription ? formDescriptionId : null, error ? formMessageId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <Slot.Root
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

/** Help text under a field, read with the control. */
export function FormDescription({ className, ...props }: ComponentProps<"p">) {
  const { formDescriptionId, setHasDescription } = useFormField();
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      id={formDescriptionId}
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/**
 * The field's error message (from the schema), or `children` when there is no error.
 * Renders nothing when there is neither. Pass `message` to override the schema's text.
 */
export function FormMessage({
  className,
  children,
  message,
  ...props
}: ComponentProps<"p"> & { message?: string }) {
  const { error, formMessageId } = useFormField();
  const body = message ?? (error ? String(error.message ?? "") : children);
  if (!body) return null;
  return (
    <p
      id={formMessageId}
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {body}
    </p>
  );
}
