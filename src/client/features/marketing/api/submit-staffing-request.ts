/** POST /api/staffing-requests (spec section 7): the home page's Request Staff form. */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { apiJson } from "@/client/lib/api";
import { useAction } from "@/client/lib/use-action";
import type { FormReceipt } from "@/domain/api/public-form";
import { staffingRequestSchema } from "@/domain/staffing-request";
import { z } from "@/domain/zod";

/**
 * The Request Staff form: the API's schema (and its messages), plus what the page's required
 * attributes add (spec section 5, "Public contact forms"): details must be filled in.
 */
export const requestStaffFormSchema = staffingRequestSchema.refine(
  (data) => typeof data.details === "string" && data.details.length > 0,
  {
    message: "Please describe the position and your needs",
    path: ["details"],
    when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== "details"),
  },
);

/**
 * The form's values as the page holds them: the schema's input, except that the staff type
 * select starts empty and the consent box unchecked (the schema reports both), `headcount` is
 * the number input's value (NaN while empty) and the emergency is the native form's
 * `emergencyReason` select ("" for a normal request), the names the server maps on a native
 * post (docs/decisions/0017-placements.md, decision 12).
 */
export type RequestStaffFormValues = Omit<
  z.input<typeof requestStaffFormSchema>,
  "staffType" | "consent" | "headcount" | "emergency"
> & {
  staffType: string;
  consent: boolean;
  headcount: number;
  emergencyReason: string;
};

/**
 * The page's values in the API's JSON shape (`emergency: { reason }`, or null when none is
 * chosen), then checked by the form's schema: the transform's result is `unknown` until then.
 */
const formValuesSchema = z
  .custom<RequestStaffFormValues>()
  .transform(({ emergencyReason, ...rest }): unknown => ({
    ...rest,
    emergency: emergencyReason ? { reason: emergencyReason } : null,
  }))
  .pipe(requestStaffFormSchema);

const schemaResolver = zodResolver(formValuesSchema);

/**
 * Validates the page's values with the API's schema (see `formValuesSchema`); a message about
 * `emergency` is shown on the `emergencyReason` select.
 */
export const requestStaffResolver: Resolver<
  RequestStaffFormValues,
  unknown,
  StaffingRequestPayload
> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  // Errors are named by the schema's paths, so the emergency's is `emergency`, not a page field.
  if (!("emergency" in result.errors)) return result;
  const { emergency, ...errors } = result.errors;
  return {
    values: {},
    errors: {
      ...errors,
      emergencyReason: { type: "custom", message: emergencyMessage(emergency) },
    },
  };
};

/** The message of an error on `emergency` or on its `reason`. */
function emergencyMessage(error: unknown): string {
  const found = error as { message?: unknown; reason?: { message?: unknown } };
  const message = found.reason?.message ?? found.message;
  return typeof message === "string" ? message : "Choose the emergency from the list";
}

export type StaffingRequestPayload = z.output<typeof staffingRequestSchema> & { website?: string };

/** The answer: the stored record's id and the confirmation text (`formReceiptSchema`). */
export type SubmissionAnswer = FormReceipt;

/**
 * Sends a staffing request as JSON.
 * @throws Error("<status>: <body>") on any non-2xx answer (400 carries the field messages).
 */
export function submitStaffingRequest(payload: StaffingRequestPayload): Promise<SubmissionAnswer> {
  return apiJson<SubmissionAnswer>("POST", "/api/staffing-requests", payload);
}

/** The action behind the Request Staff form. */
export function useSubmitStaffingRequest() {
  return useAction<StaffingRequestPayload, SubmissionAnswer>(submitStaffingRequest);
}
