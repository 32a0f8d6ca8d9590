import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormSelectField, FormTextField } from "@/client/components/ui/form-fields";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { registerFormSchema } from "@/domain/auth";
import { registrableRoleLabels, registrableRoles } from "@/domain/enums";
import { useAuth } from "../hooks/use-auth";

type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** The Account Type choices: the roles a visitor may register as. */
const roleOptions = registrableRoles.map((value) => ({
  value,
  label: registrableRoleLabels[value],
}));

/**
 * The Register tab's form (spec section 5, "Register"), validated with `registerFormSchema`.
 * Company Name shows only for Property Manager; Phone is optional; confirmPassword is checked
 * here and removed before sending. Field messages from a 400 answer are shown on their fields.
 * @param onSuccess called after the account is created and signed in.
 */
export function RegisterForm({ onSuccess }: { onSuccess?: () => void }) {
  const { registerMutation } = useAuth();
  const form = useZodForm(registerFormSchema, {
    defaultValues: {
      fullName: "",
      username: "",
      email: "",
      phone: "",
      role: "property_manager",
      companyName: "",
      password: "",
      confirmPassword: "",
    },
  });
  const { control } = form;
  const role = form.watch("role");

  const onSubmit = ({ confirmPassword: _confirm, ...values }: RegisterFormOutput) => {
    const payload = {
      ...values,
      companyName: values.role === "property_manager" ? values.companyName : null,
    };
    registerMutation.mutate(payload, {
      onSuccess: () => onSuccess?.(),
      onError: (error) => {
        applyServerFieldErrors(form.setError, error, registerFormSchema);
      },
    });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <FormTextField control={control} name="fullName" label="Full Name" autoComplete="name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
          />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
        </div>
        <FormSelectField
          control={control}
          name="role"
          label="Account Type"
          placeholder="Choose an account type"
          options={roleOptions}
        />
        {role === "property_manager" ? (
          <FormTextField
            control={control}
            name="companyName"
            label="Company Name"
            description="Optional. The management company or community you represent."
            autoComplete="organization"
          />
        ) : null}
        <FormTextField
          control={control}
          name="phone"
          label="Phone"
          description="Optional."
          type="tel"
          autoComplete="tel"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <Button type="submit" className="mt-2 w-full" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </form>
    </Form>
  );
}
