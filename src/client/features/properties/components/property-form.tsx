import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Form, useZodForm } from "@/client/components/ui/form";
import {
  FormNumberField,
  FormTextareaField,
  FormTextField,
} from "@/client/components/ui/form-fields";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { paths } from "@/domain/paths";
import {
  type PropertyData,
  type PropertyInput,
  propertyDefaults,
  propertySchema,
} from "@/domain/property";

/**
 * The property form (spec sections 2 and 5, "Property"): Property Name, Address, City,
 * State, ZIP Code, Number of Units (default 1) and Description, validated with `propertySchema`.
 * The add screen uses it empty; the edit screen passes the property's values.
 * @param onSubmit receives the parsed values; return a promise that rejects with the API error
 *   to have the server's field messages shown on their fields.
 * @param isPending disables the submit button and shows `pendingLabel` ("Adding...").
 * @param defaultValues the starting values (default: empty, state FL, 1 unit).
 */
export function PropertyForm({
  onSubmit,
  isPending,
  submitLabel = "Add Property",
  pendingLabel = "Adding...",
  cancelHref = paths.properties.list.href(),
  defaultValues = propertyDefaults,
}: {
  onSubmit: (values: PropertyData) => Promise<unknown>;
  isPending: boolean;
  submitLabel?: string;
  pendingLabel?: string;
  cancelHref?: string;
  defaultValues?: PropertyInput;
}) {
  const form = useZodForm(propertySchema, { defaultValues });
  const { control } = form;

  const submit = async (values: PropertyData) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(form.setError, error, propertySchema);
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        <FormTextField
          control={control}
          name="name"
          label="Property Name"
          placeholder="e.g. Bayshore Palms Apartments"
        />
        <FormTextField
          control={control}
          name="address"
          label="Address"
          autoComplete="street-address"
        />
        <div className="grid gap-5 sm:grid-cols-6">
          <FormTextField
            control={control}
            name="city"
            label="City"
            className="sm:col-span-3"
            autoComplete="address-level2"
          />
          <FormTextField
            control={control}
            name="state"
            label="State"
            className="sm:col-span-1"
            autoComplete="address-level1"
          />
          <FormTextField
            control={control}
            name="zip"
            label="ZIP Code"
            className="sm:col-span-2"
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
        <FormNumberField
          control={control}
          name="units"
          label="Number of Units"
          className="sm:max-w-48"
          min={1}
          step={1}
          inputMode="numeric"
        />
        <FormTextareaField
          control={control}
          name="description"
          label="Description"
          rows={4}
          placeholder="Amenities, building types, on-site team, anything staff should know"
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link href={cancelHref}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
