/**
 * The body of POST /api/portal/staffing-requests, validated with zod as the product's
 * portalStaffingRequestSchema (src/domain/staffing-request.ts) does: the same fields, limits,
 * defaults and messages (copied: a peer imports nothing from the product). A 400 answers
 * `{ message, errors }` with the first message of each field, as the product does.
 */
import { z } from "zod";

export const staffTypes = [
  "maintenance",
  "groundskeeping",
  "leasing",
  "property-management",
  "security",
  "make-ready",
  "other",
] as const;
export const staffTypeLabels: Record<(typeof staffTypes)[number], string> = {
  maintenance: "Maintenance Technicians",
  groundskeeping: "Groundskeepers",
  leasing: "Leasing Consultants",
  "property-management": "Property Managers",
  security: "Security Personnel",
  "make-ready": "Make-Ready Specialists",
  other: "Other",
};
const emergencyReasons = [
  "storm_preparation",
  "storm_recovery",
  "sudden_vacancy",
  "other",
] as const;

const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;
const SHORT = 200;
const LONG = 5000;
/**
 * Runs an object-level rule even when unrelated fields are invalid (zod otherwise waits for the
 * whole object to parse), so every message is reported at once, as the product does.
 */
const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));

const HEADCOUNT_MESSAGE = "Positions needed must be a whole number from 1 to 50";

/** A single-line text: a line break is refused with "`label` must be on one line". */
const oneLine = <T extends z.ZodType>(schema: T, label: string) =>
  z.preprocess((value, ctx) => {
    if (typeof value === "string" && LINE_BREAK.test(value)) {
      ctx.addIssue({ code: "custom", message: `${label} must be on one line`, input: value });
      return z.NEVER;
    }
    return value;
  }, schema);

const requiredLine = (label: string, message: string) =>
  oneLine(
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(SHORT, `${label} must be at most ${SHORT} characters`),
    label,
  );

/** A calendar day that exists, or empty/null/missing for none. */
const optionalDay = (label: string) =>
  oneLine(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date in the form YYYY-MM-DD")
      .refine((v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      }, "Enter a valid date")
      .or(z.literal("")),
    label,
  )
    .nullish()
    .transform((value) => (value ? value : null));

export const createRequestBody = z
  .object({
    propertyId: z
      .number({ error: "Select a property" })
      .int("Select a property")
      .positive("Select a property")
      .max(2_147_483_647, "Select one of your properties")
      .nullish(),
    companyName: oneLine(
      z.string().trim().max(SHORT, `Must be at most ${SHORT} characters`),
      "Company name",
    )
      .nullish()
      .transform((value) => (value ? value : null)),
    contactName: requiredLine("Contact name", "Contact name is required"),
    email: oneLine(
      z.email({ error: "Valid email is required" }).max(SHORT, "Valid email is required"),
      "Email",
    ),
    staffType: z.enum(staffTypes, { error: "Please select a staff type" }),
    details: z
      .string({ error: "Please describe the position and your needs" })
      .trim()
      .min(1, "Please describe the position and your needs")
      .max(LONG, `Details must be at most ${LONG} characters`),
    startDate: optionalDay("Start date"),
    endDate: optionalDay("End date"),
    headcount: z
      .number({ error: HEADCOUNT_MESSAGE })
      .int(HEADCOUNT_MESSAGE)
      .min(1, HEADCOUNT_MESSAGE)
      .max(50, HEADCOUNT_MESSAGE)
      .default(1),
    emergency: z
      .object({
        reason: z.enum(emergencyReasons, {
          error: "Choose the emergency: storm preparation, storm recovery, sudden vacancy or other",
        }),
      })
      .nullish()
      .transform((value) => value ?? null),
    consent: z.literal(true, { error: "You must agree to be contacted" }),
  })
  .refine((data) => data.propertyId != null || data.companyName != null, {
    message: "Company name is required",
    path: ["companyName"],
    when: whenFieldsValid("propertyId", "companyName"),
  })
  .refine(
    (data) =>
      typeof data.startDate !== "string" ||
      typeof data.endDate !== "string" ||
      data.endDate >= data.startDate,
    {
      message: "End date cannot be before the start date",
      path: ["endDate"],
      when: whenFieldsValid("startDate", "endDate"),
    },
  );

export type CreateRequestBody = z.output<typeof createRequestBody>;

/** The product's 400 body of a failed validation: the first message of each field. */
export function validationError(error: z.ZodError): {
  message: string;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    errors[field] ??= issue.message;
  }
  const isWholeBody = Object.keys(errors).length === 1 && errors.body !== undefined;
  const message = isWholeBody
    ? "Invalid body: expected a JSON object with the form's fields"
    : (Object.values(errors)[0] ?? "Invalid request");
  return { message, errors };
}
