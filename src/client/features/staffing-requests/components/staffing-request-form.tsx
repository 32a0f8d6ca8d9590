import { zodResolver } from "@hookform/resolvers/zod";
import { isBefore, startOfToday } from "date-fns";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { DatePicker } from "@/client/components/ui/date-picker";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/client/components/ui/form";
import { Input } from "@/client/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { Textarea } from "@/client/components/ui/textarea";
import { parseIsoDay } from "@/client/lib/dates";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { staffTypeLabels, staffTypes } from "@/domain/enums";
import { portalStaffingRequestSchema } from "@/domain/staffing-request";
import type { NewStaffingRequest } from "../api/create-staffing-request";

type FormInput = z.input<typeof portalStaffingRequestSchema>;
const schemaResolver = zodResolver(portalStaffingRequestSchema);

const fieldNames = [
  "propertyId",
  "companyName",
  "contactName",
  "email",
  "staffType",
  "details",
  "startDate",
  "endDate",
  "consent",
] as const;

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
  cancelHref = "/staffing-requests",
}: StaffingRequestFormProps) {
  const showPropertySelect = (properties?.length ?? 0) > 0;
  const preselected =
    defaults.propertyId != null && properties?.some((p) => p.id === defaults.propertyId)
      ? defaults.propertyId
      : null;

  const form = useForm<FormInput, unknown, NewStaffingRequest>({
    resolver: async (values, context, options) => {
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
      // The schema accepts only `true`; the box starts unticked (spec) and the schema reports it.
      consent: false as unknown as true,
    },
  });

  const startDate = parseIsoDay(form.watch("startDate"));
  const chosenPropertyId = form.watch("propertyId");
  const chosenProperty = properties?.find((property) => property.id === chosenPropertyId);
  // Decision 0002: the manager's company, else the chosen property's name.
  const requestedInNameOf = defaults.companyName?.trim()
    ? defaults.companyName.trim()
    : (chosenProperty?.name ?? "the property you choose");
  const today = startOfToday();

  const submit = async (values: NewStaffingRequest) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(form.setError, error, fieldNames);
    }
  };

  const companyError = form.formState.errors.companyName?.message;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        {showPropertySelect ? (
          <FormField
            control={form.control}
            name="propertyId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Select Property</FormLabel>
                <Select
                  name={field.name}
                  value={field.value != null ? String(field.value) : ""}
                  onValueChange={(value) => {
                    field.onChange(value ? Number.parseInt(value, 10) : null);
                    form.clearErrors("companyName");
                  }}
                >
                  <FormControl>
                    <SelectTrigger onBlur={field.onBlur}>
                      <SelectValue placeholder="Choose one of your properties" />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent portal={false}>
                    {properties?.map((property) => (
                      <SelectItem key={property.id} value={String(property.id)}>
                        {property.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormDescription>
                  Requests are made in the name of {requestedInNameOf}.
                </FormDescription>
                {/* Without a property the schema reports on companyName, which this mode hides. */}
                <FormMessage message={companyError ? "Select a property" : undefined} />
              </FormItem>
            )}
          />
        ) : (
          <FormField
            control={form.control}
            name="companyName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Property/Company Name</FormLabel>
                <FormControl>
                  <Input autoComplete="organization" {...field} value={field.value ?? ""} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="contactName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Contact Name</FormLabel>
                <FormControl>
                  <Input autoComplete="name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="staffType"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Staff Type</FormLabel>
              <Select name={field.name} value={field.value ?? ""} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue placeholder="Select the type of staff you need" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent portal={false}>
                  {staffTypes.map((type) => (
                    <SelectItem key={type} value={type}>
                      {staffTypeLabels[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Start Date</FormLabel>
                <FormControl>
                  <DatePicker
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    isDisabled={(day) => isBefore(day, today)}
                  />
                </FormControl>
                <FormDescription>Optional.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="endDate"
            render={({ field }) => (
              <FormItem>
                <FormLabel>End Date</FormLabel>
                <FormControl>
                  <DatePicker
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    isDisabled={(day) => isBefore(day, startDate ?? today)}
                  />
                </FormControl>
                <FormDescription>Optional. Leave empty for ongoing placements.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="details"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Details</FormLabel>
              <FormControl>
                <Textarea
                  rows={5}
                  placeholder="Positions, number of people, schedule, certifications or experience you need"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="consent"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <div className="flex items-start gap-3">
                <FormControl>
                  <Checkbox
                    name={field.name}
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    className="mt-0.5"
                  />
                </FormControl>
                <FormLabel className="leading-snug font-normal">
                  I agree to be contacted regarding my staffing request
                </FormLabel>
              </div>
              <FormMessage />
            </FormItem>
          )}
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
