import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from "@/client/components/ui/form";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import {
  type PropertyData,
  type PropertyInput,
  propertyDefaults,
  propertySchema,
} from "@/domain/property";

const fieldNames = ["name", "address", "city", "state", "zip", "units", "description"] as const;

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
  cancelHref = "/properties",
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

  const submit = async (values: PropertyData) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(form.setError, error, fieldNames);
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Property Name</FormLabel>
              <FormControl>
                <Input placeholder="e.g. Bayshore Palms Apartments" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="address"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Address</FormLabel>
              <FormControl>
                <Input autoComplete="street-address" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-6">
          <FormField
            control={form.control}
            name="city"
            render={({ field }) => (
              <FormItem className="sm:col-span-3">
                <FormLabel>City</FormLabel>
                <FormControl>
                  <Input autoComplete="address-level2" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="state"
            render={({ field }) => (
              <FormItem className="sm:col-span-1">
                <FormLabel>State</FormLabel>
                <FormControl>
                  <Input autoComplete="address-level1" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="zip"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>ZIP Code</FormLabel>
                <FormControl>
                  <Input inputMode="numeric" autoComplete="postal-code" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="units"
          render={({ field }) => (
            <FormItem className="sm:max-w-48">
              <FormLabel>Number of Units</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={Number.isNaN(field.value) ? "" : field.value}
                  onChange={(event) => field.onChange(event.target.valueAsNumber)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea
                  rows={4}
                  placeholder="Amenities, building types, on-site team, anything staff should know"
                  {...field}
                  value={field.value ?? ""}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
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
