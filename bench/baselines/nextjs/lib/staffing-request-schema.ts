/**
 * The body of POST /api/portal/staffing-requests, validated with zod as the product's portal
 * form is: a property or a company name, contact name, e-mail, staff type, details (required),
 * optional start/end days (`YYYY-MM-DD`, end not before start), positions wanted (1–50, default
 * 1), an optional emergency `{ reason }`, and consent (must be true). Field limits as the
 * product's (200 characters for a line, 5,000 for details).
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

/** A calendar day that exists (2030-02-31 does not). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date in the form YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "Enter a valid date");

const optionalDay = isoDay
  .or(z.literal(""))
  .nullish()
  .transform((value) => value || null);

const line = (required: string) => z.string().trim().min(1, required).max(200);

export const portalStaffingRequestSchema = z
  .object({
    propertyId: z.number().int().positive().max(2_147_483_647).nullish(),
    companyName: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || null),
    contactName: line("Contact name is required"),
    email: z.email({ error: "Valid email is required" }).max(200),
    staffType: z.enum(staffTypes, { error: "Please select a staff type" }),
    details: z
      .string({ error: "Please describe the position and your needs" })
      .trim()
      .min(1, "Please describe the position and your needs")
      .max(5_000),
    startDate: optionalDay,
    endDate: optionalDay,
    headcount: z.number().int().min(1).max(50).default(1),
    emergency: z
      .object({ reason: z.enum(emergencyReasons) })
      .nullish()
      .transform((value) => value ?? null),
    consent: z.literal(true, { error: "You must agree to be contacted" }),
  })
  .refine((data) => data.propertyId != null || data.companyName != null, {
    message: "Company name is required",
    path: ["companyName"],
  })
  .refine((data) => !data.startDate || !data.endDate || data.endDate >= data.startDate, {
    message: "End date cannot be before the start date",
    path: ["endDate"],
  });

/** The product's 400 body: the first message, and each field's first message. */
export function validationError(error: z.ZodError): Response {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || "body"] ??= issue.message;
  const message = Object.values(errors)[0] ?? "Invalid request";
  return Response.json({ message, errors }, { status: 400 });
}
