import { KeyRound } from "lucide-react";
import { useSearch } from "wouter";
import { PageMeta } from "@/client/components/page-meta";
import { AskForNewLink, SetPasswordForm } from "@/client/features/assignments";
import { site } from "@/content/site";

/**
 * /set-password?token=…, public (docs/decisions/0017-placements.md): the page of the link the
 * agency e-mails with a new staff account. "Choose your password" posts the link's token with
 * the new password; without a token it says how to get a link. Rendered in the browser (the
 * token is in the URL), in the public site's frame.
 */
export default function SetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token")?.trim() ?? "";
  return (
    <div className="bg-muted/60 pt-18">
      <PageMeta
        title="Choose your password"
        description={`Choose the password of your ${site.name} staff account.`}
      />
      <div className="mx-auto max-w-lg px-4 py-10 sm:px-6 md:py-16">
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-lg">
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
              <KeyRound className="size-5" aria-hidden="true" />
            </span>
            <h1 id="set-password-heading" className="text-2xl font-bold tracking-tight text-navy">
              Choose your password
            </h1>
          </div>
          {token ? (
            <>
              <p className="mb-6 text-sm text-muted-foreground">
                The agency created a staff account for you, so you can see and answer work offers.
                Choose a password to finish; this link works once.
              </p>
              <SetPasswordForm token={token} />
            </>
          ) : (
            <div role="alert" className="grid gap-2 text-sm">
              <p className="font-medium">This page needs the link from your invitation e-mail.</p>
              <p className="text-muted-foreground">
                Open the "Choose your password" link in the e-mail we sent you, or copy the whole
                link into your browser. <AskForNewLink />
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
