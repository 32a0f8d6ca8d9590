import type { ReactNode } from "react";
import { BackLink } from "@/client/components/back-link";
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from "@/content/legal";
import { paths } from "@/domain/paths";

/**
 * The frame of every legal page (spec section 2): Back to Home, the title, "Last updated:
 * April 16, 2025", a lead paragraph and the page's content.
 */
export function LegalPageLayout({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <div className="pt-18">
      <article
        aria-labelledby="legal-title"
        className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-16 lg:px-8"
      >
        <BackLink href={paths.home.href()}>Back to Home</BackLink>
        <h1
          id="legal-title"
          className="mt-6 text-3xl font-bold tracking-tight text-navy sm:text-4xl"
        >
          {title}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
        </p>
        <p className="mt-6 text-lg text-pretty text-foreground/90">{summary}</p>
        {children}
      </article>
    </div>
  );
}
