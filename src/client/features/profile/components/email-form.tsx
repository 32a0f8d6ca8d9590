import { Button } from "@/client/components/ui/button";
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormTextField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import type { Profile } from "@/domain/api/profile";
import { emailChangeSchema } from "@/domain/profile";
import { useChangeEmail } from "../api/change-email";

const empty = { newEmail: "", currentPassword: "" };

/**
 * Change e-mail: the new address and the current password. The change waits for the link
 * mailed to the new address (24 hours); until then the section shows the pending address.
 */
export function EmailForm({ profile }: { profile: Profile }) {
  const change = useChangeEmail();
  const form = useZodForm(emailChangeSchema, { defaultValues: empty });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      const accepted = await change.mutateAsync(values);
      form.reset(empty);
      toast({ title: "Check your new inbox", description: accepted.message });
    } catch (error) {
      applyServerFieldErrors(form.setError, error, emailChangeSchema);
      toast({
        title: "Your e-mail was not changed",
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  });

  return (
    <div className="grid gap-5">
      <p className="text-sm">
        Your account uses <strong className="break-all">{profile.email}</strong>.
      </p>
      {profile.pendingEmail ? (
        <p role="status" className="rounded-lg border bg-muted/50 p-3 text-sm">
          Waiting for confirmation: we sent a link to{" "}
          <strong className="break-all">{profile.pendingEmail}</strong>. Your e-mail changes when
          you open it and press Confirm (within 24 hours).
        </p>
      ) : null}
      <Form {...form}>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="newEmail"
              label="New e-mail"
              type="email"
              autoComplete="email"
            />
            <FormTextField
              control={control}
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Sending..." : "Send confirmation link"}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}
