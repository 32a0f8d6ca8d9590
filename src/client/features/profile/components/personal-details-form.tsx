import { Button } from "@/client/components/ui/button";
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormTextField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import type { Profile } from "@/domain/api/profile";
import { personalDetailsSchema } from "@/domain/profile";
import { useUpdateProfile } from "../api/update-profile";

/**
 * Personal details: full name, phone and (property managers) company, with the e-mail shown
 * (it changes in its own section, through a confirmation link).
 * @param onSaved called with the saved profile (the page refreshes the signed-in user's name).
 */
export function PersonalDetailsForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved?: (profile: Profile) => void;
}) {
  const update = useUpdateProfile();
  const form = useZodForm(personalDetailsSchema, {
    defaultValues: {
      fullName: profile.fullName,
      phone: profile.phone ?? "",
      companyName: profile.companyName ?? "",
    },
  });
  const { control } = form;
  const isManager = profile.role === "property_manager";

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        fullName: values.fullName,
        phone: values.phone,
        ...(isManager ? { companyName: values.companyName } : {}),
      });
      toast({ title: "Details saved", description: "Your name and phone number are up to date." });
      onSaved?.(saved);
    } catch (error) {
      applyServerFieldErrors(form.setError, error, personalDetailsSchema);
      toast({
        title: "Your details were not saved",
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField control={control} name="fullName" label="Full name" autoComplete="name" />
          <FormTextField
            control={control}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            description="So our team can reach you quickly, e.g. (813) 555-0142."
          />
          {isManager ? (
            <FormTextField
              control={control}
              name="companyName"
              label="Company"
              autoComplete="organization"
            />
          ) : null}
        </div>
        <div className="grid gap-1 text-sm">
          <span className="font-medium">E-mail</span>
          <span className="break-all text-muted-foreground">{profile.email}</span>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save details"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
