import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { buttonVariants } from "@/client/components/ui/button-variants";
import {
  compactLabelClasses,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
} from "@/client/components/ui/field";
import { TextInput } from "@/client/components/ui/text-field";
import { cx } from "@/client/lib/cx";
import { useQueryMessage } from "@/client/lib/query-message";
import type { LoginInput } from "@/domain/auth";
import { LOGIN_ERROR_PARAM, loginErrorMessage } from "@/domain/login-errors";
import { paths } from "@/domain/paths";
import { useAuth } from "../hooks/use-auth";

type LoginField = keyof LoginInput;
const fields: readonly LoginField[] = ["username", "password"];

/** The schema module: loaded when the form is first used, not with the page (decision 0008). */
const loadSchemas = () => import("@/domain/auth");

/**
 * The Login tab's form (spec section 5, "Login"): Username and Password, validated with
 * `loginSchema` on submit and, after a first submit, on every change; the first invalid field
 * gets the focus. Toasts come from the login action.
 * Its fields are the shared field primitive (components/ui/field.tsx: label, control with
 * `aria-invalid` and `aria-describedby`, message), without react-hook-form: /auth is a page visitors open
 * directly, and its start-up JavaScript should not carry the form library, and carries the zod
 * schema only from the first focus on (docs/decisions/0008).
 *
 * Before its script runs (or without one) it is a native form (docs/decisions/0005, "Sign-in"):
 * `method="post"` to POST /api/login, so a password never goes into a URL (OWASP ASVS 14.2.1);
 * the browser checks the `required` fields; the server answers 303 to /dashboard, or back to
 * `/auth?error=…`, whose message the alert above the fields shows, prerendered and hydrated
 * alike (lib/query-message.ts). Once hydrated, the script validates and signs in with fetch.
 * @param onSuccess called after the user is signed in (the page navigates to /dashboard).
 */
export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  const { loginMutation } = useAuth();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  // True once hydrated: the script validates instead of the browser.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // Why the last native sign-in failed, from the URL (/auth?error=invalid).
  const failure = useQueryMessage(LOGIN_ERROR_PARAM, loginErrorMessage);
  const [, navigate] = useLocation();

  const controlId = (name: LoginField) => `${id}-${name}-control`;
  const control = (name: LoginField) =>
    formRef.current?.elements.namedItem(name) as HTMLInputElement | null;

  /**
   * Parses the fields and shows the first message of each invalid one.
   * @returns the parsed values, or the first invalid field.
   */
  const validate = async (): Promise<{ values: LoginInput } | { invalid: LoginField }> => {
    const { loginSchema } = await loadSchemas();
    const result = loginSchema.safeParse({
      username: control("username")?.value ?? "",
      password: control("password")?.value ?? "",
    });
    if (result.success) {
      setErrors({});
      return { values: result.data };
    }
    const next: Partial<Record<LoginField, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if ((name === "username" || name === "password") && !next[name]) next[name] = issue.message;
    }
    setErrors(next);
    return { invalid: fields.find((name) => next[name]) ?? "username" };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // This attempt's outcome is a toast: the previous native attempt's alert goes.
    if (failure) navigate(paths.auth.href(), { replace: true });
    const result = await validate();
    if ("invalid" in result) {
      control(result.invalid)?.focus();
      return;
    }
    loginMutation.mutate(result.values, { onSuccess: () => onSuccess?.() });
  };

  const field = (name: LoginField, label: string, props: Parameters<typeof TextInput>[0]) => (
    <Field id={controlId(name)} error={errors[name]}>
      <FieldLabel classes={compactLabelClasses}>{label}</FieldLabel>
      <FieldControl>
        <TextInput name={name} {...props} />
      </FieldControl>
      <FieldError />
    </Field>
  );

  return (
    <form
      ref={formRef}
      action="/api/login"
      method="post"
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas()}
      onChange={() => {
        if (submitted) void validate();
      }}
      noValidate={enhanced}
      className="grid gap-4"
    >
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          {failure}
        </p>
      ) : null}
      {field("username", "Username", {
        autoComplete: "username",
        autoCapitalize: "none",
        required: true,
      })}
      {field("password", "Password", {
        type: "password",
        autoComplete: "current-password",
        required: true,
      })}
      <button
        type="submit"
        className={cx(buttonVariants(), "mt-2 w-full")}
        disabled={loginMutation.isPending}
      >
        {loginMutation.isPending ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}
