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
import { type LoginInput, loginSchema } from "@/domain/auth";
import { useAuth } from "../hooks/use-auth";

/**
 * The Login tab's form (spec section 5, "Login"): Username and Password, validated with
 * `loginSchema`. Toasts come from the login mutation.
 * @param onSuccess called after the user is signed in (the page navigates to /dashboard).
 */
export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  const { loginMutation } = useAuth();
  const form = useZodForm(loginSchema, { defaultValues: { username: "", password: "" } });

  const onSubmit = (values: LoginInput) => {
    loginMutation.mutate(values, { onSuccess: () => onSuccess?.() });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
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
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="mt-2 w-full" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? "Logging in..." : "Login"}
        </Button>
      </form>
    </Form>
  );
}
