import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { TextArea, TextInput } from "@/client/components/ui/text-field";
import { toast } from "@/client/hooks/use-toast";
import type { ParsedApiError } from "@/client/lib/api";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { limits } from "@/domain/constants";
import {
  emergencyReasonLabels,
  emergencyReasons,
  staffTypeLabels,
  staffTypes,
} from "@/domain/enums";
import { HEADCOUNT_MAX } from "@/domain/staffing-request";
import {
  type RequestStaffFormValues,
  requestStaffFormSchema,
  requestStaffResolver,
  type StaffingRequestPayload,
  useSubmitStaffingRequest,
} from "../api/submit-staffing-request";
import { confirmContact, takeContactDraft, useContactState } from "../hooks/contact-state";
import {
  ConsentField,
  FormConfirmation,
  Honeypot,
  LabelledField,
  NativeSelect,
  SubmitButton,
} from "./form-parts";

const FALLBACK_ERROR = "Something went wrong. Please try again.";

const emptyValues: RequestStaffFormValues = {
  companyName: "",
  contactName: "",
  email: "",
  staffType: "",
  details: "",
  headcount: 1,
  emergencyReason: "",
  consent: false,
};

/**
 * The honeypot as the page holds it. Read from the element, not from React's state: a bot may
 * set the field's value without firing the events React listens to.
 */
export function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem("website");
  return field instanceof HTMLInputElement ? field.value : "";
}

/**
 * The toast text for a failed submission (spec section 8: "Error"): the server's message, or
 * "Something went wrong. Please try again." when there is no answer to read (network failure).
 */
export function failureMessage(parsed: ParsedApiError): string {
  return parsed.status !== null && parsed.message ? parsed.message : FALLBACK_ERROR;
}

/**
 * The Request Staff form of the contact section (spec sections 2, 5 and 7): company, contact
 * name, e-mail, staff type, positions needed (`headcount`, 1 by default), whether it is an
 * emergency (`emergencyReason`, empty for a normal request), details and consent.
 * Without JavaScript it posts natively to POST /api/staffing-requests and the server redirects
 * back to the confirmation; with JavaScript it validates with the API's schema, shows the
 * messages under each field, submits in the background and toasts "Request Submitted".
 * Values from the consultation block (and a service's Request This Service) are copied in.
 * It hydrates after the rest of the page (contact-section.tsx), so it takes no props: its state
 * is shared through hooks/contact-state.ts.
 */
export function RequestStaffForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // True once hydrated: the script validates instead of the browser.
  const [enhanced, setEnhanced] = useState(false);
  const form = useForm<RequestStaffFormValues, unknown, StaffingRequestPayload>({
    // The values as the page holds them, parsed into the API's payload (see RequestStaffFormValues).
    resolver: requestStaffResolver,
    // No default values: the fields start from what the page holds, so anything typed before
    // the form hydrated is kept.
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const mutation = useSubmitStaffingRequest();
  const { revision, confirmed } = useContactState();

  useEffect(() => setEnhanced(true), []);

  // Copies a draft given since the last one (also one given before this form hydrated).
  useEffect(() => {
    void revision;
    const draft = takeContactDraft();
    if (!draft) return;
    for (const [name, value] of Object.entries(draft)) {
      if (value) {
        form.setValue(name as keyof RequestStaffFormValues, value, { shouldDirty: true });
        form.clearErrors(name as keyof RequestStaffFormValues);
      }
    }
  }, [revision, form]);

  const onValid = form.handleSubmit(async (values) => {
    try {
      // The honeypot as the page holds it (see honeypotValue).
      await mutation.mutateAsync({ ...values, website: honeypotValue(formRef.current) });
      form.reset(emptyValues);
      confirmContact("request");
      toast({ title: "Request Submitted", description: "We'll be in touch with you shortly." });
    } catch (error) {
      const parsed = applyServerFieldErrors(form.setError, error, requestStaffFormSchema);
      // The server names the emergency `emergency.reason`; the page's select is emergencyReason.
      const reasonError = parsed.fieldErrors["emergency.reason"] ?? parsed.fieldErrors.emergency;
      if (reasonError) form.setError("emergencyReason", { type: "server", message: reasonError });
      const message = failureMessage(parsed);
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  });

  const field = (name: keyof RequestStaffFormValues) => `${id}-${name}`;
  const error = (name: keyof RequestStaffFormValues) => errors[name]?.message;

  return (
    <form
      ref={formRef}
      action="/api/staffing-requests"
      method="post"
      noValidate={enhanced}
      onSubmit={onValid}
      aria-labelledby={`${id}-title`}
      className="grid gap-5"
    >
      <h3 id={`${id}-title`} className="sr-only">
        Request Staff
      </h3>
      <FormConfirmation
        id="request-submitted"
        title="Request Submitted"
        visible={confirmed.request}
      >
        We'll be in touch with you shortly. A staffing specialist reviews every request within one
        business day.
      </FormConfirmation>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField
          id={field("companyName")}
          label="Property or Company Name"
          error={error("companyName")}
        >
          <TextInput
            {...form.register("companyName")}
            required
            maxLength={limits.shortText}
            autoComplete="organization"
          />
        </LabelledField>
        <LabelledField id={field("contactName")} label="Contact Name" error={error("contactName")}>
          <TextInput
            {...form.register("contactName")}
            required
            maxLength={limits.shortText}
            autoComplete="name"
          />
        </LabelledField>
        <LabelledField id={field("email")} label="Email" error={error("email")}>
          <TextInput
            {...form.register("email")}
            type="email"
            required
            maxLength={limits.shortText}
            autoComplete="email"
          />
        </LabelledField>
        <LabelledField id={field("staffType")} label="Staff Type Needed" error={error("staffType")}>
          <NativeSelect {...form.register("staffType")} required>
            <option value="">Select a staff type</option>
            {staffTypes.map((type) => (
              <option key={type} value={type}>
                {staffTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </LabelledField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField
          id={field("headcount")}
          label="Positions needed"
          error={error("headcount")}
          hint={`How many people, from 1 to ${HEADCOUNT_MAX}.`}
        >
          <TextInput
            {...form.register("headcount", { valueAsNumber: true })}
            type="number"
            required
            min={1}
            max={HEADCOUNT_MAX}
            step={1}
            inputMode="numeric"
            defaultValue={1}
          />
        </LabelledField>
        <LabelledField
          id={field("emergencyReason")}
          label="Is this an emergency?"
          error={error("emergencyReason")}
          hint="For an emergency we promise a response within 2 hours."
        >
          <NativeSelect {...form.register("emergencyReason")} defaultValue="">
            <option value="">No, a normal request</option>
            {emergencyReasons.map((reason) => (
              <option key={reason} value={reason}>
                Yes: {emergencyReasonLabels[reason].toLowerCase()}
              </option>
            ))}
          </NativeSelect>
        </LabelledField>
      </div>
      <LabelledField
        id={field("details")}
        label="Details"
        error={error("details")}
        hint="The community, number of units, schedule, start date and any licenses the role needs."
      >
        <TextArea {...form.register("details")} required rows={4} maxLength={limits.longText} />
      </LabelledField>
      <ConsentField
        id={field("consent")}
        label="I agree to be contacted regarding my staffing request"
        error={error("consent")}
        {...form.register("consent")}
      />
      <Honeypot />
      <SubmitButton pending={mutation.isPending}>Submit Request</SubmitButton>
    </form>
  );
}
