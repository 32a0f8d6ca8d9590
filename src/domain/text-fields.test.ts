import { describe, expect, it } from "vitest";
import * as domain from "./index";
import { oneLineMessage, type TextFieldKind, textFields } from "./text-fields";
import { z } from "./zod";

type Schema = z.core.$ZodType;
type Def = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: readonly Schema[];
};
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** The schemas a field's schema is made of: through optional, nullable, default, pipes, unions. */
function parts(schema: Schema): Schema[] {
  const def = defOf(schema);
  return [def.innerType, def.in, def.out, ...(def.options ?? [])].filter(
    (part): part is Schema => part !== undefined,
  );
}

/** The declared kind of a field: the outermost declaration found while unwrapping it. */
function declaredKind(schema: Schema): TextFieldKind | undefined {
  return textFields.get(schema) ?? parts(schema).map(declaredKind).find(Boolean);
}

/** True when some part of the field takes a string as it is (z.string, z.email, z.url...). */
function takesText(schema: Schema): boolean {
  return defOf(schema).type === "string" || parts(schema).some(takesText);
}

interface Field {
  schemaName: string;
  schema: z.ZodObject;
  field: string;
  kind: TextFieldKind | undefined;
}

/** Every string field of every object schema src/domain exports, derived from the schemas. */
const textFieldsOfDomain: Field[] = Object.entries(domain).flatMap(([schemaName, value]) => {
  if (!(value instanceof z.ZodObject)) return [];
  return Object.entries(value.shape)
    .filter(([, field]) => takesText(field as Schema))
    .map(([field, fieldSchema]) => ({
      schemaName,
      schema: value,
      field,
      kind: declaredKind(fieldSchema as Schema),
    }));
});

const named = (f: Field) => `${f.schemaName}.${f.field}`;
const singleLineFields = textFieldsOfDomain.flatMap((f) =>
  f.kind?.kind === "single-line" ? [{ ...f, label: f.kind.label }] : [],
);
const multiLineFields = textFieldsOfDomain.filter((f) => f.kind?.kind === "multi-line");

/** The separators every single-line field refuses, by name. */
const breaks = {
  "CR LF": "\r\n",
  LF: "\n",
  CR: "\r",
  "vertical tab": "\v",
  "form feed": "\f",
  "NEXT LINE U+0085": "\u0085",
  "LINE SEPARATOR U+2028": "\u2028",
  "PARAGRAPH SEPARATOR U+2029": "\u2029",
};

/** The messages of `field` when `schema` parses an object holding only `value` in it. */
function messagesOf(schema: z.ZodObject, field: string, value: string): string[] {
  const result = schema.safeParse({ [field]: value });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe("the string fields of the shared schemas", () => {
  it("are found in every schema (the list below is derived, not written out)", () => {
    const names = textFieldsOfDomain.map(named);
    expect(names).toContain("staffingRequestSchema.companyName");
    expect(names).toContain("jobApplicationSchema.phone");
    expect(names).toContain("newsletterSchema.email");
    expect(names).toContain("propertySchema.description");
    expect(singleLineFields.length).toBeGreaterThan(20);
  });

  it("are each declared single-line, multi-line or secret", () => {
    expect(textFieldsOfDomain.filter((f) => f.kind === undefined).map(named)).toEqual([]);
  });
});

describe("a single-line field", () => {
  it.each(singleLineFields.map((f) => [named(f), f] as const))(
    '%s refuses every line break with "<label> must be on one line"',
    (_name, f) => {
      for (const [breakName, character] of Object.entries(breaks)) {
        for (const value of [`Alpha${character}Beta`, `Alpha${character}`]) {
          expect(
            messagesOf(f.schema, f.field, value),
            `${breakName} in ${JSON.stringify(value)}`,
          ).toEqual([oneLineMessage(f.label)]);
        }
      }
    },
  );

  it("keeps a tab and other spaces (they start no line)", () => {
    expect(messagesOf(domain.propertySchema, "name", "Bay\tView  Apartments")).toEqual([]);
  });
});

describe("a multi-line field", () => {
  it.each(multiLineFields.map((f) => [named(f), f] as const))(
    "%s keeps its line breaks",
    (_name, f) => {
      expect(messagesOf(f.schema, f.field, "First line\r\nSecond line\u2028Third")).toEqual([]);
    },
  );
});
