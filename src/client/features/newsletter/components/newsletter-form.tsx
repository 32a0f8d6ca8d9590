import { type FormEvent, useRef, useState } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@/client/components/ui/field";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { paths } from "@/domain/paths";
import { useSubscribeNewsletter } from "../api/subscribe-newsletter";

/** The text input's look, on the footer's dark background. */
const emailClassName =
  "flex h-10 w-full min-w-0 rounded-md border px-3 py-2 text-base shadow-xs transition-colors file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm border-white/20 bg-white/10 text-white placeholder:text-navy-muted focus-visible:border-sun focus-visible:ring-sun/50";

/**
 * The footer's newsletter sign-up (spec section 2): an e-mail field (type email, no other
 * validation), a Subscribe button and consent text linking the privacy policy. Success and
 * failure are reported with toasts; the failure toast carries the server's message.
 * Without JavaScript the form posts natively to POST /api/newsletter, which redirects back to
 * this page at #newsletter-subscribed, and CSS shows the confirmation (decision 0005). A hidden
 * honeypot field catches naive bots.
 * It hydrates when the footer comes near the viewport (site-footer.tsx); its fields are
 * uncontrolled, so what was typed before is kept.
 */
export function NewsletterForm() {
  const [subscribed, setSubscribed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useSubscribeNewsletter({
    onSuccess: () => {
      formRef.current?.reset();
      setSubscribed(true);
      toast({
        title: "Subscribed",
        description: "Thanks for subscribing. Staffing tips and updates are on their way.",
      });
    },
    onError: (error) => {
      toast({
        title: "Subscription failed",
        description: errorMessage(error, "Something went wrong. Please try again."),
        variant: "destructive",
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { elements } = event.currentTarget;
    const value = (name: string) => {
      const field = elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : "";
    };
    // The honeypot as the page holds it: a bot may set it without firing any event.
    mutation.mutate({ email: value("email").trim(), website: value("website") });
  };

  return (
    <form
      ref={formRef}
      id="newsletter"
      action="/api/newsletter"
      method="post"
      onSubmit={onSubmit}
      className="grid scroll-mt-24 gap-3"
    >
      {/* The consent text is the field's description: the input is read with it. */}
      <Field described classes="grid gap-3">
        <FieldLabel classes="text-sm font-medium text-white">Newsletter e-mail</FieldLabel>
        <div className="flex flex-col gap-2 sm:flex-row">
          <FieldControl>
            <input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@company.com"
              className={emailClassName}
            />
          </FieldControl>
          <button
            type="submit"
            className={buttonVariants({ variant: "accent" })}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? "Subscribing..." : "Subscribe"}
          </button>
        </div>
        <FieldDescription classes="text-xs text-navy-muted">
          By subscribing, you agree to our{" "}
          <Link
            href={paths.legal.href("privacy-policy")}
            className="underline underline-offset-2 hover:text-white"
          >
            Privacy Policy
          </Link>{" "}
          and consent to receive occasional staffing news from us. You can unsubscribe at any time.
        </FieldDescription>
      </Field>
      <div className="hidden">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p
        id="newsletter-subscribed"
        role="status"
        data-visible={subscribed}
        className="hidden rounded-md bg-white/10 px-3 py-2 text-sm font-medium text-white target:block data-[visible=true]:block"
      >
        You're subscribed. Watch your inbox for staffing insights.
      </p>
    </form>
  );
}
