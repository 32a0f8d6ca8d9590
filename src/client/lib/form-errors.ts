/**
 * Puts the server's field messages (a 400 answer's `{ errors: { field: message } }`) on the
 * matching fields of a react-hook-form form, so they show under the field they concern, as the
 * schema's own messages do. Fields the form does not have are ignored.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { type ParsedApiError, parseApiError } from "./api";

/**
 * @param setError the form's `setError`
 * @param error what the API client threw (`Error("<status>: <body>")`)
 * @param fields the names of the form's fields
 * @returns the parsed error, for the caller's toast
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): ParsedApiError {
  const parsed = parseApiError(error);
  for (const name of fields) {
    const message = parsed.fieldErrors[name];
    if (message) setError(name, { type: "server", message });
  }
  return parsed;
}
