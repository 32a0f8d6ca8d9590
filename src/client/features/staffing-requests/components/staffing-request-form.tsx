import { zodResolver } from "@hookform/resolvers/zod";
import { isBefore, startOfToday } from "date-fns";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
import { Form } from "@/client/components/ui/form";
import {
  FormCheckboxField,
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from "@/client/components/ui/form-fields";
import { parseIsoDay } from "@/client/lib/dates";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import {
  emergencyReasonLabels,
  emergencyReasons,
  staffTypeLabels,
  staffTypes,
} from "@/domain/enums";
import { paths } from "@/domain/paths";
import { HEADCOUNT_MAX, portalStaffingRequestSchema } from "@/domain/staffing-request";
import type { NewStaffingRequest } from "../api/create-staffing-request";

/**
 * The form's values: the schema's input plus `isEmergency`, the "This is an emergency" box
 * that reveals the reason. The schema never sees the box: the resolver turns it into
 * `emergency` (`{ reason }` when ticked, else null).
 */
type FormInput = z.input<typeof portalStaffingRequestSchema> & { isEmergency?: boolean };
const schemaResolver = zodResolver(portalStaffingRequestSchema);

/** The Staff Type choices, in the spec's order. */
const staffTypeOptions = staffTypes.map((type) => ({ value: type, label: staffTypeLabels[type] }));

/** The emergency reasons, in the order of `emergencyReasons`. */
const emergencyReasonOptions = emergencyReasons.map((reason) => ({
  value: reason,
  label: emergencyReasonLabels[reason],
}));

/**
 * The values the schema validates: `emergency` is `{ reason }` (the reason possibly still
 * missing, which the schema reports on `emergency.reason`) while the box is ticked, else null.
 */
function withEmergencyChoice(values: FormInput): FormInput {
  return {
    ...values,
    emergency: values.isEmergency
      ? ({ reason: values.emergency?.reason } as FormInput["emergency"])
      : null,
  };
}

export interface StaffingRequestFormProps {
  /**
   * Prefills Contact Name and Email (spec: "prefilled from the user") and the property.
   * `companyName` is the user's company: with a property chosen, the request is made in its
   * name (docs/decisions/0002), which the form says under "Select Property".
   */
  defaults: {
    contactName: string;
    email: string;
    propertyId?: number | null;
    companyName?: string | null;
  };
  /**
   * The property manager's properties. With at least one, the form shows "Select Property";
   * otherwise (other roles, or none yet) a "Property/Company Name" text field.
   */
  properties?: ReadonlyArray<{ id: number; name: string }>;
  /** Receives the parsed values; reject with the API error to show its field messages. */
  onSubmit: (values: NewStaffingRequest) => Promise<unknown>;
  isPending: boolean;
  cancelHref?: string;
}

/**
 * The portal's new staffing request form (spec sections 2 and 5), validated with
 * `portalStaffingRequestSchema`. The start date picker disables past days; the end date picker
 * disables days before the start date, or before today when no start is set.
 */
export function StaffingRequestForm({
  defaults,
  properties,
  onSubmit,
  isPending,
  cancelHref = paths.staffingRequests.list.href(),
}: StaffingRequestFormProps) {
  const showPropertySelect = (properties?.length ?? 0) > 0;
  const preselected =
    defaults.propertyId != null && properties?.some((p) => p.id === defaults.propertyId)
      ? defaults.propertyId
      : null;

  const form = useForm<FormInput, unknown, NewStaffingRequest>({
    resolver: async (formValues, context, options) => {
      const values = withEmergencyChoice(formValues);
      const result = await schemaResolver(values, context, options);
      // The schema's "property or company" rule runs only once every field is valid; report
      // it together with the other messages so one submit shows every problem.
      const missingChoice = values.propertyId == null && !values.companyName?.trim();
      if (missingChoice && Object.keys(result.errors).length > 0) {
        const field = showPropertySelect ? "propertyId" : "companyName";
        const message = showPropertySelect ? "Select a property" : "Company name is required";
        return { values: {}, errors: { ...result.errors, [field]: { type: "custom", message } } };
      }
      return result;
    },
    defaultValues: {
      propertyId: preselected,
      companyName: "",
      contactName: defaults.contactName,
      email: defaults.email,
      staffType: undefined,
      details: "",
      startDate: "",
      endDate: "",
      headcount: 1,
      isEmergency: false,
      emergency: null,
      // No consent: the schema accepts only `true`, so the box starts unticked (spec) with no
      // value, and the schema reports it.
    },
  });
  const { control } = form;

  const startDate = parseIsoDay(form.watch("startDate"));
  const isEmergency = form.watch("isEmergency");
  const chosenPropertyId = form.watch("propertyId");
  const chosenProperty = properties?.find((property) => property.id === chosenPropertyId);
  // Decision 0002: the manager's company, else the chosen property's name.
  const requestedInNameOf = defaults.companyName?.trim()
    ? defaults.companyName.trim()
    : (chosenProperty?.name ?? "the property you choose");
  const today = startOfToday();
  const propertyOptions = (properties ?? []).map((property) => ({
    value: String(property.id),
    label: property.name,
  }));

  const submit = async (values: NewStaffingRequest) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The server names a missing or unknown reason `emergency.reason`, the select's field.
      applyServerFieldErrors(form.setError, error, portalStaffingRequestSchema, [
        "emergency.reason",
      ]);
    }
  };

  const companyError = form.formState.errors.companyName?.message;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        {showPropertySelect ? (
          <FormSelectField
            control={control}
            name="propertyId"
            label="Select Property"
            description={`Requests are made in the name of ${requestedInNameOf}.`}
            placeholder="Choose one of your properties"
            portal={false}
            options={propertyOptions}
            parse={(value) => (value ? Number.parseInt(value, 10) : null)}
            onValueChange={() => form.clearErrors("companyName")}
            // Without a property the schema reports on companyName, which this mode hides.
            fallbackError={companyError ? "Select a property" : undefined}
          />
        ) : (
          <FormTextField
            control={control}
            name="companyName"
            label="Property/Company Name"
            autoComplete="organization"
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="contactName"
            label="Contact Name"
            autoComplete="name"
          />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <FormSelectField
            control={control}
            name="staffType"
            label="Staff Type"
            placeholder="Select the type of staff you need"
            portal={false}
            options={staffTypeOptions}
          />
          <FormNumberField
            control={control}
            name="headcount"
            label="Positions needed"
            description={`From 1 to ${HEADCOUNT_MAX}.`}
            min={1}
            max={HEADCOUNT_MAX}
            step={1}
            inputMode="numeric"
          />
        </div>
        <div className="grid gap-3 rounded-lg border border-dashed p-4">
          <FormCheckboxField control={control} name="isEmergency" label="This is an emergency" />
          <p className="text-sm text-muted-foreground">
            For storm preparation, storm recovery or someone leaving without notice. We promise a
            response within 2 hours, day or night.
          </p>
          {isEmergency ? (
            <FormSelectField
              control={control}
              name="emergency.reason"
              label="What is the emergency?"
              placeholder="Choose the reason"
              portal={false}
              options={emergencyReasonOptions}
            />
          ) : null}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormDateField
            control={control}
            name="startDate"
            label="Start Date"
            description="Optional."
            isDisabled={(day) => isBefore(day, today)}
          />
          <FormDateField
            control={control}
            name="endDate"
            label="End Date"
            description="Optional. Leave empty for ongoing placements."
            isDisabled={(day) => isBefore(day, startDate ?? today)}
          />
        </div>
        <FormTextareaField
          control={control}
          name="details"
          label="Details"
          rows={5}
          placeholder="Positions, number of people, schedule, certifications or experience you need"
        />
        <FormCheckboxField
          control={control}
          name="consent"
          label="I agree to be contacted regarding my staffing request"
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link href={cancelHref}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? "Submitting..." : "Submit Request"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
