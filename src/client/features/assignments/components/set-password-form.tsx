import { CircleCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormTextField } from "@/client/components/ui/form-fields";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { site } from "@/content/site";
import { setPasswordSchema } from "@/domain/api/assignment";
import { limits } from "@/domain/constants";
import { paths } from "@/domain/paths";
import { z } from "@/domain/zod";
import { type SetPasswordResult, useSetPassword } from "../api/set-password";

/** The form: the registration's password rules, and a confirmation that must match. */
const setPasswordFormSchema = z
  .object({
    password: setPasswordSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** The password rules as the form shows them (the server also refuses common passwords). */
export const PASSWORD_RULES = `At least ${limits.passwordMin} and at most ${limits.passwordMax} characters. Common passwords such as "password123" are refused; a few unrelated words are easy to remember and hard to guess.`;

/** How to reach the agency for a new link: its phone and e-mail as links. */
export function AskForNewLink() {
  return (
    <>
      Ask the agency to send you a new link: call{" "}
      <a href={`tel:${site.phone.e164}`} className="font-medium text-primary underline">
        {site.phone.display}
      </a>{" "}
      or e-mail{" "}
      <a href={`mailto:${site.email}`} className="font-medium text-primary underline">
        {site.email}
      </a>
      .
    </>
  );
}

/** The account is ready: its username and the way to sign in. */
function PasswordSet({ result }: { result: SetPasswordResult }) {
  return (
    <div role="status" className="grid gap-4">
      <p className="flex items-start gap-2 font-medium">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Your password is set. Your username is{" "}
          <strong data-testid="new-username">{result.username}</strong>.
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        Sign in with this username and your new password to see and answer your work offers.
      </p>
      <Button asChild className="w-full sm:w-fit">
        <Link href={paths.auth.href()}>Sign in</Link>
      </Button>
    </div>
  );
}

/**
 * "Choose your password" for a new staff account (docs/decisions/0017-placements.md): new
 * password and confirmation, with the registration's rules shown and checked, posted as JSON to
 * POST /api/set-password with the link's `token`. The form's method is POST, so even without its
 * script a password never travels in a URL. A too-common password shows on its field; a link
 * that is unknown, used or expired shows the server's message and how to get a new one; on
 * success the username and a Sign in button.
 */
export function SetPasswordForm({ token }: { token: string }) {
  const action = useSetPassword();
  const [result, setResult] = useState<SetPasswordResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; badLink: boolean } | null>(null);
  const form = useZodForm(setPasswordFormSchema, {
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { control } = form;

  if (result) return <PasswordSet result={result} />;

  const onSubmit = ({ password }: z.output<typeof setPasswordFormSchema>) => {
    setFailure(null);
    action.mutate(
      { token, password },
      {
        onSuccess: setResult,
        onError: (error) => {
          const parsed = applyServerFieldErrors(form.setError, error, setPasswordFormSchema);
          if (parsed.fieldErrors.password) return;
          setFailure({
            message:
              parsed.message ||
              "We could not set your password. Check your connection and try again.",
            badLink: parsed.status === 400,
          });
        },
      },
    );
  };

  return (
    <Form {...form}>
      <form
        method="post"
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="grid gap-4"
        aria-labelledby="set-password-heading"
      >
        {failure ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              {failure.message} {failure.badLink ? <AskForNewLink /> : null}
            </p>
          </div>
        ) : null}
        <FormTextField
          control={control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          description={PASSWORD_RULES}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="mt-2 w-full" disabled={action.isPending}>
          {action.isPending ? "Setting your password..." : "Set Password"}
        </Button>
      </form>
    </Form>
  );
}
