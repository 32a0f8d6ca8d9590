/**
 * Pieces the home page's native-first forms share: a labelled field with its error message
 * (linked by aria-describedby), a native select styled like the inputs, the honeypot, and a
 * confirmation that CSS shows when its id is the URL's target (so a page without JavaScript can
 * show it after the server's redirect) or when `visible` is set.
 */

import type { ComponentProps, ReactNode } from "react";
import { CircleCheck } from "@/client/components/icons/circle-check";
import { buttonVariants } from "@/client/components/ui/button-variants";
import {
  Field,
  FieldControl,
  type FieldControlElement,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/client/components/ui/field";
import { cx } from "@/client/lib/cx";

/**
 * A labelled field of a public form, built from the field primitive (components/ui/field.tsx):
 * the label, the control (`children`, which receives the id, `aria-invalid` and
 * `aria-describedby`), an optional hint (`${id}-hint`) and the error message (`${id}-error`).
 * @param id the control's id.
 * @param error the field's message, shown and announced with the control when set.
 */
export function LabelledField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: FieldControlElement;
}) {
  return (
    <Field id={id} error={error} described={hint != null} className={className}>
      <FieldLabel className="text-foreground">{label}</FieldLabel>
      <FieldControl>{children}</FieldControl>
      {hint != null ? <FieldDescription>{hint}</FieldDescription> : null}
      <FieldError />
    </Field>
  );
}

/**
 * A required consent checkbox (native, so it posts without JavaScript) with its label beside it
 * and the error message under both, built from the field primitive. Other props (react-hook-form's
 * `register(...)`) go to the checkbox.
 */
export function ConsentField({
  id,
  label,
  error,
  ...checkbox
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
} & Omit<ComponentProps<"input">, "id" | "type">) {
  return (
    <Field id={id} error={error} classes="grid gap-2">
      <div className="flex items-start gap-3">
        <FieldControl>
          <input
            type="checkbox"
            {...checkbox}
            required
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
        </FieldControl>
        <FieldLabel classes="text-sm">{label}</FieldLabel>
      </div>
      <FieldError />
    </Field>
  );
}

/** A native `<select>` (works before and without JavaScript) styled like the text inputs. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cx(
        "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * The honeypot: a field people never see or reach (display: none, out of the tab order), which
 * naive bots fill in. The server answers a filled one like a success and stores nothing.
 */
export function Honeypot(props: ComponentProps<"input">) {
  return (
    <div className="hidden">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

/**
 * The form's submit button, in its own row; "Submitting..." and disabled while `pending`.
 * @param children the button's text otherwise ("Submit Request").
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div>
      <button type="submit" className={buttonVariants({ size: "lg" })} disabled={pending}>
        {pending ? "Submitting..." : children}
      </button>
    </div>
  );
}

/**
 * A success message, hidden until its id is the URL's fragment (after a native post, the server
 * redirects to `/?submitted=...#<id>`) or `visible` is true (after a background submission).
 */
export function FormConfirmation({
  id,
  title,
  visible,
  children,
}: {
  id: string;
  title: string;
  visible: boolean;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="status"
      data-visible={visible}
      className="hidden rounded-lg border border-primary/30 bg-secondary p-4 target:block data-[visible=true]:block"
    >
      <p className="flex items-center gap-2 font-semibold text-navy">
        <CircleCheck className="size-5 text-primary" aria-hidden="true" width={20} height={20} />
        {title}
      </p>
      <p className="mt-1 text-sm text-secondary-foreground">{children}</p>
    </div>
  );
}
