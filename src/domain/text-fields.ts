/**
 * What kind of text each string field of the shared schemas holds, and the rule for single-line
 * fields: a name, a company, a phone number, an address line, an e-mail address or a username
 * never contains a line break. A break there would let a submitted value grow fake lines in
 * plain-text e-mails, CSV exports and logs ("Company: Acme\nStatus: approved"), so it is refused
 * with a clear message (OWASP ASVS 5.0 2.2.1 input validation; 1.3.11 nothing that can reshape a
 * mail reaches the mail system).
 *
 * Refused rather than silently removed: a browser already strips CR and LF from a one-line
 * `<input>` (HTML "value sanitization algorithm"), so only a script, a crafted post or a pasted
 * U+2028/U+2029 can bring one, and the sender is told instead of having the value changed behind
 * their back.
 *
 * Every string field of a schema in src/domain is declared with one of {@link singleLine},
 * {@link multiLine} or {@link secret}; src/domain/text-fields.test.ts walks every exported schema
 * and fails on a string field declared with none of them, so a new field cannot forget the rule.
 */
import { limits } from "./constants";
import { z } from "./zod";

/**
 * Line and paragraph separators: LF, VT, FF, CR, NEL (U+0085), LINE SEPARATOR (U+2028) and
 * PARAGRAPH SEPARATOR (U+2029), the characters Unicode (UAX #14, mandatory breaks) and common
 * mail readers and editors treat as the end of a line. Tab is not among them.
 */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/** The kind of text a string field holds (see {@link textFields}). */
export type TextFieldKind =
  | { kind: "single-line"; label: string }
  | { kind: "multi-line" }
  | { kind: "secret" };

/**
 * Registry of the declared string fields: the schema returned by {@link singleLine},
 * {@link multiLine} or {@link secret} → its kind. Read by the tests (zod's registry `get` also
 * finds the declaration of a schema derived from a declared one).
 */
export const textFields = z.registry<TextFieldKind>();

/** The message of a single-line field that holds a line break, e.g. "Company name must be on one line". */
export const oneLineMessage = (label: string) => `${label} must be on one line`;

/**
 * Declares `schema` a single-line field: a string holding any {@link LINE_BREAK} is refused with
 * "`label` must be on one line" (the only message for that field, so forms and the API show it),
 * before `schema` runs; anything else (including a value that is not a string, which keeps
 * `schema`'s own "is required" message) goes on to `schema` unchanged. Checked before `schema`
 * trims or normalises, so a break at either end is refused too.
 * @param schema the field's rules for a string input (z.string(), z.email(), a union of those...)
 * @param label the field's name as the form shows it, e.g. "Company name"
 * @returns a schema with `schema`'s input and output types; wrap optionality around it
 *   (`singleLine(...).nullish()`), not inside it
 */
export function singleLine<T extends z.ZodType<unknown, string>>(schema: T, label: string) {
  // A preprocessing step rather than a refinement: it does not change the value, and JSON Schema
  // generation (the published OpenAPI document) then describes the field by `schema`'s rules.
  const field = z.preprocess((value: string, ctx) => {
    if (typeof value === "string" && LINE_BREAK.test(value)) {
      ctx.addIssue({ code: "custom", message: oneLineMessage(label), input: value });
    }
    return value;
  }, schema);
  textFields.add(field, { kind: "single-line", label });
  return field;
}

/**
 * Declares `schema` a multi-line free-text field (details, description, additional information):
 * line breaks are part of the text. Such a field must never be copied into an e-mail sent to an
 * address a visitor typed (see src/server/mail/templates.ts).
 */
export function multiLine<T extends z.ZodType>(schema: T): T {
  textFields.add(schema, { kind: "multi-line" });
  return schema;
}

/**
 * Declares `schema` a secret (a password): taken exactly as typed, any character allowed (OWASP
 * ASVS 5.0 6.2.5 and 6.2.8), never stored in clear, displayed or mailed, so no line rule applies.
 */
export function secret<T extends z.ZodType>(schema: T): T {
  textFields.add(schema, { kind: "secret" });
  return schema;
}

/**
 * A required single-line text field named `label`: trimmed, `message` when empty, at most `max`
 * characters ("Must be at most N characters"), no line breaks (spec section 9).
 */
export function requiredLine(label: string, message: string, max: number = limits.shortText) {
  return singleLine(
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(max, `Must be at most ${max} characters`),
    label,
  );
}
