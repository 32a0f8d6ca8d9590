/** POST /api/staffing-requests (spec section 7): the home page's Request Staff form. */
import type { z } from "zod";
import { apiJson } from "@/client/lib/api";
import { useAction } from "@/client/lib/use-action";
import { staffingRequestSchema } from "@/domain/staffing-request";

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
 * select starts empty and the consent box unchecked (the schema reports both). The schema's
 * input is assignable to it, so `zodResolver` validates these values without a cast.
 */
export type RequestStaffFormValues = Omit<
  z.input<typeof requestStaffFormSchema>,
  "staffType" | "consent"
> & {
  staffType: string;
  consent: boolean;
};

export type StaffingRequestPayload = z.output<typeof staffingRequestSchema> & { website?: string };

/** The answer: the stored request's id and the confirmation text. */
export interface SubmissionAnswer {
  id?: number;
  message: string;
}

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
