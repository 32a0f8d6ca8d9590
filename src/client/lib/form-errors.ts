/**
 * Puts the server's field messages (a 400 answer's `{ errors: { field: message } }`) on the
 * matching fields of a react-hook-form form, so they show under the field they concern, as the
 * schema's own messages do. The fields are the keys of the form's zod object schema (the one the
 * server validates with), so no list of names can drift from it; fields the schema does not have
 * are ignored unless named in `extraFields`.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { type ParsedApiError, parseApiError } from "./api";

/**
 * @param setError the form's `setError`
 * @param error what the API client threw (`Error("<status>: <body>")`)
 * @param schema the form's zod object schema; its `shape`'s keys are the field names
 * @param extraFields fields the form has beside the schema's (e.g. a file the server checks)
 * @returns the parsed error, for the caller's toast
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  schema: { readonly shape: Readonly<Record<string, unknown>> },
  extraFields: readonly Path<T>[] = [],
): ParsedApiError {
  const parsed = parseApiError(error);
  const fields = [...Object.keys(schema.shape), ...extraFields] as Path<T>[];
  for (const name of fields) {
    const message = parsed.fieldErrors[name];
    if (message) setError(name, { type: "server", message });
  }
  return parsed;
}
