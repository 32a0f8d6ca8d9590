/**
 * A small wrapper around react-hook-form (after bulletproof-react's `components/ui/form`):
 * `useZodForm` wires a domain zod schema in, `Form` provides the form's methods. The fields are
 * in ./form-fields.tsx (the react-hook-form binding of the field primitive, ./field.tsx).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type FieldValues,
  FormProvider,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

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
