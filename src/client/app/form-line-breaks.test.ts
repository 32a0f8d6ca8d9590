/**
 * The client's forms validate with the shared schemas through react-hook-form's zod resolver and
 * show `errors[field].message` under each field, so a line break in a single-line field must come
 * out of each form's resolver as that field's message. U+2028 is used because a browser strips CR
 * and LF from a one-line input itself but keeps a pasted LINE SEPARATOR.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { registerFormSchema } from "@/domain/auth";
import { propertySchema } from "@/domain/property";
import { portalStaffingRequestSchema } from "@/domain/staffing-request";
import { applicationFormSchema } from "../features/marketing/api/submit-job-application";
import { requestStaffFormSchema } from "../features/marketing/api/submit-staffing-request";

const forms = [
  {
    form: "Request Staff",
    schema: requestStaffFormSchema,
    field: "companyName",
    label: "Company name",
  },
  { form: "Apply for a Position", schema: applicationFormSchema, field: "phone", label: "Phone" },
  { form: "Register", schema: registerFormSchema, field: "fullName", label: "Full name" },
  { form: "Property", schema: propertySchema, field: "address", label: "Address" },
  {
    form: "New staffing request",
    schema: portalStaffingRequestSchema,
    field: "contactName",
    label: "Contact name",
  },
];

describe("a client form", () => {
  it.each(forms)("$form shows a line break in $field as its message", async (f) => {
    const resolver = zodResolver(f.schema as never) as unknown as Resolver<FieldValues>;
    const result = await resolver({ [f.field]: "Line one\u2028line two" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors[f.field]?.message).toBe(`${f.label} must be on one line`);
  });
});
