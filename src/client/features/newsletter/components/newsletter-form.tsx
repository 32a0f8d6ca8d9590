import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { useSubscribeNewsletter } from "../api/subscribe-newsletter";

/**
 * The footer's newsletter sign-up (spec section 2): an e-mail field (type email, no other
 * validation), a Subscribe button and consent text linking the privacy policy. Success and
 * failure are reported with toasts; the failure toast carries the server's message.
 * Without JavaScript the form posts natively to POST /api/newsletter, which redirects back to
 * this page at #newsletter-subscribed, and CSS shows the confirmation (decision 0005). A hidden
 * honeypot field catches naive bots.
 */
export function NewsletterForm() {
  const inputId = useId();
  const consentId = useId();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [subscribed, setSubscribed] = useState(false);
  const mutation = useSubscribeNewsletter({
    onSuccess: () => {
      setEmail("");
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
    // Read the honeypot from the element: a bot may set it without firing React's events.
    const honeypot = event.currentTarget.elements.namedItem("website");
    mutation.mutate({
      email: email.trim(),
      website: honeypot instanceof HTMLInputElement ? honeypot.value : website,
    });
  };

  return (
    <form
      id="newsletter"
      action="/api/newsletter"
      method="post"
      onSubmit={onSubmit}
      className="grid scroll-mt-24 gap-3"
    >
      <label htmlFor={inputId} className="text-sm font-medium text-white">
        Newsletter e-mail
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          aria-describedby={consentId}
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="border-white/20 bg-white/10 text-white placeholder:text-navy-muted focus-visible:border-sun focus-visible:ring-sun/50"
        />
        <Button type="submit" variant="accent" disabled={mutation.isPending}>
          {mutation.isPending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <p id={consentId} className="text-xs text-navy-muted">
        By subscribing, you agree to our{" "}
        <Link
          href="/legal/privacy-policy"
          className="underline underline-offset-2 hover:text-white"
        >
          Privacy Policy
        </Link>{" "}
        and consent to receive occasional staffing news from us. You can unsubscribe at any time.
      </p>
      <div className="hidden">
        <label>
          Leave this field empty
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
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
