import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from "@/client/components/ui/form";
import { Input } from "@/client/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { registerFormSchema } from "@/domain/auth";
import { registrableRoleLabels, registrableRoles } from "@/domain/enums";
import { useAuth } from "../hooks/use-auth";

type RegisterFormOutput = z.output<typeof registerFormSchema>;

const fieldNames = [
  "username",
  "email",
  "password",
  "fullName",
  "role",
  "companyName",
  "phone",
] as const;

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
  const role = form.watch("role");

  const onSubmit = ({ confirmPassword: _confirm, ...values }: RegisterFormOutput) => {
    const payload = {
      ...values,
      companyName: values.role === "property_manager" ? values.companyName : null,
    };
    registerMutation.mutate(payload, {
      onSuccess: () => onSuccess?.(),
      onError: (error) => {
        applyServerFieldErrors(form.setError, error, fieldNames);
      },
    });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <FormField
          control={form.control}
          name="fullName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Full Name</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="username"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Username</FormLabel>
                <FormControl>
                  <Input autoComplete="username" autoCapitalize="none" {...field} />
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
          name="role"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Account Type</FormLabel>
              <Select value={field.value ?? ""} onValueChange={field.onChange} name={field.name}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose an account type" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {registrableRoles.map((value) => (
                    <SelectItem key={value} value={value}>
                      {registrableRoleLabels[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        {role === "property_manager" ? (
          <FormField
            control={form.control}
            name="companyName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Company Name</FormLabel>
                <FormControl>
                  <Input autoComplete="organization" {...field} value={field.value ?? ""} />
                </FormControl>
                <FormDescription>
                  Optional. The management company or community you represent.
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        ) : null}
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Phone</FormLabel>
              <FormControl>
                <Input type="tel" autoComplete="tel" {...field} value={field.value ?? ""} />
              </FormControl>
              <FormDescription>Optional.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirmPassword"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Confirm Password</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <Button type="submit" className="mt-2 w-full" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </form>
    </Form>
  );
}
