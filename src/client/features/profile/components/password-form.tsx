import { Button } from "@/client/components/ui/button";
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormTextField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { passwordChangeFormSchema, passwordChangeSchema } from "@/domain/profile";
import { useChangePassword } from "../api/change-password";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password: the current one, the new one twice. On success every other device signed in
 * to the account is signed out (this one stays) and the form empties.
 */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useZodForm(passwordChangeFormSchema, { defaultValues: empty });
  const { control } = form;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(empty);
      toast({
        title: "Password changed",
        description: "Your other devices were signed out. We e-mailed you about the change.",
      });
    } catch (error) {
      applyServerFieldErrors(form.setError, error, passwordChangeSchema);
      toast({
        title: "Your password was not changed",
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormTextField
          control={control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          className="sm:max-w-md"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            description="At least 8 characters; a common password is refused."
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
